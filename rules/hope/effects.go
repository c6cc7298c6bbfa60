package hope

import "slices"

// outcome queues an outcome's effects for x. Penalties (Refuse, Fail, All
// Refuse) are skipped for a prevented character. first is shared by every
// receiver of the same outcome: effects on the group or on others apply
// once, with the first receiver (HI-28).
// idx is the option or group rule of a choice scene's outcome.
func (e *eng) outcome(x int8, out Outcome, kind, idx int, first *bool) {
	s := e.s
	by := Origin{Kind: ByScene, Card: s.Scene.Card, Out: int8(kind), Opt: int8(idx), Seat: x}
	if s.Scene.Avoided {
		by.Out = OutAllRefuse // the Refuse outcome of an avoided scene comes from avoiding it
	}
	if kind != OutSucceed && kind != OutOption && kind != OutGroup && s.Scene.Prevent&bit(int(x)) != 0 {
		e.emit(Event{Kind: EvPrevented, Seat: x, Card: s.Scene.Card, N: kind})
		return
	}
	e.emit(Event{Kind: EvOutcome, Seat: x, Card: s.Scene.Card, N: kind, Value: idx})
	for _, ef := range out.Effects {
		if *first || !onceOnly(ef) {
			e.enqueue(x, -1, by, ef)
		}
	}
	*first = false
}

// onceOnly: group counters, asset gains, scene changes and effects aimed at
// someone other than the receiver happen once per outcome.
func onceOnly(ef Effect) bool {
	switch ef.Kind {
	case Hope, Hunted, GainAsset, Hardship, SupportCap, ExtraDice, Reroll, IgnoreCondition, Redraw:
		return true
	}
	switch ef.Who {
	case Acting, Everyone, Supporter:
		return true
	}
	return false
}

// enqueue adds effects at the back. The first append of an Apply copies
// the queue (another State may share it); later ones grow that copy.
func (e *eng) enqueue(self, partner int8, by Origin, effs ...Effect) {
	s := e.s
	q := s.Queue
	if !e.ownQ && len(effs) > 0 {
		// room for what this move is likely to queue (e.room when an
		// outcome goes round the table), so later appends in the same
		// Apply neither copy again nor grow
		q = append(make([]Task, 0, len(q)+max(len(effs)+2, e.room)), q...)
		e.ownQ = true
	}
	for _, ef := range effs {
		q = append(q, Task{Kind: TaskEffect, Eff: ef, Self: self, Partner: partner, Card: NoCard, By: by})
	}
	s.Queue = q
}

func (e *eng) pushFront(self, partner int8, by Origin, effs []Effect) {
	q := make([]Task, 0, len(effs)+len(e.s.Queue))
	for _, ef := range effs {
		q = append(q, Task{Kind: TaskEffect, Eff: ef, Self: self, Partner: partner, Card: NoCard, By: by})
	}
	e.s.Queue = append(q, e.s.Queue...)
	e.ownQ = true // made here: later appends of this Apply may grow it
}

// runTask resolves the task at the front of the queue, or reports the
// decision it needs (blocked true; the task stays at the front).
func (e *eng) runTask() (Pending, bool) {
	s := e.s
	t := s.Queue[0]
	switch t.Kind {
	case TaskInherit:
		return e.inheritTask(t)
	case TaskGift:
		if len(s.TraitDeck) > 0 && s.alive() > 0 {
			return Pending{t.Self, PendGift}, true
		}
	case TaskGrace:
		return Pending{t.Self, PendGrace}, true
	case TaskEffect:
		switch p, next := e.effectDecision(t); next {
		case blocked:
			return p, true
		case requeued:
			return Pending{}, false
		}
		s.Queue = s.Queue[1:]
		var buf [MaxSeats]int8
		e.applyTo(t, e.targets(t, buf[:0]))
		return Pending{}, false
	}
	s.Queue = s.Queue[1:]
	return Pending{}, false
}

// effectDecision: a "chosen" target is picked by the receiver; "choose"
// and losing one of several assets are picked by whom they touch.
func (e *eng) effectDecision(t Task) (Pending, taskNext) {
	s := e.s
	ef := t.Eff
	if ef.Who == Chosen {
		if !s.Seats[t.Self].Alive {
			s.Queue = s.Queue[1:]
			return Pending{}, requeued
		}
		return Pending{t.Self, PendTarget}, blocked
	}
	if ef.Kind != Choose && ef.Kind != LoseAsset {
		return Pending{}, applyNow
	}
	var buf [MaxSeats]int8
	ts := e.targets(t, buf[:0])
	if ef.Who != Self && ef.Who != "" {
		e.expand(t, ts, s.Queue[1:])
		return Pending{}, requeued
	}
	if len(ts) == 0 {
		return Pending{}, applyNow
	}
	if ef.Kind == Choose && len(ef.Options) > 0 {
		return Pending{t.Self, PendPick}, blocked
	}
	if ef.Kind == LoseAsset && len(s.personalAssets(t.Self)) > 1 {
		return Pending{t.Self, PendDiscard}, blocked
	}
	return Pending{}, applyNow
}

