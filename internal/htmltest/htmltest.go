// Package htmltest renders go-app components in tests and checks what their
// HTML holds: the screens of every game are tested the same way.
package htmltest

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Render mounts c in go-app's test engine, runs what it dispatched, and
// returns its HTML.
func Render(t testing.TB, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

// Has reports every string of want that html lacks.
func Has(t testing.TB, html string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("missing %q in\n%s", w, html)
		}
	}
}

// Lacks reports every string of absent that html holds.
func Lacks(t testing.TB, html string, absent ...string) {
	t.Helper()
	for _, a := range absent {
		if strings.Contains(html, a) {
			t.Errorf("unexpected %q in\n%s", a, html)
		}
	}
}

// Text returns the text that opens the element whose id is id, up to its
// first child tag. go-app writes attributes in map order, so a test that
// spells out a whole start tag passes or fails by chance; tests find the
// element by its id instead.
func Text(t testing.TB, html, id string) string {
	t.Helper()
	i := strings.Index(html, ` id="`+id+`"`)
	if i < 0 {
		t.Fatalf("no element with id %q in\n%s", id, html)
	}
	rest := html[i:]
	rest = rest[strings.Index(rest, ">")+1:]
	if end := strings.Index(rest, "<"); end >= 0 {
		rest = rest[:end]
	}
	return strings.TrimSpace(rest)
}

// Tag returns the start tag of the element whose id is id, to look for
// its attributes one at a time (their order is go-app's map order), ""
// when there is none.
func Tag(html, id string) string {
	i := strings.Index(html, ` id="`+id+`"`)
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(html[:i], "<")
	return html[start : i+strings.Index(html[i:], ">")+1]
}
