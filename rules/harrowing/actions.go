package harrowing

// actionStep resolves the basic actions' own steps.
func (e *eng) actionStep(st Step) {
	s, seat := e.s, st.Seat
	switch st.Effect.Op {
	case opSeduce:
		e.ask(Ask{Kind: AskSeduce, Seat: seat, Options: skippable(s.lureable(seat))})
	case opSwap:
		if len(s.Trove) == 0 && !s.Config.Legacy { // HA-19
			s.drawTrove()
			e.say("The trove was empty: a new item is dealt into it.")
			return
		}
		e.ask(Ask{Kind: AskSwap, Seat: seat, Options: skippable(s.trove(0, 4))})
	case opTake:
		e.ask(Ask{Kind: AskTake, Seat: seat, Lo: st.Faults, Options: skippable(s.trove(int(st.Faults)+1, 4))})
	case opNudge:
		var opts []Option
		for _, o := range e.others(seat) {
			if len(s.steps(o.Seat)) > 0 {
				opts = append(opts, o)
			}
		}
		e.ask(Ask{Kind: AskNudge, Seat: seat, Options: skippable(opts)})
	case opWander:
		e.askMove(seat, 3-int(st.Faults))
	case opHit:
		e.damage(seat, st.Foe, 1, st.Effect.Sin.index())
	case opSnatch:
		e.ask(Ask{Kind: AskSnatch, Seat: seat, Options: skippable(s.snatchable(seat))})
	case opMisstep:
		k := s.card(s.Map[s.placeAt(s.Effigies[seat].At)].ID)
		e.then(effects(seat, k.ID, k.Misstep)...)
	case opFinish:
		e.finish(st.From)
	case opTrigger:
		e.fire(seat, st.On)
	case opRelocate:
		e.relocate(seat, st.From)
	}
}

// skippable adds "none" to a list of choices, when there are any.
func skippable(opts []Option) []Option {
	if len(opts) == 0 {
		return nil
	}
	return append(opts, Option{Skip: true})
}

// lureable: adversaries of other effigies at seat's location that are not
// hunters (hunters stay with the hunted card).
func (s State) lureable(seat int8) []Option {
	var out []Option
	for i, ef := range s.Effigies {
		if int8(i) == seat || ef.At != s.Effigies[seat].At || !s.inGame(int8(i)) {
			continue
		}
		for _, f := range ef.Foes {
			if !s.card(f.ID).has(Hunter) {
				out = append(out, Option{Seat: int8(i), ID: f.ID})
			}
		}
	}
	return out
}

// askDamage asks which adversary takes n damage; sin is the test's that
// deals it (-1 for none), which some adversaries care about (hurtBy). The
// question carries it only from revision 3 (a revision-2 question is part
// of its games' fingerprints).
func (e *eng) askDamage(seat int8, n, sin int) {
	var opts []Option
	for _, f := range e.s.Effigies[seat].Foes {
		opts = append(opts, Option{ID: f.ID})
	}
	if len(opts) == 1 {
		e.damage(seat, opts[0].ID, n, sin)
		return
	}
	a := Ask{Kind: AskDamage, Seat: seat, N: int8(n), Options: opts}
	if e.s.Config.revision() >= 3 {
		a.Sin = int8(sin)
	}
	e.ask(a)
}

// damageSin is the sin a damage question was asked for.
func (s State) damageSin(a Ask) int {
	if s.Config.revision() >= 3 {
		return int(a.Sin)
	}
	return -1
}

// damage hurts seat's adversary id, unless its mechanics shrug it off
// (boss.go); at its health it is defeated, and seat resolves what that
// sets off; short of it, the phases it passes.
func (e *eng) damage(seat int8, id string, n, sin int) {
	s := e.s
	ef := &s.Effigies[seat]
	i := foeIndex(ef.Foes, id)
	if i < 0 {
		return
	}
	k := s.card(id)
	if e.shrug(seat, k, sin) {
		return
	}
	before := int(ef.Foes[i].Damage)
	ef.Foes[i].Damage += int8(n)
	e.say("%s takes %d damage (%d of %d).", k.Name, n, ef.Foes[i].Damage, s.Health(k))
	if int(ef.Foes[i].Damage) < s.Health(k) {
		e.phases(seat, k, before, int(ef.Foes[i].Damage))
		return
	}
	ef.Foes = append(ef.Foes[:i:i], ef.Foes[i+1:]...)
	e.say("Effigy %d defeats %s.", seat+1, k.Name)
	switch {
	case k.has(Boss):
		if s.Config.revision() >= 3 {
			e.campaignEffects(k.Defeated)
		}
		s.Result = Won
		e.say("The boss is defeated. The effigies win!")
		return
	case k.Ritual > 0:
		s.Aside = append(s.Aside, id)
		s.Ritual += k.Ritual
		e.say("%s is set aside: the ritual grows by %d.", k.Name, k.Ritual)
	default:
		s.discard(id)
	}
	e.then(append(effects(seat, id, k.Defeated), Step{Seat: seat, Effect: Effect{Op: opTrigger}, On: Trigger{On: OnDefeat}})...)
}

