package hunt

import (
	"fmt"

	"lantern/rules/deck"
	"lantern/rules/dice"
	"lantern/rules/rng"
)

// Phase is where the hunt stands.
type Phase uint8

const (
	Placing Phase = iota // before traversing: gathering cards may be added
	Hunting              // revealing, rolling and moving
	Over                 // the quarry is found; the showdown begins
)

// LongNight is how many events a hunt may resolve before the quarry stops
// waiting and comes to the survivors (a Lantern decision, docs/hunt.md):
// it bounds hunts that events keep pushing back.
const LongNight = 60

// Card is one hunt event card on the board or in the archive. Monster cards
// carry their index in the quarry's deck.
type Card struct {
	Kind  CardKind `msgpack:"k"`
	Index int      `msgpack:"i,omitempty"`
}

// State is a hunt in progress. Every field is plain data, so a State copies,
// compares and encodes as a value; Apply clones what it changes.
type State struct {
	Config   Config     `msgpack:"c"`
	Team     []Survivor `msgpack:"tm"`
	Board    [][]Card   `msgpack:"b"`  // Spaces stacks, index 0 on top
	Deck     []Card     `msgpack:"dk"` // monster cards left undealt
	Archive  []Card     `msgpack:"a"`
	At       int        `msgpack:"at"` // the survivors' space
	Monster  int        `msgpack:"m"`
	Revealer int        `msgpack:"r"` // index into Team
	Phase    Phase      `msgpack:"p"`
	// Unplaced lists the gathering cards the team may still add (Placing).
	Unplaced []CardKind `msgpack:"u"`
	// MustRoll is set when the survivors arrived on an empty space and owe
	// one roll on the table (or the Overwhelming Darkness story event).
	MustRoll     bool     `msgpack:"mr"`
	DarknessDone bool     `msgpack:"dd"`
	Resources    []string `msgpack:"rs"` // gathered by the team, one entry each
	Events       int      `msgpack:"e"`  // events resolved, for LongNight
	// Last is the latest d100 roll, kept for the dice on screen.
	Last   dice.Percentile `msgpack:"l"`
	Rolled bool            `msgpack:"ld"`
	Ambush bool            `msgpack:"am"` // the quarry came to the survivors
	RNG    rng.Source      `msgpack:"g"`
	// Typed is set while the table types its real dice in (KH-03).
	Typed   bool    `msgpack:"ty,omitempty"`
	Pending Pending `msgpack:"pd"` // a step waiting on the table
}

// New sets up a hunt: the board dealt from cfg's slots, the monster deck
// shuffled, the first survivor as revealer.
func New(cfg Config, seed uint64) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	q, _ := cfg.quarry()
	s := State{
		Config:  cfg,
		Team:    cloneTeam(cfg.Team),
		Board:   make([][]Card, Spaces),
		Monster: cfg.Monster,
		RNG:     rng.New(seed),
		Typed:   cfg.Typed,
	}
	for i := range q.Deck {
		s.Deck = append(s.Deck, Card{Kind: Monster, Index: i})
	}
	s.Deck = deck.Shuffled(&s.RNG, s.Deck)
	for _, sl := range cfg.Slots {
		c := Card{Kind: Basic}
		if sl.Kind == Monster {
			c, s.Deck, _ = deck.Draw(s.Deck)
		}
		s.Board[sl.Space] = deck.Put(s.Board[sl.Space], c)
	}
	if s.teamHas(MiningTools) {
		s.Unplaced = append(s.Unplaced, Mineral)
	}
	if s.teamHas(HerbTools) {
		s.Unplaced = append(s.Unplaced, Herb)
	}
	if len(s.Unplaced) == 0 {
		s.Phase = Hunting
	}
	return s, nil
}

func (s State) teamHas(tag string) bool {
	for _, v := range s.Team {
		if v.Has(tag) {
			return true
		}
	}
	return false
}

// table is the hunt event table in play.
func (s State) table() []Entry {
	if s.Config.Table != nil {
		return s.Config.Table
	}
	return TableOf(s.Config.Edition)
}

// Entry returns the event a card plays.
func (s State) Entry(c Card) Entry {
	switch c.Kind {
	case Monster:
		q, _ := s.Config.quarry()
		return q.Deck[c.Index]
	case Mineral:
		return mineralCard
	case Herb:
		return herbCard
	}
	return basicCard
}

// TableEntry returns the table row for a d100 result 1–100.
func (s State) TableEntry(roll int) Entry {
	for _, e := range s.table() {
		if e.Roll == roll {
			return e
		}
	}
	panic(fmt.Sprintf("hunt: table has no row %d", roll)) // checkTable forbids it
}

// Cards counts every card the hunt holds: on the board, undealt, archived.
func (s State) Cards() int {
	n := len(s.Deck) + len(s.Archive)
	for _, st := range s.Board {
		n += len(st)
	}
	return n
}

// Result is how a hunt ended.
type Result struct {
	Over   bool // the quarry is found
	Ambush bool // it came to them (Starvation, an event, or the long night)
	Space  int  // where the showdown begins
	Events int
}

// Outcome reports the result so far.
func Outcome(s State) Result {
	return Result{Over: s.Phase == Over, Ambush: s.Ambush, Space: s.At, Events: s.Events}
}

// clone returns a copy sharing no slice that Apply may change.
func (s State) clone() State {
	s.Team = cloneTeam(s.Team)
	b := make([][]Card, len(s.Board))
	for i, st := range s.Board {
		b[i] = append([]Card(nil), st...)
	}
	s.Board = b
	s.Deck = append([]Card(nil), s.Deck...)
	s.Archive = append([]Card(nil), s.Archive...)
	s.Unplaced = append([]CardKind(nil), s.Unplaced...)
	s.Resources = append([]string(nil), s.Resources...)
	s.Pending = s.Pending.clone()
	return s
}

func cloneTeam(team []Survivor) []Survivor {
	out := make([]Survivor, len(team))
	for i, v := range team {
		v.Gear = append([]string(nil), v.Gear...)
		v.Notes = append([]string(nil), v.Notes...)
		out[i] = v
	}
	return out
}

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
