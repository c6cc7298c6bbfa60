package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
)

// The shell's own pages, in menu order. The saves and stats pages are
// placeholders that their packages replace by registering the same prefix.
func init() {
	RegisterPage(Page{Prefix: "saves", Title: "Saves", Nav: true, Render: savesPlaceholder})
	RegisterPage(Page{Prefix: "stats", Title: "Stats", Nav: true, Render: func(string) app.UI { return ui.Page("Stats") }})
	RegisterPage(Page{Prefix: "settings", Title: "Settings", Nav: true,
		Render: func(string) app.UI { return &SettingsPage{} }})
	RegisterPage(Page{Prefix: "about", Title: "About", Nav: true, Render: func(string) app.UI { return about() }})
}

func savesPlaceholder(string) app.UI {
	return ui.Page("Saves",
		tag.P().Text("Saved games will be listed here."),
	)
}

// library lists the registered games; nothing else is offered, so every card
// leads to a game that works.
func (s *Shell) library() app.UI {
	if len(games) == 0 {
		return ui.Page("Games", tag.P().Text("No games are installed in this build."))
	}
	// The install offer comes after the games: it appears when the browser
	// says Lantern can be installed, seconds after the page, and above the
	// cards it would move a "New game" button from under a finger.
	return ui.Page("Games",
		tag.Ul().Class("cards").Body(app.Range(games).Slice(func(i int) app.UI {
			g := games[i]
			return tag.Li().Class("card").Body(
				tag.H2().Text(g.Title),
				tag.P().Text(g.Blurb),
				ui.LinkButton("New game", Href("/new/"+g.ID)).Aria("label", "New game of "+g.Title),
			)
		})),
		s.installOffer(),
	)
}
