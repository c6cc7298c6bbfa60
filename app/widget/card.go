package widget

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
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

func (c *Card) Render() app.UI {
	class := "card card-" + slug(c.Kind)
	if c.Played {
		class += " card-played"
	}
	lines := make([]app.UI, len(c.Lines))
	for i, l := range c.Lines {
		lines[i] = tag.Li().Text(l)
	}
	return tag.Article().Class(class).Body(
		tag.P().Class("card-kind").Text(c.Kind+played(c.Played)),
		tag.H3().Class("card-title").Text(c.Title),
		app.If(c.Text != "", func() app.UI { return tag.P().Class("card-text").Text(c.Text) }),
		app.If(len(lines) > 0, func() app.UI { return tag.Ul().Class("card-lines").Body(lines...) }),
	)
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
