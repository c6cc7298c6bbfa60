package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
)

// Counts read as words: one omen, never "1 omens" or "time(s)" (issue #12).
func TestCountsInWords(t *testing.T) {
	k := harrowing.Card{Kind: "adversary", Omens: 1, Actions: []harrowing.Action{{Name: "Bite", Cost: 1}}}
	got := strings.Join(cardLines(k), " ") + " " + cardHead(k) + " " +
		effectText(harrowing.Effect{Op: harrowing.OpLifewater, N: 1})
	for _, bad := range []string{"1 omens", "(s)"} {
		if strings.Contains(got, bad) {
			t.Errorf("%q says %q", got, bad)
		}
	}
	for _, want := range []string{"1 omen", "once"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q does not say %q", got, want)
		}
	}
}
