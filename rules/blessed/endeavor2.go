package blessed

import (
	"fmt"
	"slices"
)

// Edition 2 makes the Endeavor's hand edits for group movement, pushes
// and Fatigue moves of their own (HB-38): a group's movement shared out
// among its members, the pushes down after an ally's combo, and a racer's
// Fatigue check at the end of the round.

// fatiguePending reports whether a racer still owes this round's Fatigue
// check (edition 2). The special action does not wait for it: every move
// of edition 1 stays a move of edition 2 with the same effect, so that
// UpgradeRecord replays an older campaign as it was.
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
	out = groupCandidates(out, s)
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
	if m.Kind == GroupMove {
		return validGroup(s, m)
	}
	i := e.racer(m.Seat)
	if i < 0 || e.Racers[i].Out {
		return m.illegal("seat {seat} is not in the Endeavor")
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
	case Share:
		if m.Value < 1 || m.Value > abs(s.Group) {
			return illegal("a share is 1 to %d of the group's movement left", abs(s.Group))
		}
	}
	return nil
}

func (s *State) endeavor2(m Move, ev *Event) {
	e := s.Endeavor
	i := e.racer(m.Seat)
	switch m.Kind {
	case GroupMove, Share:
		s.group(i, m, ev)
		return
	}
	if m.Kind == FatigueCheck {
		r := e.Racers[i]
		if s.Config.Edition < 3 { // from edition 3, once settled: a dropped check is still owed
			s.fatigued(m.Seat)
		}
		k := min(r.Fatigue-1, len(ranks)-1) // Easy, a rank harder per button past the first
		s.Check = &Check{Seat: m.Seat, Stat: m.Stat, Use: m.Stat, Difficulty: ranks[k].d, Rolls: ranks[k].n, Fatigue: true}
		ev.Text = fmt.Sprintf("seat %d checks %v to stay in the race: %s", m.Seat+1, m.Stat, difficultyText(*s.Check))
		return
	}
	o := e.racer(m.Other)
	e.move(i, -m.Value, false)
	ev.Text = fmt.Sprintf("seat %d moves down %d to push seat %d down from %d: ", m.Seat+1, m.Value, m.Other+1, e.Racers[o].Pos) +
		e.moveText(o, -m.Value, false, "seat %d moves down to %d")
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
	if s.Config.Edition >= 3 {
		s.fatigued(c.Seat)
	}
	if o.Success {
		r.Fatigue--
		ev.Text += fmt.Sprintf("; seat %d stays in the race, one Fatigue button fewer", c.Seat+1)
		return
	}
	r.Out = true
	ev.Text += fmt.Sprintf("; seat %d is out of the race", c.Seat+1)
	s.judgeEnd(ev)
}

// fatigued marks seat's Fatigue check of this round as made.
func (s *State) fatigued(seat int) {
	s.Fatigued = grown(s.Fatigued, seat)
	s.Fatigued[seat] = s.Endeavor.Round
}

func groupCandidates(out []Move, s State) []Move {
	if s.Group == 0 {
		for n := -MaxTrackMove; n <= MaxTrackMove; n++ {
			if n != 0 {
				out = append(out, Move{Kind: GroupMove, Value: n})
			}
		}
		return out
	}
	for _, i := range s.Endeavor.in() {
		for k := 1; k <= abs(s.Group); k++ {
			out = append(out, Move{Kind: Share, Seat: s.Endeavor.Racers[i].Seat, Value: k})
		}
	}
	return append(out, Move{Kind: GroupMove})
}

func validGroup(s State, m Move) error {
	switch {
	case s.Group == 0 && m.Value == 0:
		return illegal("no group movement is being shared out")
	case s.Group != 0 && m.Value != 0:
		return illegal("share out the group's movement first")
	case abs(m.Value) > MaxTrackMove:
		return illegal("a group moves up to %d in all", MaxTrackMove)
	}
	return nil
}

// group starts a group's movement, drops what is left of it, or moves a
// member their share of it.
func (s *State) group(i int, m Move, ev *Event) {
	ev.Seat = -1
	switch {
	case m.Kind == GroupMove && m.Value == 0:
		ev.Text = fmt.Sprintf("the group moves no further (%d left unshared)", abs(s.Group))
		s.Group = 0
	case m.Kind == GroupMove:
		s.Group = m.Value
		ev.Text = fmt.Sprintf("a group moves %s %d in all, to share out", upDown(m.Value), abs(m.Value))
	default:
		e := s.Endeavor
		d := m.Value
		if s.Group < 0 {
			d = -d
		}
		from := e.Racers[i].Pos
		s.Group -= d
		ev.Seat = m.Seat
		ev.Text = fmt.Sprintf("seat %d takes %d of the group's movement (%d left): ", m.Seat+1, m.Value, abs(s.Group)) +
			e.moveText(i, d, false, "seat %d moves from "+itoa(from)+" to %d")
		s.judgeEnd(ev)
		if s.Endeavor == nil {
			s.Group = 0
		}
	}
}

func upDown(n int) string {
	if n < 0 {
		return "down"
	}
	return "up"
}

func abs(n int) int { return max(n, -n) }
