package blessed

import (
	"fmt"
	"slices"
)

// Edition 2 applies every Specialization that changes a check (HB-34).

// Marks is what a character's Specializations and ethic remember between
// checks (edition 2).
type Marks struct {
	Analyzed int  `msgpack:"an,omitempty"` // Analytical Helps given this session
	Calmed   bool `msgpack:"cm,omitempty"` // Calm used this session
	Kept     int  `msgpack:"kp,omitempty"` // the roll Calm keeps; 0 when none
	Armed    Stat `msgpack:"ar,omitempty"` // Attentive: the stat of the last check, if a Hand or Heart success
	Insured  int  `msgpack:"in,omitempty"` // Insured's recharges so far
	Greedy   bool `msgpack:"gr,omitempty"` // Greed & Vanity banked this session
	// Famed is, by seat bit, whom fame was pressed on this session (edition 3).
	Famed uint32 `msgpack:"fd,omitempty" fp:"omitempty"`
}

// Analytical helps twice a session, adding AnalyticalBonus when its four
// d6 split into two equal piles.
const (
	AnalyticalUses  = 2
	AnalyticalBonus = 5
)

func (s State) mark(seat int) Marks {
	if seat >= 0 && seat < len(s.Marks) {
		return s.Marks[seat]
	}
	return Marks{}
}

// marks is seat's Marks to change, in a list of s's own (clone shares it
// with the state before).
func (s *State) marks(seat int) *Marks {
	s.Marks = slices.Clone(s.Marks)
	for len(s.Marks) <= seat {
		s.Marks = append(s.Marks, Marks{})
	}
	return &s.Marks[seat]
}

// ready reports whether seat has Specialization p and it waits for no recharge.
func (s State) ready(seat int, p Spec) bool { return s.HasSpec(seat, p) && !s.SpecUsed(seat, p) }

// check2Candidates are edition 2's moves in a check: Specializations,
// then ethics.
func check2Candidates(out []Move, s State) []Move {
	c := *s.Check
	if c.VexedBy > 0 {
		return out
	}
	r, roller := c.Seat, s.Party[c.Seat]
	for i := range s.Party {
		if i != r && s.HasSpec(i, Analytical) && s.mark(i).Analyzed < AnalyticalUses {
			out = append(out, Move{Kind: Analyze, Seat: i})
		}
	}
	out = ascendCandidates(out, s, c, roller)
	out = harmonyCandidates(out, s, c, roller)
	if s.ready(r, Determined) && !c.Determined {
		out = append(out, Move{Kind: Determine})
	}
	for i := range s.Party {
		if s.ready(i, Insured) && c.Insured == 0 {
			out = append(out, Move{Kind: Insure, Seat: i})
		}
	}
	for i := range s.Party {
		if i != r && s.ready(i, Protective) {
			out = append(out, Move{Kind: Shield, Seat: i})
		}
	}
	for i := range s.Party {
		if i != r && s.ready(i, Resolved) {
			out = append(out, Move{Kind: Resolve, Seat: i})
		}
	}
	for _, k := range []MoveKind{SelfAccept, Attend, KeepCalm, UseCalm} {
		out = append(out, Move{Kind: k})
	}
	for _, h := range c.Helpers {
		out = append(out, Move{Kind: Tactic, Seat: h.Seat})
	}
	return bankCheckCandidates(out, s)
}

// sparkable reports whether the check may still be sparked before a roll.
func (s State) sparkable(c Check, roller Character) bool {
	if c.Spark != NoStat || c.Done() || s.actionFirst(c) || (c.CalmRoll > 0 && !c.Started()) {
		return false
	}
	return c.Determined || (!roller.Has(Taxed) && !roller.Has(Surprised))
}

// actionFirst reports whether the check's next roll is an Endeavor
// action's position roll, which no spark or kept roll replaces (HB-26).
func (s State) actionFirst(c Check) bool {
	return !c.Started() && s.Endeavor != nil && s.Endeavor.Acting != NoAction
}

