package hope

// Event is a plain record of something that happened, in order, for the
// journal. Seat is who, Other a second character (target, heir, victim),
// Card a card index whose deck the kind implies, N an amount and Value the
// new level where one applies. Faces are dice as rolled.
type Event struct {
	Kind  EventKind `json:"kind"`
	Seat  int8      `json:"seat"`
	Other int8      `json:"other,omitempty"`
	Card  int16     `json:"card,omitempty"`
	N     int       `json:"n,omitempty"`
	Value int       `json:"value,omitempty"`
	Faces []int8    `json:"faces,omitempty"`
	// Effect is the scene effect of an EvScene event.
	Effect EffectKind `json:"effect,omitempty"`
	// By is the card or rule that caused the event, for the journal and
	// the result screen ("Rivals: -1 Humanity"); zero when it is the move.
	By Origin `json:"by,omitzero"`
}

// Origin names what made an event happen: a scene's outcome (Card the
// scene, Out its OutcomeKind, Opt the option or group rule, Seat who
// received it), a trait, an asset, a personality or a relationship (Card
// that card, Seat its holder), or a rule (Seat whom it is about).
type Origin struct {
	Kind OriginKind `json:"kind,omitempty"`
	Card int16      `json:"card,omitempty"`
	Out  int8       `json:"out,omitempty"`
	Opt  int8       `json:"opt,omitempty"`
	Seat int8       `json:"seat,omitempty"`
}

// OriginKind says what an Origin's Card indexes, or which rule acted.
type OriginKind uint8

const (
	ByMove         OriginKind = iota // the move itself
	ByScene                          // a scene's outcome
	ByTrait                          // a trait played
	ByAsset                          // an asset used
	ByPersonality                    // a personality's passive
	ByRelationship                   // a relationship's passive
	ByRound                          // a new round's Hope die (HI-04)
	ByRemoval                        // a character's removal takes a Hope die (HI-04)
	BySteal                          // stealing costs Humanity (HI-22)
	ByCommit                         // dice committed to a scene (HI-08, HI-09)
)

// EventKind names an event; the string is what logs and scripts show.
type EventKind string

const (
	EvRound      EventKind = "round"      // Value: round number
	EvTurn       EventKind = "turn"       // Seat starts a turn
	EvDraw       EventKind = "draw"       // Card: scene, N: terrain index
	EvAct        EventKind = "act"        // Seat acts on the scene
	EvAvoid      EventKind = "avoid"      // Seat avoids the scene
	EvNoDice     EventKind = "no_dice"    // unavoidable scene with nothing to commit (HI-15)
	EvCommit     EventKind = "commit"     // N Humanity dice
	EvLastHope   EventKind = "last_hope"  // Seat takes a Hope die (or asks for one)
	EvNoHopeLeft EventKind = "no_hope"    // Seat's Last Hope request found no die: counts as refusing
	EvSupport    EventKind = "support"    // N dice for the acting player
	EvRefuse     EventKind = "refuse"     // Seat refuses to support
	EvBoost      EventKind = "boost"      // N Hope dice added, Value: the pool left
	EvRoll       EventKind = "roll"       // Faces, N successes, Value final hardship
	EvReroll     EventKind = "reroll"     // Faces after rerolling, N successes
	EvFree       EventKind = "h0"         // final hardship 0: success without a roll (HI-13)
	EvSuccess    EventKind = "success"    // the scene succeeded
	EvFailure    EventKind = "failure"    // the scene failed
	EvAnswer     EventKind = "answer"     // N: option chosen, Card: scene
	EvOutcome    EventKind = "outcome"    // Seat receives outcome N (see OutcomeKind), Card: scene, Value: option or group rule
	EvHumanity   EventKind = "humanity"   // N change, Value new level
	EvLost       EventKind = "lost"       // Seat had to lose Humanity at 0 (HI-03)
	EvHunger     EventKind = "hunger"     // N change, Value new level
	EvHarm       EventKind = "harm"       // N change, Value new level
	EvHope       EventKind = "hope"       // N change, Value new pool
	EvHunted     EventKind = "hunted"     // N change, Value new count
	EvScene      EventKind = "scene_mod"  // Effect changes the scene by N (Seat: whose card)
	EvRedraw     EventKind = "redraw"     // Card: scene put aside unplayed
	EvDeath      EventKind = "death"      // Seat removed, Value: Cause
	EvAssetGain  EventKind = "asset_gain" // Card: asset
	EvAssetLose  EventKind = "asset_lose" // Card: asset
	EvAssetUse   EventKind = "asset_use"  // Card: asset, Value: uses left
	EvSteal      EventKind = "steal"      // Seat steals Card from Other
	EvLend       EventKind = "lend"       // Seat lends Card to Other
	EvReturn     EventKind = "return"     // Card goes back from Other to Seat
	EvTrait      EventKind = "trait"      // Seat plays trait Card
	EvTraitDraw  EventKind = "trait_draw" // Seat draws trait Card (secret: see ViewEvents)
	EvInherit    EventKind = "inherit"    // Other inherits Card from Seat
	EvGift       EventKind = "gift"       // Seat gives Other trait Card from the grave
	EvGrace      EventKind = "grace"      // a new character takes Seat
	EvChoose     EventKind = "choose"     // Seat picks option N of an effect
	EvTarget     EventKind = "target"     // Seat picks Other for an effect
	EvGameOver   EventKind = "game_over"  // Value 1 won, 0 lost
	EvPrevented  EventKind = "prevented"  // Seat is spared a penalty
	EvRefundDice EventKind = "refund"     // N committed dice come back to Seat
)

// OutcomeKind says which part of a scene someone received (EvOutcome.N).
const (
	OutRefuse = iota
	OutSucceed
	OutFail
	OutAllRefuse
	OutOption // choice scenes: Value is the option
	OutGroup  // a group rule, Value is its index
)

// CardOf is the ID of the card an event is about, or "" when it has none
// or it is hidden from the viewer.
func (d *Deck) CardOf(e Event) string {
	if e.Card < 0 {
		return ""
	}
	switch e.Kind {
	case EvDraw, EvRedraw, EvSuccess, EvFailure, EvOutcome, EvPrevented, EvAnswer:
		return d.Scenes[e.Card].ID
	case EvTrait, EvTraitDraw, EvGift:
		return d.Traits[e.Card].ID
	case EvAssetGain, EvAssetLose, EvAssetUse, EvSteal, EvLend, EvReturn, EvInherit:
		return d.Assets[e.Card].ID
	case EvGrace:
		return d.Personalities[e.Card].ID
	}
	return ""
}
