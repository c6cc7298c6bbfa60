package harrowing

import (
	"slices"
	"testing"
)

// The teaching opening deals a crisis with a test, a location and, face
// down, an adversary, and the record keeps that it is one.
func TestTeachingOpening(t *testing.T) {
	cfg := threeEffigies
	cfg.Teach = true
	for seed := range uint64(10) {
		s, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		kinds := []Kind{s.card(s.Fate[0].ID).Kind, s.card(s.Fate[1].ID).Kind, s.card(s.Fate[2].ID).Kind}
		if !slices.Equal(kinds, []Kind{Crisis, Location, Adversary}) || !s.Fate[2].Down {
			t.Fatalf("seed %d: the teaching Fate is %v", seed, s.Fate)
		}
		if !tests(s.card(s.Fate[0].ID).Invoke) || s.card(s.Fate[2].ID).has(Hunter) {
			t.Fatalf("seed %d: %v teaches neither a test nor a plain adversary", seed, s.Fate)
		}
	}
	rec, err := Adapter.Start(cfg, 3)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := Adapter.Replay(rec)
	if err != nil || !back.Config.Teach {
		t.Fatalf("the record lost the teaching opening: %v", err)
	}
	if NextGame(back).Teach {
		t.Fatal("the campaign's next game teaches again")
	}
}
