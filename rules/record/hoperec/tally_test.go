package hoperec

import (
	"math"
	"testing"

	"lantern/rules/hope"
	"lantern/rules/luck"
	"lantern/rules/rng"
	"lantern/rules/tally"
)

func TestTallyCountsAWholeGame(t *testing.T) {
	var all luck.Tally
	losses := 0
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
		// A lost game is put down to its last death's cause, once.
		if want := lastDeath(t, cfg, seed, moves); s.Over && !s.Won {
			losses++
			if n := tallied(g, "Losses by cause", causes[want]); n != 1 {
				t.Errorf("seed %d: lost to %v, counted %d times", seed, want, n)
			}
		} else if n := tallied(g, "Losses by cause", ""); n != 0 {
			t.Errorf("seed %d: a game not lost counts %d losses", seed, n)
		}
		for _, r := range g.Rolls {
			if r.Got < 0 || r.Got >= len(r.Dist) {
				t.Fatalf("seed %d: %d successes of %d dice", seed, r.Got, len(r.Dist)-1)
			}
			all.Add(r.Dist, r.Got)
		}
	}
	if losses == 0 {
		t.Error("no game lost: the losses went untested")
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

// tallied is g's count of group's what, or of every row when what is "".
func tallied(g tally.Game, group, what string) int {
	n := 0
	for _, c := range g.Counts {
		if c.Group == group && (what == "" || c.What == what) {
			n += c.N
		}
	}
	return n
}

// lastDeath is the cause of the last death in the game of moves.
func lastDeath(t *testing.T, cfg hope.Config, seed uint64, moves []hope.Move) hope.Cause {
	s, err := newGame(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	last := hope.Alive
	for _, m := range moves {
		next, evs, _ := hope.Apply(s, m)
		for _, ev := range evs {
			if ev.Kind == hope.EvDeath {
				last = hope.Cause(ev.Value)
			}
		}
		s = next
	}
	return last
}
