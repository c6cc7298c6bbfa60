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
	} {
		if got := houseRule(tt.v); got != tt.want {
			t.Errorf("houseRule(%+v) = %q, want %q", tt.v, got, tt.want)
		}
	}
	if v := labRule([]int{0, 0, 1, 3}); v != (harrowing.Variant{Omens: 1, Bane: 3}) {
		t.Errorf("lab choices made %+v", v)
	}
}
