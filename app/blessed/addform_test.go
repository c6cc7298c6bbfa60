package blessed

import (
	"slices"
	"testing"

	"lantern/rules/blessed"
)

// An aptitude typed into a field that a changed choice then hides is not
// part of the character: only the fields shown are kept.
func TestAddFormKeepsOnlyShownAptitudes(t *testing.T) {
	stats := blessed.Config{}.Stats()
	f := newChar{name: "Bram", high: blessed.Heart, life: blessed.Carefree, eth: blessed.ViceVirtue,
		apts: [3]string{"Locks", "Knots", "Tides"}}
	if _, n := f.preview(stats); n != 3 {
		t.Fatalf("Heart high, Carefree, Vice & Virtue: %d aptitudes, want 3", n)
	}
	f.high = blessed.Head // no d8 any more: two aptitude fields shown
	if _, n := f.preview(stats); n != 2 {
		t.Fatalf("Head high: %d aptitudes, want 2", n)
	}
	if got := f.sheet(stats).Aptitudes; !slices.Equal(got, []string{"Locks", "Knots"}) {
		t.Fatalf("saved aptitudes %q", got)
	}
}
