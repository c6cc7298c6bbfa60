package blessed

import (
	"fmt"
	"slices"

	"lantern/rules/words"
)

// more applies a move of edition 1 to s (a copy).
func (s *State) more(m Move, ev *Event) {
	if m.Kind >= Finish {
		s.more3(m, ev)
		return
	}
	if m.Kind >= Analyze {
		s.more2(m, ev)
		return
	}
	switch m.Kind {
	case AddNPC, SetDie, FreeRoll, Defend:
		s.npc(m, ev)
		return
	case ChooseSpec, RechargeSpec, Favor, Mischiefs:
		s.spec(m, ev)
		return
	case BankOne, SpendBanked:
		s.bank(m, ev)
		return
	case Darken:
		s.Hazes = slices.Clone(s.Hazes)
		for len(s.Hazes) <= m.Seat {
			s.Hazes = append(s.Hazes, 0)
		}
		s.Hazes[m.Seat]++
		ev.Text = fmt.Sprintf("seat %d's Haze die grows to a %v", m.Seat+1, s.HazeDie(m.Seat))
		return
	case UseHaze:
		s.Check.HazeOf = m.Other + 1
		ev.Seat, ev.Text = s.Check.Seat, fmt.Sprintf("seat %d rolls seat %d's Haze die (%v) instead", s.Check.Seat+1, m.Other+1, s.HazeDie(m.Other))
		return
	case Haunt, LowerHaunted:
		s.haunted(m, ev)
		return
	case UseHardship:
		s.Check.Hardship = true
		ev.Seat, ev.Text = s.Check.Seat, fmt.Sprintf("seat %d rolls Hardship (d4) instead", s.Check.Seat+1)
		return
	case UseHardy:
		s.Check.Hardy = true
		ev.Seat, ev.Text = s.Check.Seat, fmt.Sprintf("seat %d rolls the Hardy die (%v) instead", s.Check.Seat+1, s.HardyDie)
		return
	case BeginEndeavor:
		s.Endeavor = &Endeavor{Kind: EndeavorKind(m.Value), Round: 1}
		s.Group, s.Pushing = 0, false // edition 2's, left from an Endeavor ended by hand
		ev.Seat, ev.Text = -1, fmt.Sprintf("a %v begins: round 1, roll for position", EndeavorKind(m.Value))
		return
	}
	e := s.Endeavor
	i := e.racer(m.Seat)
	switch m.Kind {
	case JoinEndeavor:
		r := Racer{Seat: m.Seat, Monster: e.Kind == Monstrous && s.NPC(m.Seat), Pos: m.Value, Start: m.Value}
		e.Racers = append(e.Racers, r)
		ev.Text = fmt.Sprintf("seat %d joins the %v at %d", m.Seat+1, e.Kind, m.Value)
	case SetRecovery:
		r := &e.Racers[i]
		r.Recovery = r.Start - m.Value
		ev.Text = fmt.Sprintf("seat %d's Recovery button is at %d", m.Seat+1, r.Recovery)
	case PositionRoll:
		s.Pushing = false // the pushes after a combo end as the next round begins
		s.position(i, m.Stat, ev)
	case Act:
		s.beginTurn()
		s.act(i, m, ev)
	case Protect:
		s.beginTurn()
		s.Party[m.Seat].Blessings = remove(s.Party[m.Seat].Blessings, m.Value)
		t := &e.Racers[e.racer(m.Other)]
		if t.Protect == nil {
			t.Protect = map[int]int{}
		}
		t.Protect[i]++
		ev.Text = fmt.Sprintf("seat %d spends a %d to protect seat %d: attacks on them are %s harder", m.Seat+1, m.Value, m.Other+1, words.Count(t.Protection(), "rank"))
	case EndTurn:
		s.beginTurn()
		ev.Text = m.say("seat {seat}'s turn ends")
		s.nextTurn()
	case Special:
		s.special(i, m, ev)
		// Edition 2: after an ally's combo, the allies may push down.
		s.Pushing = s.Config.Edition >= 2 && s.Endeavor != nil && s.Endeavor.Kind == Monstrous &&
			SpecialAction(m.Value) == Combo && !s.Endeavor.Racers[i].Monster
	case SkipSpecial:
		ev.Seat, ev.Text = -1, "no special action this round"
		e.nextRound()
	case ReverseOrder:
		e.Order = slices.Clone(e.Order)
		slices.Reverse(e.Order[s.reverseFrom():])
		if s.Config.Edition >= 3 {
			e.Led = e.Leaders()
		}
		ev.Seat, ev.Text = -1, "the turn order turns round for those still to act"
	default:
		s.handEdit(i, m, ev)
		if s.Endeavor != nil {
			s.judgeEnd(ev)
		}
	}
}

