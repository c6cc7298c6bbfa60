package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
)

// An adversary's line beside the moves gives its health and threat at
// this table: the Tollkeeper, printed 7 for three effigies, has 11 at
// five (HA-32) and its threat reaches everyone; the line once read the
// printed health whatever the table.
func TestFoeLineIsThisTables(t *testing.T) {
	sins := make([][7]int8, 5)
	for i := range sins {
		sins[i] = [7]int8{2, 2, 2, 2, 2, 2, 2}
	}
	s, err := harrowing.New(harrowing.Config{Sins: sins}, 1)
	if err != nil {
		t.Fatal(err)
	}
	got := foeLine(s, s.Book().Card("i-boss-tollkeeper"), 2)
	for _, want := range []string{"2 of 11 damage", "each"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
}
