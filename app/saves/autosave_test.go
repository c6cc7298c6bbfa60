package saves

import (
	"errors"
	"testing"
)

// Only the newest request is written: an older one never lands over it, and
// when the page is put away and every pending request wakes at once, the
// first written is the one with every move. The player hears only of
// changes: a failure, then the recovery.
func TestAutosaverOrder(t *testing.T) {
	var a Autosaver
	var wrote []int
	w := func(n int, err error) func() error {
		return func() error { wrote = append(wrote, n); return err }
	}
	first := a.ask()
	second, third := a.ask(), a.ask()
	steps := []struct {
		seq         int
		err         error
		wantChanged bool
	}{
		{second, nil, false},                   // superseded by third: skipped
		{third, errors.New("disk full"), true}, // the failure is told
		{first, nil, false},                    // older still: skipped
	}
	for i, s := range steps {
		err, changed := a.write(s.seq, w(s.seq, s.err))
		if changed != s.wantChanged || (err != nil) != (s.err != nil) {
			t.Fatalf("step %d: err %v changed %v", i, err, changed)
		}
	}
	if err, changed := a.write(a.ask(), w(4, nil)); err != nil || !changed {
		t.Fatalf("the recovery: err %v, changed %v", err, changed)
	}
	if err, changed := a.write(a.ask(), w(5, nil)); err != nil || changed {
		t.Fatalf("a good save after a good save: err %v, changed %v", err, changed)
	}
	if len(wrote) != 3 || wrote[0] != third || wrote[1] != 4 || wrote[2] != 5 {
		t.Fatalf("wrote %v; want [%d 4 5]", wrote, third)
	}
}
