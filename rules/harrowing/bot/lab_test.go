package bot

import (
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/lab"
)

// The lab's Harrowing game is the same on a seed every time, and a table
// that starts with Bane five higher and one omen an effigy wins less
// often than the rulebook's over a few dozen games.
func TestLabSim(t *testing.T) {
	ci := harrowing.Lantern().Circles[0]
	sim := Sim(ci, 2, harrowing.Variant{Omens: 1, Bane: 5})
	a, err := sim(3, true, func() {})
	b, _ := sim(3, true, func() {})
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

// BenchmarkLabGame is a lab game of two effigies in the first circle.
func BenchmarkLabGame(b *testing.B) {
	sim := Sim(harrowing.Lantern().Circles[0], 2, harrowing.Variant{})
	for i := range b.N {
		if _, err := sim(uint64(i), false, func() {}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