func foeIndex(foes []Foe, id string) int {
	for i, f := range foes {
		if f.ID == id {
			return i
		}
	}
	return -1
}

// answer carries out the option picked for a.
func (e *eng) answer(a Ask, o Option) {
	seat := a.Seat
	if o.Skip && a.Kind != AskMove {
		return
	}
	switch a.Kind {
	case AskCorrupt: // one at a time: the rest is asked again
		e.corrupt(seat, 1, int(o.Index))
		e.corrupt(seat, int(a.N)-1, -1)
	case AskHeal:
		e.heal(seat, 1, int(o.Index))
		e.heal(seat, int(a.N)-1, -1)
	case AskRedirect:
		e.say("Effigy %d is damned: Effigy %d takes its corruption.", seat+1, o.Seat+1)
		e.corrupt(o.Seat, int(a.N), int(a.Sin))
	case AskPlace:
		e.place(seat, a.ID, o.At)
	case AskColumn:
		e.attach(seat, a.ID, o)
	case AskExcess:
		e.drop(seat, o.ID, true)
	case AskDamage:
		e.damage(seat, o.ID, int(a.N), e.s.damageSin(a))
	case AskOpen:
		e.open(o.At)
	case AskMove:
		e.move(a, o)
	case AskSeduce:
		e.lure(seat, o)
	case AskSnatch:
		e.drop(o.Seat, o.ID, false)
		e.say("Effigy %d snatches %s from Effigy %d.", seat+1, e.s.item(o.ID).Name, o.Seat+1)
		e.gain(seat, o.ID)
	case AskSwap:
		e.swap(o.ID)
	case AskTake, AskLoot:
		e.takeItem(seat, a, o)
	case AskNudge:
		e.askMove(o.Seat, 1)
	case AskRemoveFoe:
		e.takeFoe(seat, o.ID, a.ID)
	case AskRemoveItem:
		e.dropItem(seat, o.ID, a.ID)
	case AskRelocate:
		e.s.Effigies[seat].At = o.At
		e.say("Effigy %d is driven %s to %s.", seat+1, dirs[o.Index].name, e.s.name(e.s.Map[e.s.placeAt(o.At)].ID))
	}
}

// move steps an effigy once, and asks again while it has steps left.
func (e *eng) move(a Ask, o Option) {
	if o.Skip {
		return
	}
	ef := &e.s.Effigies[o.Seat]
	ef.At = o.At
	e.say("Effigy %d moves %s to %s.", o.Seat+1, dirs[o.Index].name, e.s.card(e.s.Map[e.s.placeAt(o.At)].ID).Name)
	e.askMove(o.Seat, int(a.N)-1)
}

func (e *eng) lure(seat int8, o Option) {
	from := &e.s.Effigies[o.Seat]
	i := foeIndex(from.Foes, o.ID)
	f := from.Foes[i]
	from.Foes = append(from.Foes[:i:i], from.Foes[i+1:]...)
	e.s.Effigies[seat].Foes = append(e.s.Effigies[seat].Foes, f)
	e.say("Effigy %d lures %s away from Effigy %d.", seat+1, e.s.card(o.ID).Name, o.Seat+1)
}

// campaignEffects resolves, at once, the effects of a boss's defeat that
// outlast the game: the game ends with the blow, so only what the
// campaign keeps (manifest) and words for the table (prompt) are played
// (HA-30; Validate allows no other op there).
func (e *eng) campaignEffects(list []Effect) {
	for _, ef := range list {
		switch ef.Op {
		case OpManifest:
			e.manifest(ef.Number)
		case OpPrompt:
			e.say("For the table: %s", ef.Prompt)
		}
	}
}
