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
	s := fiveEffigies(t)
	got := foeLine(s, s.Book().Card("i-boss-tollkeeper"), 2)
	for _, want := range []string{"2 of 11 damage", "each"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
}

// The whole card, a tap from that line, says the same: at five effigies
// the Tollkeeper's head gives 11, its health line says once that 11 is
// this table's, from its printed 7 and the 2 an effigy it grows by under
// HA-32, its phase mark counts against those 11 and scales with them, 6
// for the printed 4 of 7 (HA-35), and its threat reaches each effigy by
// that rule. The card said "1 more for each effigy beyond"
// and "its holder" while the line above said 11 and each effigy; then
// "health 11" beside "Its health is for three effigies", and a mark "at
// 4" without saying of what.
func TestCardLinesAreThisTables(t *testing.T) {
	s := fiveEffigies(t)
	k := s.Book().Card("i-boss-tollkeeper")
	got := cardHead(&s, k) + "\n" + strings.Join(cardLines(s.Book(), &s, k), "\n")
	for _, want := range []string{"health 11", "Health 11 at this table of 5 effigies: 7 printed, for three effigies; 2 more for each effigy beyond (HA-32",
		"When its damage reaches 6 of its 11:", "Threat, for each 8 its holder rolls: each", "Its threat reaches every effigy"} {
		if !strings.Contains(got, want) {
			t.Errorf("card lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "1 more for each") {
		t.Errorf("card gives the printed growth, not this table's:\n%s", got)
	}
	book := cardHead(nil, k) + "\n" + strings.Join(cardLines(s.Book(), nil, k), "\n")
	for _, want := range []string{"health 7", "When its damage reaches 4:"} {
		if !strings.Contains(book, want) {
			t.Errorf("the book's card lacks its printed %q:\n%s", want, book)
		}
	}
}

// fiveEffigies is a new game of five effigies in the first circle.
func fiveEffigies(t *testing.T) harrowing.State {
	t.Helper()
	sins := make([][7]int8, 5)
	for i := range sins {
		sins[i] = [7]int8{2, 2, 2, 2, 2, 2, 2}
	}
	s, err := harrowing.New(harrowing.Config{Sins: sins}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
