// Package blessed is Lantern's table companion for Humanity, Blessed: a
// campaign page with the party's sheets, a check roller that shows the
// odds before the dice, Blessings, conditions and the Session Shop,
// autosaved after every move through lantern/app/saves.
//
// The rules live in lantern/rules/blessed; this package shows a State,
// builds moves from the controls and applies only what Legal allows.
// Names, pronouns and aptitude names are the table's notes (notes.go).
package blessed

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
)

func init() {
	shell.RegisterGame(shell.Game{
		ID:    "blessed",
		Title: "Humanity, Blessed — table companion",
		Blurb: "Character sheets, checks with bumping dice and their odds, Blessings, Help and Spark, conditions, Endeavors and the Session Shop, with the game master's own rolls, traps and setting beside the party.",
		Credits: "Humanity, Blessed is written by snotskie (snotskie.github.io/ttrpg), free under CC BY-NC-ND 4.0. " +
			"Lantern's companion is Humanity, Blessed ⊜ Community Content: unofficial, and every help text in it is Lantern's own.",
		New:  func() app.UI { return &Setup{} },
		Play: func(saveID string) app.UI { return &Play{SaveID: saveID} },
	})
}
