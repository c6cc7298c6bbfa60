package hope

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// help is how to use this screen, in Lantern's own words.
func help() app.UI {
	return tag.Div().Class("hope-help").Body(
		tag.P().Text("One tablet goes round the table. When Lantern says to pass it, hand it over and let that player tap \"show me\": what only they may see stays hidden until then."),
		tag.P().Text("On your turn choose where to go, read the scene, then commit dice, ask for support and roll, or avoid it. Bots take their own turns."),
		tag.P().Text("Undo takes back a tap that showed nothing new. Once a card is drawn or the dice are rolled, it stays."),
		tag.P().Text("The Journal keeps every event; at the end it can be downloaded."),
	)
}