func ascendCandidates(out []Move, s State, c Check, roller Character) []Move {
	if !s.HasSpec(c.Seat, Ascendant) || !s.sparkable(c, roller) || c.Attack == Violent || roller.Die(c.Use) < D8 {
		return out
	}
	stats := s.Config.Stats()
	for a, st2 := range stats {
		for _, st3 := range stats[a+1:] {
			if st2 == c.Use || st3 == c.Use || roller.Die(st2) != roller.Die(c.Use) || roller.Die(st3) != roller.Die(c.Use) {
				continue
			}
			for v := range faces(roller.Blessings) {
				for w := range faces(roller.Blessings) {
					if w >= v && twoPairs(roller.Blessings, v, w) {
						out = append(out, Move{Kind: Ascend, Second: st2, Stat: st3, Value: v, Other: w})
					}
				}
			}
		}
	}
	return out
}

// twoPairs reports whether pool holds a pair showing v and another showing w.
func twoPairs(pool []int, v, w int) bool {
	if v == w {
		return count(pool, v) >= 4
	}
	return count(pool, v) >= 2 && count(pool, w) >= 2
}

func harmonyCandidates(out []Move, s State, c Check, roller Character) []Move {
	if !s.HasSpec(c.Seat, Harmonious) || !s.sparkable(c, roller) {
		return out
	}
	for j := range s.Party {
		if j == c.Seat || !s.HasSpec(j, Harmonious) {
			continue
		}
		for _, st := range s.Config.Stats() {
			if s.Party[j].Die(st) != roller.Die(c.Use) {
				continue
			}
			for v := range faces(roller.Blessings) {
				if slices.Contains(s.Party[j].Blessings, v) {
					out = append(out, Move{Kind: Harmonize, Other: j, Second: st, Value: v})
				}
			}
		}
	}
	return out
}

// validSpec2 says why an edition 2 Specialization move cannot be played.
func validSpec2(s State, m Move) error {
	c := s.Check
	if c == nil {
		return illegal("no check is under way")
	}
	if c.VexedBy > 0 {
		return illegal("the check has been made to fail")
	}
	roller := s.Party[c.Seat]
	other := s.seated(m.Seat) && m.Seat != c.Seat
	switch m.Kind {
	case Analyze:
		switch {
		case !other || !s.HasSpec(m.Seat, Analytical) || s.mark(m.Seat).Analyzed >= AnalyticalUses:
			return illegal("another Analytical character helps this way twice a session")
		case slices.ContainsFunc(c.Helpers, func(h Helper) bool { return h.Seat == m.Seat }):
			return m.illegal("seat {seat} has already helped this check")
		}
	case Ascend:
		return validAscend(s, *c, roller, m)
	case Harmonize:
		return validHarmony(s, *c, roller, m)
	case Determine:
		if !s.ready(c.Seat, Determined) || c.Determined {
			return illegal("the roller is not Determined, or it waits for a recharge")
		}
	case Insure:
		if !s.seated(m.Seat) || !s.ready(m.Seat, Insured) || c.Insured != 0 {
			return illegal("an Insured character, recharged, makes one check on their wounds succeed")
		}
	case Shield:
		if !other || !s.ready(m.Seat, Protective) || c.Attack != Violent || c.Started() || c.Defender != 0 {
			return illegal("a Protective character, recharged, defends against a violent attack before its rolls")
		}
	case Resolve:
		if !other || !s.ready(m.Seat, Resolved) || c.Attack == NoAttack || c.Resolved != 0 || (c.Defender != 0 && c.Defender != m.Seat+1) {
			return illegal("the defender, Resolved and recharged, answers an attack once")
		}
		if s.Config.Edition >= 3 && s.attackTarget(*c) != m.Seat {
			return illegal("Resolved answers an attack on its own character, once its target is named (HB-48)")
		}
	}
	return validSpec2Roller(s, *c, roller, m)
}

