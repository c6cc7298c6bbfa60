// Package hunt is the Kingdom Death: Monster hunt phase screen: a setup
// page (team, gear, quarry, level, an optional owner's event table) and the
// hunt itself (the board as a track, the due action as one button, a d100
// roller showing both dice, the revealer named, a log), autosaved after
// every move through lantern/app/saves.
//
// The rules live in lantern/rules/hunt; this package only shows a State
// and applies the moves Legal offers.
package hunt

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
)

func init() {
	shell.RegisterGame(shell.Game{
		ID:    "hunt",
		Title: "Kingdom Death: Monster — hunt phase",
		Blurb: "Cross the hunt board toward your quarry: reveal events, roll on the hunt event table, find the monster.",
		Credits: "Kingdom Death: Monster is designed by Adam Poots and published by Kingdom Death (kingdomdeath.com). " +
			"Lantern's hunt companion is unofficial: its hunt event table, its quarry (the Gloam Moth) and every event text are Lantern's own.",
		New:  func() app.UI { return &Setup{} },
		Play: func(saveID string) app.UI { return &Play{SaveID: saveID} },
	})
}
