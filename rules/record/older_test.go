package record

import (
	"errors"
	"testing"

	"lantern/rules"
)

// TestAdapterOlderRules: an adapter with Older replays records of the
// older versions it accepts and still refuses other versions and newer
// ones (hoperec's tests show a config adapted to old cards).
func TestAdapterOlderRules(t *testing.T) {
	asked := []int{}
	toy2 := toy
	toy2.Rules = 2
	toy2.Older = func(v int, c toyConfig) (toyConfig, bool) {
		asked = append(asked, v)
		return c, v == 1
	}
	r := toyGame(2) // written under version 1
	sum, err := toy2.Load(r)
	if err != nil || sum.Moves != 2 {
		t.Fatalf("version 1 under 2: %+v, %v", sum, err)
	}
	for _, v := range []int{0, 3} {
		r.Rules = v
		if _, err := toy2.Load(r); !errors.Is(err, rules.ErrBadConfig) {
			t.Fatalf("version %d: %v, want ErrBadConfig", v, err)
		}
	}
	if len(asked) != 2 || asked[0] != 1 || asked[1] != 0 {
		t.Fatalf("Older asked about %v, want [1 0] (never a newer version)", asked)
	}
}
