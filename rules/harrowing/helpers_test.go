package harrowing

import (
	"fmt"
	"slices"
	"testing"
)

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// newGame deals a game of k effigies with every sin at 2.
func newGame(t *testing.T, k int) State {
	t.Helper()
	cfg := Config{}
	for range k {
		cfg.Sins = append(cfg.Sins, [7]int8{2, 2, 2, 2, 2, 2, 2})
	}
	s, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// unknownNumbers are the numbers of bk's Unknown cards, each once, in
// order (as a config's Unlocked must be; circle files add theirs out of
// order).
func unknownNumbers(bk *Book) []int {
	var out []int
	for _, u := range bk.Unknown {
		out = append(out, u.Number)
	}
	return slices.Compact(slices.Sorted(slices.Values(out)))
}
