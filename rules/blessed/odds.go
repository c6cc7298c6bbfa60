package blessed

import "sort"

// OddsCutoff is where Chances stops following a bump chain: the chance
// still unaccounted for is below it.
const OddsCutoff = 1e-12

// oddsCap is the value every larger total is folded into: 21 stays a
// Maximum success after any modifier (the worst is −1).
const oddsCap = 21

// Odds is the chance of each outcome of a check.
type Odds struct {
	Tier    [5]float64 // by Tier: the check's outcome as Outcome.Tier reads it
	Success float64
	// Boon is the chance the settled check brings at least one boon,
	// ordinary or exceptional: the rolls' boons add up on Hard and
	// Complex checks, and Disarmed takes one away.
	Boon float64
}

// dist is a roll's chance by total, totals above oddsCap folded into it.
type dist [oddsCap + 1]float64

// dieDist is the total of one die of size z, bumping or not.
func dieDist(z Size, bump bool) dist {
	return groupDist([]Size{z}, bump)
}

// groupDist is the total of dice rolled as one group: while any shows 1,
// all roll again and add. It follows the chain until the chance left is
// below OddsCutoff (or every total is past oddsCap).
func groupDist(sizes []Size, bump bool) dist {
	var d dist
	// carry[v] is the chance of having banked v and rolling the group again.
	carry := map[int]float64{0: 1}
	for len(carry) > 0 {
		next := map[int]float64{}
		left := 0.0
		for base, p := range carry {
			for _, o := range groupFaces(sizes) {
				v, q := min(base+o.sum, oddsCap), p*o.p
				if bump && o.one && v < oddsCap {
					next[v] += q
					left += q
				} else {
					d[v] += q
				}
			}
		}
		if left < OddsCutoff {
			for v, q := range next {
				d[v] += q // the chain's last sliver stays on its banked total
			}
			break
		}
		carry = next
	}
	return d
}

type groupFace struct {
	sum int
	one bool
	p   float64
}

// groupFaces lists every face combination of one throw of the group.
func groupFaces(sizes []Size) []groupFace {
	out := []groupFace{{p: 1}}
	for _, z := range sizes {
		var more []groupFace
		for _, g := range out {
			for f := 1; f <= int(z); f++ {
				more = append(more, groupFace{sum: g.sum + f, one: g.one || f == 1, p: g.p / float64(z)})
			}
		}
		out = more
	}
	return out
}

// point is a roll already made.
func point(v int) dist {
	var d dist
	d[min(v, oddsCap)] = 1
	return d
}

// Chances gives the odds of the check under way, as it stands: the rolls
// made count as made, the rest are rolled with the stat, spark, Help and
// conditions as they are now. ok is false when no check is under way.
func Chances(s State) (o Odds, ok bool) {
	if s.Check == nil {
		return o, false
	}
	c := *s.Check
	ch := s.rollerDice(s.Party[c.Seat], c)
	if c.VexedBy > 0 || c.Immune {
		o.Tier[Failure] = 1
		return o, true
	}
	rolls, sparked := rollDists(s, ch, c)
	return judgeFor(ch, c, sparked).odds(rolls), true
}

// judgeFor reads check c as settle does, its rolls sparked or not.
func judgeFor(ch Character, c Check, sparked []bool) judge {
	j := judge{mod: modifier(ch, c), help: c.lowBonus(), complex: c.Difficulty == Complex,
		lose: c.costs(ch), gain: c.extraBoons(), insured: c.Insured > 0}
	for _, sp := range sparked {
		j.rounds = append(j.rounds, roundingFor(ch, c, sp))
	}
	return j
}

// judge reads roll totals as settle does: modifiers on every roll, Help
// on the lowest (the first of ties), then each roll's rounding.
type judge struct {
	mod, help int
	complex   bool
	lose      int  // boons a success loses (settle's disarm: Disarmed, Resolved)
	gain      int  // boons a success gains (Favored, Self-Accepted)
	insured   bool // a failing roll reads as 5 (Insured)
	rounds    []rounding
}

func (j judge) tier(i, v int, helped bool) Tier {
	v += j.mod
	if helped {
		v += j.help
	}
	if t := TierOf(j.rounds[i].final(v)); t != Failure || !j.insured {
		return t
	}
	return Minor
}

// pass says whether a check with this many failed rolls succeeds.
func (j judge) pass(fails int) bool { return fails == 0 || (j.complex && fails < 2) }

