package harrowing

import (
	"slices"

	"lantern/rules/dice"
)

// step resolves one queued effect.
func (e *eng) step(st Step) {
	ef := st.Effect
	e.cause = e.s.causeOf(st.From, ef.Op)
	if ef.Who != Self && ef.Op != opHealHunted {
		e.spread(st)
		return
	}
	s, seat, n := e.s, st.Seat, e.amount(ef)
	switch ef.Op {
	case OpCorrupt:
		e.corrupt(seat, n, ef.Sin.index())
	case OpHeal:
		e.heal(seat, n, ef.Sin.index())
	case opHealHunted:
		if s.Hunted != seat {
			e.heal(s.Hunted, 1, -1)
		}
	case OpGainOmens, OpLoseOmens:
		e.omens(seat, ef.Op, n)
	case OpBane:
		e.bane(st.From, n)
	case OpLoot:
		e.loot(seat, int8(ef.N), int8(ef.M))
	case OpManifest:
		e.manifest(ef.Number)
	case OpInvokeTop:
		e.invokeTop(seat, n)
	case OpDamage:
		e.askDamage(seat, n, ef.Sin.index())
	case OpOpen:
		e.ask(Ask{Kind: AskOpen, Seat: seat, Options: s.openable(seat)})
	case OpClose:
		e.close(seat)
	case OpMove:
		e.askMove(seat, n)
	case OpPrompt:
		e.say("For the table: %s", ef.Prompt)
	case OpTest:
		e.test(seat, ef.Test, st.From, "")
	case OpObliterate:
		e.obliterate(st.From)
	case OpLifewater:
		e.lifewater(seat, n)
	case OpAbandonFoe, OpObliterateFoe:
		e.removeFoe(seat, ef.Op)
	case OpAbandonItem, OpObliterateItem:
		e.removeItem(seat, ef.Op)
	case OpDiscardHere, OpAbandonHere, OpObliterateHere:
		e.removeHere(seat, ef.Op)
	case OpBringIn:
		e.bringIn(seat, ef.Number)
	default:
		e.actionStep(st)
	}
}

// spread gives an effect aimed at others to each of them in seat order.
func (e *eng) spread(st Step) {
	var steps []Step
	for _, t := range e.targets(st.Seat, st.Effect.Who) {
		one := st
		one.Seat, one.Effect.Who = t, Self
		steps = append(steps, one)
	}
	e.then(steps...)
}

// lifewaterSource marks effects of the Lifewater table, for the journal.
const lifewaterSource = "_lifewater"

// ritualSource marks the Bane the completed ritual drives back (HA-31).
const ritualSource = "_ritual"

// bane changes Bane by n and says what did it (issue #14: every Bane
// change names its cause).
func (e *eng) bane(from string, n int) {
	s := e.s
	before := s.Bane
	cause := s.causeOf(from, OpBane)
	if cause == "" {
		cause = "A card"
	}
	if n > 0 {
		e.say("%s: Bane %s (was %d).", cause, s.rise(n), before)
		return
	}
	s.Bane = max(0, s.Bane+n)
	if s.Bane == before {
		return // at 0 already: nothing to write
	}
	e.say("%s: Bane falls to %d (was %d).", cause, s.Bane, before)
}

func (e *eng) omens(seat int8, op Op, n int) {
	ef := &e.s.Effigies[seat]
	before := ef.Omens
	if op == OpGainOmens {
		ef.Omens = int8(min(MaxOmens, int(ef.Omens)+n))
	} else {
		ef.Omens = int8(max(0, int(ef.Omens)-n))
	}
	switch {
	case ef.Omens > before:
		e.change("Effigy %d gains %s: %d of %d.", seat+1, omens(int(ef.Omens-before)), ef.Omens, MaxOmens)
	case ef.Omens < before:
		e.change("Effigy %d loses %s: %d left.", seat+1, omens(int(before-ef.Omens)), ef.Omens)
	}
}

// obliterate sends card id out of the campaign: from the discard now, and
// from every later game's deck (a defeated ritual adversary stays aside,
// counted, for the rest of this game).
func (e *eng) obliterate(id string) {
	s, k := e.s, e.s.card(id)
	if k.has(Essential) || slices.Contains(s.Obliterated, id) {
		return
	}
	s.Obliterated = append(s.Obliterated, id)
	s.undiscard(id)
	e.say("%s is obliterated: it leaves the campaign for good.", k.Name)
}

// lifewater rolls the red doom die and two d6 on the Lifewater table n
// times: the die picks the column (HA-12; its Bane face also raises Bane),
// the d6 total the line, whose effects resolve before the next roll.
func (e *eng) lifewater(seat int8, n int) {
	s := e.s
	if n > 1 {
		e.then(Step{Seat: seat, Effect: Effect{Op: OpLifewater, N: n - 1}})
	}
	face := dice.Custom(&s.RNG, RedDie)
	a, b := s.RNG.Die(6), s.RNG.Die(6)
	col := s.Book().Lifewater.Bane
	switch face {
	case Fault:
		col = s.Book().Lifewater.Fault
	case Grace:
		col = s.Book().Lifewater.Grace
	case BaneFace:
		defer e.say("The red die shows Bane: Bane %s.", s.rise(1))
	}
	line := col[a+b-2]
	e.say("Effigy %d drinks the Lifewater: the red die shows %s, the dice %d and %d. %s", seat+1, face, a, b, line.Text)
	e.ev[len(e.ev)-1].Faces = []Face{face}
	from := lifewaterSource
	if s.Config.Legacy {
		from = "" // the queue is part of a Legacy game's fingerprint
	}
	e.then(effects(seat, from, line.Effects)...)
}

// manifest brings every Unknown card numbered n into the campaign: infernal
// cards into the infernal discard, items into the item discard. Innate,
// area and set-aside cards wait for the campaign layer (docs/harrowing.md).
func (e *eng) manifest(n int) {
	s := e.s
	for _, m := range s.Manifested {
		if m == n {
			e.say("Card %d is already manifested.", n)
			return
		}
	}
	s.Manifested = append(s.Manifested, n)
	for _, u := range s.Book().Unknown {
		if u.Number != n {
			continue
		}
		switch {
		case u.To == "infernal" && !s.Config.Legacy && !s.joins(u, s.circle()):
			e.say("%s is manifested: it waits for a game in its own circle.", u.Card.Name)
		case u.To == "infernal":
			s.Discard = append(s.Discard, u.Card.ID)
			e.say("%s is manifested into the infernal discard.", u.Card.Name)
		case u.To == "items":
			s.ItemDiscard = append(s.ItemDiscard, u.Item.ID)
			e.say("%s is manifested into the item discard.", u.Item.Name)
		case u.To == "setAside" && !s.Config.Legacy:
			s.SetAside = append(s.SetAside, u.Card.ID)
			e.say("%s is manifested and set aside, for a card to bring into play.", u.Card.Name)
		case u.To == "area" && !s.Config.Legacy && s.area(u.Area) != nil:
			a := s.area(u.Area)
			a.Discard = append(a.Discard, u.Card.ID)
			e.say("%s is manifested into the discard of %s.", u.Card.Name, u.Area)
		default:
			e.say("Card %d is manifested and set aside for a later game.", n)
		}
	}
}
