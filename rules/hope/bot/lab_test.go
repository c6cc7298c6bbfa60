package bot

import (
	"testing"

	"lantern/rules/hope"
	"lantern/rules/lab"
)

// The lab's Hope sim plays the same game on a seed every time, and a
// house rule that starts every character at 1 Humanity loses more often
// than the standard game over a few dozen games.
func TestLabSim(t *testing.T) {
	sim := Sim(4, hope.Config{Variant: hope.Variant{Humanity: 1, Hope: -2}})
	a, err := sim(3, false, never)
	b, _ := sim(3, false, never)
	if err != nil || a != b {
		t.Fatalf("seed 3: %+v then %+v, %v", a, b, err)
	}
	r := lab.Run{Sim: sim, Games: 60, Seed: 1}
	r.Step(func() bool { return false })
	if r.Err != nil || r.Std.Games != 60 || r.Var.Games != 60 {
		t.Fatalf("run %+v", r)
	}
	if r.Var.Wins >= r.Std.Wins {
		t.Errorf("1 Humanity and two Hope dice fewer won %d of 60, the standard game %d", r.Var.Wins, r.Std.Wins)
	}
	for _, tl := range []lab.Tally{r.Std, r.Var} {
		if m := tl.Median(); m < 1 || m > hope.Rounds {
			t.Errorf("median round %d", m)
		}
	}
}

// BenchmarkLabGame is a lab game natively; make bench sets it beside the
// browser's (e2e BenchmarkLabHope).
func BenchmarkLabGame(b *testing.B) {
	sim := Sim(4, hope.Config{})
	for i := range b.N {
		if _, err := sim(uint64(i), false, never); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// The house-rule side plays the table's own cards: a deck of a few scenes
// ends each journey when they run out, sooner than Lantern's deck does.
func TestLabSimPlaysTheTablesCards(t *testing.T) {
	own := *hope.StandardDeck()
	own.Scenes = own.Scenes[:6]
	sim := Sim(3, hope.Config{Deck: &own})
	for seed := range uint64(5) {
		std, err := sim(seed, false, never)
		if err != nil {
			t.Fatal(err)
		}
		house, err := sim(seed, true, never)
		if err != nil {
			t.Fatal(err)
		}
		if house.Length > 3 || house.Length >= std.Length {
			t.Errorf("seed %d: six scenes for three seats lasted %d rounds, Lantern's cards %d", seed, house.Length, std.Length)
		}
	}
}

// never is a lab tick whose run is never stopped.
func never() bool { return false }
