package hope

// Cards are data. Every card in Lantern's own decks, and every card an owner
// types in, is one of the types below, built only from the effect vocabulary
// in this file, so both are validated and played by the same code. Field
// names and the string values of kinds, targets, windows and triggers are a
// saved format (owner decks are JSON): add to them, never rename.

// Terrain names a scene deck.
type Terrain string

const (
	Wilderness  Terrain = "wilderness"
	Mountainous Terrain = "mountainous"
	Coastal     Terrain = "coastal"
	Urban       Terrain = "urban"
	AnyTerrain  Terrain = "any"
)

// Terrains lists the decks in the order the table shows them.
var Terrains = []Terrain{Wilderness, Mountainous, Coastal, Urban, AnyTerrain}

// Scene is a scene card. A scene either has a hardship (Hardship >= 0 and
// NoRoll false: Refuse, Succeed and Fail apply) or is a choice scene
// (NoRoll true: every character picks one of Options, the acting one last,
// then Group rules apply).
type Scene struct {
	ID          string  `json:"id" msgpack:"id"` // stable, unique across all decks: "core-w01"
	Title       string  `json:"title" msgpack:"ti"`
	Terrain     Terrain `json:"terrain" msgpack:"te"`
	Expansion   bool    `json:"expansion,omitempty" msgpack:"x,omitempty"` // Martial Law
	Callout     string  `json:"callout" msgpack:"c"`                       // read aloud to all
	Hardship    int     `json:"hardship" msgpack:"h"`                      // printed H, 0–6
	NoRoll      bool    `json:"noRoll,omitempty" msgpack:"n,omitempty"`
	Unavoidable bool    `json:"unavoidable,omitempty" msgpack:"u,omitempty"`

	// Hardship scenes. Refuse falls on those who refuse to support (and on
	// everyone when the scene is avoided, unless AllRefuse is set).
	Refuse  Outcome `json:"refuse,omitempty" msgpack:"r,omitempty"`
	Succeed Outcome `json:"succeed,omitempty" msgpack:"s,omitempty"`
	Fail    Outcome `json:"fail,omitempty" msgpack:"f,omitempty"`
	// AllRefuse, when it has text or effects, replaces Refuse for everyone
	// when the scene is avoided (HI-07).
	AllRefuse Outcome `json:"allRefuse,omitempty" msgpack:"ar,omitempty"`

	// Choice scenes.
	Options []Option    `json:"options,omitempty" msgpack:"o,omitempty"`
	Group   []GroupRule `json:"group,omitempty" msgpack:"g,omitempty"`
}

// Outcome is what befalls a character: words for the table and effects.
// Effects with Who "self" touch the character receiving the outcome.
type Outcome struct {
	Text    string   `json:"text,omitempty" msgpack:"t,omitempty"`
	Effects []Effect `json:"effects,omitempty" msgpack:"e,omitempty"`
}

// Option is one answer to a choice scene ("Share the food", "Keep it").
type Option struct {
	Label   string  `json:"label" msgpack:"l"`
	Outcome Outcome `json:"outcome" msgpack:"o"`
}

// GroupRule applies once, after every individual choice, when its condition
// on the choices holds. Its effects' "self" means every living character.
type GroupRule struct {
	When    GroupWhen `json:"when" msgpack:"w"`
	Option  int       `json:"option" msgpack:"op"` // index into Options
	Outcome Outcome   `json:"outcome" msgpack:"o"`
}

// GroupWhen says how many characters must have picked the rule's option.
type GroupWhen string

const (
	AllChose  GroupWhen = "all"  // every living character (e.g. All Refuse)
	AnyChose  GroupWhen = "any"  // at least one
	NoneChose GroupWhen = "none" // nobody
)

// Effect is one step of the vocabulary. N is an amount (its sign matters
// only where noted), Who whom it touches, Card an asset ID where needed,
// Cond a condition track, Options the alternatives of a "choose".
type Effect struct {
	Kind    EffectKind `json:"kind" msgpack:"k"`
	N       int        `json:"n,omitempty" msgpack:"n,omitempty"`
	Who     Target     `json:"who,omitempty" msgpack:"w,omitempty"` // default "self"
	Card    string     `json:"card,omitempty" msgpack:"c,omitempty"`
	Cond    Track      `json:"cond,omitempty" msgpack:"d,omitempty"`
	Options [][]Effect `json:"options,omitempty" msgpack:"o,omitempty"`
}

// EffectKind names an effect. What each does:
type EffectKind string

