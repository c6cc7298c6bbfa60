package blessed

import (
	"fmt"
	"slices"
)

// A delayed attack (edition 2, HB-37) waits on the table until its
// trigger: the attacker sets it against a defender (SetTrap), says the
// stat the defence uses and how many ranks harder the attacker's Apts
// and Specs make it (AimTrap: Hurry and Normal until then), and when it
// springs the defender's check begins with that stat and difficulty.
// Settled, the trap is resolved: a failed defence means the attack
// succeeds, without boon or bust.

// Trap is a delayed attack waiting for its trigger.
type Trap struct {
	Seat  int  `msgpack:"s"`           // the attacker
	Other int  `msgpack:"o"`           // the defender
	Stat  Stat `msgpack:"st"`          // the stat the defence uses
	Ranks int  `msgpack:"r,omitempty"` // how much harder the attacker makes it (HB-23)
	// Std is, from edition 3, the standard amount of the round it was set
	// in an Endeavor the attacker was in (-1 until their position roll of
	// that round), which moves its target when it succeeds; 0 otherwise.
	Std int `msgpack:"sd,omitempty" fp:"omitempty"`
}

// MaxTraps is how many delayed attacks wait at once.
const MaxTraps = 8

func trapCandidates(out []Move, s State) []Move {
	if len(s.Traps) < MaxTraps && !s.Shop {
		for i := range s.Party {
			for j := range s.Party {
				if i != j {
					out = append(out, Move{Kind: SetTrap, Seat: i, Other: j})
				}
			}
		}
	}
	if n := len(s.Traps); n > 0 {
		last := s.Traps[n-1]
		for _, st := range s.Config.Stats() {
			for r := 0; r <= 2; r++ {
				if st != last.Stat || r != last.Ranks {
					out = append(out, Move{Kind: AimTrap, Stat: st, Value: r})
				}
			}
		}
	}
	for k := range s.Traps {
		if !s.Shop {
			out = append(out, Move{Kind: Spring, Value: k})
		}
		out = append(out, Move{Kind: DropTrap, Value: k})
	}
	return out
}

func validTrap(s State, m Move) error {
	switch m.Kind {
	case SetTrap:
		switch {
		case len(s.Traps) >= MaxTraps:
			return illegal("%d delayed attacks already wait", MaxTraps)
		case !s.seated(m.Seat) || !s.seated(m.Other) || m.Seat == m.Other:
			return illegal("a delayed attack is one character's on another")
		case s.Shop:
			return illegal("the session has ended")
		}
	case AimTrap:
		switch {
		case len(s.Traps) == 0:
			return illegal("no delayed attack waits")
		case !s.hasStat(m.Stat) || m.Value < 0 || m.Value > 2:
			return illegal("the defence uses one of the table's stats, up to two ranks harder")
		}
		if t := s.Traps[len(s.Traps)-1]; t.Stat == m.Stat && t.Ranks == m.Value {
			return illegal("the delayed attack is already aimed so")
		}
	case Spring, DropTrap:
		if m.Value < 0 || m.Value >= len(s.Traps) {
			return illegal("no such delayed attack")
		}
		if m.Kind == Spring && s.Shop {
			return illegal("no checks while the shop is open")
		}
	}
	return nil
}

func (s *State) trap(m Move, ev *Event) {
	switch m.Kind {
	case SetTrap:
		s.Traps = append(s.Traps, Trap{Seat: m.Seat, Other: m.Other, Stat: Hurry, Std: s.trapStandard(m.Seat)})
		ev.Text = m.say("seat {seat} sets a delayed attack on seat {other}")
	case AimTrap:
		s.Traps = slices.Clone(s.Traps) // shared with the state before (clone)
		t := &s.Traps[len(s.Traps)-1]
		t.Stat, t.Ranks = m.Stat, m.Value
		ev.Seat, ev.Text = t.Seat, fmt.Sprintf("seat %d's delayed attack on seat %d: a %v defence, %s", t.Seat+1, t.Other+1, m.Stat, ranksText(m.Value))
	case DropTrap:
		t := s.Traps[m.Value]
		s.Traps = append(s.Traps[:m.Value:m.Value], s.Traps[m.Value+1:]...)
		ev.Seat, ev.Text = t.Seat, fmt.Sprintf("seat %d's delayed attack on seat %d is called off", t.Seat+1, t.Other+1)
	case Spring:
		t := s.Traps[m.Value]
		c := &Check{Seat: t.Other, Stat: t.Stat, Use: t.Stat, Rolls: 1, Trap: m.Value + 1}
		r := ranks[1+t.Ranks]
		c.Difficulty, c.Rolls = r.d, r.n
		s.Check = c
		ev.Seat = t.Other
		ev.Text = fmt.Sprintf("seat %d's delayed attack springs: seat %d defends with %v, %v", t.Seat+1, t.Other+1, t.Stat, difficultyText(*c))
	}
}

func ranksText(n int) string {
	switch n {
	case 0:
		return "no harder"
	case 1:
		return "one rank harder"
	}
	return "two ranks harder"
}

// trapAnswered resolves the delayed attack a settled check defended.
func (s *State) trapAnswered(c Check, o Outcome, ev *Event) {
	if c.Trap == 0 {
		return
	}
	t := s.Traps[c.Trap-1]
	s.Traps = append(s.Traps[:c.Trap-1:c.Trap-1], s.Traps[c.Trap:]...)
	if o.Success {
		ev.Text += fmt.Sprintf("; seat %d's delayed attack is warded off", t.Seat+1)
		return
	}
	ev.Text += fmt.Sprintf("; seat %d's delayed attack succeeds, without boon or bust", t.Seat+1)
	s.trapMoves(t, ev)
}
