package hunt

import (
	"math"
	"testing"

	"lantern/rules/dice"
	"lantern/rules/luck"
	"lantern/rules/rng"
)

func TestTallyCountsAHunt(t *testing.T) {
	var d10, d100 luck.Tally
	for seed := uint64(1); seed <= 40; seed++ {
		cfg := scripted(t)[seed%3]
		moves, end, events := script(t, cfg, seed)
		rec, err := Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		g, err := Tally(rec, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !g.Over || g.Won || !g.Unscored {
			t.Errorf("seed %d: over %v won %v unscored %v", seed, g.Over, g.Won, g.Unscored)
		}
		rolled, counted := 0, 0
		for _, e := range events {
			if e.Kind == Rolled {
				rolled++
			}
		}
		for _, c := range g.Counts {
			if c.Group == "Hunt events" {
				counted += c.N
			}
		}
		if rolled != counted || end.Phase != Over {
			t.Errorf("seed %d: %d events rolled, %d counted", seed, rolled, counted)
		}
		for _, r := range g.Rolls {
			if r.Level {
				d100.Add(r.Dist, r.Got)
			} else {
				d10.Add(r.Dist, r.Got)
			}
		}
	}
	for _, tl := range []luck.Tally{d10, d100} {
		if tl.Rolls < 40 || tl.Unusual() {
			t.Errorf("%d rolls at percentile %.4f: the dice weighed are not the dice rolled", tl.Rolls, tl.Percentile())
		}
	}
}

// The event table's d100 and the d10 weigh as the dice roll.
func TestUniformMatchesTheDice(t *testing.T) {
	r := rng.New(5)
	const trials = 200_000
	var tens, hundreds [11]float64
	for range trials {
		tens[r.Die(10)]++
		hundreds[(dice.D100(&r).Value()-1)/10+1]++ // by tens: 1–10, 11–20…
	}
	d := luck.Uniform(TableRows)
	for v := 1; v <= 10; v++ {
		band := 0.0
		for _, p := range d[v*10-9 : v*10+1] {
			band += p
		}
		if math.Abs(tens[v]/trials-luck.Uniform(10)[v]) > 0.005 || math.Abs(hundreds[v]/trials-band) > 0.005 {
			t.Errorf("%d: d10 %.4f, d100 band %.4f, weighed %.4f", v, tens[v]/trials, hundreds[v]/trials, band)
		}
	}
}
