package hope

// roll makes the roll (HI-12) or, at a final hardship of 0, succeeds
// without one (HI-13, HI-25).
func (e *eng) roll() {
	s := e.s
	sc := &s.Scene
	sc.Final = s.finalHardship()
	sc.Revealed = true
	if sc.Final == 0 {
		e.free()
	} else {
		sc.Faces = e.dice(s.Pool())
		e.emit(Event{Kind: EvRoll, Seat: s.Turn, Faces: sc.Faces, N: s.successes(), Value: int(sc.Final)})
		if sc.Reroll > 0 {
			e.reroll(sc.Reroll)
		}
	}
	for x := range s.N {
		if sc.Refund[x] > 0 && s.Seats[x].Alive {
			e.refund(x, sc.Refund[x])
		}
	}
	s.Phase = PhaseRolled
	if !e.anyPlayable(AfterRoll) {
		s.Phase = e.afterWindow(PhaseRolled)
	}
}

// free: every character who did not refuse keeps exactly one committed
// die lost; the rest come back, Hope boost dice to the pool (HI-25).
func (e *eng) free() {
	s := e.s
	sc := &s.Scene
	e.emit(Event{Kind: EvFree, Seat: s.Turn})
	for x := range s.N {
		if back := sc.Committed[x] - 1; back > 0 && s.Seats[x].Alive {
			sc.Committed[x] = 1
			e.emit(Event{Kind: EvRefundDice, Seat: x, N: int(back)})
			e.humanity(x, back)
		}
	}
	if sc.Boost > 0 {
		e.addHope(sc.Boost, s.Turn)
		sc.Boost = 0
	}
}

// dice rolls n faces, fixed faces first (replay scripts, tests).
func (e *eng) dice(n int) []int8 {
	s := e.s
	faces := make([]int8, n)
	for i := range faces {
		if len(s.Fixed) > 0 {
			faces[i], s.Fixed = s.Fixed[0], s.Fixed[1:]
			continue
		}
		faces[i] = int8(s.RNG.Die(6))
	}
	return faces
}

func (s *State) successes() int {
	n := 0
	for _, f := range s.Scene.Faces {
		if int(f) >= 4 {
			n++
		}
	}
	return n
}

// Succeeded says whether the scene's roll (or H0) succeeds.
func (s *State) Succeeded() bool {
	return s.Scene.Final == 0 || s.successes() >= int(s.Scene.Final)
}

// reroll rolls up to n failed dice again, once.
func (e *eng) reroll(n int8) {
	s := e.s
	faces := append([]int8(nil), s.Scene.Faces...)
	for i, f := range faces {
		if n > 0 && f < 4 {
			faces[i] = e.dice(1)[0]
			n--
		}
	}
	s.Scene.Faces = faces
	e.emit(Event{Kind: EvReroll, Seat: s.Turn, Faces: faces, N: s.successes()})
}

// resolveOutcomes applies HI-14: acting player first, then clockwise;
// refusers get Refuse, the acting player and supporters Succeed or Fail.
func (e *eng) resolveOutcomes() {
	s := e.s
	a, sc := s.Turn, s.scene()
	ok := s.Succeeded()
	s.Scene.Success = ok
	out, kind, trig := sc.Fail, OutFail, WhenFailing
	if ok {
		out, kind, trig = sc.Succeed, OutSucceed, WhenSucceeding
	}
	ev := Event{Kind: EvFailure, Seat: a, Card: s.Scene.Card}
	if ok {
		ev.Kind = EvSuccess
	}
	e.emit(ev)
	e.room = int(s.N) * max(len(out.Effects), len(sc.Refuse.Effects))
	main, ref := true, true
	for _, x := range s.clockwise(a - 1 + s.N) {
		switch {
		case !s.Seats[x].Alive:
		case x == a:
			if !s.Scene.Gone {
				e.outcome(x, out, kind, 0, &main)
			}
		case s.Scene.Stance[x] == Supporting:
			e.outcome(x, out, kind, 0, &main)
		case s.Scene.Stance[x] == Refusing:
			e.outcome(x, sc.Refuse, OutRefuse, 0, &ref)
			if s.holderRules() {
				e.refused(x)
			}
		}
	}
	e.room = 0
	e.sceneEnded(trig)
	s.Phase = PhaseEndTurn
}

// sceneEnded fires the acting character's cards for their scene's
// success or failure.
func (e *eng) sceneEnded(trig Trigger) {
	s := e.s
	if s.Scene.Gone {
		return
	}
	e.firePersonal(trig, s.Turn)
	for _, rp := range s.partners(s.Turn) {
		e.fireRel(rp[0], trig, s.Turn, rp[1])
	}
}

// resolveChoices applies each answer, acting player first, then the group
// rules whose condition holds, to every living character (HI-16).
func (e *eng) resolveChoices() {
	s := e.s
	sc := s.scene()
	s.Scene.Revealed = true
	first := make([]bool, len(sc.Options))
	for i := range first {
		first[i] = true
	}
	order := s.clockwise(s.Turn - 1 + s.N)
	count, answered := make([]int, len(sc.Options)), 0
	for _, x := range order {
		if o := s.Scene.Answer[x]; o >= 0 && s.Seats[x].Alive {
			count[o]++
			answered++
			e.outcome(x, sc.Options[o].Outcome, OutOption, int(o), &first[o])
		}
	}
	for gi, g := range sc.Group {
		if g.Option < 0 || g.Option >= len(count) || !groupHolds(g.When, count[g.Option], answered) {
			continue
		}
		once := true
		for _, x := range order {
			if s.Seats[x].Alive {
				e.outcome(x, g.Outcome, OutGroup, gi, &once)
			}
		}
	}
	s.Phase = PhaseEndTurn
}

func groupHolds(w GroupWhen, chose, answered int) bool {
	switch w {
	case AllChose:
		return answered > 0 && chose == answered
	case AnyChose:
		return chose > 0
	case NoneChose:
		return chose == 0
	}
	return false
}

// noDice: an unavoidable scene with nothing to commit fails at once for
// every living character (HI-15).
func (e *eng) noDice() {
	s := e.s
	s.Scene.Revealed = true
	e.emit(Event{Kind: EvNoDice, Seat: s.Turn})
	e.emit(Event{Kind: EvFailure, Seat: s.Turn, Card: s.Scene.Card})
	first := true
	for _, x := range s.clockwise(s.Turn - 1 + s.N) {
		if s.Seats[x].Alive {
			e.outcome(x, s.scene().Fail, OutFail, 0, &first)
		}
	}
	if s.holderRules() {
		e.sceneEnded(WhenFailing) // HI-38
	}
	s.Phase = PhaseEndTurn
}
