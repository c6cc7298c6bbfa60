package widget

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/widget/static"
)

// Card shows one card: a kind ("Scene", "Trait"…), a title, its text and
// optional lines (what it would change now, uses left). Played marks a
// spent single-use card kept face up as a record.
type Card struct {
	app.Compo

	Kind   string
	Title  string
	Text   string
	Lines  []string
	Played bool
}

func (c *Card) Render() app.UI { return c.Node().UI() }

// Node is the card as static markup, for lists of cards drawn as one.
func (c *Card) Node() *static.Node {
	class := "card card-" + slug(c.Kind)
	if c.Played {
		class += " card-played"
	}
	a := static.El("article").Class(class).Body(
		static.El("p").Class("card-kind").Text(c.Kind+played(c.Played)),
		static.El("h3").Class("card-title").Text(c.Title),
	)
	if c.Text != "" {
		a.Body(static.El("p").Class("card-text").Text(c.Text))
	}
	if len(c.Lines) > 0 {
		lines := static.El("ul").Class("card-lines")
		for _, l := range c.Lines {
			lines.Body(static.El("li").Text(l))
		}
		a.Body(lines)
	}
	return a
}

// CardList is cards as one static list (class "cards"), each in an item.
func CardList(cards ...*Card) *static.Node {
	ul := static.El("ul").Class("cards")
	for _, c := range cards {
		ul.Body(static.El("li").Body(c.Node()))
	}
	return ul
}

func played(p bool) string {
	if p {
		return " · played"
	}
	return ""
}

func slug(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
		default:
			b[i] = '-'
		}
	}
	return string(b)
}
