package hoperec

import (
	"testing"

	"lantern/rules/record"
)

// FuzzLoad feeds arbitrary config and move bytes to the Hope adapter, as a
// tampered link or file would once past the record decoder: Load must
// refuse or replay, never panic. The seeds include owner decks (Lantern's
// cards added or not), so the deck inside a config is fuzzed too.
func FuzzLoad(f *testing.F) {
	rec, _ := Adapter.Encode(config(5, true), 1, nil)
	f.Add(rec.Config, rec.Moves, uint64(1))
	_, moves := botGame(f, config(4, false), 2)
	rec, _ = Adapter.Encode(config(4, false), 2, moves[:40])
	f.Add(rec.Config, rec.Moves, uint64(2))
	for _, added := range []bool{false, true} { // an owner's deck travels in the config
		cfg := config(3, false)
		cfg.Deck = ownerDeck(f, added)
		_, moves := playGame(f, cfg, 3)
		rec, _ = Adapter.Encode(cfg, 3, moves[:10])
		f.Add(rec.Config, rec.Moves, uint64(3))
	}
	f.Fuzz(func(t *testing.T, cfg, moves []byte, seed uint64) {
		r := record.Record{Game: ID, Rules: RulesVersion, Config: cfg, Moves: moves, Seed: seed,
			Names: []string{"A", "B", "C", "D", "E"}}
		_, _ = Adapter.Load(r)
	})
}
