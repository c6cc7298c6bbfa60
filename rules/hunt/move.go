package hunt

import (
	"fmt"

	"lantern/rules"

	"lantern/rules/words"
)

// MoveKind names a move.
type MoveKind uint8

const (
	Place   MoveKind = iota + 1 // add gathering card Card on Space (Placing)
	Begin                       // stop placing and start traversing
	Reveal                      // the revealer draws the top card of the survivors' space
	Roll                        // the owed roll on arriving at an empty space
	Advance                     // move one space toward the monster
)

// Move is one tap at the table. Card and Space matter only for Place.
type Move struct {
	Kind  MoveKind `msgpack:"k"`
	Card  CardKind `msgpack:"c,omitempty"`
	Space int      `msgpack:"s,omitempty"`
}

func (m Move) String() string {
	switch m.Kind {
	case Place:
		return fmt.Sprintf("place %s on %d", m.Card, m.Space)
	case Begin:
		return "begin"
	case Reveal:
		return "reveal"
	case Roll:
		return "roll"
	case Advance:
		return "advance"
	}
	return fmt.Sprintf("move(%d)", m.Kind)
}

// Legal lists every move allowed now. While placing: each unplaced
// gathering card on each allowed space, ascending, then Begin. While
// hunting exactly one move is due, because the hunt's order is fixed: the
// owed roll, else the next card, else the advance.
func Legal(s State) []Move {
	switch s.Phase {
	case Placing:
		var out []Move
		for _, k := range s.Unplaced {
			for sp := range Spaces {
				if s.Config.placeable(sp) {
					out = append(out, Move{Kind: Place, Card: k, Space: sp})
				}
			}
		}
		return append(out, Move{Kind: Begin})
	case Hunting:
		switch {
		case s.MustRoll:
			return []Move{{Kind: Roll}}
		case len(s.Board[s.At]) > 0:
			return []Move{{Kind: Reveal}}
		default:
			return []Move{{Kind: Advance}}
		}
	}
	return nil
}

// Apply plays m on a copy of s and returns it with what happened.
func Apply(s State, m Move) (State, []Event, error) {
	if err := check(s, m); err != nil {
		return s, nil, err
	}
	t := s.clone()
	r := &resolver{s: &t}
	switch m.Kind {
	case Place:
		r.place(m.Card, m.Space)
	case Begin:
		t.Unplaced = nil
		t.Phase = Hunting
		r.log(Began, "The hunt begins. %s reveals first.", t.name(t.Revealer))
	case Reveal:
		r.reveal()
	case Roll:
		r.emptySpace()
	case Advance:
		r.advance()
	}
	if t.Phase == Hunting && t.Events >= LongNight {
		r.log(Story, "The night has gone on too long: the %s comes looking for them.", t.quarryName())
		r.found(true)
	}
	return t, r.events, nil
}

// check refuses a move that is not in Legal, saying why in the players' terms.
func check(s State, m Move) error {
	if s.Phase == Over {
		return rules.Refuse(rules.ErrGameOver, "the quarry is found; the showdown has begun")
	}
	for _, l := range Legal(s) {
		if l == m {
			return nil
		}
	}
	switch {
	case s.Phase == Placing && m.Kind == Place:
		return rules.Refuse(rules.ErrIllegal, "cannot place %s on space %d: only each carried gathering card, once, on a space before the monster's (%d) other than Start and Overwhelming Darkness", m.Card, m.Space, s.Monster)
	case s.Phase == Placing:
		return rules.Refuse(rules.ErrIllegal, "place or skip the gathering cards before the hunt begins")
	case m.Kind == Place || m.Kind == Begin:
		return rules.Refuse(rules.ErrIllegal, "the hunt has begun: gathering cards are placed only before it")
	case s.MustRoll:
		return rules.Refuse(rules.ErrIllegal, "the survivors arrived on an empty space and must roll first")
	case len(s.Board[s.At]) > 0:
		return rules.Refuse(rules.ErrIllegal, "%s on this space must be revealed before moving on", words.CountOf(len(s.Board[s.At]), "event card", "event cards"))
	}
	return rules.Refuse(rules.ErrIllegal, "nothing is left on this space: the survivors move on")
}

func (s State) name(i int) string { return s.Team[i].Name }

func (s State) quarryName() string { return quarries[s.Config.Quarry].Name }
