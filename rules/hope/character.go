package hope

import (
	"slices"

	"lantern/rules/deck"
)

// humanity changes x's Humanity by n. Losing at 0 marks the character
// lost (HI-03); a lost character gains nothing back.
func (e *eng) humanity(x, n int8) {
	c := &e.s.Seats[x]
	before := c.Humanity
	if n > 0 && !c.Lost {
		c.Humanity = min(MaxHumanity, c.Humanity+n)
	}
	for range max(0, -n) {
		if c.Humanity > 0 {
			c.Humanity--
		} else if !c.Lost {
			c.Lost = true
			e.emit(Event{Kind: EvLost, Seat: x})
		}
	}
	if c.Humanity != before {
		e.emit(Event{Kind: EvHumanity, Seat: x, N: int(c.Humanity - before), Value: int(c.Humanity)})
	}
}

// hunger adds n steps (or feeds -n); a third step kills at once (HI-17).
func (e *eng) hunger(x, n int8) {
	c := &e.s.Seats[x]
	before := c.Hunger
	c.Hunger = max(0, c.Hunger+n)
	if c.Hunger != before {
		e.emit(Event{Kind: EvHunger, Seat: x, N: int(c.Hunger - before), Value: int(min(c.Hunger, 3))})
	}
	if c.Hunger >= 3 {
		c.Hunger = 2
		e.kill(x, DiedHunger)
	}
}

func (e *eng) harm(x, n int8) {
	c := &e.s.Seats[x]
	c.Harm += n
	e.emit(Event{Kind: EvHarm, Seat: x, N: int(n), Value: int(min(c.Harm, 3))})
	if c.Harm >= 3 {
		c.Harm = 2
		e.kill(x, DiedHarm)
	}
}

// heal removes Hurt; Crippled is permanent (HI-17).
func (e *eng) heal(x, n int8) {
	c := &e.s.Seats[x]
	if c.Harm == 1 && n > 0 {
		c.Harm = 0
		e.emit(Event{Kind: EvHarm, Seat: x, N: -1, Value: 0})
	}
}

func (e *eng) addHopeBy(n, who int8, by Origin) {
	defer e.from(by)()
	e.addHope(n, who)
}

func (e *eng) addHope(n, who int8) {
	s := e.s
	before := s.Hope
	s.Hope = min(MaxHope, max(0, s.Hope+n))
	if s.Hope != before {
		e.emit(Event{Kind: EvHope, Seat: who, N: int(s.Hope - before), Value: int(s.Hope)})
	}
}

func (e *eng) addHunted(n int8) {
	s := e.s
	before := s.Hunted
	s.Hunted = max(0, s.Hunted+n)
	if s.Hunted != before {
		e.emit(Event{Kind: EvHunted, Seat: -1, N: int(s.Hunted - before), Value: int(s.Hunted)})
	}
}

// gainAsset takes the named asset from the asset deck, or its top card if
// id is "". An asset no longer in the deck is not gained.
func (e *eng) gainAsset(x int8, id string) {
	s := e.s
	var c int16
	if id == "" {
		if c, s.AssetDeck = drawOne(s.AssetDeck); c < 0 {
			return
		}
	} else {
		var ok bool
		c = s.Cards.assetIndex(id)
		if s.AssetDeck, ok = deck.Remove(s.AssetDeck, c); !ok {
			return
		}
	}
	card := s.Cards.Assets[c]
	a := AssetState{Card: c, Owner: x, Holder: x, Uses: int8(max(1, card.Uses))}
	if card.Group {
		a.Owner, a.Holder = -1, -1
	}
	s.Assets = add(s.Assets, a)
	e.emit(Event{Kind: EvAssetGain, Seat: x, Card: c})
}

func (e *eng) loseAsset(x int8, card int16) {
	s := e.s
	i := s.assetAt(card)
	s.Assets = slices.Delete(slices.Clone(s.Assets), i, i+1)
	s.AssetDiscard = add(s.AssetDiscard, card)
	e.emit(Event{Kind: EvAssetLose, Seat: x, Card: card})
}

// refund gives back up to n of x's committed Humanity dice, now if the
// roll is made, otherwise after it.
func (e *eng) refund(x, n int8) {
	s := e.s
	if s.Scene.Final < 0 {
		s.Scene.Refund[x] += n
		return
	}
	back := min(n, s.Scene.Committed[x])
	s.Scene.Committed[x] -= back
	if back > 0 {
		e.emit(Event{Kind: EvRefundDice, Seat: x, N: int(back)})
		e.humanity(x, back)
	}
}