// validSpec2Roller judges the roller's own Specializations.
func validSpec2Roller(s State, c Check, roller Character, m Move) error {
	switch m.Kind {
	case SelfAccept:
		if !s.HasSpec(c.Seat, SelfAccepted) || c.Use == c.Stat || c.SelfAccept {
			return illegal("a Self-Accepted roller using an unconventional stat, once a check")
		}
	case Attend:
		if !s.ready(c.Seat, Attentive) || s.mark(c.Seat).Armed != c.Use || c.Stat == Hurt || c.Attack != NoAttack || c.Started() {
			return illegal("an Attentive roller attacks violently with the stat of the success before")
		}
	case KeepCalm:
		calm := func(st Stat) bool { return st == Head || st == Home }
		if !s.HasSpec(c.Seat, Calm) || s.mark(c.Seat).Calmed || c.Calm || c.CalmRoll != 0 || c.Started() || !(calm(c.Stat) || calm(c.Use)) {
			return illegal("a Calm roller keeps a Head or Home roll once a session")
		}
	case UseCalm:
		if s.mark(c.Seat).Kept == 0 || c.Started() || c.Calm || c.CalmRoll != 0 || c.Attack == Violent || c.Spark != NoStat || s.actionFirst(c) {
			return illegal("a kept roll stands in for the first roll of a non-violent check")
		}
	}
	return nil
}

func validAscend(s State, c Check, roller Character, m Move) error {
	z := roller.Die(c.Use)
	switch {
	case !s.HasSpec(c.Seat, Ascendant) || !s.sparkable(c, roller):
		return illegal("an Ascendant roller sparks before a roll, once a check")
	case c.Attack == Violent:
		return illegal("an Ascendant spark is not violent")
	case z < D8 || !s.hasStat(m.Second) || !s.hasStat(m.Stat) || m.Second >= m.Stat || m.Second == c.Use || m.Stat == c.Use:
		return illegal("an Ascendant spark adds two other stats")
	case roller.Die(m.Second) != z || roller.Die(m.Stat) != z:
		return illegal("the three stats are balanced, each a d8 or larger")
	case m.Value > m.Other || !twoPairs(roller.Blessings, m.Value, m.Other):
		return illegal("it costs two pairs of Blessings")
	}
	return nil
}

func validHarmony(s State, c Check, roller Character, m Move) error {
	switch {
	case !s.HasSpec(c.Seat, Harmonious) || !s.sparkable(c, roller):
		return illegal("a Harmonious roller sparks before a roll, once a check")
	case !s.seated(m.Other) || m.Other == c.Seat || !s.HasSpec(m.Other, Harmonious):
		return illegal("the partner is another Harmonious character")
	case !s.hasStat(m.Second) || s.Party[m.Other].Die(m.Second) != roller.Die(c.Use):
		return illegal("the partner's stat is balanced with the roller's")
	case !slices.Contains(roller.Blessings, m.Value) || !slices.Contains(s.Party[m.Other].Blessings, m.Value):
		return m.illegal("each pays a Blessing showing {value}")
	}
	return nil
}

