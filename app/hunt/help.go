package hunt

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// help is how to use this screen, in Lantern's own words.
func help() app.UI {
	return tag.Div().Class("hunt-help").Body(
		tag.P().Text("The big button is the one step the hunt waits for: reveal the next event, roll on the hunt event table, or move on. Read each event out and play what it asks at the table."),
		tag.P().Text("Undo takes back a step that showed nothing new, such as moving on. Once an event is revealed or the dice are rolled, it stays: fix a real mistake at the table."),
		tag.P().Text("The board shows where the survivors and the quarry stand; the hunt ends when they meet, and the showdown is played at the table."),
	)
}
