package hope

import (
	"testing"

	"lantern/rules/rng"
)

// playRandom plays uniformly random legal moves until the game ends.
func playRandom(t testing.TB, cfg Config, seed uint64) (State, int) {
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed ^ 0xabcdef)
	steps := 0
	for !s.Over {
		ms := Legal(s)
		if len(ms) == 0 {
			t.Fatalf("seed %d: no legal move, pending %v phase %v", seed, s.Pending, s.Phase)
		}
		m := ms[r.Intn(len(ms))]
		if s, _, err = Apply(s, m); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if steps++; steps > 5000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
	}
	return s, steps
}

func TestRandomGamesEnd(t *testing.T) {
	for seed := range uint64(300) {
		n := 3 + int(seed%3)
		playRandom(t, testConfig(n, seed%2 == 0), seed)
	}
}

func TestRandomGamesEndStandardDeck(t *testing.T) {
	for seed := range uint64(300) {
		cfg := testConfig(3+int(seed%3), seed%2 == 0)
		cfg.Deck = nil
		playRandom(t, cfg, seed)
	}
}
