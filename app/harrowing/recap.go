package harrowing

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// recap retells the game from its journal: each effigy damned, the
// game's end, the tests whose 9s beat their 8s and Bane by most and by
// least against what such a roll gives on average (a black die +1/6, the
// red one −1/6), then where the campaign stands.
func (p *Play) recap() []ui.Retold {
	var marks []ui.Mark
	for i, e := range p.g.Log {
		switch {
		case strings.HasPrefix(e.Text, "The boss is defeated") || strings.HasPrefix(e.Text, "Every effigy is damned"):
			marks = append(marks, ui.Mark{Line: i, Told: ui.Ended})
		case e.Ask == 0 && strings.Contains(e.Text, " is damned"): // not the question who takes its corruption
			marks = append(marks, ui.Mark{Line: i, Told: ui.Fell})
		case len(e.Faces) > 0:
			luck := -float64(len(e.Faces)-2) / 6
			for _, f := range e.Faces {
				switch f {
				case harrowing.Grace:
					luck++
				case harrowing.Fault, harrowing.BaneFace:
					luck--
				}
			}
			marks = append(marks, ui.Mark{Line: i, Told: ui.Rolled, Luck: luck})
		}
	}
	return ui.Recap(p.journalTexts(), marks, p.circleLine()+".", p.campaignLine())
}

// campaignLine is where the campaign stands: its game, the circles it has
// opened and the Unknown cards manifested so far.
func (p *Play) campaignLine() string {
	s := p.g.State
	return "Game " + strconv.Itoa(max(1, s.Config.Game)) + " of the campaign; " +
		words.Count(len(harrowing.Circles(s.Config)), "circle") + " open to it; " + cardsWord(len(s.Manifested)) + " of the Unknown manifested."
}

// nextGameOpened: the campaign's next game opens with its recap, rested
// or not, before its first move.
func (p *Play) nextGameOpened() bool { return p.g.State.Config.Game > 1 && p.g.Moves == 0 }

// printed is the game on paper: the effigies' sheets, the cards of the
// Unknown manifested in the campaign, and the journal.
func (p *Play) printed() app.UI {
	s := p.g.State
	var shown []string
	for _, u := range p.book().Unknown {
		if slices.Contains(s.Manifested, u.Number) {
			if u.Card != nil {
				shown = append(shown, u.Card.Name)
			} else {
				shown = append(shown, u.Item.Name)
			}
		}
	}
	if len(shown) == 0 {
		shown = []string{"None yet."}
	}
	return tag.Div().Body(
		tag.H2().Text("Effigies"),
		tag.Ul().Class("harrowing-sheets").Body(app.Range(s.Effigies).Slice(func(i int) app.UI { return p.sheet(i, "harrowing-print-", false) })),
		tag.H2().Text("Manifested cards"),
		tag.P().Text(p.campaignLine()),
		tag.Ul().Body(app.Range(shown).Slice(func(i int) app.UI { return tag.Li().Text(shown[i]) })),
		ui.PrintLog("Campaign log: this game", p.journalTexts()),
	)
}
