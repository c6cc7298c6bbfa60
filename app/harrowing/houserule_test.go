package harrowing

import (
	"testing"

	"lantern/rules/harrowing"
)

func TestHouseRuleWords(t *testing.T) {
	for _, tt := range []struct {
		v    harrowing.Variant
		want string
	}{
		{harrowing.Variant{}, ""},
		{harrowing.Variant{Omens: 5}, "House rule: each effigy starts with 5 omens."},
		{harrowing.Variant{Omens: 1, Bane: 2}, "House rule: each effigy starts with 1 omen; Bane starts at 3."},
		{harrowing.Variant{Bane: 1, Growth: harrowing.GrowDoubled}, "House rule: Bane starts at 2; each rise of Bane is doubled."},
		{harrowing.Variant{Growth: harrowing.GrowOneLess}, "House rule: each rise of Bane is one less."},
	} {
		if got := houseRule(tt.v); got != tt.want {
			t.Errorf("houseRule(%+v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}

// The lab's choices: circle, effigies, effigies under the house rule,
// omens, Bane at the start, Bane's growth.
func TestLabChoices(t *testing.T) {
	for _, tt := range []struct {
		p         []int
		v         harrowing.Variant
		n, houseN int
	}{
		{[]int{0, 0, 0, 0, 0, 0}, harrowing.Variant{}, 2, 2},
		{[]int{0, 0, 1, 1, 3, 0}, harrowing.Variant{Omens: 1, Bane: 3}, 2, 1},
		{[]int{3, 3, 0, 0, 0, 2}, harrowing.Variant{Growth: harrowing.GrowDoubled}, 4, 4},
		{[]int{0, 1, 5, 0, 1, 3}, harrowing.Variant{Bane: 1, Growth: harrowing.GrowOneLess}, 1, 5},
	} {
		if v, n, houseN := labRule(tt.p), labEffigies[tt.p[1]], houseEffigies(tt.p); v != tt.v || n != tt.n || houseN != tt.houseN {
			t.Errorf("%v: %+v with %d effigies, %d under the house rule", tt.p, v, n, houseN)
		}
	}
	g := labGame()
	if len(g.Rules) != 6 || len(g.Rules[2].Options) != len(labHouseEffigies) || len(g.Rules[5].Options) != harrowing.MaxGrowth+1 {
		t.Errorf("the lab offers %+v", g.Rules)
	}
}