func (s *State) handEdit(i int, m Move, ev *Event) {
	e := s.Endeavor
	switch m.Kind {
	case TrackMove:
		ev.Text = e.moveText(i, m.Value, false, "seat %d moves from "+itoa(e.Racers[i].Pos)+" to %d")
	case Wound:
		e.wound(i)
		ev.Text = m.say("seat {seat} is wounded")
	case PlaceTerrain:
		e.Terrain = addButton(e.Terrain, m.Value)
		ev.Seat, ev.Text = -1, m.say("Terrain at {value}")
	case LeaveEndeavor:
		e.Racers[i].Out = true
		ev.Text = fmt.Sprintf("seat %d leaves the %v", m.Seat+1, e.Kind)
	case EndEndeavor:
		ev.Seat, ev.Text = -1, fmt.Sprintf("the %v ends", e.Kind)
		s.endEndeavor()
	}
}

// position rolls participant i's stat for position (bumping as a check's
// roll would) and adds the standard amount of temporary Blessings, each
// rolled as a Blessing is; once all have rolled, turns begin.
func (s *State) position(i int, st Stat, ev *Event) {
	e := s.Endeavor
	r := &e.Racers[i]
	ch := &s.Party[r.Seat]
	r.Stat = st
	r.Faces = s.rollHorde(r.Seat, func() []int { return rollDie(s.dice(), ch.Die(st), bumps(*ch, Check{Use: st})) })
	if s.HasSpec(r.Seat, Imposing) && e.Round == 1 { // roll again, keep the higher
		if again := rollDie(s.dice(), ch.Die(st), bumps(*ch, Check{Use: st})); sum(again) > sum(r.Faces) {
			r.Faces = again
		}
	}
	var got []int
	for range r.Standard() {
		got = append(got, rollBlessings(s.dice())...)
	}
	got = got[:min(len(got), MaxBlessings-len(ch.Blessings))] // HB-22
	ch.Blessings = append(ch.Blessings, got...)
	r.Temp = append(r.Temp, got...)
	ev.Faces, ev.Blessings = r.Faces, got
	s.fixTraps(r.Seat, r.Standard())
	ev.Text = fmt.Sprintf("seat %d rolls %v for position: %s, so %d is the standard amount; %s (%s)",
		r.Seat+1, st, facesText(r.Faces), r.Standard(), words.CountOf(len(got), "temporary Blessing", "temporary Blessings"), facesText(got))
	if e.InArea(i) {
		ev.Text += "; on an Area, the table limits the stats for position rolls"
	}
	for _, k := range e.in() {
		if !e.Racers[k].Rolled() {
			return
		}
	}
	e.Phase, e.Order, e.Turn = Turns, e.TurnOrder(), 0
	if s.Config.Edition >= 3 {
		e.Led = e.Leaders()
		return
	}
	e.startTurn()
}

// startTurn ends the protections the participant now acting gave.
func (e *Endeavor) startTurn() {
	a := e.Actor()
	for k := range e.Racers {
		if k == a && e.Racers[a].Footing >= e.Round {
			continue // Sure-footed: protecting themself lasts longer
		}
		delete(e.Racers[k].Protect, a)
	}
}

// nextTurn passes the turn on, skipping anyone removed; after the last,
// the round's special action. Before edition 3 the next turn begins at
// once; from it, with the participant's first move (beginTurn).
func (s *State) nextTurn() {
	e := s.Endeavor
	e.Acting, e.Target, e.Begun, e.Skill = NoAction, 0, false, 0
	for e.Turn++; e.Turn < len(e.Order) && e.Racers[e.Order[e.Turn]].Out; e.Turn++ {
	}
	if e.Turn >= len(e.Order) {
		e.Phase = Specials
		for k := range e.Racers { // the round's end: Unrelenting's attacks (edition 3)
			if r := &e.Racers[k]; r.Tagged(Unrelenting) && !r.Out {
				r.Strikes += r.Recovered
			}
		}
		return
	}
	if s.Config.Edition < 3 {
		e.startTurn()
	}
}

