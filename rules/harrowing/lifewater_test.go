package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/dice"
	"lantern/rules/rng"
)

// The red die picks the column (HA-12) and the two d6 the line; Bane on
// the die also raises Bane.
func TestLifewaterColumns(t *testing.T) {
	seen := map[Face]bool{}
	for seed := uint64(0); len(seen) < 4 && seed < 200; seed++ {
		s := quiet(t, 1)
		s.RNG = rng.New(seed)
		r := s.RNG
		face := dice.Custom(&r, RedDie)
		a, b := r.Die(6), r.Die(6)
		col := map[Face][]Line{Fault: s.Book().Lifewater.Fault, Grace: s.Book().Lifewater.Grace,
			BaneFace: s.Book().Lifewater.Bane, Blank: s.Book().Lifewater.Bane}[face]
		bane := s.Bane
		e := &eng{s: &s}
		e.lifewater(0, 1)
		if !strings.Contains(e.ev[0].Text, col[a+b-2].Text) {
			t.Fatalf("seed %d: face %s, dice %d+%d: %q is not line %d of its column", seed, face, a, b, e.ev[0].Text, a+b)
		}
		if want := bane + map[bool]int{true: 1}[face == BaneFace]; s.Bane != want {
			t.Fatalf("seed %d: Bane %d, want %d", seed, s.Bane, want)
		}
		seen[face] = true
	}
	if len(seen) < 4 {
		t.Fatalf("only faces %v came up", seen)
	}
}
