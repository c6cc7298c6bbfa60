package harrowing

import (
	"slices"
	"strings"
	"testing"

	"lantern/rules/harrowing"
)

// Choosing an innate item another effigy holds takes it from them, so the
// next game's config never gives one item to two effigies and always
// starts (issue #14: the start failed).
func TestInnateItemsAreNeverChosenTwice(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}, Unlocked: []int{6}}
	free := harrowing.Innates(cfg)
	if len(free) < 2 {
		t.Fatalf("innate items %v", free)
	}
	innate := make([]string, 3)
	for _, pick := range []struct {
		seat int
		id   string
	}{{0, free[0].ID}, {1, free[1].ID}, {2, free[0].ID}, {1, free[0].ID}, {0, ""}} {
		innate = pickInnate(innate, pick.seat, pick.id)
		c := cfg
		c.Innate = innate
		if _, err := harrowing.New(c, 1); err != nil {
			t.Fatalf("after effigy %d chose %q: %v", pick.seat+1, pick.id, err)
		}
	}
	if want := []string{"", free[0].ID, ""}; !slices.Equal(innate, want) {
		t.Fatalf("innate %v, want %v", innate, want)
	}
}

// An innate item says what it does, not only its name.
func TestInnateItemsShowTheirText(t *testing.T) {
	cfg := harrowing.Config{Unlocked: []int{6}}
	for _, it := range harrowing.Innates(cfg) {
		if got := strings.Join(innateLines(it), " "); len(got) < 10 {
			t.Errorf("%s reads %q", it.ID, got)
		}
	}
}
