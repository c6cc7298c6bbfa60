package harrowing

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/lab"
	"lantern/app/shell"
	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	rlab "lantern/rules/lab"
	"lantern/rules/words"
)

// The house rules the lab offers (HA-36 to HA-38), option by option; the
// first of each is the rulebook's. The circle and the effigies are the
// bots' table, the same on both sides.
var (
	labEffigies = []int{2, 1, 3, 4, 5}
	labOmens    = []int{0, 1, 2, 4, 5, 6}
	labBane     = []int{0, 1, 2, 3}
)

func init() {
	circles := harrowing.Lantern().Circles
	names := make([]string, len(circles))
	for i, ci := range circles {
		names[i] = ci.ID + ", " + ci.Name
	}
	lab.Register(lab.Game{ID: "harrowing", Title: "The Harrowing", Unit: "moves", Causes: bot.Causes, Sizes: []int{20, 100, 500},
		Rules: []lab.Rule{
			{Label: "Circle (both sides)", Options: names},
			{Label: "Effigies (both sides)", Options: []string{"2", "1", "3", "4", "5"}},
			{Label: "Omens each effigy starts with", Options: []string{"3", "1", "2", "4", "5", "6"}},
			{Label: "Bane at the start", Options: []string{"1", "2", "3", "4"}},
		},
		Sim: func(p []int) rlab.Sim {
			return bot.Sim(harrowing.Lantern().Circles[p[0]], labEffigies[p[1]], labRule(p))
		},
		// A new game starts in the first circle, as a campaign does: the
		// circle chosen was the bots'.
		Play: func(ctx app.Context, p []int) {
			chosen = &Setup{roster: newRoster(labEffigies[p[1]]), variant: labRule(p)}
			shell.Navigate(ctx, "/new/harrowing")
		},
	})
}

// chosen is the setup the lab's "Play this house rule" asks for, taken by
// the next new-game screen.
var chosen *Setup

func labRule(p []int) harrowing.Variant {
	return harrowing.Variant{Omens: labOmens[p[2]], Bane: labBane[p[3]]}
}

// houseRule says a house rule in words, "" for the rulebook's game.
func houseRule(v harrowing.Variant) string {
	s := ""
	if v.Omens != 0 {
		s = "each effigy starts with " + words.Count(v.Omens, "omen")
	}
	if v.Bane != 0 {
		if s != "" {
			s += "; "
		}
		s += "Bane starts at " + strconv.Itoa(1+v.Bane)
	}
	if s == "" {
		return ""
	}
	return "House rule: " + s + "."
}
