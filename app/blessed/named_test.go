package blessed

import (
	"regexp"
	"strconv"
	"testing"
)

// TestNamedReadsSeatsAsTheRegexpDid holds named's own scan to the regexp
// it replaced, `\b[Ss]eat (\d+)\b`, on the edges of words and numbers.
func TestNamedReadsSeatsAsTheRegexpDid(t *testing.T) {
	seat := regexp.MustCompile(`\b[Ss]eat (\d+)\b`)
	p := &Play{sheets: []Sheet{{Name: "Ada"}, {Name: "Bo"}, {Name: "Cy seat 1"}}}
	want := func(text string) string {
		return seat.ReplaceAllStringFunc(text, func(m string) string {
			n, err := strconv.Atoi(seat.FindStringSubmatch(m)[1])
			if err != nil || n < 1 || n > len(p.sheets) {
				return m
			}
			return p.sheets[n-1].Name
		})
	}
	for _, text := range []string{
		"", "seat", "seat ", "seat 1", "Seat 2 helps seat 3.", "seat 4 and seat 0", "seat 12", "seat 1a", "seat 1_",
		"unseat 1", "_seat 1", "9seat 1", "é seat 2", "éseat 2", "seat 2é", "SEAT 1", "seat  1", "seat 1seat 2",
		"seat 2,seat 1", "(seat 3)", "seat 99999999999999999999", "seat 01", "seat 1's Haze die", "Seat 3 rolls seat 1's die",
	} {
		if got, w := p.named(text), want(text); got != w {
			t.Errorf("named(%q) = %q, want %q", text, got, w)
		}
	}
}
