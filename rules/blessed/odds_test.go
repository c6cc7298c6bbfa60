package blessed

import (
	"fmt"
	"math"
	"testing"
	"time"
)

func TestDieDistExact(t *testing.T) {
	d := dieDist(D4, true)
	// Past 4 only after a 1: then 4 (1/4), or 1 and 3+ (1/4 × 3/4).
	want := 7.0 / 64
	got := 0.0
	for v := 5; v <= oddsCap; v++ {
		got += d[v]
	}
	if math.Abs(got-want) > 1e-9 {
		t.Errorf("d4 passes 4 with chance %v, want %v", got, want)
	}
	if d[1] != 0 || math.Abs(d[2]-0.25) > 1e-12 {
		t.Errorf("d4 totals 1: %v, 2: %v", d[1], d[2])
	}
	two := dieDist(D2, true)
	if math.Abs(two[2]-0.5) > 1e-12 || math.Abs(two[3]-0.25) > 1e-12 {
		t.Errorf("a bumping d2 shows 2 half the time and 3 a quarter: %v", two[:5])
	}
	flat := dieDist(D10, false)
	for v := 1; v <= 10; v++ {
		if math.Abs(flat[v]-0.1) > 1e-12 {
			t.Fatalf("unbumped d10 total %d: %v", v, flat[v])
		}
	}
	for _, g := range []dist{d, two, flat, groupDist([]Size{D6, D6}, true), groupDist([]Size{D2, D2}, true)} {
		total := 0.0
		for _, p := range g {
			total += p
		}
		if math.Abs(total-1) > 1e-9 {
			t.Errorf("distribution sums to %v", total)
		}
	}
}

func TestChancesNeedsACheck(t *testing.T) {
	if _, ok := Chances(trio(t, 1)); ok {
		t.Fatal("odds without a check")
	}
}

// scenarios are checks under way, built by moves, for the odds tests.
func scenarios(t testing.TB) map[string]State {
	s := bless(trio(t, 1), 0, 4, 4, 6)
	s = bless(s, 1, 5, 6)
	s = bless(s, 2, 3)
	ready := func(s State, ms ...Move) State {
		for _, m := range ms {
			s, _ = step(t, s, m)
		}
		return s
	}
	b := func(seat int, st Stat) Move { return Move{Kind: BeginCheck, Seat: seat, Stat: st, Use: st} }
	e2 := edition2Table(t)
	return map[string]State{
		"d4 normal":                              ready(s, b(0, Home)),
		"d8 easy":                                ready(s, b(0, Heart), Move{Kind: SetDifficulty, Difficulty: Easy}),
		"d6 hard helped":                         ready(s, b(0, Hurry), Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: Help, Seat: 1, Value: 5}),
		"d4 complex 3 apt":                       ready(s, b(0, Home), Move{Kind: SetDifficulty, Difficulty: Complex, Value: 3}, Move{Kind: SetFlag, Flag: Apt, On: true}),
		"d4 spark":                               ready(s, b(0, Home), Move{Kind: Spark, Second: Hand, Value: 4}),
		"uncool hard spark":                      ready(with(s, 0, Uncool, 0), b(0, Home), Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: Spark, Second: Hand, Value: 4}, Move{Kind: Help, Seat: 2, Value: 3}),
		"ache d8":                                ready(with(s, 0, Ache, Heart), b(0, Heart)),
		"one roll made":                          ready(s, b(1, Head), Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: Roll}),
		"complex 5 helped":                       ready(s, b(0, Home), Move{Kind: SetDifficulty, Difficulty: Complex, Value: 5}, Move{Kind: Spark, Second: Hand, Value: 4}, Move{Kind: Help, Seat: 1, Value: 5}),
		"edition 2: determined uncool ache hard": ready(with(with(e2, 1, Uncool, 0), 1, Ache, Head), b(1, Head), Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: Determine}),
		"edition 2: analytical hard":             ready(e2, b(0, Heart), Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: Analyze, Seat: 2}),
		"edition 2: harmonious spark":            ready(e2, b(1, Hurry), Move{Kind: Harmonize, Other: 2, Second: Head, Value: 3}),
	}
}

// edition2Table is a table of three whose Specializations change checks:
// seat 1 Determined, Harmonious, Self-Accepted; seat 2 Analytical,
// Harmonious and Resolved.
func edition2Table(t testing.TB) State {
	s := specTable(t, map[int][]Spec{1: {Determined, Harmonious, SelfAccepted}, 2: {Analytical, Harmonious, Resolved}})
	return bless(bless(s, 1, 3, 5), 2, 3)
}

// monteCarlo plays the check's remaining rolls n times with the package's
// own roller and settle, and counts outcomes.
func monteCarlo(t testing.TB, s State, n int) Odds {
	var o Odds
	for i := range n {
		s.RNG.State = uint64(i)*0x9e3779b97f4a7c15 + 17
		c := s
		for !c.Check.Done() {
			c, _ = step(t, c, Move{Kind: Roll})
		}
		_, ev := step(t, c, Move{Kind: Settle})
		out := ev[0].Outcome
		o.Tier[out.Tier]++
		if out.Success {
			o.Success++
		}
	}
	for i := range o.Tier {
		o.Tier[i] /= float64(n)
	}
	o.Success /= float64(n)
	return o
}

