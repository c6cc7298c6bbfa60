package saves

import (
	"errors"
	"testing"
)

// Writes finishing out of order never put an older state over a newer one,
// and the player hears only of changes: a failure, then the recovery.
func TestAutosaverOrder(t *testing.T) {
	var a Autosaver
	first, second, third := a.ask(), a.ask(), a.ask()
	var wrote []int
	w := func(n int, err error) func() error {
		return func() error { wrote = append(wrote, n); return err }
	}
	steps := []struct {
		seq         int
		err         error
		wantChanged bool
	}{
		{second, errors.New("disk full"), true}, // the failure is told
		{first, nil, false},                     // older than a write done: skipped
		{third, nil, true},                      // the recovery is told
	}
	for i, s := range steps {
		err, changed := a.write(s.seq, w(s.seq, s.err))
		if changed != s.wantChanged || (err != nil) != (s.err != nil && s.seq != first) {
			t.Fatalf("step %d: err %v changed %v", i, err, changed)
		}
	}
	if len(wrote) != 2 || wrote[0] != second || wrote[1] != third {
		t.Fatalf("wrote %v; want [%d %d]", wrote, second, third)
	}
	if err, changed := a.write(a.ask(), w(4, nil)); err != nil || changed {
		t.Fatalf("a good save after a good save: err %v, changed %v", err, changed)
	}
}
