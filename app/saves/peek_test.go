package saves

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A code that cannot be read says what to do in words for whoever holds
// the phone: a Hope player or a Humanity, Blessed game master (whose code
// is behind no hand-over).
func TestPeekErrorSpeaksToAnyone(t *testing.T) {
	html := app.HTMLString(&PeekPage{Payload: "%%%"})
	if !strings.Contains(html, "This code cannot be read") {
		t.Fatalf("no plain error: %s", html)
	}
	if strings.Contains(html, "hand-over") || !strings.Contains(html, "where the first one was") {
		t.Errorf("the advice is one game's: %s", html)
	}
}
