package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Result is the panel every game shows when it ends: a heading that says
// how it ended, then the game's own account and actions. It takes focus
// (tabindex -1) so a game can move the player to it at the end.
func Result(heading string, body ...app.UI) app.UI {
	return tag.Section().ID("table-result").Class("table-result").TabIndex(-1).
		Aria("labelledby", "table-result-title").Body(
		tag.H2().ID("table-result-title").Text(heading),
		tag.Div().Body(body...),
	)
}

// Trouble says in plain words what went wrong, with the error itself
// behind a "Details" toggle for a bug report: a player reads "this link
// is damaged", never a decoder's "299 unexpected trailing bytes".
func Trouble(plain, detail string) app.UI {
	if plain == "" {
		return app.Text("")
	}
	return tag.Div().Class("trouble").Role("alert").Body(
		tag.P().Class("error").Text(plain),
		app.If(detail != "" && detail != plain, func() app.UI {
			return tag.Details().Class("trouble-details").Body(tag.Summary().Text("Details"), tag.P().Text(detail))
		}),
	)
}

// Alert is a one-line error such as a failed autosave; nothing when msg
// is empty.
func Alert(msg string) app.UI {
	if msg == "" {
		return app.Text("")
	}
	return tag.P().Class("error").Role("alert").Text(msg)
}
