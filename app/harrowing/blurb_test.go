package harrowing

import (
	"strings"
	"testing"

	"lantern/app/shell"
)

// The library card says what the game holds: the campaign across games
// is in (NextGame, the next-game screen), so the blurb may not call it
// missing (issue #12).
func TestBlurbIsTrue(t *testing.T) {
	g, ok := shell.FindGame("harrowing")
	if !ok {
		t.Fatal("The Harrowing is not registered")
	}
	if strings.Contains(g.Blurb, "not in yet") || !strings.Contains(g.Blurb, "campaign") {
		t.Errorf("blurb %q", g.Blurb)
	}
}
