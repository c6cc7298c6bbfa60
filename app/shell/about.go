package shell

import (
	"strings"

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
		tag.P().Body(app.Text("This is Lantern version "), tag.Span().Class("version").Text(version()),
			app.Text(", free software under the MIT licence. Besides the Go standard library, it is built with:")),
		libraryList(),
		tag.P().Text("go-app is built with one small change of Lantern's, so that a tap is drawn at once."),
		tag.P().Body(tag.A().Attr("href", "/web/licenses.txt").Attr("target", "_blank").Text("Their licences"),
			app.Text(" come with Lantern and work offline.")),
		tag.P().Text("Lantern's own code, texts and lantern icon were written for this project; "+
			"rule help and card texts are Lantern's own words, not the rulebooks'."),
	)
}

func libraryList() app.UI {
	libs := libraries()
	return tag.Ul().Class("libraries").Body(app.Range(libs).Slice(func(i int) app.UI {
		return tag.Li().Text(libs[i])
	}))
}

func credits() app.UI {
	return tag.Dl().Class("credits").Body(app.Range(games).Slice(func(i int) app.UI {
		return tag.Div().Body(
			tag.Dt().Text(games[i].Title),
			tag.Dd().Text(games[i].Credits),
		)
	}))
}

// version is the content hash lantern build gives the site.
func version() string {
	if v := app.Getenv("GOAPP_VERSION"); v != "" {
		return v
	}
	return "(not built by lantern build)"
}

// LibrariesEnv names the setting lantern build fills with the modules
// licenses.txt credits, one per line: the modules app.wasm links, as a
// test holds licenses.txt to them.
const LibrariesEnv = "LANTERN_LIBRARIES"

func libraries() []string {
	if v := app.Getenv(LibrariesEnv); v != "" {
		return strings.Split(v, "\n")
	}
	return nil
}