func (e *Endeavor) nextRound() {
	e.Round++
	e.Phase, e.Order, e.Turn = Positioning, nil, 0
	for k := range e.Racers {
		e.Racers[k].Stat, e.Racers[k].Faces, e.Racers[k].Strikes = NoStat, nil, 0
	}
}

// act begins the check of participant i's action: its first roll is the
// position roll, and an attack is as many ranks harder as its target is
// protected.
func (s *State) act(i int, m Move, ev *Event) {
	e := s.Endeavor
	r := e.Racers[i]
	a := Action(m.Value)
	c := &Check{Seat: r.Seat, Stat: r.Stat, Use: r.Stat, Rolls: 1}
	ev.Text = fmt.Sprintf("seat %d acts: %v", r.Seat+1, a)
	if a != Advance {
		c.Attack = NonViolent
		if a == ViolentAct {
			c.Attack = Violent
		}
		t := e.racer(m.Other)
		e.Target = t
		k := min(rankOf(*c)+e.Racers[t].Protection(), len(ranks)-1)
		c.Difficulty, c.Rolls = ranks[k].d, ranks[k].n
		ev.Text += fmt.Sprintf(" on seat %d, %s", m.Other+1, difficultyText(*c))
	}
	e.Acting = a
	s.Check = c
}

// actionRoll is the first roll of an action's check: the position roll.
func (s *State) actionRoll(c *Check) ([]int, bool) {
	e := s.Endeavor
	if e == nil || (e.Acting == NoAction && !c.SureFoot) || len(c.Results) > 0 {
		return nil, false
	}
	return slices.Clone(e.Racers[e.racer(c.Seat)].Faces), true
}

// actionDone reads a settled action's outcome onto the track and passes
// the turn on.
func (s *State) actionDone(seat int, o Outcome, ev *Event) {
	e := s.Endeavor
	i, t := e.racer(seat), e.Target
	r := e.Racers[i]
	std := r.Standard()
	what := "nothing moves"
	switch {
	case !o.Success:
	case e.Acting == Advance && r.Monster:
		e.Schemes = addButton(addButton(e.Schemes, r.Pos), r.Pos)
		what = "two Scheme buttons"
	case e.Acting == Advance:
		e.move(i, std, false)
		what = fmt.Sprintf("seat %d moves up to %d", seat+1, e.Racers[i].Pos)
	case e.Acting == ViolentAct && o.Tier == Maximum:
		e.Racers[t].Out = true
		what = fmt.Sprintf("seat %d is out of the Endeavor", e.Racers[t].Seat+1)
	case e.Acting == ViolentAct && r.Monster:
		e.wound(t)
		what = fmt.Sprintf("seat %d is wounded", e.Racers[t].Seat+1)
	case e.Acting == ViolentAct:
		what = s.moveTarget(seat, t, -std, "seat %d moves down to %d")
	case e.Acting == NonViolentAct:
		n := s.stealTemp(i, t, std)
		what = fmt.Sprintf("seat %d takes %s from seat %d", seat+1, words.CountOf(n, "temporary Blessing", "temporary Blessings"), e.Racers[t].Seat+1)
	}
	ev.Text += "; " + what
	if e.zealDone(i) { // a Zeal attack: its attacker did not hold the turn
	} else if e.Striking { // out of turn: the turns stay as they were
		e.Striking, e.Acting, e.Target = false, NoAction, 0
	} else if e.Skill == 1 { // a Unique Skill's first action of two (edition 3)
		e.Skill, e.Acting, e.Target = 2, NoAction, 0
		ev.Text += fmt.Sprintf("; seat %d's Unique Skill: a second action", seat+1)
	} else {
		s.nextTurn()
	}
	s.judgeEnd(ev)
}

// stealTemp moves up to n of t's temporary Blessings, oldest first, to i,
// where they stay temporary; it returns how many moved.
func (s *State) stealTemp(i, t, n int) int {
	e := s.Endeavor
	from, to := &s.Party[e.Racers[t].Seat], &s.Party[e.Racers[i].Seat]
	n = min(n, len(e.Racers[t].Temp), MaxBlessings-len(to.Blessings))
	for _, v := range e.Racers[t].Temp[:n] {
		from.Blessings = remove(from.Blessings, v)
		to.Blessings = append(to.Blessings, v)
		e.Racers[i].Temp = append(e.Racers[i].Temp, v)
	}
	e.Racers[t].Temp = slices.Clone(e.Racers[t].Temp[n:])
	return n
}

