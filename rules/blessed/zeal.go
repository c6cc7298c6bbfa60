package blessed

import (
	"fmt"
	"slices"
)

// Zealous and Dominating (edition 3, HB-52). Zealous, as its holder's
// action after a Head or Heart position roll, gives them and each ally a
// Zeal button a place below where they stand. Moving down onto one ends
// the move, takes the button away and lets its owner attack an opponent
// at once (ZealAct), even after their turn; nothing else is played until
// they attack or pass. Dominating: an opponent the holder's action moves
// onto a button that stops it moves on as far as it would have.

// headOrHeart reports whether st is Head, Heart or a stat of c's balanced
// with either.
func headOrHeart(c Character, st Stat) bool {
	return st == Head || st == Heart || c.Die(st) == c.Die(Head) || c.Die(st) == c.Die(Heart)
}

func validZeal(s State, e Endeavor, m Move, i int) error {
	switch {
	case !s.ready(m.Seat, Zealous):
		return m.illegal("seat {seat} is not Zealous, or waits for its recharge")
	case i < 0 || e.Actor() != i || e.Acting != NoAction:
		return illegal("Zealous is the action of the one whose turn it is")
	case !headOrHeart(s.Party[m.Seat], e.Racers[i].Stat):
		return illegal("Zealous needs a position roll of Head, Heart or a stat balanced with either")
	}
	return nil
}

// zealFirst refuses every move of the Endeavor's turns while a Zeal
// attack is owed.
func zealFirst(e Endeavor, m Move) error {
	switch m.Kind {
	case Act, Protect, EndTurn, Special, SkipSpecial, ReverseOrder, Command, Exchange, SureFoot, Zeal:
		if e.Zealot > 0 {
			return illegal("seat %d's Zeal attack comes first", e.Racers[e.Zealot-1].Seat+1)
		}
	}
	return nil
}

// zealCandidates: the attacks, or passing, of whom a Zeal button stopped.
func zealCandidates(out []Move, s State) []Move {
	e := s.Endeavor
	if e.Zealot == 0 {
		return out
	}
	seat := e.Racers[e.Zealot-1].Seat
	out = append(out, Move{Kind: ZealAct, Seat: seat})
	for _, a := range []Action{ViolentAct, NonViolentAct} {
		for _, t := range e.in() {
			out = append(out, Move{Kind: ZealAct, Seat: seat, Value: int(a), Other: e.Racers[t].Seat})
		}
	}
	return out
}

func validZealAct(s State, m Move) error {
	e := s.Endeavor
	if e == nil || s.Check != nil || e.Zealot == 0 || e.Racers[e.Zealot-1].Seat != m.Seat {
		return illegal("only whom a Zeal button stopped attacks at once")
	}
	i := e.Zealot - 1
	switch a := Action(m.Value); a {
	case NoAction:
		if m.Other != 0 {
			return illegal("passing names nobody")
		}
	case ViolentAct, NonViolentAct:
		t := e.racer(m.Other)
		switch {
		case t < 0 || e.Racers[t].Out || !e.opposed(i, t):
			return illegal("a Zeal attack is made on an opponent still in the Endeavor")
		case !e.Racers[i].Rolled():
			return illegal("a Zeal attack uses the position roll, and there is none this round")
		case (a == ViolentAct) != (e.Racers[i].Stat == Hurt):
			return illegal("a violent attack needs a Hurt position roll, a non-violent one any other")
		}
	default:
		return illegal("a Zeal attack is violent or not")
	}
	return nil
}

func (s *State) zeal(m Move, ev *Event) {
	e := s.Endeavor
	i := e.racer(m.Seat)
	if m.Kind == ZealAct {
		if Action(m.Value) == NoAction {
			e.Zealot = 0
			ev.Text = m.say("seat {seat} makes no Zeal attack")
			return
		}
		s.act(i, Move{Kind: Act, Seat: m.Seat, Value: m.Value, Other: m.Other}, ev)
		e.Zealing = true
		ev.Text = "Zeal: " + ev.Text
		return
	}
	s.Spent = setBit(s.Spent, m.Seat, Zealous, true)
	var who []int
	for j, r := range e.Racers {
		side := j == i || (e.Kind == Monstrous && e.allies(i, j)) // elsewhere Lantern knows no sides
		if !r.Out && side && r.Pos >= 1 && !slices.Contains(r.Zeal, r.Pos-1) {
			e.Racers[j].Zeal = append(slices.Clone(r.Zeal), r.Pos-1)
			slices.Sort(e.Racers[j].Zeal)
			who = append(who, r.Seat+1)
		}
	}
	ev.Text = fmt.Sprintf("seat %d, Zealous: Zeal buttons a place below %s", m.Seat+1, seatsText(who))
	s.nextTurn()
}

// seatsText names seats: "seat 1", "seats 1 and 3", or nobody.
func seatsText(seats []int) string {
	switch len(seats) {
	case 0:
		return "nobody (everyone stands at 0)"
	case 1:
		return fmt.Sprintf("seat %d", seats[0])
	}
	return "seats " + facesText(seats)
}

// zealStops reports whether participant i, moving down, stops on a Zeal
// button where they stand: it goes, and they attack at once. A Dominating
// actor's push carries them on (the button is still used).
func (e *Endeavor) zealStops(i int) bool {
	r := &e.Racers[i]
	k := slices.Index(r.Zeal, r.Pos)
	if k < 0 {
		return false
	}
	r.Zeal = slices.Delete(slices.Clone(r.Zeal), k, k+1)
	e.Zealot = i + 1
	return !e.dominate
}

// moveTarget moves participant t as actor seat's action does, Dominating
// carrying them past the buttons that would stop them, and says where
// they went as moveText does.
func (s *State) moveTarget(seat, t, d int, usual string) string {
	e := s.Endeavor
	e.dominate = s.HasSpec(seat, Dominating)
	defer func() { e.dominate = false }()
	return e.moveText(t, d, false, usual)
}

// zealDone ends a Zeal attack's check (true) without passing the turn,
// which its attacker did not hold.
func (e *Endeavor) zealDone(i int) bool {
	if !e.Zealing {
		return false
	}
	e.Zealing, e.Acting, e.Target = false, NoAction, 0
	if e.Zealot == i+1 {
		e.Zealot = 0
	}
	return true
}