func TestChancesMatchMonteCarlo(t *testing.T) {
	const n = 20000
	for name, s := range scenarios(t) {
		t.Run(name, func(t *testing.T) {
			exact, ok := Chances(s)
			if !ok {
				t.Fatal("no odds")
			}
			sum := 0.0
			for _, p := range exact.Tier {
				sum += p
			}
			if math.Abs(sum-1) > 1e-9 || math.Abs(exact.Success-(1-exact.Tier[Failure])) > 1e-9 {
				t.Fatalf("tiers sum to %v, success %v", sum, exact.Success)
			}
			mc := monteCarlo(t, s, n)
			for i, p := range exact.Tier {
				// Four standard errors, and never tighter than 0.004.
				tol := max(4*math.Sqrt(p*(1-p)/n), 0.004)
				if math.Abs(mc.Tier[i]-p) > tol {
					t.Errorf("%v: exact %.4f, Monte Carlo %.4f", Tier(i), p, mc.Tier[i])
				}
			}
			t.Logf("success %.4f (Monte Carlo %.4f)", exact.Success, mc.Success)
		})
	}
}

func TestChancesVexed(t *testing.T) {
	s := begin(t, with(trio(t, 1), 0, Vexed, Heart), 0, Heart, Heart)
	s, _ = step(t, s, Move{Kind: Vex, Seat: 1})
	if o, _ := Chances(s); o.Success != 0 || o.Tier[Failure] != 1 {
		t.Fatalf("vexed odds %+v", o)
	}
}

func TestChancesSpeed(t *testing.T) {
	s := scenarios(t)["complex 5 helped"]
	start := time.Now()
	Chances(s)
	took := time.Since(start)
	t.Logf("odds of a five-roll complex check: %v", took)
	if took > 100*time.Millisecond {
		t.Errorf("odds took %v", took)
	}
}

func ExampleChances() {
	s, _ := New(Config{}, 1)
	s, _, _ = Apply(s, Move{Kind: AddCharacter, Stat: Heart, Lifestyle: Carefree, Ethic: ViceVirtue})
	s, _, _ = Apply(s, Move{Kind: BeginCheck, Seat: 0, Stat: Heart, Use: Heart})
	o, _ := Chances(s)
	fmt.Printf("Heart d8, Normal: %.1f%% success, %.2f%% major or better\n", 100*o.Success, 100*(o.Tier[Major]+o.Tier[Maximum]))
	// Output:
	// Heart d8, Normal: 59.2% success, 0.03% major or better
}

// read is the brute-force judge: every roll's tier from the totals.
func (j judge) read(vals []int) (tier Tier, ok bool, boons int) {
	low := 0
	for i, v := range vals {
		if v < vals[low] {
			low = i
		}
	}
	fails, worst := 0, Maximum
	for i, v := range vals {
		t := j.tier(i, v, i == low)
		switch {
		case t == Failure:
			fails++
		case t >= Major:
			boons++
		}
		if t != Failure {
			worst = min(worst, t)
		}
	}
	if !j.pass(fails) {
		return Failure, false, 0
	}
	return worst, true, boons + j.gain - j.lose
}

// enumerate calls f with every combination of totals and its chance.
func enumerate(ds []dist, f func([]int, float64)) {
	vals := make([]int, len(ds))
	var walk func(i int, p float64)
	walk = func(i int, p float64) {
		if i == len(ds) {
			f(vals, p)
			return
		}
		for v, q := range ds[i] {
			if q > 0 {
				vals[i] = v
				walk(i+1, p*q)
			}
		}
	}
	walk(0, 1)
}

// The folded odds must equal listing every combination of totals.
func TestOddsMatchEnumeration(t *testing.T) {
	all := boonScenarios(t)
	for name, s := range scenarios(t) {
		all[name] = s
	}
	for name, s := range all {
		t.Run(name, func(t *testing.T) {
			c := *s.Check
			ch := s.Party[c.Seat]
			rolls, sparked := rollDists(s, ch, c)
			j := judgeFor(ch, c, sparked)
			var want Odds
			enumerate(rolls, func(vals []int, p float64) {
				tier, ok, boons := j.read(vals)
				want.Tier[tier] += p
				if ok {
					want.Success += p
				}
				if boons > 0 {
					want.Boon += p
				}
			})
			got, _ := Chances(s)
			for i := range got.Tier {
				if math.Abs(got.Tier[i]-want.Tier[i]) > 1e-12 {
					t.Errorf("%v: folded %v, enumerated %v", Tier(i), got.Tier[i], want.Tier[i])
				}
			}
			if math.Abs(got.Boon-want.Boon) > 1e-12 {
				t.Errorf("boon: folded %v, enumerated %v", got.Boon, want.Boon)
			}
		})
	}
}

func TestChancesRepeatExactly(t *testing.T) {
	s := scenarios(t)["complex 5 helped"]
	first, _ := Chances(s)
	for range 20 {
		if again, _ := Chances(s); again != first {
			t.Fatalf("odds changed between calls: %v then %v", first, again)
		}
	}
}
