package blessed

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// help is how to use this screen, in Lantern's own words.
func help() app.UI {
	return tag.Div().Class("blessed-help").Body(
		tag.P().Text("Add a character for each player, then keep their sheets here: Blessings, conditions and stats. Begin a check to see its odds before anyone rolls; help, spark or vex it, then roll and settle it."),
		tag.P().Text("Undo takes back a tap that rolled nothing. Once dice are rolled they stay: a real mistake is fixed by the table, by hand. A Blessing gained by the wrong character can go to the one meant, with the faces it showed. A table that rolls its own dice switches to typing them in, and Lantern still does the sums and the odds."),
		tag.P().Text("The game master adds their own characters from the same form; they check, help, vex and attack like anyone, and their dice can be set at will. An attack on someone whose aptitude covers it is one rank harder (two if specialized). A Delayed Attack is the defender's check when its trigger comes (Hurry for a violent one), made harder the same way by the attacker's aptitude; if it fails, the attack succeeds."),
		tag.P().Text("In an Endeavor everyone joins, then each round everyone rolls for position: half the roll (at least 1) is the standard amount and the temporary Blessings gained. Turns go from the fewest temporary Blessings to the most; an advance or an attack is a check whose first roll is the position roll, and its result moves the tracks. Anything else the table does to the tracks is a hand edit."),
		tag.P().Text("When the session ends, the Session Shop opens for upgrades; start the next session when everyone is done."),
	)
}
