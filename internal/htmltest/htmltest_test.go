package htmltest

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

type hello struct{ app.Compo }

func (h *hello) Render() app.UI { return app.P().Text("hello") }

// recorder counts reported errors instead of failing the test.
type recorder struct {
	testing.TB
	errors int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.errors++ }

func TestRenderAndChecks(t *testing.T) {
	html := Render(t, &hello{})
	r := &recorder{}
	Has(r, html, "<p>hello</p>", "missing")
	Lacks(r, html, "hello", "absent")
	if r.errors != 2 {
		t.Fatalf("Has and Lacks reported %d problems in %q, want 2", r.errors, html)
	}
}

func TestTextFindsTheElementByItsId(t *testing.T) {
	for _, html := range []string{
		`<div><p id="x" class="y">  the event </p></div>`,
		`<div><p class="y" id="x">the event<span>more</span></p></div>`,
	} {
		if got := Text(t, html, "x"); got != "the event" {
			t.Errorf("Text of %q = %q", html, got)
		}
	}
}

func TestTagIsTheElementsStartTag(t *testing.T) {
	html := `<div hidden id="m" tabindex="-1"><p id="x">t</p></div>`
	if got := Tag(html, "m"); got != `<div hidden id="m" tabindex="-1">` {
		t.Errorf("Tag(m) = %q", got)
	}
	if got := Tag(html, "y"); got != "" {
		t.Errorf("Tag(y) = %q", got)
	}
}
