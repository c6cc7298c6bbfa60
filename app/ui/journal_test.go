package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Every game's journal reads newest first, numbered as things happened.
func TestJournalIsNewestFirst(t *testing.T) {
	html := app.HTMLString(Journal("log", "x-log", []Line{{Text: "First."}, {Text: "Second.", Class: "kind"}}))
	if strings.Index(html, "Second.") > strings.Index(html, "First.") {
		t.Fatalf("oldest first: %s", html)
	}
	for _, w := range []string{`id="log"`, `class="x-log"`, "reversed", "newest first", `class="kind"`} {
		if !strings.Contains(html, w) {
			t.Errorf("%s lacks %s", html, w)
		}
	}
}
