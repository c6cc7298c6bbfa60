package saves

import (
	"testing"
	"time"
)

// A save opens rested only when it was last written RestAfter or more
// before it was opened; a save just written, or opened again at once, is
// no pause.
func TestRested(t *testing.T) {
	id := newSharedGame(t)
	defer func(f func() int64) { now = f }(now)
	written := now()
	for _, tt := range []struct {
		later time.Duration
		want  bool
	}{{0, false}, {RestAfter - time.Second, false}, {RestAfter, true}, {48 * time.Hour, true}} {
		now = func() int64 { return written + tt.later.Milliseconds() }
		var a Autosaver
		if a.Rested() {
			t.Fatal("rested before anything was opened")
		}
		if _, _, _, err := a.Open(id); err != nil {
			t.Fatal(err)
		}
		if got := a.Rested(); got != tt.want {
			t.Errorf("opened %v after its last write: rested %v; want %v", tt.later, got, tt.want)
		}
	}
}
