package harrowing

import (
	"fmt"
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
