package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Line is one line of a game's journal, with a class when the game marks
// kinds of lines apart.
type Line struct{ Text, Class string }

// Journal is a game's journal, in the one order every game shows it:
// newest first, so the line a player opens the panel to read is on top.
// lines come oldest first, as games write them; the list keeps their
// numbers (reversed) so "12." is still the twelfth thing that happened.
func Journal(id, class string, lines []Line) app.UI {
	n := len(lines)
	return tag.Ol().ID(id).Class(class).TabIndex(0).Attr("reversed", true).Aria("label", "Journal, newest first").Body(
		app.Range(lines).Slice(func(i int) app.UI {
			l := lines[n-1-i]
			return tag.Li().Class(l.Class).Text(l.Text)
		}),
	)
}
