package harrowing

import "slices"

// step resolves one queued effect.
func (e *eng) step(st Step) {
	ef := st.Effect
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
		s.Bane = max(0, s.Bane+n)
		e.say("Bane is now %d.", s.Bane)
	case OpLoot:
		e.loot(seat, int8(ef.N), int8(ef.M))
	case OpManifest:
		e.manifest(ef.Number)
	case OpInvokeTop:
		e.invokeTop(seat, n)
	case OpDamage:
		e.askDamage(seat, n)
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

func (e *eng) omens(seat int8, op Op, n int) {
	ef := &e.s.Effigies[seat]
	before := ef.Omens
	if op == OpGainOmens {
		ef.Omens = int8(min(MaxOmens, int(ef.Omens)+n))
	} else {
		ef.Omens = int8(max(0, int(ef.Omens)-n))
	}
	e.say("Effigy %d has %d omens (was %d).", seat+1, ef.Omens, before)
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
	if i := slices.Index(s.Discard, id); i >= 0 {
		s.Discard = slices.Delete(s.Discard, i, i+1)
	}
	e.say("%s is obliterated: it leaves the campaign for good.", k.Name)
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
		case u.To == "infernal":
			s.Discard = append(s.Discard, u.Card.ID)
			e.say("%s is manifested into the infernal discard.", u.Card.Name)
		case u.To == "items":
			s.ItemDiscard = append(s.ItemDiscard, u.Item.ID)
			e.say("%s is manifested into the item discard.", u.Item.Name)
		default:
			e.say("Card %d is manifested and set aside for a later game.", n)
		}
	}
}
