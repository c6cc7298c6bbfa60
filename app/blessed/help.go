package blessed

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// help is how to use this screen, in Lantern's own words.
func help() app.UI {
	return tag.Div().Class("blessed-help").Body(
		tag.P().Text("Add a character for each player, then keep their sheets here: Blessings, conditions and stats. Begin a check to see its odds before anyone rolls; help, spark or vex it, then roll and settle it."),
		tag.P().Text("Undo takes back a tap that rolled nothing. Once dice are rolled they stay: a real mistake is fixed by the table, by hand."),
		tag.P().Text("When the session ends, the Session Shop opens for upgrades; start the next session when everyone is done."),
	)
}
