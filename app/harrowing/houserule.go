package harrowing

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/lab"
	"lantern/app/shell"
	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	rlab "lantern/rules/lab"
	"lantern/rules/words"
)

// The house rules the lab offers (HA-36 to HA-39), option by option; the
// first of each is the rulebook's. The circle is the bots' table, the
// same on both sides; the effigies are too unless the house rule has its
// own number (0: the same).
var (
	labEffigies      = []int{2, 1, 3, 4, 5}
	labHouseEffigies = []int{0, 1, 2, 3, 4, 5}
	labOmens         = []int{0, 1, 2, 4, 5, 6}
	labBane          = []int{0, 1, 2, 3}
)

// growthWords says each Variant.Growth in the house rule's line.
var growthWords = [...]string{"", "each rise of Bane is one more", "each rise of Bane is doubled", "each rise of Bane is one less"}

func init() { lab.Register(labGame()) }

func labGame() lab.Game {
	circles := harrowing.Lantern().Circles
	names := make([]string, len(circles))
	for i, ci := range circles {
		names[i] = ci.ID + ", " + ci.Name
	}
	return lab.Game{ID: "harrowing", Title: "The Harrowing", Unit: "moves", Causes: bot.Causes, Sizes: []int{20, 100, 500},
		Rules: []lab.Rule{
			{Label: "Circle (both sides)", Options: names, Both: true},
			{Label: "Effigies", Options: []string{"2", "1", "3", "4", "5"}, Both: true},
			{Label: "Effigies under your house rule", Options: []string{"The same", "1", "2", "3", "4", "5"}},
			{Label: "Omens each effigy starts with", Options: []string{"3", "1", "2", "4", "5", "6"}},
			{Label: "Bane at the start", Options: []string{"1", "2", "3", "4"}},
			{Label: "Each rise of Bane", Options: []string{"As the rules say", "One more", "Doubled", "One less (a rise of 1 is lost)"}},
		},
		Sim: func(p []int) rlab.Sim {
			return bot.Sim(harrowing.Lantern().Circles[p[0]], labEffigies[p[1]], houseEffigies(p), labRule(p))
		},
		// A new game starts in the first circle, as a campaign does: the
		// circle chosen was the bots'.
		Play: func(ctx app.Context, p []int) {
			chosen = &Setup{roster: newRoster(houseEffigies(p)), variant: labRule(p)}
			shell.Navigate(ctx, "/new/harrowing")
		},
	}
}

// chosen is the setup the lab's "Play this house rule" asks for, taken by
// the next new-game screen.
var chosen *Setup

func labRule(p []int) harrowing.Variant {
	return harrowing.Variant{Omens: labOmens[p[3]], Bane: labBane[p[4]], Growth: p[5]}
}

// houseEffigies is the number of effigies the house rule's side plays.
func houseEffigies(p []int) int {
	if n := labHouseEffigies[p[2]]; n > 0 {
		return n
	}
	return labEffigies[p[1]]
}

// houseRule says a house rule in words, "" for the rulebook's game.
func houseRule(v harrowing.Variant) string {
	var s []string
	if v.Omens != 0 {
		s = append(s, "each effigy starts with "+words.Count(v.Omens, "omen"))
	}
	if v.Bane != 0 {
		s = append(s, "Bane starts at "+strconv.Itoa(1+v.Bane))
	}
	if v.Growth != 0 {
		s = append(s, growthWords[v.Growth])
	}
	if len(s) == 0 {
		return ""
	}
	return "House rule: " + strings.Join(s, "; ") + "."
}
