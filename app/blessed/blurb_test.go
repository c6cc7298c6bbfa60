package blessed

import (
	"strings"
	"testing"

	"lantern/app/shell"
)

// The library card says what the game holds: Endeavors and the game
// master's side are in (endeavor.go, gm.go), so the blurb may not call
// them missing (issue #12: blurbs stay true).
func TestBlurbIsTrue(t *testing.T) {
	g, ok := shell.FindGame("blessed")
	if !ok {
		t.Fatal("Humanity, Blessed is not registered")
	}
	for _, want := range []string{"Endeavors", "game master"} {
		if !strings.Contains(g.Blurb, want) {
			t.Errorf("blurb %q does not name %s", g.Blurb, want)
		}
	}
	if strings.Contains(g.Blurb, "not in yet") {
		t.Errorf("blurb %q calls something missing", g.Blurb)
	}
}
