package harrowing

import (
	"math"
	"testing"

	"lantern/rules/dice"
	"lantern/rules/luck"
	"lantern/rules/rng"
	"lantern/rules/tally"
)

func TestTallyWeighsEveryTest(t *testing.T) {
	var all luck.Tally
	for seed := uint64(1); seed <= 12; seed++ {
		moves, end := randomMoves(t, threeEffigies, seed, 400)
		g := tallyOf(t, seed, moves)
		if g.Over != (end.Result != Playing) || g.Won != (end.Result == Won) || !g.Campaign {
			t.Errorf("seed %d: over %v won %v campaign %v, result %v", seed, g.Over, g.Won, g.Campaign, end.Result)
		}
		tests := 0
		for _, c := range g.Counts {
			if c.Group == "Tests" {
				tests += c.N
				if c.Who != "Mara" && c.Who != "Ode" && c.Who != "Ilse" {
					t.Errorf("seed %d: a test by %q", seed, c.Who)
				}
			}
		}
		if tests != len(g.Rolls) {
			t.Errorf("seed %d: %d tests, %d rolls", seed, tests, len(g.Rolls))
		}
		for _, r := range g.Rolls {
			all.Add(r.Dist, r.Got)
		}
	}
	if all.Rolls < 50 || all.Unusual() {
		t.Errorf("%d tests at percentile %.4f: the dice weighed are not the dice rolled", all.Rolls, all.Percentile())
	}
}

// The worth of a throw of the red die, weighed and rolled.
func TestDoomMatchesTheDice(t *testing.T) {
	r := rng.New(3)
	const trials = 120_000
	var seen [3]float64
	for range trials {
		seen[worth(dice.Custom(&r, RedDie))]++
	}
	for v, p := range doom(RedDie) {
		if f := seen[v] / trials; math.Abs(f-p) > 0.005 {
			t.Errorf("worth %d: rolled %.4f, weighed %.4f", v, f, p)
		}
	}
}

// Every move but an answer begins a turn, and the tally counts the turns
// a game played, answers or not.
func TestTallyCountsTurns(t *testing.T) {
	for _, seed := range []uint64{2, 5} {
		moves, _ := randomMoves(t, threeEffigies, seed, 60)
		turns, answers := 0, 0
		for _, m := range moves {
			if m.Kind == Choose {
				answers++
			} else {
				turns++
			}
		}
		if answers == 0 || turns == 0 {
			t.Fatalf("seed %d: %d turns and %d answers prove nothing", seed, turns, answers)
		}
		g := tallyOf(t, seed, moves)
		got := -1
		for _, c := range g.Counts {
			if c.Group == "Turns" && c.What == "played" && c.Who == "" {
				got = c.N
			}
		}
		if got != turns {
			t.Errorf("seed %d: %d turns counted of %d moves, want %d", seed, got, len(moves), turns)
		}
	}
}

// tallyOf counts the three-effigy game of seed and moves.
func tallyOf(t *testing.T, seed uint64, moves []Move) tally.Game {
	t.Helper()
	rec, err := Adapter.Encode(threeEffigies, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Tally(rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
