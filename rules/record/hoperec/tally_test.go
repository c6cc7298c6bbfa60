package hoperec

import (
	"math"
	"testing"

	"lantern/rules/luck"
	"lantern/rules/rng"
)

func TestTallyCountsAWholeGame(t *testing.T) {
	var all luck.Tally
	for seed := uint64(1); seed <= 30; seed++ {
		cfg := config(3+int(seed%3), seed%2 == 0)
		s, moves := playGame(t, cfg, seed)
		rec, err := Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		g, err := Tally(rec, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g.Over != s.Over || g.Won != s.Won {
			t.Errorf("seed %d: over %v won %v, state says %v %v", seed, g.Over, g.Won, s.Over, s.Won)
		}
		dead := 0
		for x := range s.N {
			if !s.Seats[x].Alive {
				dead++
			}
		}
		counted := 0
		for _, c := range g.Counts {
			if c.Group == "Deaths by cause" {
				counted += c.N
			}
		}
		if counted < dead { // a newcomer can take a dead seat: deaths ≥ empty seats
			t.Errorf("seed %d: %d deaths counted, %d seats dead", seed, counted, dead)
		}
		for _, r := range g.Rolls {
			if r.Got < 0 || r.Got >= len(r.Dist) {
				t.Fatalf("seed %d: %d successes of %d dice", seed, r.Got, len(r.Dist)-1)
			}
			all.Add(r.Dist, r.Got)
		}
	}
	// The engine's dice are fair: all its rolls together read as such.
	if all.Rolls < 100 || all.Unusual() {
		t.Errorf("%d rolls at percentile %.4f: the dice counted are not the dice rolled", all.Rolls, all.Percentile())
	}
}

// The odds weighed are those of the dice the engine rolls (a d6, 4+).
func TestPoolMatchesTheDice(t *testing.T) {
	r := rng.New(7)
	const n, trials = 5, 200_000
	var seen [n + 1]float64
	for range trials {
		k := 0
		for range n {
			if r.Die(6) >= 4 {
				k++
			}
		}
		seen[k]++
	}
	for k, p := range pool(n) {
		if f := seen[k] / trials; math.Abs(f-p) > 0.005 {
			t.Errorf("%d successes of %d: rolled %.4f, weighed %.4f", k, n, f, p)
		}
	}
	if d := pool(0); len(d) != 1 || d[0] != 1 {
		t.Errorf("no dice: %v", d)
	}
}