// kill removes x at once (HI-17, HI-03 at the next turn), takes a Hope die
// (HI-04), breaks x's relationships (HI-21), and queues the death
// decisions (HI-19, HI-20) in front of everything else.
func (e *eng) kill(x int8, why Cause) {
	s := e.s
	c := &s.Seats[x]
	c.Alive, c.Lost, c.Cause = false, false, why
	e.emit(Event{Kind: EvDeath, Seat: x, Value: int(why)})
	e.addHopeBy(-1, x, Origin{Kind: ByRemoval, Seat: x})
	s.TraitDiscard = add(s.TraitDiscard, c.Traits...)
	c.Traits = nil
	s.Rels[x].Broken = true
	s.Rels[(x-1+s.N)%s.N].Broken = true
	if x == s.Turn {
		s.Scene.Gone = true
	}
	s.Scene.Stance[x], s.Scene.Committed[x], s.Scene.LastHope[x] = Gone, 0, false
	for i, a := range s.Assets {
		if a.Holder == x && a.Owner != x && a.Owner >= 0 {
			s.Assets = slices.Clone(s.Assets)
			s.Assets[i].Holder = a.Owner
		}
	}
	mine := s.personalAssets(x)
	q := make([]Task, 0, len(mine)+2+len(s.Queue))
	for _, card := range mine {
		q = append(q, Task{Kind: TaskInherit, Self: x, Card: card})
	}
	q = append(q, Task{Kind: TaskGift, Self: x, Card: NoCard})
	if s.Round <= 2 && !c.Graced {
		q = append(q, Task{Kind: TaskGrace, Self: x, Card: NoCard})
	}
	for _, t := range s.Queue {
		if t.Kind != TaskEffect || t.Self != x {
			q = append(q, t)
		}
	}
	s.Queue = q
	e.ownQ = true
}

// sceneEffect changes the scene being played (until it ends). A card about
// "you" touches only its holder (HI-39): a relationship's extra support is
// its partner's alone, and only the acting character's own card can make
// their Hunger or Harm not count.
func (e *eng) sceneEffect(t Task) {
	s := e.s
	sc := &s.Scene
	who, ef := t.Self, t.Eff
	n := int8(ef.N)
	switch ef.Kind {
	case Hardship:
		sc.Mod += n
	case SupportCap:
		if t.Partner >= 0 && s.holderRules() { // a relationship: "the other may support with more"
			sc.SeatCap[who] += n
		} else {
			sc.Cap += n
		}
	case ExtraDice:
		sc.Extra += n
	case Reroll:
		if sc.Final >= 0 {
			e.reroll(n)
		} else {
			sc.Reroll += n
		}
	case IgnoreCondition:
		if s.holderRules() && !s.ownsCondition(who, ef.Cond) {
			return
		}
		sc.Ignore |= trackBit(ef.Cond)
	case Redraw:
		if s.Phase != PhaseDrawn || sc.Card < 0 {
			return
		}
		s.SceneDiscard = add(s.SceneDiscard, sc.Card)
		e.emit(Event{Kind: EvRedraw, Seat: who, Card: sc.Card})
		sc.Card, sc.Title, sc.Callout = NoCard, "", ""
		s.Phase = PhaseTurnStart
	}
	e.emit(Event{Kind: EvScene, Seat: who, Effect: ef.Kind, N: ef.N})
}

// ownsCondition: Hunger and Harm are the acting character's own, so only
// their card may set them aside; Hunted is the group's (HI-39).
func (s *State) ownsCondition(who int8, t Track) bool {
	return who == s.Turn || (t != HungerTrack && t != HarmTrack)
}

// Bits of SceneState.Ignore (trackBit gives 1 for any other track):
// constants, so finalHardship, asked at every bot decision, looks nothing up.
const (
	ignoreHunger uint8 = 1 << (iota + 1)
	ignoreHarm
	ignoreHunted
)

func trackBit(t Track) uint8 {
	switch t {
	case HungerTrack:
		return ignoreHunger
	case HarmTrack:
		return ignoreHarm
	case HuntedTrack:
		return ignoreHunted
	}
	return 1
}

// finalHardship is HI-11.
func (s *State) finalHardship() int8 {
	sc := &s.Scene
	c := &s.Seats[s.Turn]
	h := int8(s.scene().Hardship) + sc.Mod
	if sc.Ignore&ignoreHunger == 0 {
		h += c.Hunger
	}
	if sc.Ignore&ignoreHarm == 0 {
		h += c.Harm
	}
	if sc.Ignore&ignoreHunted == 0 {
		h += s.Hunted
	}
	return max(0, h)
}

// Pool is the number of dice the acting player would roll now.
func (s *State) Pool() int {
	sc := &s.Scene
	n := int(sc.Boost + sc.Extra)
	for i := range int(s.N) {
		n += int(sc.Committed[i])
		if sc.LastHope[i] {
			n++
		}
	}
	return n
}
