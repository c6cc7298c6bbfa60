package harrowing

import (
	"regexp"
	"strings"
	"testing"

	"lantern/rules/rng"
)

// The journal counts in words: "1 omen", never "1 omens" (issue #14).
func TestJournalCountsInWords(t *testing.T) {
	bad := regexp.MustCompile(`\b1 (omens|cards|items|times|effigies|points)\b`)
	for seed := range uint64(30) {
		s := newGame(t, int(seed%5)+1)
		r := rng.New(seed)
		for range 300 {
			legal := Legal(s)
			if len(legal) == 0 {
				break
			}
			next, ev, err := Apply(s, legal[r.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if m := bad.FindString(e.Text); m != "" {
					t.Fatalf("%q says %q", e.Text, m)
				}
			}
			s = next
		}
	}
}

// Every change of Bane in the journal says what caused it.
func TestEveryBaneChangeNamesItsCause(t *testing.T) {
	for seed := range uint64(30) {
		s := newGame(t, int(seed%5)+1)
		r := rng.New(seed)
		for range 300 {
			legal := Legal(s)
			if len(legal) == 0 {
				break
			}
			next, ev, err := Apply(s, legal[r.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				// A Lifewater roll quotes its line, which may speak of Bane;
				// the change itself follows, named "The Lifewater: Bane …".
				quoted := strings.Contains(e.Text, "drinks the Lifewater")
				if strings.Contains(e.Text, "Bane") && !strings.Contains(e.Text, ": Bane") && !strings.Contains(e.Text, "shows Bane") && !quoted {
					t.Fatalf("%q does not say why Bane changed", e.Text)
				}
			}
			s = next
		}
	}
}
