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

// Issue #14: no line of Lantern's Lifewater table sits in the book's slot
// with the book's effect and only a number changed. bookSlots names, for
// each slot of the book's table, only the kind of effect it has (an op,
// never its words); Lantern's line there must lead with another.
var bookSlots = map[string]map[int]Op{
	"fault": {4: OpCorrupt, 6: OpInvokeTop, 7: OpCorrupt, 8: OpAbandonItem, 10: OpBane, 11: OpObliterate, 12: OpManifest},
	"bane":  {5: OpManifest, 6: OpManifest, 7: OpLifewater, 8: OpManifest, 9: OpManifest},
	"grace": {2: OpLoot, 4: OpLoot, 5: OpMove, 6: OpGainOmens, 7: OpLoot, 10: OpBane, 11: OpLoot, 12: OpHeal},
}

func TestLifewaterIsLanternsOwn(t *testing.T) {
	lw := Lantern().Lifewater
	cols := map[string][]Line{"fault": lw.Fault, "bane": lw.Bane, "grace": lw.Grace}
	for col, slots := range bookSlots {
		for total, op := range slots {
			line := cols[col][total-2]
			if len(line.Effects) > 0 && line.Effects[0].Op == op {
				t.Errorf("%s %d (%q) leads with %s, as the book's line in that slot does", col, total, line.Text, op)
			}
		}
	}
}
