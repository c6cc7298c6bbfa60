package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Every control must carry a label tied to it by id, or screen readers
// announce an unnamed control.
func TestControlsAreLabelled(t *testing.T) {
	noop := func(app.Context, string) {}
	tests := []struct {
		name string
		ui   app.UI
		want []string
	}{
		{"choices", Choices("theme", "Theme", []Choice{{Value: "dark", Label: "Dark"}}, "dark", noop),
			[]string{"<legend>Theme</legend>", `for="theme-dark"`, `id="theme-dark"`, `name="theme"`, "checked"}},
		{"toggle", Toggle("rm", "Reduce motion", false, func(app.Context, bool) {}),
			[]string{`for="rm"`, `id="rm"`, `type="checkbox"`, "Reduce motion"}},
		{"page", Page("Title", tag.P().Text("x")), []string{"<h1", "Title", "<p>x</p>"}},
		{"link button", LinkButton("Go", "#/saves"), []string{`href="#/saves"`, `class="btn"`}},
		{"button", Button("Roll", nil), []string{`type="button"`, "Roll"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := app.HTMLString(tt.ui)
			for _, w := range tt.want {
				if !strings.Contains(html, w) {
					t.Errorf("%s lacks %s", html, w)
				}
			}
		})
	}
}
