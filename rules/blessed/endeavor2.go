package blessed

import (
	"fmt"
	"slices"
)

// Edition 2 makes two of the Endeavor's hand edits moves of their own
// (HB-38): a racer's Fatigue check at the end of the round, and the
// pushes down after an ally's combo.

// fatiguePending reports whether a racer still owes this round's Fatigue
// check (edition 2; the special action waits for it).
func (s State) fatiguePending() bool {
	e := s.Endeavor
	if s.Config.Edition < 2 || e == nil || e.Kind != Racing || e.Phase != Specials {
		return false
	}
	return slices.ContainsFunc(e.in(), func(i int) bool { return s.owesFatigue(e.Racers[i]) })
}

func (s State) owesFatigue(r Racer) bool {
	return r.Fatigue > 0 && !r.Out && (r.Seat >= len(s.Fatigued) || s.Fatigued[r.Seat] != s.Endeavor.Round)
}

func endeavor2Candidates(out []Move, s State) []Move {
	e := s.Endeavor
	if e == nil {
		return out
	}
	if s.fatiguePending() {
		for _, i := range e.in() {
			if s.owesFatigue(e.Racers[i]) {
				for _, st := range s.Config.Stats() {
					out = append(out, Move{Kind: FatigueCheck, Seat: e.Racers[i].Seat, Stat: st})
				}
			}
		}
	}
	if !s.Pushing {
		return out
	}
	for _, a := range e.in() {
		ally := e.Racers[a]
		if ally.Monster {
			continue
		}
		for _, o := range e.in() {
			if e.Racers[o].Monster {
				for n := 1; n <= min(ally.Pos, MaxTrackMove); n++ {
					out = append(out, Move{Kind: Push, Seat: ally.Seat, Other: e.Racers[o].Seat, Value: n})
				}
			}
		}
	}
	return out
}

func validEndeavor2(s State, m Move) error {
	e := s.Endeavor
	if e == nil {
		return illegal("no Endeavor is under way")
	}
	i := e.racer(m.Seat)
	if i < 0 || e.Racers[i].Out {
		return illegal("seat %d is not in the Endeavor", m.Seat+1)
	}
	r := e.Racers[i]
	switch m.Kind {
	case FatigueCheck:
		if !s.fatiguePending() || !s.owesFatigue(r) || !s.hasStat(m.Stat) {
			return illegal("a racer with Fatigue checks once at the end of the round, before the special action")
		}
	case Push:
		o := e.racer(m.Other)
		switch {
		case !s.Pushing:
			return illegal("pushes down follow an ally's combo")
		case r.Monster || o < 0 || e.Racers[o].Out || !e.Racers[o].Monster:
			return illegal("an ally pushes a monstrosity down")
		case m.Value < 1 || m.Value > min(r.Pos, MaxTrackMove):
			return illegal("an ally moves down 1 to %d, no lower than 0", MaxTrackMove)
		}
	}
	return nil
}

func (s *State) endeavor2(m Move, ev *Event) {
	e := s.Endeavor
	i := e.racer(m.Seat)
	if m.Kind == FatigueCheck {
		r := e.Racers[i]
		s.Fatigued = grown(s.Fatigued, m.Seat)
		s.Fatigued[m.Seat] = e.Round
		k := min(r.Fatigue-1, len(ranks)-1) // Easy, a rank harder per button past the first
		s.Check = &Check{Seat: m.Seat, Stat: m.Stat, Use: m.Stat, Difficulty: ranks[k].d, Rolls: ranks[k].n, Fatigue: true}
		ev.Text = fmt.Sprintf("seat %d checks %v to stay in the race: %s", m.Seat+1, m.Stat, difficultyText(*s.Check))
		return
	}
	o := e.racer(m.Other)
	e.move(i, -m.Value, false)
	from := e.Racers[o].Pos
	e.move(o, -m.Value, false)
	ev.Text = fmt.Sprintf("seat %d moves down %d to push seat %d down from %d to %d", m.Seat+1, m.Value, m.Other+1, from, e.Racers[o].Pos)
	if e.Racers[o].Out {
		ev.Text += ": defeated"
	}
	s.judgeEnd(ev)
	if s.Endeavor == nil {
		s.Pushing = false
	}
}

// fatigueAnswered reads a settled Fatigue check: a success takes a
// Fatigue button away, a failure takes the racer out of the race.
func (s *State) fatigueAnswered(c Check, o Outcome, ev *Event) {
	e := s.Endeavor
	if !c.Fatigue || e == nil {
		return
	}
	r := &e.Racers[e.racer(c.Seat)]
	if o.Success {
		r.Fatigue--
		ev.Text += fmt.Sprintf("; seat %d stays in the race, one Fatigue button fewer", c.Seat+1)
		return
	}
	r.Out = true
	ev.Text += fmt.Sprintf("; seat %d is out of the race", c.Seat+1)
	s.judgeEnd(ev)
}
