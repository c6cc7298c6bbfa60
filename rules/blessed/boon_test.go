package blessed

import (
	"math"
	"testing"
)

// boonScenarios are checks whose boons the tier alone misreads: Disarmed
// takes the only boon of a single roll, and Hard and Complex checks add up
// the boons of rolls better than their worst.
func boonScenarios(t testing.TB) map[string]State {
	s := bless(trio(t, 1), 0, 4, 4)
	s = bless(s, 1, 5, 6)
	spark := Move{Kind: Spark, Second: Hand, Value: 4}
	hard := Move{Kind: SetDifficulty, Difficulty: Hard}
	// check begins seat 0's check of st (violent when Disarmed) and frames it.
	check := func(st Stat, disarmed bool, ms ...Move) State {
		c := s
		if disarmed {
			c = with(c, 0, Disarmed, 0)
			ms = append([]Move{{Kind: SetAttack, Attack: Violent}}, ms...)
		}
		c, _ = step(t, c, Move{Kind: BeginCheck, Seat: 0, Stat: st, Use: st})
		for _, m := range ms {
			c, _ = step(t, c, m)
		}
		return c
	}
	return map[string]State{
		"disarmed violent sparked": check(Hurt, true, spark),
		"disarmed violent hard":    check(Hurt, true, hard, spark),
		"d4 hard sparked":          check(Home, false, hard, spark),
		"d8 hard":                  check(Heart, false, hard),
		"d8 complex 5 helped":      check(Heart, false, Move{Kind: SetDifficulty, Difficulty: Complex, Value: 5}, Move{Kind: Help, Seat: 1, Value: 6}),
		"d4 complex 4 apt sparked": check(Home, false, Move{Kind: SetDifficulty, Difficulty: Complex, Value: 4}, Move{Kind: SetFlag, Flag: Apt, On: true}, spark),
		"edition 2: resolved against a disarmed violent attack": edition2Check(t, with(edition2Table(t), 1, Disarmed, 0), 1, Hurt, Hurt,
			Move{Kind: SetAttack, Attack: Violent}, Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: Target, Other: 2}, Move{Kind: Resolve, Seat: 2}),
		"edition 2: self-accepted hard": edition2Check(t, edition2Table(t), 1, Head, History,
			Move{Kind: SetDifficulty, Difficulty: Hard}, Move{Kind: SelfAccept}),
	}
}

// edition2Check begins seat's check of st with use and frames it.
func edition2Check(t testing.TB, s State, seat int, st, use Stat, ms ...Move) State {
	s = begin(t, s, seat, st, use)
	for _, m := range ms {
		s, _ = step(t, s, m)
	}
	return s
}

// boonMonteCarlo settles the check n times with the package's own roller
// and counts the checks that brought a boon.
func boonMonteCarlo(t testing.TB, s State, n int) float64 {
	got := 0
	for i := range n {
		s.RNG.State = uint64(i)*0x9e3779b97f4a7c15 + 5
		c := s
		for !c.Check.Done() {
			c, _ = step(t, c, Move{Kind: Roll})
		}
		_, ev := step(t, c, Move{Kind: Settle})
		if o := ev[0].Outcome; o.Boons+o.Great > 0 {
			got++
		}
	}
	return float64(got) / float64(n)
}

func TestBoonChanceMatchesMonteCarlo(t *testing.T) {
	const n = 20000
	scen := boonScenarios(t)
	for name, s := range scenarios(t) {
		scen[name] = s
	}
	for name, s := range scen {
		t.Run(name, func(t *testing.T) {
			exact, _ := Chances(s)
			mc := boonMonteCarlo(t, s, n)
			tol := max(4*math.Sqrt(exact.Boon*(1-exact.Boon)/n), 0.003)
			if math.Abs(exact.Boon-mc) > tol {
				t.Errorf("chance of a boon: exact %.4f, Monte Carlo %.4f", exact.Boon, mc)
			}
		})
	}
}

// A single violent roll while Disarmed can never bring a boon.
func TestBoonChanceDisarmedSingleRollIsZero(t *testing.T) {
	s := boonScenarios(t)["disarmed violent sparked"]
	if o, _ := Chances(s); o.Boon != 0 {
		t.Fatalf("chance of a boon %v, want 0", o.Boon)
	}
}