// spec2 applies an edition 2 Specialization move in a check. Recharges
// and once-a-session uses are taken when the check is settled
// (settle2), so a dropped check costs nothing.
func (s *State) spec2(m Move, ev *Event) {
	c := s.Check
	ev.Seat = c.Seat
	r := c.Seat + 1
	switch m.Kind {
	case Analyze:
		dice := make([]int, 4)
		for k := range dice {
			dice[k] = s.dice().Die(6)
		}
		s.marks(m.Seat).Analyzed++
		c.Helpers = append(c.Helpers, Helper{Seat: m.Seat}) // a Help, its bust and company, without a Blessing
		what := "no equal piles: only the bust"
		if equalPiles(dice) {
			c.Analytic += AnalyticalBonus
			what = fmt.Sprintf("two equal piles: +%d to the lowest roll, and a bust", AnalyticalBonus)
		}
		ev.Seat, ev.Faces = m.Seat, dice
		ev.Text = fmt.Sprintf("seat %d helps analytically: %s, %s", m.Seat+1, facesText(dice), what)
	case Ascend:
		ch := &s.Party[c.Seat]
		for _, v := range []int{m.Value, m.Value, m.Other, m.Other} {
			ch.Blessings = remove(ch.Blessings, v)
		}
		c.Spark, c.Spark3, c.SparkRoll = m.Second, m.Stat, len(c.Results)
		ev.Text = fmt.Sprintf("seat %d sparks %v with %v and %v (Ascendant)", r, c.Use, m.Second, m.Stat)
	case Harmonize:
		ch, p := &s.Party[c.Seat], &s.Party[m.Other]
		ch.Blessings, p.Blessings = remove(ch.Blessings, m.Value), remove(p.Blessings, m.Value)
		c.Spark, c.Partner, c.SparkRoll = m.Second, m.Other+1, len(c.Results)
		c.Lit = p.Ignites(m.Second)
		ev.Text = fmt.Sprintf("seat %d sparks %v with seat %d's %v (Harmonious)", r, c.Use, m.Other+1, m.Second)
	case Determine:
		c.Determined = true
		ev.Text = fmt.Sprintf("seat %d is Determined: their conditions do no harm this check", r)
	case Insure:
		c.Insured = m.Seat + 1
		ev.Text = m.say("the check tends seat {seat}'s wounds: Insured, it succeeds")
	case Shield:
		c.Defender = m.Seat + 1
		ev.Text = m.say("seat {seat} is Protective and becomes the defender")
	case Tactic:
		e := s.Endeavor
		k := slices.Index(e.Order[e.Turn+1:], e.racer(m.Seat)) + e.Turn + 1
		e.Order = slices.Delete(e.Order, k, k+1) // clone copied the order
		ev.Text = fmt.Sprintf("seat %d helped seat %d's action (Tactical) and skips their turn this round", m.Seat+1, r)
	case Resolve:
		c.Resolved = m.Seat + 1
		ev.Text = m.say("seat {seat} is Resolved: a success costs the attacker a boon and a bust, and gives seat {seat} a Blessing")
	default:
		s.spec2Roller(m, ev)
	}
}

func (s *State) spec2Roller(m Move, ev *Event) {
	c := s.Check
	r := c.Seat + 1
	switch m.Kind {
	case SelfAccept:
		c.SelfAccept = true
		ev.Text = fmt.Sprintf("seat %d is Self-Accepted: one more boon on a success", r)
	case Attend:
		c.Attack = Violent
		ev.Text = fmt.Sprintf("seat %d is Attentive: a violent attack with %v", r, c.Use)
	case KeepCalm:
		c.Calm = true
		ev.Text = fmt.Sprintf("seat %d is Calm: the first roll is kept for later this session", r)
	case UseCalm:
		c.CalmRoll = s.mark(c.Seat).Kept
		ev.Text = fmt.Sprintf("seat %d uses the roll Calm kept (%d) as the first roll", r, c.CalmRoll)
	}
}

// equalPiles reports whether four dice split into two pairs whose sums or
// products are equal (1, 1, 1, 2: 1 × 2 = 1 + 1).
func equalPiles(d []int) bool {
	for _, p := range [][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
		a, b, x, y := d[p[0]], d[p[1]], d[p[2]], d[p[3]]
		for _, l := range []int{a + b, a * b} {
			if l == x+y || l == x*y {
				return true
			}
		}
	}
	return false
}

