package hunt

import (
	"strings"
	"testing"
)

// The placing step tells where a gathering card may go: from edition 1
// only before the quarry (KH-04); the hint used to offer any space but
// the special ones.
func TestPlacingHintFollowsKH04(t *testing.T) {
	s := newState(t, 1, true)
	if got := placingHint(s); !strings.Contains(got, "before the quarry") {
		t.Errorf("edition 1: %q", got)
	}
	s.Config.Edition = 0
	if got := placingHint(s); strings.Contains(got, "before the quarry") {
		t.Errorf("edition 0 places on any ordinary space: %q", got)
	}
}
