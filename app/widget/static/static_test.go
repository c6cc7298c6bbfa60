package static

import (
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestHTML(t *testing.T) {
	tests := []struct {
		name string
		node *Node
		want string
	}{
		{"text is escaped", El("p").Text(`Mara's <b>"bold"</b> & co`),
			`<p>Mara&#39;s &lt;b&gt;&#34;bold&#34;&lt;/b&gt; &amp; co</p>`},
		{"attributes in order, escaped", El("abbr").Class("x").Attr("title", `"><script>`).Text("t"),
			`<abbr class="x" title="&#34;&gt;&lt;script&gt;">t</abbr>`},
		{"aria, role, id", El("ul").ID("l").Role("list").Aria("label", "Seats"),
			`<ul id="l" role="list" aria-label="Seats"></ul>`},
		{"nil children are skipped", El("ul").Body(nil, El("li").Text("a"), nil, El("li").Text("b")),
			`<ul><li>a</li><li>b</li></ul>`},
		{"mixed text and elements", El("li").Body(El("strong").Text("Yes: "), Text("gain 1")),
			`<li><strong>Yes: </strong>gain 1</li>`},
		{"void elements have no end tag", El("p").Body(Text("a"), El("br"), Text("b")), `<p>a<br>b</p>`},
		{"svg children keep their end tags", El("svg").Body(El("circle").Attr("r", "5")),
			`<svg><circle r="5"></circle></svg>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.node.HTML(); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

// go-app writes a Raw's markup as it is into pre-rendered pages, and mounts
// its first element in the browser.
func TestUI(t *testing.T) {
	n := El("table").Class("breakdown").Body(El("caption").Text("Hardship"))
	if got := app.HTMLString(n.UI()); got != n.HTML() {
		t.Errorf("Raw renders %q, want %q", got, n.HTML())
	}
	var none *Node
	if none.HTML() != "" {
		t.Errorf("a nil node has markup %q", none.HTML())
	}
	if err := app.Match(app.Text(""), none.UI()); err != nil {
		t.Errorf("a nil node is not an empty text: %v", err)
	}
}

// Whatever a player types, it stays text: the only markup characters in
// the output are the builder's own, an attribute value never ends early,
// and the browser reads back exactly what was typed.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"Mara", `<img src=x onerror=alert(1)>`, `" onclick="x`, "&amp;", "'", "\x00<"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := El("p").Attr("title", s).Text(s).HTML()
		rest, ok := strings.CutPrefix(got, `<p title="`)
		value, text, ok2 := strings.Cut(rest, `">`)
		text, ok3 := strings.CutSuffix(text, "</p>")
		if !ok || !ok2 || !ok3 || value != text {
			t.Fatalf("%q is not one p with a title and a text: %q", s, got)
		}
		if strings.ContainsAny(value, `<>"'`) {
			t.Fatalf("markup characters leak from %q: %q", s, got)
		}
		if back := html.UnescapeString(value); back != s {
			t.Fatalf("%q reads back as %q", s, back)
		}
	})
}
