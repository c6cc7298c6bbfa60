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

	// Edition 1 on.
	Give       // the input a waiting step asks for: N
	SetDice    // N 1: the table types its dice in; 0: Lantern rolls (KH-03)
	PutTeam    // hand edit: the survivors to Space (KH-03)
	PutMonster // hand edit: the monster to Space
	MoveCard   // hand edit: the top card of Space onto the top of space N
	EditStat   // hand edit: survivor Who's Stat by N (+1 or -1)
)

// Move is one tap at the table: Card and Space for Place, N for Give,
// SetDice and MoveCard, Who, Stat and N for EditStat.
type Move struct {
	Kind  MoveKind `msgpack:"k"`
	Card  CardKind `msgpack:"c,omitempty"`
	Space int      `msgpack:"s,omitempty"`
	N     int      `msgpack:"n,omitempty"`
	Who   int      `msgpack:"w,omitempty"`
	Stat  Stat     `msgpack:"t,omitempty"`
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
	case Give:
		return fmt.Sprintf("give %d", m.N)
	case SetDice:
		return fmt.Sprintf("typed dice %d", m.N)
	case PutTeam:
		return fmt.Sprintf("survivors to %d", m.Space)
	case PutMonster:
		return fmt.Sprintf("monster to %d", m.Space)
	case MoveCard:
		return fmt.Sprintf("card %d to %d", m.Space, m.N)
	case EditStat:
		return fmt.Sprintf("survivor %d %s %+d", m.Who, m.Stat, m.N)
	}
	return fmt.Sprintf("move(%d)", m.Kind)
}

// Legal lists every move allowed now. While placing: each unplaced
// gathering card on each allowed space, ascending, then Begin. While
// hunting one step is due, because the hunt's order is fixed: the owed
// roll, else the next card, else the advance; from edition 1 the hand
// edits follow it (edits.go). A step waiting on the table takes only its
// answers, and the switch of dice.
func Legal(s State) []Move {
	switch {
	case s.Phase == Placing:
		var out []Move
		for _, k := range s.Unplaced {
			for sp := range Spaces {
				if s.Config.placeable(sp) {
					out = append(out, Move{Kind: Place, Card: k, Space: sp})
				}
			}
		}
		return append(out, Move{Kind: Begin})
	case s.Phase != Hunting:
		return nil
	case s.Waiting():
		return append(answers(s.Pending.Ask), diceSwitch(s))
	}
	due := Move{Kind: Advance}
	switch {
	case s.MustRoll:
		due = Move{Kind: Roll}
	case len(s.Board[s.At]) > 0:
		due = Move{Kind: Reveal}
	}
	if s.Config.Edition == 0 {
		return []Move{due}
	}
	return append([]Move{due}, edits(s)...)
}

// Due is the step the hunt waits for, when it waits for one.
func Due(s State) (Move, bool) {
	l := Legal(s)
	if s.Phase != Hunting || s.Waiting() || len(l) == 0 {
		return Move{}, false
	}
	return l[0], true
}

// Apply plays m on a copy of s and returns it with what happened.
func Apply(s State, m Move) (State, []Event, error) {
	if err := check(s, m); err != nil {
		return s, nil, err
	}
	switch m.Kind {
	case Reveal, Roll, Advance:
		t, ev := run(s, m, nil, 0)
		return t, ev, nil
	case Give:
		p := s.Pending
		t, ev := run(s, p.Step, append(append([]int(nil), p.Inputs...), m.N), p.Shown)
		return t, ev, nil
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
	default:
		r.edit(m)
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
	case s.Waiting():
		return rules.Refuse(rules.ErrIllegal, "%s first", s.Pending.Ask.Prompt)
	case m.Kind == Give:
		return rules.Refuse(rules.ErrIllegal, "nothing is being asked")
	case m.Kind >= SetDice:
		return rules.Refuse(rules.ErrIllegal, "%v is not a hand edit this hunt allows now", m)
	case s.MustRoll:
		return rules.Refuse(rules.ErrIllegal, "the survivors arrived on an empty space and must roll first")
	case len(s.Board[s.At]) > 0:
		return rules.Refuse(rules.ErrIllegal, "%s on this space must be revealed before moving on", words.CountOf(len(s.Board[s.At]), "event card", "event cards"))
	}
	return rules.Refuse(rules.ErrIllegal, "nothing is left on this space: the survivors move on")
}

func (s State) name(i int) string { return s.Team[i].Name }

func (s State) quarryName() string { q, _ := s.Config.quarry(); return q.Name }
