package blessed

import (
	"fmt"
	"slices"

	"lantern/rules/words"
)

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

// endeavor3Candidates are edition 3's Endeavor moves outside a check,
// which more3Candidates judges.
func endeavor3Candidates(out []Move, s State) []Move {
	e := *s.Endeavor
	if e.Kind == Racing {
		out = raceCandidates(out, e)
	}
	if e.Kind == Monstrous && e.Phase == Specials {
		out = comboCandidates(out, e)
	}
	out = monsterCandidates(out, e)
	if a := e.Actor(); a >= 0 {
		for v := range faces(s.Party[e.Racers[a].Seat].Blessings) {
			out = append(out, Move{Kind: UniqueSkill, Seat: e.Racers[a].Seat, Value: v})
		}
	}
	return out
}

// raceCandidates lay out a race: its finish line, each racer's Terrain.
func raceCandidates(out []Move, e Endeavor) []Move {
	for at := 1; at <= MaxTrack; at++ {
		out = append(out, Move{Kind: Finish, Value: at})
	}
	for _, i := range e.in() {
		seat := e.Racers[i].Seat
		for at := 1; at <= MaxTrack; at++ {
			if !slices.Contains(e.Racers[i].Terrain, at) {
				out = append(out, Move{Kind: LayTerrain, Seat: seat, Value: at}, Move{Kind: LayTerrain, Seat: seat, Value: at, Other: 1})
			}
		}
	}
	return out
}

