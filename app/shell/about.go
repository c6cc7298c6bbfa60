package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
)

// about says what Lantern is, that it is unofficial, and whom to thank and
// buy from. Each game's credits come from its registration.
func about() app.UI {
	return ui.Page("About Lantern",
		tag.P().Text("Lantern is a table companion for cooperative tabletop games. "+
			"Put one tablet in the middle of the table and pass it around: it keeps the decks, "+
			"rolls the dice, tracks everyone's state and hides what only one player may see. "+
			"It works offline once it has been opened, and keeps your games on this device only."),
		tag.P().Text("Lantern is an unofficial, fan-made table. It is not made, approved or endorsed "+
			"by the designers or publishers of the games it plays. Please buy the games: "+
			"Lantern needs the real rulebooks and components and is no replacement for them."),
		tag.H2().Text("Games and their makers"),
		app.If(len(games) == 0, func() app.UI { return tag.P().Text("No games are installed in this build.") }).
			Else(func() app.UI { return credits() }),
		tag.H2().Text("Software"),
		tag.Ul().Body(
			tag.Li().Text("go-app (MIT licence) builds the app from Go."),
			tag.Li().Text("rsc.io/qr (BSD-3-Clause licence) draws the QR codes of share links."),
			tag.Li().Text("go-indexeddb and safejs (Apache 2.0 licence) store games on this device."),
			tag.Li().Text("The Go standard library (BSD-3-Clause licence)."),
		),
		tag.P().Text("Lantern's own code, texts and lantern icon were written for this project; "+
			"rule help and card texts are Lantern's own words, not the rulebooks'."),
	)
}

func credits() app.UI {
	return tag.Dl().Class("credits").Body(app.Range(games).Slice(func(i int) app.UI {
		return tag.Div().Body(
			tag.Dt().Text(games[i].Title),
			tag.Dd().Text(games[i].Credits),
		)
	}))
}
