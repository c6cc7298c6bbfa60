package hope

import (
	"slices"

	"lantern/rules"
)

// eng applies one move to a State it owns (a copy of the caller's) and
// collects events. Slices are never written in place: see State.
// (ev is a pointer of its own so that escape analysis, which does not
// tell fields apart, keeps the State on the stack.)
type eng struct {
	s    *State
	ev   *events
	ownQ bool   // s.Queue's backing array was made by this Apply: append in place
	room int    // tasks an outcome about to go round the table may queue
	by   Origin // what the effect being applied comes from
}

// emit records an event, naming the effect being applied as its cause.
func (e *eng) emit(ev Event) {
	if ev.By.Kind == ByMove {
		ev.By = e.by
	}
	e.ev.add(ev)
}

// Apply plays m on s and returns the new state and what happened. s is
// never changed. A move is valid iff it is in Legal(s).
func Apply(s State, m Move) (State, []Event, error) {
	if s.Over {
		return s, nil, rules.Refuse(rules.ErrGameOver, "the game is over")
	}
	if !s.legal(m) {
		return s, nil, refusal(s, m)
	}
	var evs events
	e := eng{s: &s, ev: &evs}
	e.move(m)
	e.settle()
	return s, evs.slice(), nil
}

// events gathers an Apply's events in an array on the stack (a move makes
// a handful), so the caller's slice is one allocation of the exact size
// instead of a chain of growing ones. Writes go through indexes, never a
// slice of head, which would move it to the heap.
type events struct {
	n    int
	head [16]Event
	rest []Event // beyond head
}

func (b *events) add(ev Event) {
	if b.n < len(b.head) {
		b.head[b.n] = ev
	} else {
		b.rest = append(b.rest, ev)
	}
	b.n++
}

// slice is a fresh copy of the events, nil if there are none.
func (b *events) slice() []Event {
	if b.n == 0 {
		return nil
	}
	out := make([]Event, 0, b.n)
	out = append(out, b.head[:min(b.n, len(b.head))]...)
	return append(out, b.rest...)
}

// settle runs queued tasks and automatic phases until a player must decide
// or the game is over, and records that decision in Pending.
func (e *eng) settle() {
	s := e.s
	for !s.Over {
		if s.alive() == 0 {
			e.endGame() // HI-24: lost the moment none are
			break
		}
		if len(s.Queue) > 0 {
			if p, blocked := e.runTask(); blocked {
				s.Pending = p
				return
			}
			continue
		}
		if p, ok := e.step(); ok {
			s.Pending = p
			return
		}
	}
	s.Pending = Pending{Seat: -1, Kind: PendNone}
}

func (s *State) alive() int {
	n := 0
	for i := range int(s.N) {
		if s.Seats[i].Alive {
			n++
		}
	}
	return n
}

// step advances an automatic phase, or returns the decision a phase waits
// for (ok true).
func (e *eng) step() (Pending, bool) {
	s := e.s
	a := s.Turn
	actorGone := s.Scene.Gone || !s.Seats[a].Alive
	switch s.Phase {
	case PhaseTurnStart:
		if actorGone {
			s.Phase = PhaseEndTurn
			return Pending{}, false
		}
		if s.scenesLeft() == 0 {
			e.endGame() // HI-05
			return Pending{}, false
		}
		return Pending{a, PendDraw}, true
	case PhaseCommit:
		if !actorGone && s.Seats[a].Humanity == 0 && s.Hope == 0 {
			e.noDice() // something took the last die after acting: HI-15 (HI-29)
			return Pending{}, false
		}
		fallthrough
	case PhaseDrawn, PhaseBoost, PhaseRoll, PhaseRolled, PhaseOutcome:
		if actorGone {
			if s.Phase >= PhaseRolled {
				s.Phase = PhaseResolve // rolled already: others still get outcomes
			} else {
				s.Phase = PhaseEndTurn // no roll without the acting character
			}
			return Pending{}, false
		}
		return Pending{a, [...]PendKind{PhaseDrawn: PendAct, PhaseCommit: PendCommit, PhaseBoost: PendBoost,
			PhaseRoll: PendRoll, PhaseRolled: PendRolled, PhaseOutcome: PendOutcome}[s.Phase]}, true
	case PhaseSupport:
		if actorGone {
			s.Phase = PhaseEndTurn // HI-31
			return Pending{}, false
		}
		if next := e.nextSupporter(); next >= 0 {
			return Pending{next, PendSupport}, true
		}
		e.settleLastHope()
		s.Phase = PhaseBoost
		if s.Hope == 0 {
			s.Phase = PhaseRoll
		}
	case PhaseAnswer:
		if next := e.nextAnswerer(); next >= 0 {
			return Pending{next, PendAnswer}, true
		}
		e.resolveChoices()
	case PhaseResolve:
		e.resolveOutcomes()
	case PhaseEndTurn:
		e.endTurn()
	case PhaseNextTurn:
		e.nextTurn()
	}
	return Pending{}, false
}

func (s *State) scenesLeft() int {
	n := 0
	for _, d := range s.Decks {
		n += len(d)
	}
	return n
}

// clockwise lists the seats after from, clockwise, ending with from.
func (s *State) clockwise(from int8) []int8 {
	out := make([]int8, 0, s.N)
	for i := int8(1); i <= s.N; i++ {
		out = append(out, (from+i)%s.N)
	}
	return out
}