// spendTemp spends every temporary Blessing participant i holds.
func (s *State) spendTemp(i int) {
	r := &s.Endeavor.Racers[i]
	for _, v := range r.Temp {
		s.Party[r.Seat].Blessings = remove(s.Party[r.Seat].Blessings, v)
	}
	r.Temp = nil
}

func (s *State) special(i int, m Move, ev *Event) {
	e := s.Endeavor
	t := e.racer(m.Other)
	switch SpecialAction(m.Value) {
	case Combo:
		n := len(e.Racers[i].Temp)
		s.spendTemp(i)
		if e.Racers[i].Monster {
			e.wound(t)
			ev.Text = m.say("seat {seat} performs a combo: seat {other} is wounded")
		} else {
			e.move(i, n, false)
			ev.Text = fmt.Sprintf("seat %d performs a combo: up %d to %d", m.Seat+1, n, e.Racers[i].Pos)
		}
	case Victory:
		s.spendTemp(i)
		e.Racers[t].Out = true
		ev.Text = m.say("seat {seat} declares victory: seat {other} is out of the Endeavor")
	case Overcome:
		e.move(i, e.Racers[i].Standard(), true)
		ev.Text = fmt.Sprintf("seat %d overcomes: up to %d", m.Seat+1, e.Racers[i].Pos)
	}
	e.nextRound()
	s.judgeEnd(ev)
}

// judgeEnd ends the Endeavor once its goal is reached: a Monstrous one
// when either side has nobody left in it, a race when one racer is left.
func (s *State) judgeEnd(ev *Event) {
	e := s.Endeavor
	var joined, in [2]int
	for _, r := range e.Racers {
		side := 0
		if r.Monster {
			side = 1
		}
		joined[side]++
		if !r.Out {
			in[side]++
		}
	}
	end := ""
	switch {
	case e.Kind == Monstrous && joined[1] > 0 && in[1] == 0:
		end = "the allies win"
	case e.Kind == Monstrous && joined[0] > 0 && in[0] == 0:
		end = "the monstrosities win"
	case e.finished() >= 0:
		end = fmt.Sprintf("seat %d reaches the finish line at %d and wins", e.Racers[e.finished()].Seat+1, e.Finish)
	case e.Kind == Racing && len(e.Racers) > 1 && in[0] == 1:
		end = fmt.Sprintf("seat %d wins, the last in the race", e.Racers[e.in()[0]].Seat+1)
	}
	if end != "" {
		ev.Text += fmt.Sprintf("; %s: the %v ends", end, e.Kind)
		s.endEndeavor()
	}
}

// endEndeavor ends the Endeavor; temporary Blessings vanish.
func (s *State) endEndeavor() {
	for i := range s.Endeavor.Racers {
		s.spendTemp(i)
	}
	s.Endeavor = nil
}

// fitTemp keeps each participant's temporary Blessings among those still
// in their pool (HB-25; edition 3 spends a temporary one first, HB-45),
// and gives a racer a Fatigue button
// for each Blessing they spent.
func (s *State) fitTemp(m Move, before State) {
	e := s.Endeavor
	if s.Config.Edition >= 3 {
		s.fitTemp3(m, before)
	}
	for k := range e.Racers {
		r := &e.Racers[k]
		if s.Config.Edition < 3 {
			// Editions 0 to 2 kept the temporary ones while the pool
			// showed their faces: a permanent one went first.
			pool := slices.Clone(s.Party[r.Seat].Blessings)
			var kept []int
			for _, v := range r.Temp {
				if j := slices.Index(pool, v); j >= 0 {
					kept = append(kept, v)
					pool = slices.Delete(pool, j, j+1)
				}
			}
			r.Temp = kept
		}
		if e.Kind == Racing && spends(m.Kind) {
			r.Fatigue += max(len(before.Party[r.Seat].Blessings)-len(s.Party[r.Seat].Blessings), 0)
		}
	}
}

// spends reports whether a move of kind k spends Blessings (rather than
// passing them on or ending an Endeavor).
func spends(k MoveKind) bool {
	return k == SpendBlessing || k == Help || k == Spark || k == SparkUp || k == Protect || k == Special || k == UniqueSkill
}
