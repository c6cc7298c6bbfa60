package hope

import (
	"bytes"
	"encoding/json"
	"slices"

	"lantern/rules"
)

// Script is a replay script (docs/replay.md): the table, the seed, cards
// stacked on top of decks, fixed die faces, and the moves by name. It is
// how anyone reports a rules bug.
type Script struct {
	Seats     []SeatConfig `json:"seats"`
	Expansion bool         `json:"expansion,omitempty"`
	Seed      uint64       `json:"seed"`
	Stack     Stack        `json:"stack,omitzero"`
	Dice      []int        `json:"dice,omitempty"`
	Moves     []ScriptMove `json:"moves"`
}

// ScriptMove is a move by name: {"seat":1,"move":"support","n":2}.
// Terrain names a deck for "draw", Card a card ID, To a character.
type ScriptMove struct {
	Seat    int    `json:"seat"`
	Move    string `json:"move"`
	N       int    `json:"n,omitempty"`
	Terrain string `json:"terrain,omitempty"`
	Card    string `json:"card,omitempty"`
	To      *int   `json:"to,omitempty"`
}

// MaxScriptBytes bounds a script read from a file or a bug report.
const MaxScriptBytes = 1 << 20

// ParseScript reads a script strictly: unknown fields are errors, so a
// typo does not silently change the game.
func ParseScript(data []byte) (Script, error) {
	var sc Script
	if len(data) > MaxScriptBytes {
		return sc, rules.Refuse(rules.ErrBadConfig, "script is %d bytes; at most %d", len(data), MaxScriptBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		return sc, rules.Refuse(rules.ErrBadConfig, "script is not readable: %v", err)
	}
	return sc, nil
}

// Config is the game the script sets up, on deck (nil: Lantern's decks).
func (sc Script) Config(deck *Deck) Config {
	return Config{Seats: sc.Seats, Expansion: sc.Expansion, Deck: deck, Stack: sc.Stack, Dice: sc.Dice}
}

// Run sets the game up and plays the moves. It returns the state after
// the longest valid prefix, its events and, if a move was refused, a
// *rules.ReplayError naming it.
func (sc Script) Run(deck *Deck) (State, []Event, error) {
	s, err := New(sc.Config(deck), sc.Seed)
	if err != nil {
		return s, nil, err
	}
	var events []Event
	for i, sm := range sc.Moves {
		m, err := sm.Resolve(s)
		if err == nil {
			var ev []Event
			if s, ev, err = applyKeep(s, m); err == nil {
				events = append(events, ev...)
				continue
			}
		}
		return s, events, &rules.ReplayError{Index: i, Err: err}
	}
	return s, events, nil
}

func applyKeep(s State, m Move) (State, []Event, error) {
	next, ev, err := Apply(s, m)
	if err != nil {
		return s, nil, err
	}
	return next, ev, nil
}

// Resolve turns a named move into a Move of the game s.
func (sm ScriptMove) Resolve(s State) (Move, error) {
	k, ok := MoveKindNamed(sm.Move)
	if !ok {
		return Move{}, rules.Refuse(rules.ErrIllegal, "no move is called %q", sm.Move)
	}
	if sm.Seat < 0 || sm.Seat >= int(s.N) {
		return Move{}, rules.Refuse(rules.ErrIllegal, "there is no seat %d", sm.Seat)
	}
	m := Move{Kind: k, Seat: int8(sm.Seat), N: int8(max(-1, min(sm.N, 100)))}
	to := -1
	if sm.To != nil {
		to = max(-1, min(*sm.To, MaxSeats))
	}
	switch k {
	case DrawScene:
		t := slices.Index(Terrains, Terrain(sm.Terrain))
		if t < 0 {
			return m, rules.Refuse(rules.ErrIllegal, "no terrain is called %q", sm.Terrain)
		}
		m.N = int8(t)
	case TargetSeat, Lend, Inherit, Gift:
		m.N = int8(to)
	}
	switch k {
	case PlayTrait:
		m.Card = s.Cards.traitIndex(sm.Card)
	case UseAsset, Steal, Lend, Discard, Inherit:
		m.Card = s.Cards.assetIndex(sm.Card)
	}
	if m.Card < 0 {
		return m, rules.Refuse(rules.ErrIllegal, "no card is called %q", sm.Card)
	}
	return m, nil
}

// Named is the script form of m in s, the inverse of Resolve.
func Named(s State, m Move) ScriptMove {
	sm := ScriptMove{Seat: int(m.Seat), Move: m.Kind.String()}
	n := int(m.N)
	switch m.Kind {
	case DrawScene:
		sm.Terrain = string(Terrains[m.N])
	case TargetSeat, Lend, Inherit, Gift:
		sm.To = &n
	case Commit, Support, Boost, Answer, Pick, Grace:
		sm.N = n
	}
	switch m.Kind {
	case PlayTrait:
		sm.Card = s.Cards.Traits[m.Card].ID
	case UseAsset, Steal, Lend, Discard, Inherit:
		sm.Card = s.Cards.Assets[m.Card].ID
	}
	return sm
}

func (sm ScriptMove) String() string {
	b, _ := json.Marshal(sm)
	return string(b)
}
