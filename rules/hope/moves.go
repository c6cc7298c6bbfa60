package hope

import "slices"

// move applies a move already known to be legal.
func (e *eng) move(m Move) {
	s := e.s
	switch m.Kind {
	case DrawScene:
		e.draw(int(m.N))
	case Act:
		e.act()
	case Avoid:
		e.avoid()
	case Commit:
		e.commit(m.Seat, m.N)
	case LastHope:
		e.lastHope(m.Seat)
	case Support:
		e.commit(m.Seat, m.N)
	case Refuse:
		e.refuse(m.Seat)
	case Boost:
		s.Hope -= m.N
		s.Scene.Boost = m.N
		e.emit(Event{Kind: EvBoost, Seat: m.Seat, N: int(m.N), Value: int(s.Hope)})
		s.Phase = PhaseRoll
	case Roll:
		e.roll()
	case Pass:
		s.Phase = e.afterWindow(s.Phase)
	case Answer:
		s.Scene.Answer[m.Seat] = m.N
		e.emit(Event{Kind: EvAnswer, Seat: m.Seat, N: int(m.N), Card: s.Scene.Card})
	case PlayTrait:
		e.playTrait(m.Seat, m.Card)
	case UseAsset:
		e.useAsset(m.Seat, m.Card)
	case Steal:
		e.steal(m.Seat, m.Card)
	case Lend:
		i := s.assetAt(m.Card)
		s.Assets = slices.Clone(s.Assets)
		s.Assets[i].Holder = m.N
		e.emit(Event{Kind: EvLend, Seat: m.Seat, Other: m.N, Card: m.Card})
	default:
		e.decide(m)
	}
}

func (e *eng) draw(t int) {
	s := e.s
	c := s.Decks[t][0]
	s.Decks[t] = s.Decks[t][1:] // reslicing never writes
	sc := s.Cards.Scenes[c]
	s.Scene.Card, s.Scene.Terrain = c, int8(t)
	s.Scene.Title, s.Scene.Callout = sc.Title, sc.Callout
	s.Phase = PhaseDrawn
	e.emit(Event{Kind: EvDraw, Seat: s.Turn, Card: c, N: t})
}

func (s *State) scene() *Scene { return &s.Cards.Scenes[s.Scene.Card] }

// act: a choice scene goes to answers (HI-16); a hardship scene to the
// commitment, or fails at once when there is nothing to commit (HI-15).
func (e *eng) act() {
	s := e.s
	a := s.Turn
	e.emit(Event{Kind: EvAct, Seat: a})
	sc := s.scene()
	if sc.NoRoll {
		s.Scene.Choice = true
		s.Scene.Options = make([]string, len(sc.Options))
		for i, o := range sc.Options {
			s.Scene.Options[i] = o.Label
		}
		s.Phase = PhaseAnswer
		return
	}
	if s.Seats[a].Humanity == 0 && s.Hope == 0 {
		e.noDice()
		return
	}
	e.firePersonal(WhenActing, a)
	for _, rp := range s.partners(a) {
		e.fireRel(rp[0], WhenActing, a, rp[1])
		e.fireRel(rp[0], WhenPartnerActs, rp[1], a)
	}
	s.Phase = PhaseCommit
}

// avoid applies All Refuse (or Refuse) to every living character (HI-07).
func (e *eng) avoid() {
	s := e.s
	a := s.Turn
	sc := s.scene()
	s.Scene.Avoided, s.Scene.Revealed = true, true
	e.emit(Event{Kind: EvAvoid, Seat: a})
	out, kind := sc.Refuse, OutRefuse
	if sc.AllRefuse.Text != "" || len(sc.AllRefuse.Effects) > 0 {
		out, kind = sc.AllRefuse, OutAllRefuse
	}
	e.firePersonal(WhenAvoiding, a)
	for _, rp := range s.partners(a) {
		e.fireRel(rp[0], WhenAvoiding, a, rp[1])
	}
	first := true
	e.room = int(s.N) * len(out.Effects)
	for _, x := range s.clockwise(a - 1 + s.N) {
		if s.Seats[x].Alive {
			e.outcome(x, out, kind, 0, &first)
		}
	}
	e.room = 0
	s.Phase = PhaseEndTurn
}

// commit takes n Humanity dice from seat x, for the acting player or a
// supporter.
func (e *eng) commit(x, n int8) {
	s := e.s
	c := &s.Seats[x]
	c.Humanity -= n
	s.Scene.Committed[x] = n
	defer e.from(Origin{Kind: ByCommit, Card: s.Scene.Card, Seat: x})()
	if x == s.Turn {
		e.emit(Event{Kind: EvCommit, Seat: x, N: int(n)})
		e.emit(Event{Kind: EvHumanity, Seat: x, N: -int(n), Value: int(c.Humanity)})
		s.Phase = PhaseSupport
		return
	}
	s.Scene.Stance[x] = Supporting
	e.emit(Event{Kind: EvSupport, Seat: x, Other: s.Turn, N: int(n)})
	e.emit(Event{Kind: EvHumanity, Seat: x, N: -int(n), Value: int(c.Humanity)})
	e.supported(x)
}

func (e *eng) supported(x int8) {
	a := e.s.Turn
	e.firePersonal(WhenSupporting, x)
	if r := e.s.relBetween(x, a); r >= 0 {
		e.fireRel(r, WhenSupporting, x, a)
		e.fireRel(r, WhenPartnerHelps, a, x)
	}
}

