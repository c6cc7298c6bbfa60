package recordtest

import (
	"fmt"
	"testing"

	"lantern/rules/record"
)

// Every prefix of random legal games is saved as an autosave would save
// it, encoded, decoded and loaded again, and must reach the very state it
// was saved in. A fingerprint taken from anything but the state's content
// (a pointer's address, map order) fails here.
func TestEveryPrefixLoadsToItsState(t *testing.T) {
	seeds, moves := 6, 120
	if testing.Short() {
		seeds = 2
	}
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			for seed := range seeds {
				g.play(t, uint64(seed)+1, moves, func(r record.Record, hash string, _ any) {
					t.Helper()
					if err := reload(r, hash); err != nil {
						t.Fatalf("seed %d: %v", seed+1, err)
					}
				})
			}
		})
	}
}

func reload(r record.Record, hash string) error {
	b, err := record.Marshal(r)
	if err != nil {
		return fmt.Errorf("marshal: %w", err)
	}
	back, err := record.Unmarshal(b)
	if err != nil {
		return fmt.Errorf("unmarshal: %w", err)
	}
	sum, err := record.Load(back)
	if err != nil {
		return fmt.Errorf("load after %s: %w", r, err)
	}
	if sum.Hash != hash {
		return fmt.Errorf("loaded to state %s, saved in %s", sum.Hash, hash)
	}
	return nil
}