// lowState is what the odds need to know of the rolls so far: the lowest
// total and whose rounding it takes, and how the other rolls went (their
// failures, capped at 2, their worst success tier, and their boons,
// capped at 3 since Disarmed and Resolved take at most two).
type lowState struct {
	low   int
	round int // index of the roll holding low
	fails int
	worst Tier
	boons int
}

// odds folds the rolls in one at a time, keeping a distribution over
// lowState: a few hundred states, where listing every combination of
// totals would take millions for a five-roll check.
func (j judge) odds(rolls []dist) Odds {
	states := map[lowState]float64{}
	for v, p := range rolls[0] {
		if p > 0 {
			states[lowState{low: v, worst: Maximum}] += p
		}
	}
	for i := 1; i < len(rolls); i++ {
		next := map[lowState]float64{}
		for _, st := range ordered(states) {
			p := states[st]
			for v, q := range rolls[i] {
				if q > 0 {
					next[j.fold(st, i, v)] += p * q
				}
			}
		}
		states = next
	}
	var o Odds
	for _, st := range ordered(states) {
		p := states[st]
		t := j.tier(st.round, st.low, true)
		fails := st.fails
		if t == Failure {
			fails++
		}
		if !j.pass(fails) {
			o.Tier[Failure] += p
			continue
		}
		if t != Failure {
			st.worst = min(st.worst, t)
		}
		o.Tier[st.worst] += p
		o.Success += p
		if j.boons(st.boons, t) > 0 {
			o.Boon += p
		}
	}
	return o
}

// boons is how many boons a successful check keeps: the other rolls'
// (capped), the lowest roll's, less the one Disarmed takes.
func (j judge) boons(others int, low Tier) int {
	if low >= Major {
		others++
	}
	return others + j.gain - min(j.lose, others+j.gain)
}

// ordered lists the states in a fixed order, so the sums, and the odds
// shown, come out the same to the last bit on every run and device.
func ordered(m map[lowState]float64) []lowState {
	keys := make([]lowState, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].before(keys[j]) })
	return keys
}

// before orders states field by field, low first: the keys of a map all
// differ, so any sort puts them in this one order. (sort.Slice is linked
// already; a slices.SortFunc of its own cost the game some 14 KB of code.)
func (a lowState) before(b lowState) bool {
	x := [...]int{a.low, a.round, a.fails, int(a.worst), a.boons}
	y := [...]int{b.low, b.round, b.fails, int(b.worst), b.boons}
	for k := range x {
		if x[k] != y[k] {
			return x[k] < y[k]
		}
	}
	return false
}

// fold adds roll i's total v: whichever of it and the old lowest is not
// the lowest now is read unhelped into the counts.
func (j judge) fold(st lowState, i, v int) lowState {
	other, idx := v, i
	if v < st.low {
		other, idx = st.low, st.round
		st.low, st.round = v, i
	}
	t := j.tier(idx, other, false)
	switch {
	case t == Failure:
		st.fails = min(st.fails+1, 2)
	case t >= Major:
		st.boons = min(st.boons+1, 3)
	}
	if t != Failure {
		st.worst = min(st.worst, t)
	}
	return st
}

// rollDists is each roll's distribution and whether it is the spark.
func rollDists(s State, ch Character, c Check) ([]dist, []bool) {
	var ds []dist
	var sparked []bool
	position, known := s.actionRoll(&c) // an Endeavor action's first roll is made already
	for i := range c.Rolls {
		sp := c.Spark != NoStat && c.SparkRoll == i
		switch {
		case i < len(c.Results):
			ds = append(ds, point(max(c.Results[i].Sum-c.haunt(i), 0)))
			sp = c.Results[i].Sparked
		case i == 0 && known:
			ds = append(ds, point(sum(position)))
		case i == 0 && c.CalmRoll > 0:
			ds = append(ds, point(c.CalmRoll))
		case sp:
			ds = append(ds, s.hordeDist(c.Seat, groupDist(s.sparkSizes(ch, c), s.sparkBumps(ch, c))))
		default:
			ds = append(ds, s.hordeDist(c.Seat, dieDist(ch.Die(c.Use), bumps(ch, Check{Use: c.Use, Determined: c.Determined}))))
		}
		sparked = append(sparked, sp)
	}
	return ds, sparked
}
