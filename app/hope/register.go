// Package hope is the Hope Inhumanity table: setup, characters, turns,
// journal and end screen, for one tablet passed around the table. It
// changes the game only through lantern/rules/hope's Apply and saves it
// through lantern/app/saves after every move.
package hope

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
)

func init() {
	shell.RegisterGame(shell.Game{
		ID:    "hope",
		Title: "Hope Inhumanity",
		Blurb: "Cooperative survival: 3–5 travellers cross a broken world, one scene at a time.",
		Credits: "Hope Inhumanity (2nd edition) by Derek Gour, edited by Patrick Riegert: hope-inhumanity.com. " +
			"Lantern is unofficial and ships its own decks.",
		New:  func() app.UI { return &Setup{} },
		Play: func(saveID string) app.UI { return &Game{SaveID: saveID} },
	})
}
