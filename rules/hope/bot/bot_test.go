package bot

import (
	"testing"

	"lantern/rules/hope"
	"lantern/rules/rng"
)

func seats(n int) []hope.SeatConfig {
	out := make([]hope.SeatConfig, n)
	for i := range out {
		out[i] = hope.SeatConfig{Name: string(rune('A' + i)), Bot: true}
	}
	return out
}

func game(t testing.TB, n int, x bool, seed uint64, p Policy) hope.State {
	s, err := hope.New(hope.Config{Seats: seats(n), Expansion: x}, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(^seed)
	pols := make([]Policy, n)
	for i := range pols {
		pols[i] = p
	}
	end, err := Play(s, pols, &r, nil)
	if err != nil {
		t.Fatal(err)
	}
	return end
}

func TestPoliciesFinishGames(t *testing.T) {
	for _, p := range []Policy{Cautious{}, Random{}} {
		t.Run(p.Name(), func(t *testing.T) {
			won := 0
			for seed := range uint64(200) {
				if game(t, 3+int(seed%3), seed%2 == 1, seed, p).Won {
					won++
				}
			}
			t.Logf("%s won %d of 200", p.Name(), won)
		})
	}
}

// TestCautiousBeatsRandom: a sensible policy must do better than chance,
// or it is not sensible.
func TestCautiousBeatsRandom(t *testing.T) {
	rate := func(p Policy) int {
		won := 0
		for seed := range uint64(300) {
			if game(t, 4, false, seed, p).Won {
				won++
			}
		}
		return won
	}
	if c, r := rate(Cautious{}), rate(Random{}); c <= r {
		t.Fatalf("cautious won %d, random %d of 300", c, r)
	}
}

func BenchmarkFullGame(b *testing.B) {
	b.ReportAllocs()
	for i := range b.N {
		game(b, 5, false, uint64(i), Cautious{})
	}
}