func (e *eng) nextSupporter() int8 {
	s := e.s
	for i := int8(1); i < s.N; i++ {
		x := (s.Turn + i) % s.N
		if s.Seats[x].Alive && s.Scene.Stance[x] == Undecided {
			return x
		}
	}
	return -1
}

func (e *eng) nextAnswerer() int8 {
	s := e.s
	if len(s.scene().Options) == 0 {
		return -1 // a choice scene with nothing to choose just resolves
	}
	for _, x := range s.clockwise(s.Turn) {
		if s.Seats[x].Alive && s.Scene.Answer[x] < 0 && !(x == s.Turn && s.Scene.Gone) {
			return x
		}
	}
	return -1
}

// endTurn discards the scene and returns lent assets.
func (e *eng) endTurn() {
	s := e.s
	if s.Scene.Card >= 0 {
		s.SceneDiscard = add(s.SceneDiscard, s.Scene.Card)
	}
	s.Scene.Card = NoCard
	for i, a := range s.Assets {
		if a.Owner >= 0 && a.Holder != a.Owner {
			s.Assets = slices.Clone(s.Assets)
			s.Assets[i].Holder = a.Owner
			e.emit(Event{Kind: EvReturn, Seat: a.Owner, Other: a.Holder, Card: a.Card})
		}
	}
	s.Phase = PhaseNextTurn
}

// nextTurn ends the round when nobody alive and not lost is owed a turn
// (HI-02), removes characters lost to Humanity (HI-03) once the new round
// has begun (HI-37) or round 5 has ended (HI-36), and starts the next
// player's turn.
func (e *eng) nextTurn() {
	s := e.s
	if !s.holderRules() {
		e.firstNextTurn()
		return
	}
	next := s.nextAlive(s.Turn, s.Owed&^s.lostMask())
	if next < 0 && s.Round < Rounds {
		e.startRound()
	}
	if e.removeLost() {
		return // death decisions first; then back here
	}
	next = s.nextAlive(s.Turn, s.Owed)
	if next < 0 {
		e.endGame()
		return
	}
	e.startTurn(next)
}

// firstNextTurn is nextTurn of the first edition: the lost were removed
// before the round changed.
func (e *eng) firstNextTurn() {
	s := e.s
	if e.removeLost() {
		return
	}
	next := s.nextAlive(s.Turn, s.Owed)
	if next < 0 {
		if s.Round == Rounds {
			e.endGame()
			return
		}
		e.startRound()
		next = s.nextAlive(s.Turn, 0xff)
	}
	e.startTurn(next)
}

func (e *eng) startTurn(next int8) {
	s := e.s
	s.Turn = next
	s.Owed &^= bit(int(next))
	s.Scene = freshScene()
	s.Phase = PhaseTurnStart
	e.emit(Event{Kind: EvTurn, Seat: next})
}

// lostMask has a bit for each living character lost to Humanity.
func (s *State) lostMask() uint8 {
	var m uint8
	for i := range int(s.N) {
		if s.Seats[i].Alive && s.Seats[i].Lost {
			m |= bit(i)
		}
	}
	return m
}

// removeLost removes every character lost to Humanity (HI-03).
func (e *eng) removeLost() bool {
	s := e.s
	removed := false
	for i := range int(s.N) {
		if s.Seats[i].Alive && s.Seats[i].Lost {
			e.kill(int8(i), DiedHumanity)
			removed = true
		}
	}
	return removed
}

func (s *State) nextAlive(from int8, mask uint8) int8 {
	for i := int8(1); i <= s.N; i++ {
		x := (from + i) % s.N
		if s.Seats[x].Alive && mask&bit(int(x)) != 0 {
			return x
		}
	}
	return -1
}

// startRound: one more Hope die (HI-04), every living character owed a
// turn, round-start passives.
func (e *eng) startRound() {
	s := e.s
	s.Round++
	e.emit(Event{Kind: EvRound, Seat: -1, Value: int(s.Round)})
	e.addHopeBy(1, -1, Origin{Kind: ByRound, Seat: -1})
	s.Owed = 0
	for i := range int(s.N) {
		if s.Seats[i].Alive {
			s.Owed |= bit(i)
		}
	}
	for i := range s.N {
		e.firePersonal(WhenRoundStarts, i)
		if r := s.Rels[i]; !r.Broken && r.Card >= 0 {
			j := (i + 1) % s.N
			e.fireRel(i, WhenRoundStarts, i, j)
			e.fireRel(i, WhenRoundStarts, j, i)
		}
	}
}

func (e *eng) endGame() {
	s := e.s
	s.Over, s.Won = true, s.alive() > 0
	s.Phase = PhaseOver
	s.Queue = nil
	won := 0
	if s.Won {
		won = 1
	}
	e.emit(Event{Kind: EvGameOver, Seat: -1, Value: won})
}

// from makes by the origin of the events emitted until the returned
// function restores the one before.
func (e *eng) from(by Origin) func() {
	was := e.by
	e.by = by
	return func() { e.by = was }
}

// add appends without touching a backing array another State may share.
func add[T any](xs []T, v ...T) []T { return append(slices.Clip(xs), v...) }
