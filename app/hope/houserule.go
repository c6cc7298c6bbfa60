package hope

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/lab"
	"lantern/app/shell"
	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	rlab "lantern/rules/lab"
	"lantern/rules/record/hoperec"
)

// The house rules the lab offers (HI-42 to HI-45), option by option; the
// first of each is the rulebook's.
var (
	labSeats    = []int{4, 3, 5}
	labHope     = []int{0, -2, -1, 1, 2, 3}
	labHumanity = []int{0, 4, 3, 2, 1}
)

func init() {
	lab.Register(lab.Game{ID: "hope", Title: "Hope Inhumanity", Unit: "rounds", Causes: bot.Causes, Sizes: []int{100, 500, 2000},
		Rules: []lab.Rule{
			{Label: "Bot seats (both sides)", Options: []string{"4", "3", "5"}, Both: true},
			{Label: "Starting Hope pool", Options: []string{"One die a seat", "2 dice fewer", "1 die fewer", "1 die more", "2 dice more", "3 dice more"}},
			{Label: "Starting Humanity", Options: []string{"5", "4", "3", "2", "1"}},
			{Label: "Martial Law cards", Options: []string{"Without", "With"}},
			{Label: "Cards", Options: []string{"Lantern's", "Your own, as chosen on the new-game screen"}},
		},
		Sim:    func(p []int) rlab.Sim { return bot.Sim(labSeats[p[0]], labRule(p)) },
		Refuse: refuseCards,
		Play: func(ctx app.Context, p []int) {
			chosen = &Setup{n: labSeats[p[0]]}
			c := labRule(p)
			chosen.expansion, chosen.variant = c.Expansion, c.Variant
			if c.Deck != nil {
				chosen.deck = lastCards
			}
			shell.Navigate(ctx, "/new/hope")
		},
	})
}

// refuseCards says why the table's own cards cannot be tried: none were
// chosen yet, or they cannot deal the game picked.
func refuseCards(p []int) string {
	c := labRule(p)
	switch {
	case p[4] == 0:
		return ""
	case c.Deck == nil:
		return "Choose your cards under \"Your own cards\" on the new-game screen first, then come back to the lab."
	}
	if err := hoperec.CheckDeck(c.Deck, labSeats[p[0]], c.Expansion); err != nil {
		return "Your cards " + strings.TrimPrefix(err.Error(), rules.ErrBadConfig.Error()+": this deck ") + "."
	}
	return ""
}

// chosen is the setup the lab's "Play this house rule" asks for, taken by
// the next new-game screen.
var chosen *Setup

func labRule(p []int) hope.Config {
	c := hope.Config{Expansion: p[3] == 1, Variant: hope.Variant{Hope: labHope[p[1]], Humanity: labHumanity[p[2]]}}
	if p[4] == 1 {
		c.Deck = lastCards.play
	}
	return c
}

// houseRule says a house rule in words, "" for the rulebook's game.
func houseRule(v hope.Variant) string {
	var parts []string
	if v.Hope != 0 {
		more := " more"
		if v.Hope < 0 {
			more = " fewer"
		}
		parts = append(parts, "the Hope pool starts with "+diceN(max(v.Hope, -v.Hope))+more)
	}
	if v.Humanity != 0 {
		parts = append(parts, "characters start at "+strconv.Itoa(v.Humanity)+" Humanity")
	}
	if len(parts) == 0 {
		return ""
	}
	return "House rule: " + strings.Join(parts, "; ") + "."
}