// monsterCandidates are the monstrosities' tags and attacks out of turn.
func monsterCandidates(out []Move, e Endeavor) []Move {
	for _, i := range e.in() {
		r := e.Racers[i]
		if !r.Monster {
			continue
		}
		for t := range NumMonsterTags {
			out = append(out, Move{Kind: TagMonster, Seat: r.Seat, Value: int(t), Other: b2i(r.Tagged(t))})
		}
		if r.Strikes > 0 {
			for _, t := range e.in() {
				out = append(out, Move{Kind: Strike, Seat: r.Seat, Other: e.Racers[t].Seat})
			}
		}
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// comboCandidates are the monstrosities' combos: every set of opponents
// still in the Endeavor, which valid judges.
func comboCandidates(out []Move, e Endeavor) []Move {
	var allies []int
	for _, i := range e.in() {
		if !e.Racers[i].Monster {
			allies = append(allies, e.Racers[i].Seat)
		}
	}
	for _, i := range e.specialists() {
		if !e.Racers[i].Monster {
			continue
		}
		for set := 1; set < 1<<len(allies); set++ {
			bits := 0
			for k, seat := range allies {
				if set&(1<<k) != 0 {
					bits |= 1 << seat
				}
			}
			out = append(out, Move{Kind: ComboOn, Seat: e.Racers[i].Seat, Value: bits})
		}
	}
	return out
}

// comboTargets are the Racers indices a combo's bits name, or false when
// one is not an opponent of i still in the Endeavor or more than one
// holds half i's temporary Blessings or more (rounded down).
func (e Endeavor) comboTargets(i, bits int) ([]int, bool) {
	var out []int
	chosen := 0 // targets not below half: the one opponent chosen first
	for seat := range MaxParty {
		if bits&(1<<seat) == 0 {
			continue
		}
		t := e.racer(seat)
		if t < 0 || e.Racers[t].Out || !e.opposed(i, t) {
			return nil, false
		}
		if len(e.Racers[t].Temp) >= len(e.Racers[i].Temp)/2 {
			chosen++
		}
		out = append(out, t)
	}
	return out, len(out) > 0 && chosen <= 1 && bits < 1<<MaxParty
}

func validEndeavor3(s State, e Endeavor, m Move) error {
	switch m.Kind {
	case Finish:
		if e.Kind != Racing || m.Value < 1 || m.Value > MaxTrack || m.Value == e.Finish ||
			slices.ContainsFunc(e.in(), func(i int) bool { return e.Racers[i].Pos >= m.Value }) {
			return illegal("a race's finish line lies ahead of every racer, up to %d", MaxTrack)
		}
		return nil
	case LayTerrain:
		i := e.racer(m.Seat)
		if e.Kind != Racing || i < 0 || e.Racers[i].Out || m.Value < 1 || m.Value > MaxTrack ||
			m.Other < 0 || m.Other > 1 || slices.Contains(e.Racers[i].Terrain, m.Value) {
			return illegal("Terrain goes on a free position of a racer's own track")
		}
		return nil
	case TagMonster:
		i := e.racer(m.Seat)
		if i < 0 || e.Racers[i].Out || !e.Racers[i].Monster || m.Value < 0 || m.Value >= int(NumMonsterTags) ||
			m.Other != b2i(e.Racers[i].Tagged(MonsterTag(m.Value))) {
			return illegal("a monstrosity gains a tag it lacks or loses one it has")
		}
		return nil
	case UniqueSkill:
		i := e.racer(m.Seat)
		switch {
		case i < 0 || e.Actor() != i || e.Skill != 0:
			return illegal("a Unique Skill is a turn's action, once a turn")
		case e.Racers[i].Monster && !e.Racers[i].Tagged(Unique):
			return illegal("a monstrosity has a Unique Skill only with the Unique tag")
		case count(s.Party[m.Seat].Blessings, m.Value) < 2:
			return illegal("a Unique Skill costs two Blessings showing the same face")
		}
		return nil
	case Strike:
		i, t := e.racer(m.Seat), e.racer(m.Other)
		if i < 0 || e.Racers[i].Out || e.Racers[i].Strikes == 0 || !e.Racers[i].Rolled() || e.Phase == Positioning ||
			t < 0 || e.Racers[t].Out || !e.opposed(i, t) {
			return illegal("a monstrosity attacks out of turn after a Recovery (Revenge) or at the round's end (Unrelenting), with its position roll")
		}
		return nil
	case ComboOn:
		i := e.racer(m.Seat)
		if err := fatigueFirst(s); err != nil {
			return err
		}
		if _, ok := e.comboTargets(i, m.Value); e.Phase != Specials || e.Kind != Monstrous || i < 0 ||
			!e.Racers[i].Monster || !slices.Contains(e.specialists(), i) || !ok {
			return illegal("a monstrosity holding the most temporary Blessings wounds one opponent in its combo, and any holding fewer than half its own")
		}
		return nil
	}
	return m.illegal("unknown move {kind}")
}

func (s *State) endeavor3(m Move, ev *Event) {
	e := s.Endeavor
	ev.Seat = -1
	switch m.Kind {
	case Immune:
		s.Check.Immune = true
		ev.Seat, ev.Text = s.Check.Seat, fmt.Sprintf("seat %d's Immunity covers the attack: it fails", e.Racers[e.Target].Seat+1)
	case Finish:
		e.Finish = m.Value
		ev.Text = m.say("the finish line is at {value}")
	case TagMonster:
		r := &e.Racers[e.racer(m.Seat)]
		r.Tags ^= 1 << m.Value
		ev.Seat, ev.Text = m.Seat, fmt.Sprintf("seat %d gains the %v tag", m.Seat+1, MonsterTag(m.Value))
		if m.Other == 1 {
			ev.Text = fmt.Sprintf("seat %d loses the %v tag", m.Seat+1, MonsterTag(m.Value))
		}
	case Strike:
		i := e.racer(m.Seat)
		e.Racers[i].Strikes--
		e.Striking = true
		a := NonViolentAct
		if e.Racers[i].Stat == Hurt {
			a = ViolentAct
		}
		s.act(i, Move{Value: int(a), Other: m.Other}, ev)
		ev.Seat = m.Seat
		ev.Text += ", out of turn"
	case UniqueSkill:
		s.beginTurn()
		s.Party[m.Seat].Blessings = remove(remove(s.Party[m.Seat].Blessings, m.Value), m.Value)
		e.Skill = 1
		ev.Seat, ev.Text = m.Seat, m.say("seat {seat} spends two {value}s on a Unique Skill: two actions combined this turn")
	case LayTerrain:
		r := &e.Racers[e.racer(m.Seat)]
		r.Terrain = addButton(r.Terrain, m.Value)
		ev.Seat, ev.Text = m.Seat, m.say("seat {seat}'s track: Terrain at {value}")
		if m.Other == 1 {
			r.Areas = addButton(r.Areas, m.Value)
			ev.Text += ", an Area"
		}
	case ComboOn:
		i := e.racer(m.Seat)
		ts, _ := e.comboTargets(i, m.Value)
		s.spendTemp(i)
		var hit []string
		for _, t := range ts {
			e.wound(t)
			hit = append(hit, fmt.Sprintf("seat %d", e.Racers[t].Seat+1))
		}
		ev.Seat = m.Seat
		ev.Text = fmt.Sprintf("seat %d performs a combo: %s %s wounded", m.Seat+1, words.List(hit), map[bool]string{true: "is", false: "are"}[len(hit) == 1])
		e.nextRound()
		s.judgeEnd(ev)
	}
}

// fatigueFirst: from edition 3 the special action waits for every
// Fatigue check owed (the book sets them before it, and they cannot be
// skipped).
func fatigueFirst(s State) error {
	if s.Config.Edition >= 3 && s.fatiguePending() {
		return illegal("the Fatigue checks come first, before the special action")
	}
	return nil
}

// finished is the racer at or past a race's finish line, or -1.
func (e Endeavor) finished() int {
	if e.Kind != Racing || e.Finish == 0 {
		return -1
	}
	for _, i := range e.in() {
		if e.Racers[i].Pos >= e.Finish {
			return i
		}
	}
	return -1
}

// trapStandard is the standard amount a delayed attack set now by seat
// keeps (edition 3): the attacker's of this round, -1 while they are
// still to roll for it, 0 when they are in no Endeavor.
func (s State) trapStandard(seat int) int {
	e := s.Endeavor
	if s.Config.Edition < 3 || e == nil {
		return 0
	}
	i := e.racer(seat)
	switch {
	case i < 0 || e.Racers[i].Out:
		return 0
	case !e.Racers[i].Rolled():
		return -1
	}
	return e.Racers[i].Standard()
}

// fixTraps gives seat's delayed attacks set this round before their
// position roll that roll's standard amount.
func (s *State) fixTraps(seat, std int) {
	for k, t := range s.Traps {
		if t.Seat == seat && t.Std < 0 {
			s.Traps = slices.Clone(s.Traps) // shared with the state before (clone)
			s.Traps[k].Std = std
		}
	}
}

// trapMoves moves a succeeding delayed attack's target as the attack
// would, by the standard amount it kept, when both sides are still in
// the Endeavor: a violent one (a Hurry defence, HB-41) wounds it, when a
// monstrosity set it, or moves it down; any other steals temporary
// Blessings.
func (s *State) trapMoves(t Trap, ev *Event) {
	e := s.Endeavor
	if t.Std <= 0 || e == nil {
		return
	}
	a, d := e.racer(t.Seat), e.racer(t.Other)
	if a < 0 || d < 0 || e.Racers[a].Out || e.Racers[d].Out || !e.opposed(a, d) {
		return
	}
	switch {
	case t.Stat == Hurry && e.Racers[a].Monster:
		e.wound(d)
		ev.Text += fmt.Sprintf("; seat %d is wounded", t.Other+1)
	case t.Stat == Hurry:
		ev.Text += "; " + e.moveText(d, -t.Std, false, "seat %d moves down to %d")
	default:
		n := s.stealTemp(a, d, t.Std)
		ev.Text += fmt.Sprintf("; seat %d takes %s from seat %d", t.Seat+1, words.CountOf(n, "temporary Blessing", "temporary Blessings"), t.Other+1)
	}
	s.judgeEnd(ev)
}

// InArea reports whether participant i stands on an Area: the nearest
// button at or below them is a Terrain button with the Area tag, and the
// table limits the stats of their position rolls.
func (e Endeavor) InArea(i int) bool {
	r := e.Racers[i]
	near := -1
	for _, b := range slices.Concat(r.Terrain, r.Wounds) {
		if b <= r.Pos && b > near {
			near = b
		}
	}
	return near >= 0 && slices.Contains(r.Areas, near)
}

// horde reports whether seat is a Horde monstrosity whose Recovery button
// still stands: each of its rolls is rolled twice, the higher kept.
func (s State) horde(seat int) bool {
	e := s.Endeavor
	if e == nil {
		return false
	}
	i := e.racer(seat)
	return i >= 0 && !e.Racers[i].Out && e.Racers[i].Monster && e.Racers[i].Tagged(Horde) && e.Racers[i].Recovery > 0
}

// rollHorde rolls once, or for a Horde twice, keeping the higher total
// (the first of equal ones).
func (s *State) rollHorde(seat int, roll func() []int) []int {
	a := roll()
	if !s.horde(seat) {
		return a
	}
	if b := roll(); sum(b) > sum(a) {
		return b
	}
	return a
}

// hordeDist is a roll's distribution for seat: for a Horde, the higher
// of two such rolls.
func (s State) hordeDist(seat int, d dist) dist {
	if !s.horde(seat) {
		return d
	}
	var out dist
	below := 0.0 // the chance one roll is under v
	for v, p := range d {
		out[v] = (below+p)*(below+p) - below*below
		below += p
	}
	return out
}

// validImmune: the table may say an attack under way on a monstrosity
// with the Immunity tag is close enough to its aptitudes to fail.
func validImmune(s State) error {
	e, c := s.Endeavor, s.Check
	if c == nil || e == nil || (e.Acting != ViolentAct && e.Acting != NonViolentAct) || c.Immune ||
		!e.Racers[e.Target].Tagged(Immunity) {
		return illegal("only an attack on a monstrosity with the Immunity tag fails by it")
	}
	return nil
}
