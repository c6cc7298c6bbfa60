package hope

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"lantern/rules/rng"
)

// FuzzGame plays random legal games from fuzzed seeds and checks the
// invariants after every move.
func FuzzGame(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, uint8(seed), seed%2 == 0, seed%3 == 0)
	}
	f.Fuzz(func(t *testing.T, seed uint64, seats uint8, expansion, ownDeck bool) {
		cfg := testConfig(3+int(seats%3), expansion)
		if !ownDeck {
			cfg.Deck = nil // Lantern's decks
		}
		s, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		totals := cardTotals(s)
		r := rng.New(seed * 7)
		for step := 0; !s.Over; step++ {
			if step > 5000 {
				t.Fatal("game does not end")
			}
			ms := Legal(s)
			m := ms[r.Intn(len(ms))]
			before := cloneState(s)
			next, _, err := Apply(s, m)
			if err != nil {
				t.Fatalf("legal move %v refused: %v", m, err)
			}
			if !reflect.DeepEqual(before, s) {
				t.Fatalf("Apply(%v) changed its input", m)
			}
			if !s.Seats[m.Seat].Alive && m.Kind != Inherit && m.Kind != Gift && m.Kind != Grace {
				t.Fatalf("removed seat %d made move %v", m.Seat, m)
			}
			s = next
			if err := invariants(s, totals); err != nil {
				t.Fatalf("after %v: %v", m, err)
			}
		}
	})
}

func cloneState(s State) State {
	c := s
	for i := range c.Decks {
		c.Decks[i] = slices.Clone(s.Decks[i])
	}
	for i := range c.Seats {
		c.Seats[i].Traits = slices.Clone(s.Seats[i].Traits)
		c.Seats[i].Played = slices.Clone(s.Seats[i].Played)
	}
	c.SceneDiscard, c.Assets = slices.Clone(s.SceneDiscard), slices.Clone(s.Assets)
	c.AssetDeck, c.AssetDiscard = slices.Clone(s.AssetDeck), slices.Clone(s.AssetDiscard)
	c.TraitDeck, c.TraitDiscard = slices.Clone(s.TraitDeck), slices.Clone(s.TraitDiscard)
	c.PersonDeck, c.PersonGone, c.RelDeck = slices.Clone(s.PersonDeck), slices.Clone(s.PersonGone), slices.Clone(s.RelDeck)
	c.Queue, c.Fixed = slices.Clone(s.Queue), slices.Clone(s.Fixed)
	c.Scene.Faces = slices.Clone(s.Scene.Faces)
	return c
}

// cardTotals counts every card in play by kind: scenes, traits, assets,
// personalities, relationships.
func cardTotals(s State) [5]int {
	var n [5]int
	for _, d := range s.Decks {
		n[0] += len(d)
	}
	n[0] += len(s.SceneDiscard)
	if s.Scene.Card >= 0 {
		n[0]++
	}
	n[1] = len(s.TraitDeck) + len(s.TraitDiscard)
	n[3] = len(s.PersonDeck) + len(s.PersonGone)
	for i := range int(s.N) {
		c := s.Seats[i]
		n[1] += len(c.Traits) + len(c.Played)
		if c.Personality >= 0 {
			n[3]++
		}
		if s.Rels[i].Card >= 0 {
			n[4]++
		}
	}
	n[2] = len(s.AssetDeck) + len(s.Assets) + len(s.AssetDiscard)
	n[4] += len(s.RelDeck)
	return n
}

func invariants(s State, totals [5]int) error {
	if got := cardTotals(s); got != totals {
		return fmt.Errorf("cards not conserved: %v, want %v", got, totals)
	}
	if s.Hope < 0 || s.Hope > MaxHope || s.Hunted < 0 {
		return fmt.Errorf("hope %d hunted %d", s.Hope, s.Hunted)
	}
	for i := range int(s.N) {
		c := s.Seats[i]
		if c.Alive && (c.Humanity < 0 || c.Humanity > MaxHumanity || c.Hunger < 0 || c.Hunger > 2 || c.Harm < 0 || c.Harm > 2) {
			return fmt.Errorf("seat %d out of bounds: %+v", i, c)
		}
	}
	if !s.Over && len(Legal(s)) == 0 {
		return fmt.Errorf("no legal move, pending %v", s.Pending)
	}
	if !s.Over && s.Pending.Kind < PendPick && !s.Seats[s.Pending.Seat].Alive {
		return fmt.Errorf("a removed seat is asked to %v", s.Pending.Kind)
	}
	return nil
}

// FuzzOwnerDeckGame: any deck an owner can load plays to its end without
// breaking an invariant (owner decks are untrusted input).
func FuzzOwnerDeckGame(f *testing.F) {
	small, _ := json.Marshal(testDeck())
	f.Add(small, uint64(1))
	f.Add([]byte(`{"scenes":[{"id":"a","title":"a","terrain":"urban","callout":"c","hardship":2,"noRoll":true,"options":[{"label":"x","outcome":{"effects":[{"kind":"choose","options":[[{"kind":"hunger","n":5}],[{"kind":"lose_asset"}]]}]}}]}]}`), uint64(2))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		d, err := ParseDeck(data)
		if err != nil {
			return
		}
		cfg := testConfig(3, true)
		cfg.Deck = &d
		s, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		totals := cardTotals(s)
		r := rng.New(seed)
		for step := 0; !s.Over; step++ {
			if step > 5000 {
				t.Fatal("game does not end")
			}
			ms := Legal(s)
			if s, _, err = Apply(s, ms[r.Intn(len(ms))]); err != nil {
				t.Fatal(err)
			}
			if err := invariants(s, totals); err != nil {
				t.Fatal(err)
			}
		}
	})
}
