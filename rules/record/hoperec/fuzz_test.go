package hoperec

import (
	"testing"

	"lantern/rules/record"
)

// FuzzLoad feeds arbitrary config and move bytes to the Hope adapter, as a
// tampered link or file would once past the record decoder: Load must
// refuse or replay, never panic.
func FuzzLoad(f *testing.F) {
	rec, _ := Adapter.Encode(config(5, true), 1, nil)
	f.Add(rec.Config, rec.Moves, uint64(1))
	_, moves := botGame(f, config(4, false), 2)
	rec, _ = Adapter.Encode(config(4, false), 2, moves[:40])
	f.Add(rec.Config, rec.Moves, uint64(2))
	f.Fuzz(func(t *testing.T, cfg, moves []byte, seed uint64) {
		r := record.Record{Game: ID, Rules: RulesVersion, Config: cfg, Moves: moves, Seed: seed,
			Names: []string{"A", "B", "C", "D", "E"}}
		_, _ = Adapter.Load(r)
	})
}