// lastHope: the acting player takes a Hope die at once (HI-08); a supporter
// asks for one, granted once everyone has answered (HI-09).
func (e *eng) lastHope(x int8) {
	s := e.s
	e.emit(Event{Kind: EvLastHope, Seat: x})
	if x == s.Turn {
		s.Scene.LastHope[x] = true
		e.addHope(-1, x)
		s.Phase = PhaseSupport
		return
	}
	s.Scene.Stance[x] = WantsHope
}

func (e *eng) refuse(x int8) {
	s := e.s
	s.Scene.Stance[x] = Refusing
	e.emit(Event{Kind: EvRefuse, Seat: x, Other: s.Turn})
	if !s.holderRules() {
		e.refused(x) // the first edition: at once
	}
}

// refused queues the passives of x's refusal. They come with the Refuse
// outcome, right after it, so a card that gives Humanity "back" gives
// back what the refusal cost (HI-40).
func (e *eng) refused(x int8) {
	s := e.s
	a := s.Turn
	e.firePersonal(WhenRefusing, x)
	if r := s.relBetween(x, a); r >= 0 {
		e.fireRel(r, WhenRefusing, x, a)
		e.fireRel(r, WhenPartnerRefuses, a, x)
	}
}

// settleLastHope hands out Hope dice to those who asked: all of them if
// there are enough, otherwise lowest condition penalty first, ties
// clockwise from the acting player (HI-09). Those left without a die
// refuse (HI-26).
func (e *eng) settleLastHope() {
	s := e.s
	var want []int8
	for _, x := range s.clockwise(s.Turn) {
		if s.Scene.Stance[x] == WantsHope && s.Seats[x].Alive {
			want = append(want, x)
		}
	}
	for i := 1; i < len(want); i++ { // stable insertion sort by penalty
		for j := i; j > 0 && s.Seats[want[j]].penalty() < s.Seats[want[j-1]].penalty(); j-- {
			want[j], want[j-1] = want[j-1], want[j]
		}
	}
	for _, x := range want {
		if s.Hope == 0 {
			s.Scene.Stance[x] = Refusing
			e.emit(Event{Kind: EvNoHopeLeft, Seat: x})
			e.refuse(x)
			continue
		}
		e.addHope(-1, x)
		s.Scene.LastHope[x] = true
		s.Scene.Stance[x] = Supporting
		e.emit(Event{Kind: EvSupport, Seat: x, Other: s.Turn, N: 1})
		e.supported(x)
	}
}

// afterWindow is the phase after a card window closes.
func (e *eng) afterWindow(p Phase) Phase {
	if p == PhaseRolled && e.anyPlayable(OnOutcome) {
		return PhaseOutcome
	}
	return PhaseResolve
}

func (e *eng) steal(x int8, card int16) {
	s := e.s
	i := s.assetAt(card)
	from := s.Assets[i].Owner
	s.Assets = slices.Clone(s.Assets)
	s.Assets[i].Owner, s.Assets[i].Holder = x, x
	e.emit(Event{Kind: EvSteal, Seat: x, Other: from, Card: card})
	defer e.from(Origin{Kind: BySteal, Card: card, Seat: x})()
	e.humanity(x, -1)
}

func (s *State) assetAt(card int16) int {
	for i, a := range s.Assets {
		if a.Card == card {
			return i
		}
	}
	return -1
}

// decide answers the decision at the front of the queue.
func (e *eng) decide(m Move) {
	s := e.s
	t := s.Queue[0]
	s.Queue = s.Queue[1:]
	defer e.from(t.By)()
	switch m.Kind {
	case Pick:
		e.emit(Event{Kind: EvChoose, Seat: m.Seat, N: int(m.N)})
		e.pushFront(t.Self, t.Partner, t.By, t.Eff.Options[m.N])
	case TargetSeat:
		e.emit(Event{Kind: EvTarget, Seat: m.Seat, Other: m.N})
		e.applyTo(t, []int8{m.N})
	case Discard:
		e.loseAsset(m.Seat, m.Card)
	case Inherit:
		i := s.assetAt(m.Card)
		s.Assets = slices.Clone(s.Assets)
		s.Assets[i].Owner, s.Assets[i].Holder = m.N, m.N
		e.emit(Event{Kind: EvInherit, Seat: m.Seat, Other: m.N, Card: m.Card})
	case Gift:
		if m.N >= 0 {
			var c int16
			c, s.TraitDeck = drawOne(s.TraitDeck)
			s.Seats[m.N].Traits = add(s.Seats[m.N].Traits, c)
			e.emit(Event{Kind: EvGift, Seat: m.Seat, Other: m.N, Card: c})
		}
	case Grace:
		if m.N == 1 {
			e.grace(m.Seat)
		}
	}
}

// grace brings in a new character on a seat (HI-20).
func (e *eng) grace(x int8) {
	s := e.s
	c := &s.Seats[x]
	if c.Personality >= 0 {
		s.PersonGone = add(s.PersonGone, c.Personality)
	}
	s.TraitDiscard = add(s.TraitDiscard, c.Played...)
	c.Played = nil
	c.Alive, c.Lost, c.Graced = true, false, true
	c.Humanity, c.Hunger, c.Harm, c.Cause = 3, 0, 0, Alive
	c.Personality, s.PersonDeck = drawOne(s.PersonDeck)
	c.Traits, s.TraitDeck = drawN(s.TraitDeck, 2)
	e.emit(Event{Kind: EvGrace, Seat: x, Card: c.Personality})
}