const (
	// Changes to characters and the group (scene outcomes, traits, assets).
	Humanity  EffectKind = "humanity"   // ±N Humanity, capped at 5; losing at 0 is lost (HI-03)
	Hunger    EffectKind = "hunger"     // N steps of Hunger (HI-17)
	Feed      EffectKind = "feed"       // remove N steps of Hunger
	Harm      EffectKind = "harm"       // N steps of Harm (HI-17)
	Heal      EffectKind = "heal"       // remove N steps of Harm; never heals Crippled
	Hope      EffectKind = "hope"       // ±N dice in the Hope pool, kept 0–5
	Hunted    EffectKind = "hunted"     // ±N Hunted conditions on the group, never below 0
	GainAsset EffectKind = "gain_asset" // Card, or a random asset from the deck if Card is ""
	LoseAsset EffectKind = "lose_asset" // lose one personal asset (the owner picks)
	DrawTrait EffectKind = "draw_trait" // draw N traits from the trait deck, kept secret

	// Changes to the scene being resolved (traits, assets, personalities,
	// relationships). They last until the scene ends.
	Hardship        EffectKind = "hardship"         // ±N to the final hardship (never below 0)
	SupportCap      EffectKind = "support_cap"      // supporters may give N more dice than the commitment
	ExtraDice       EffectKind = "extra_dice"       // N free dice join the roll (not lost, not Humanity)
	Reroll          EffectKind = "reroll"           // after the roll, reroll up to N failed dice once
	IgnoreCondition EffectKind = "ignore_condition" // Cond's penalty does not count this scene
	Prevent         EffectKind = "prevent"          // Who suffers no Refuse/Fail effects this scene
	Refund          EffectKind = "refund"           // N of Who's committed Humanity dice come back after the roll
	Redraw          EffectKind = "redraw"           // put the drawn scene aside unplayed; draw again from any deck

	// Choose applies one of Options, picked by the character who receives it.
	Choose EffectKind = "choose"
)

// Target says whom an effect touches.
type Target string

const (
	Self      Target = "self"       // the character receiving the outcome, or playing the card
	Acting    Target = "acting"     // the acting character of the current scene
	Everyone  Target = "all"        // every living character
	Chosen    Target = "chosen"     // a living character picked by the one receiving it
	Partner   Target = "partner"    // the other side of a relationship
	Supporter Target = "supporters" // everyone who supported the current scene
)

// Track names a condition track.
type Track string

const (
	HungerTrack Track = "hunger"
	HarmTrack   Track = "harm"
	HuntedTrack Track = "hunted"
)

// Window is when a trait or asset may be played.
type Window string

const (
	OnDraw      Window = "on_draw"     // the acting player, after drawing, before Act/Avoid
	OnCommit    Window = "on_commit"   // while dice are committed and support given
	BeforeRoll  Window = "before_roll" // after the Hope boost, before the roll
	AfterRoll   Window = "after_roll"  // after the roll, before outcomes apply
	OnOutcome   Window = "on_outcome"  // as outcomes are applied (to prevent a penalty)
	OwnTurn     Window = "own_turn"    // at the start of one's own turn, before drawing
	AnyDecision Window = "any"         // at any decision point
)

// Trait is a secret, single-use card (HI-23).
type Trait struct {
	ID        string   `json:"id" msgpack:"id"`
	Title     string   `json:"title" msgpack:"ti"`
	Text      string   `json:"text" msgpack:"t"`
	Expansion bool     `json:"expansion,omitempty" msgpack:"x,omitempty"`
	Window    Window   `json:"window" msgpack:"w"`
	Effects   []Effect `json:"effects" msgpack:"e"`
}

// Asset is a personal or group card with limited uses (HI-22).
type Asset struct {
	ID        string   `json:"id" msgpack:"id"`
	Title     string   `json:"title" msgpack:"ti"`
	Text      string   `json:"text" msgpack:"t"`
	Expansion bool     `json:"expansion,omitempty" msgpack:"x,omitempty"`
	Group     bool     `json:"group,omitempty" msgpack:"g,omitempty"` // false: personal
	Uses      int      `json:"uses" msgpack:"u"`
	Window    Window   `json:"window" msgpack:"w"`
	Effects   []Effect `json:"effects" msgpack:"e"`
}

// Personality is a face-up card in force all game. Relationship is one card
// between two neighbours in force while both live (HI-21); "self" in its
// passives means whichever of the two the trigger is about, Partner the other.
type Personality struct {
	ID       string    `json:"id" msgpack:"id"`
	Title    string    `json:"title" msgpack:"ti"`
	Text     string    `json:"text" msgpack:"t"`
	Passives []Passive `json:"passives" msgpack:"p"`
}

type Relationship struct {
	ID       string    `json:"id" msgpack:"id"`
	Title    string    `json:"title" msgpack:"ti"`
	Text     string    `json:"text" msgpack:"t"`
	Passives []Passive `json:"passives" msgpack:"p"`
}

// Passive applies Effects whenever Trigger happens to the card's holder.
type Passive struct {
	Trigger Trigger  `json:"trigger" msgpack:"tr"`
	Terrain Terrain  `json:"terrain,omitempty" msgpack:"te,omitempty"` // only on this terrain, if set
	Effects []Effect `json:"effects" msgpack:"e"`
}

// Trigger is the moment a passive applies.
type Trigger string

const (
	WhenActing         Trigger = "acting"          // the holder acts on a hardship scene (scene effects apply to it)
	WhenSupporting     Trigger = "supporting"      // the holder supports someone
	WhenRefusing       Trigger = "refusing"        // the holder refuses to support
	WhenPartnerActs    Trigger = "partner_acts"    // relationships: the partner acts on a hardship scene
	WhenPartnerHelps   Trigger = "partner_helps"   // relationships: the partner supports the holder
	WhenPartnerRefuses Trigger = "partner_refuses" // relationships: the partner refuses the holder
	WhenAvoiding       Trigger = "avoiding"        // the holder avoids a scene
	WhenRoundStarts    Trigger = "round_starts"    // at the start of rounds 2–5
	WhenSucceeding     Trigger = "succeeding"      // the holder's own scene succeeds
	WhenFailing        Trigger = "failing"         // the holder's own scene fails
)
