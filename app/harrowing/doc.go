// Package harrowing is Lantern's table for The Harrowing: a setup screen
// for the effigies' sins, and a game page with the Fate, the map, each
// effigy's sheet, zone and item columns, the moves each effigy may make
// and the question the game waits on, autosaved after every move.
//
// The rules live in lantern/rules/harrowing; this package shows a State
// and plays only moves from Legal. Cards are Lantern's own.
package harrowing

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
)

func init() {
	shell.RegisterGame(shell.Game{
		ID:    "harrowing",
		Title: "The Harrowing",
		Blurb: "A cooperative delve for 1 to 5 effigies: sins and corruption, omens, the Fate, a map that grows, adversaries, item columns and the doom dice, with Lantern's own circles of cards, a teaching opening to learn as you play, and a campaign that carries the effigies from one game to the next.",
		Credits: "The Harrowing is a published card game; Lantern plays its rules with cards of its own and is unofficial. " +
			"Every card, name and help text here is Lantern's own.",
		New:  func() app.UI { return &Setup{} },
		Play: func(saveID string) app.UI { return &Play{SaveID: saveID} },
	})
}
