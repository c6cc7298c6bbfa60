package hunt

import (
	"fmt"

	"lantern/rules/deck"
)

// Hand edits (KH-03): the table moves the team, the monster and the cards
// and changes stats by hand, between steps. Each is a move, so it is in
// the record and the journal, and undo may take it back (it shows nothing
// new, G-01).

// editStats are the stats a hand edit may change, in Legal's order.
var editStats = []Stat{Courage, Understanding, Survival, Insanity}

// diceSwitch is the move that changes who rolls.
func diceSwitch(s State) Move {
	if s.Typed {
		return Move{Kind: SetDice, N: 0}
	}
	return Move{Kind: SetDice, N: 1}
}

// edits lists the hand edits allowed now, in a fixed order: the dice
// switch, the survivors to each space before the monster, the monster to
// each space after them, each top card to each other space, then each
// survivor's stats up and down.
func edits(s State) []Move {
	out := []Move{diceSwitch(s)}
	for sp := Start; sp < s.Monster; sp++ {
		if sp != s.At {
			out = append(out, Move{Kind: PutTeam, Space: sp})
		}
	}
	for sp := s.At + 1; sp < Spaces; sp++ {
		if sp != s.Monster {
			out = append(out, Move{Kind: PutMonster, Space: sp})
		}
	}
	for from, st := range s.Board {
		for to := range Spaces {
			if len(st) > 0 && to != from {
				out = append(out, Move{Kind: MoveCard, Space: from, N: to})
			}
		}
	}
	for i, v := range s.Team {
		for _, st := range editStats {
			n, top := v.stat(st)
			if n < top {
				out = append(out, Move{Kind: EditStat, Who: i, Stat: st, N: 1})
			}
			if n > 0 {
				out = append(out, Move{Kind: EditStat, Who: i, Stat: st, N: -1})
			}
		}
	}
	return out
}

// edit applies a hand edit that check has found legal.
func (r *resolver) edit(m Move) {
	s := r.s
	switch m.Kind {
	case SetDice:
		s.Typed = m.N == 1
		if s.Typed {
			r.log(Edited, "From now on the table rolls its own dice and types them in.")
		} else {
			r.log(Edited, "From now on Lantern rolls the dice.")
		}
	case PutTeam:
		s.At, s.MustRoll = m.Space, false
		r.log(Edited, "By hand: the survivors are put on space %d.", m.Space)
	case PutMonster:
		s.Monster = m.Space
		r.log(Edited, "By hand: the %s is put on space %d.", s.quarryName(), m.Space)
	case MoveCard:
		c, rest, _ := deck.Draw(s.Board[m.Space])
		s.Board[m.Space] = rest
		s.Board[m.N] = deck.PutTop(s.Board[m.N], c)
		r.log(Edited, "By hand: the top card of space %d goes on top of space %d.", m.Space, m.N)
	case EditStat:
		v := &s.Team[m.Who]
		was, _ := v.stat(m.Stat)
		v.set(m.Stat, was+m.N)
		now, _ := v.stat(m.Stat)
		r.log(Edited, "By hand: %s's %s goes from %d to %d.", v.Name, m.Stat, was, now).Survivor = m.Who
	default:
		panic(fmt.Sprintf("hunt: %v is not an edit", m))
	}
}

// stat returns a survivor's stat and its upper bound.
func (v Survivor) stat(st Stat) (int, int) {
	switch st {
	case Courage:
		return v.Courage, MaxStat
	case Understanding:
		return v.Understanding, MaxStat
	case Survival:
		return v.Survival, MaxTrack
	}
	return v.Insanity, MaxTrack
}

// set changes a stat, kept within its bounds.
func (v *Survivor) set(st Stat, n int) {
	_, top := v.stat(st)
	n = min(max(n, 0), top)
	switch st {
	case Courage:
		v.Courage = n
	case Understanding:
		v.Understanding = n
	case Survival:
		v.Survival = n
	default:
		v.Insanity = n
	}
}
