package blessed

import "slices"

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
