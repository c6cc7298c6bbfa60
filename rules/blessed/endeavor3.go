package blessed

import (
	"fmt"
	"slices"
)

// Edition 3 runs the Endeavors as the book writes them where edition 2
// had made rulings of its own (HB-39 to HB-44 in docs/blessed.md).

// beginTurn begins the turn of the participant whose turn has come, at
// their first move of it (edition 3): the protections they gave end now.
// Before edition 3 a turn began as soon as it came (nextTurn).
func (s *State) beginTurn() {
	e := s.Endeavor
	if s.Config.Edition >= 3 && !e.Begun {
		e.startTurn()
		e.Begun = true
	}
}

// reverseFrom is where a turned order starts: with the participant whose
// turn has come, unless they have begun it (edition 3 skips only those
// who have acted); before edition 3, always after them.
func (s State) reverseFrom() int {
	e := s.Endeavor
	if s.Config.Edition >= 3 && !e.Begun {
		return e.Turn
	}
	return e.Turn + 1
}

// validReverse3: from edition 3 the order turns round only when someone
// who held the most temporary Blessings as it was set no longer does.
func validReverse3(s State, e Endeavor) error {
	if s.Config.Edition < 3 {
		return nil
	}
	lead := e.Leaders()
	for _, i := range e.Led {
		if !e.Racers[i].Out && !slices.Contains(lead, i) {
			return nil
		}
	}
	return illegal("the order turns round once someone who held the most temporary Blessings no longer does")
}

func endeavor3Candidates(out []Move, s State) []Move {
	e := s.Endeavor
	if e.Kind == Racing {
		for at := 1; at <= MaxTrack; at++ {
			out = append(out, Move{Kind: Finish, Value: at})
		}
	}
	return out
}

func validEndeavor3(s State, e Endeavor, m Move) error {
	switch m.Kind {
	case Finish:
		if e.Kind != Racing || m.Value < 1 || m.Value > MaxTrack || m.Value == e.Finish ||
			slices.ContainsFunc(e.in(), func(i int) bool { return e.Racers[i].Pos >= m.Value }) {
			return illegal("a race's finish line lies ahead of every racer, up to %d", MaxTrack)
		}
		return nil
	}
	return illegal("unknown move %v", m.Kind)
}

func (s *State) endeavor3(m Move, ev *Event) {
	e := s.Endeavor
	ev.Seat = -1
	switch m.Kind {
	case Finish:
		e.Finish = m.Value
		ev.Text = fmt.Sprintf("the finish line is at %d", m.Value)
	}
}

// fatigueFirst: from edition 3 the special action waits for every
// Fatigue check owed (the book sets them before it, and they cannot be
// skipped).
func fatigueFirst(s State) error {
	if s.Config.Edition >= 3 && s.fatiguePending() {
		return illegal("the Fatigue checks come first, before the special action")
	}
	return nil
}

// finished is the racer at or past a race's finish line, or -1.
func (e Endeavor) finished() int {
	if e.Kind != Racing || e.Finish == 0 {
		return -1
	}
	for _, i := range e.in() {
		if e.Racers[i].Pos >= e.Finish {
			return i
		}
	}
	return -1
}