// taskNext is what runTask does after looking at an effect.
type taskNext uint8

const (
	applyNow taskNext = iota
	blocked           // a player must decide first
	requeued          // the queue was rewritten: look again
)

// expand puts one copy of t per target, each aimed at its receiver, in
// front of rest.
func (e *eng) expand(t Task, ts []int8, rest []Task) {
	s := e.s
	q := make([]Task, 0, len(ts)+len(rest))
	for _, x := range ts {
		u := t
		u.Eff.Who, u.Self = Self, x
		q = append(q, u)
	}
	s.Queue = append(q, rest...)
	e.ownQ = true
}

func (e *eng) inheritTask(t Task) (Pending, bool) {
	s := e.s
	i := s.assetAt(t.Card)
	heirs := s.living()
	if i >= 0 && s.Assets[i].Owner == t.Self && len(heirs) > 1 {
		return Pending{t.Self, PendInherit}, true
	}
	s.Queue = s.Queue[1:]
	if i < 0 || s.Assets[i].Owner != t.Self {
		return Pending{}, false
	}
	if len(heirs) == 1 {
		s.Assets = slices.Clone(s.Assets)
		s.Assets[i].Owner, s.Assets[i].Holder = heirs[0], heirs[0]
		e.emit(Event{Kind: EvInherit, Seat: t.Self, Other: heirs[0], Card: t.Card})
		return Pending{}, false
	}
	e.loseAsset(t.Self, t.Card)
	return Pending{}, false
}

func (s *State) living() []int8 {
	out := make([]int8, 0, MaxSeats) // inlined: stays on the caller's stack
	for i := range s.N {
		if s.Seats[i].Alive {
			out = append(out, i)
		}
	}
	return out
}

func (s *State) personalAssets(x int8) []int16 {
	var out []int16
	for _, a := range s.Assets {
		if a.Owner == x {
			out = append(out, a.Card)
		}
	}
	return out
}

// targets appends to out the living characters an effect touches, acting
// player first, then clockwise. (Callers pass a buffer on their stack.)
func (e *eng) targets(t Task, out []int8) []int8 {
	s := e.s
	for _, x := range s.clockwise(s.Turn - 1 + s.N) {
		if !s.Seats[x].Alive {
			continue
		}
		switch t.Eff.Who {
		case Self, "":
			if x == t.Self {
				out = append(out, x)
			}
		case Acting:
			if x == s.Turn && !s.Scene.Gone {
				out = append(out, x)
			}
		case Everyone:
			out = append(out, x)
		case Partner:
			if x == t.Partner {
				out = append(out, x)
			}
		case Supporter:
			if x != s.Turn && s.Scene.Stance[x] == Supporting {
				out = append(out, x)
			}
		}
	}
	return out
}

// applyTo applies one effect to its targets, naming its origin in the
// events it makes.
func (e *eng) applyTo(t Task, ts []int8) {
	s := e.s
	defer e.from(t.By)()
	ef := t.Eff
	n := int8(ef.N)
	switch ef.Kind {
	case Hope:
		e.addHope(n, t.Self)
	case Hunted:
		e.addHunted(n)
	case Hardship, SupportCap, ExtraDice, Reroll, IgnoreCondition, Redraw:
		e.sceneEffect(t)
	case Choose, LoseAsset:
		if ef.Who == Chosen { // the chosen character decides, as its own task
			e.expand(t, ts, s.Queue)
			return
		}
		if mine := s.personalAssets(t.Self); ef.Kind == LoseAsset && len(mine) == 1 {
			e.loseAsset(t.Self, mine[0])
		}
		return
	}
	for _, x := range ts {
		switch ef.Kind {
		case Humanity:
			e.humanity(x, n)
		case Hunger:
			e.hunger(x, n)
		case Feed:
			e.hunger(x, -n)
		case Harm:
			e.harm(x, n)
		case Heal:
			e.heal(x, n)
		case GainAsset:
			e.gainAsset(x, ef.Card)
		case DrawTrait:
			var got []int16
			got, s.TraitDeck = drawN(s.TraitDeck, int(n))
			s.Seats[x].Traits = add(s.Seats[x].Traits, got...)
			for _, c := range got {
				e.emit(Event{Kind: EvTraitDraw, Seat: x, Card: c})
			}
		case Prevent:
			s.Scene.Prevent |= bit(int(x))
			e.emit(Event{Kind: EvScene, Seat: x, Effect: Prevent})
		case Refund:
			e.emit(Event{Kind: EvScene, Seat: x, Effect: Refund, N: ef.N})
			e.refund(x, n)
		}
	}
}
