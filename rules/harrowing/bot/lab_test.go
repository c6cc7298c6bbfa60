package bot

import (
	"errors"
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/lab"
	"lantern/rules/rng"
)

// The lab's Harrowing game is the same on a seed every time, and a table
// that starts with Bane five higher and one omen an effigy wins less
// often than the rulebook's over a few dozen games.
func TestLabSim(t *testing.T) {
	ci := harrowing.Lantern().Circles[0]
	sim := Sim(ci, 2, 2, harrowing.Variant{Omens: 1, Bane: 5})
	a, err := sim(3, true, never)
	b, _ := sim(3, true, never)
	if err != nil || a != b {
		t.Fatalf("seed 3: %+v then %+v, %v", a, b, err)
	}
	r := lab.Run{Sim: sim, Games: 30, Seed: 1}
	r.Step(func() bool { return false })
	if r.Err != nil || r.Var.Games != 30 {
		t.Fatalf("run %+v", r)
	}
	t.Logf("standard won %d of 30, the house rule %d", r.Std.Wins, r.Var.Wins)
	if r.Var.Wins >= r.Std.Wins {
		t.Errorf("the house rule won %d of 30, the standard game %d", r.Var.Wins, r.Std.Wins)
	}
}

// The house rule's side of a lab game plays its own number of effigies
// under its own rule; the effigies both sides have share their sins.
func TestLabHouseEffigies(t *testing.T) {
	ci := harrowing.Lantern().Circles[0]
	house := harrowing.Variant{Growth: harrowing.GrowDoubled}
	for _, c := range []struct{ n, houseN int }{{2, 2}, {2, 4}, {3, 1}} {
		std, _, err := labGame(ci, c.n, c.houseN, house, 5, false)
		s, _, err2 := labGame(ci, c.n, c.houseN, house, 5, true)
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		if len(std.Effigies) != c.n || len(s.Effigies) != c.houseN || std.Config.Variant != (harrowing.Variant{}) || s.Config.Variant != house {
			t.Fatalf("%+v: %d effigies under %+v, %d under %+v", c, len(std.Effigies), std.Config.Variant, len(s.Effigies), s.Config.Variant)
		}
		for i := range min(c.n, c.houseN) {
			if s.Config.Sins[i] != std.Config.Sins[i] {
				t.Errorf("%+v: effigy %d's sins %v and %v", c, i+1, std.Config.Sins[i], s.Config.Sins[i])
			}
		}
	}
}

// The lab's game ticks inside the bot's look-ahead, at least once for
// every imagined future of every move it weighs, so a browser is never
// held for a whole move; and it is the game Play plays on the same seed.
func TestLabSimTicksWhileItThinks(t *testing.T) {
	ci := harrowing.Lantern().Circles[0]
	for seed := uint64(1); seed <= 3; seed++ {
		r := rng.New(^seed)
		s, err := harrowing.New(Config(ci, 2, &r), seed)
		if err != nil {
			t.Fatal(err)
		}
		futures := 0 // the futures the bot imagines over the game, each move's candidates times Samples
		end, moves, err := Play(s, &r, func(before harrowing.State, _ harrowing.Move, _ []harrowing.Event) {
			if n := len(sensible(before, harrowing.Legal(before))); n > 1 {
				futures += n * Samples
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		ticks := 0
		o, err := Sim(ci, 2, 2, harrowing.Variant{})(seed, false, func() bool { ticks++; return false })
		if err != nil || o.Length != moves || o.Won != (end.Result == harrowing.Won) {
			t.Fatalf("seed %d: the lab's game %+v (%v), Play's %d moves, %v", seed, o, err, moves, end.Result)
		}
		if ticks < futures {
			t.Errorf("seed %d: %d ticks over %d moves that weighed %d futures", seed, ticks, moves, futures)
		}
	}
}

// BenchmarkLabGame is a lab game of two effigies in the first circle.
func BenchmarkLabGame(b *testing.B) {
	sim := Sim(harrowing.Lantern().Circles[0], 2, 2, harrowing.Variant{})
	for i := range b.N {
		if _, err := sim(uint64(i), false, never); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// never is a lab tick whose run is never stopped.
func never() bool { return false }

// A stopped run gives a Harrowing game up within the move being weighed,
// asking no more once told.
func TestLabSimGivesUpWhenStopped(t *testing.T) {
	ticks := 0
	_, err := Sim(harrowing.Lantern().Circles[0], 2, 2, harrowing.Variant{})(1, false, func() bool { ticks++; return ticks == 10 })
	if !errors.Is(err, lab.ErrStopped) || ticks != 10 {
		t.Errorf("stopped at tick 10: %d ticks, %v", ticks, err)
	}
}