// settle2 takes what a settled check owes edition 2: recharges and
// uses, Resolved's Blessing, Calm's kept roll, Attentive's stat, the
// ethics' banks and the delayed attack it answered.
func (s *State) settle2(c Check, o *Outcome, ev *Event) {
	spend := func(seat int, p Spec) { s.Spent = setBit(s.Spent, seat, p, true) }
	if c.Determined {
		spend(c.Seat, Determined)
	}
	if c.Insured > 0 {
		spend(c.Insured-1, Insured)
	}
	if c.Defender > 0 {
		spend(c.Defender-1, Protective)
	}
	if c.Attack == Violent && c.Stat != Hurt { // only Attentive attacks so
		spend(c.Seat, Attentive)
	}
	if c.Resolved > 0 && (o.Success || s.Config.Edition < 3) {
		// From edition 3 an attack that fails leaves Resolved unused (HB-47).
		spend(c.Resolved-1, Resolved)
		if o.Success {
			d := &s.Party[c.Resolved-1]
			got := rollBlessings(s.dice())
			got = got[:min(len(got), MaxBlessings-len(d.Blessings))]
			d.Blessings = append(d.Blessings, got...)
			ev.Text += fmt.Sprintf("; seat %d is Resolved and gains %s", c.Resolved, gainedText(got))
		}
	}
	mk := s.mark(c.Seat)
	if s.HasSpec(c.Seat, Attentive) || mk.Armed != NoStat {
		armed := NoStat
		if o.Success && (c.Use == Hand || c.Use == Heart || c.Stat == Hand || c.Stat == Heart) {
			armed = c.Use
		}
		s.marks(c.Seat).Armed = armed
	}
	if c.Calm {
		m := s.marks(c.Seat)
		m.Calmed = true
		if len(c.Results) > 0 {
			m.Kept = c.Results[0].Sum
		}
	}
	if c.CalmRoll > 0 {
		s.marks(c.Seat).Kept = 0
	}
	s.bankCheck(c, o, ev)
	s.trapAnswered(c, *o, ev)
	s.fatigueAnswered(c, *o, ev)
}

// endSession2 ends what lasts a session: Analytical's and Calm's uses,
// Greed & Vanity's banking and Fairness & Value's favorability.
func (s *State) endSession2() {
	s.Marks = slices.Clone(s.Marks)
	for i := range s.Marks {
		m := &s.Marks[i]
		m.Analyzed, m.Calmed, m.Kept, m.Greedy, m.Famed = 0, false, 0, false, 0
	}
	s.FavorTemp = nil
}

// sparkSizes are the dice of the check's spark: the stat rolled's, the
// second stat's (the partner's, in a Harmonious spark) and Ascendant's third.
func (s State) sparkSizes(ch Character, c Check) []Size {
	second := ch.Die(c.Spark)
	if c.Partner > 0 {
		second = s.Party[c.Partner-1].Die(c.Spark)
	}
	z := []Size{ch.Die(c.Use), second}
	if c.Spark3 != NoStat {
		z = append(z, ch.Die(c.Spark3))
	}
	return z
}

// sparkBumps reports whether the spark's dice bump: an Ache on any of its
// stats stops them, the partner's Aches being the partner's own.
func (s State) sparkBumps(ch Character, c Check) bool {
	if c.Partner == 0 && c.Spark3 == NoStat {
		return bumps(ch, c)
	}
	if !bumps(ch, Check{Use: c.Use, Determined: c.Determined}) {
		return false
	}
	if c.Partner > 0 {
		return !s.Party[c.Partner-1].HasOn(Ache, c.Spark)
	}
	return c.Determined || (!ch.HasOn(Ache, c.Spark) && !ch.HasOn(Ache, c.Spark3))
}

// validTactic: a Tactical roller's Endeavor action, helped by an ally
// who has not acted yet this round.
func validTactic(s State, m Move) error {
	c, e := s.Check, s.Endeavor
	switch {
	case c == nil || e == nil || e.Acting == NoAction || !s.HasSpec(c.Seat, Tactical):
		return illegal("Tactical works in the roller's own Endeavor action")
	case !slices.ContainsFunc(c.Helpers, func(h Helper) bool { return h.Seat == m.Seat }):
		return m.illegal("seat {seat} has not helped this action")
	}
	i := e.racer(m.Seat)
	if i < 0 || !slices.Contains(e.Order[e.Turn+1:], i) || e.opposed(e.racer(c.Seat), i) && e.Kind == Monstrous {
		return m.illegal("seat {seat} is no ally yet to act this round")
	}
	return nil
}
