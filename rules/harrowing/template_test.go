package harrowing

import (
	"testing"
)

// The starting file an owner downloads is taken as it is, and a game can
// be played with it.
func TestTemplateIsPlayable(t *testing.T) {
	text, sum, err := OwnerCards(Template())
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}, Cards: text}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(Legal(s)) == 0 {
		t.Fatal("no move in a game of the template")
	}
	t.Logf("%d bytes compact: %s", len(text), sum)
}
