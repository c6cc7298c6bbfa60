package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
)

// Counts read as words: one omen, never "1 omens" or "time(s)" (issue #12).
func TestCountsInWords(t *testing.T) {
	k := harrowing.Card{Kind: "adversary", Omens: 1, Actions: []harrowing.Action{{Name: "Bite", Cost: 1}}}
	got := strings.Join(cardLines(harrowing.Lantern(), nil, k), " ") + " " + cardHead(nil, k) + " " +
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

// An item's halves end with one mark: a fragment waiting for its other
// half ends in an ellipsis alone, never "Snatch…." (issue #14).
func TestItemLinesEndOnce(t *testing.T) {
	c := harrowing.Lantern()
	for _, it := range append(c.Starting, c.Items...) {
		for _, line := range itemLines(it) {
			if strings.Contains(line, "….") || strings.Contains(line, "..") {
				t.Errorf("%s: %q", it.ID, line)
			}
		}
	}
}
