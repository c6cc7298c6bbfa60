package blessed

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
)

// logTexts are the journal's lines as it shows them, names in.
func (p *Play) logTexts() []string {
	out := make([]string, len(p.g.Log))
	for i, e := range p.g.Log {
		out[i] = p.named(e.Text)
	}
	return out
}

// recap retells the campaign from its journal: a character become Lost,
// an Endeavor won, the check that went best and the one that went worst
// (boons for, busts against, and success above failure), then the
// session and the Endeavors the campaign has seen.
func (p *Play) recap() []ui.Retold {
	var marks []ui.Mark
	ended, won := 0, 0
	for i, e := range p.g.Log {
		switch {
		case e.Kind == blessed.TakeUpgrade && strings.HasSuffix(e.Text, " becomes Lost"):
			marks = append(marks, ui.Mark{Line: i, Told: ui.Fell})
		case e.Outcome != nil:
			o := e.Outcome
			luck := float64(2*o.Great+o.Boons-o.Busts) - .5
			if o.Success {
				luck++
			}
			marks = append(marks, ui.Mark{Line: i, Told: ui.Rolled, Luck: luck})
		case strings.HasSuffix(e.Text, " ends") && strings.Contains(e.Text, "; "):
			// an Endeavor's last move says who won it
			ended++
			if strings.Contains(e.Text, "the allies win") {
				won++
			}
			marks = append(marks, ui.Mark{Line: i, Told: ui.Ended})
		}
	}
	at := "Session " + itoa(p.g.State.Session)
	if p.g.State.Shop {
		at += " is over, and the Session Shop is open"
	}
	at += "."
	if ended > 0 {
		at += " Endeavors ended so far: " + itoa(ended) + "; the allies won " + itoa(won) + " of them."
	}
	return ui.Recap(p.logTexts(), marks, at)
}

// printed is the campaign on paper: the setting, each character's sheet
// as it stands, and the campaign log.
func (p *Play) printed() app.UI {
	party := p.g.State.Party
	return tag.Div().Body(
		app.If(p.setting != "", func() app.UI { return tag.P().Text("Setting Ethic: " + p.setting) }),
		tag.H2().Text("Character sheets"),
		app.Range(party).Slice(func(i int) app.UI { return p.printSheet(i) }),
		ui.PrintLog("Campaign log", p.logTexts()),
	)
}

// printSheet is one character's sheet, read only: the sheet's own words.
func (p *Play) printSheet(i int) app.UI {
	c, sh := p.g.State.Party[i], p.sheets[i]
	title := sh.Name
	if sh.Pronouns != "" {
		title += " (" + sh.Pronouns + ")"
	}
	var dice []string
	for _, st := range p.g.State.Config.Stats() {
		dice = append(dice, st.String()+" "+c.Die(st).String())
	}
	return tag.Section().Class("print-sheet").Body(
		tag.H3().Text(title),
		tag.P().Text(p.kindText(i)),
		tag.P().Text(strings.Join(dice, " · ")),
		tag.P().Text(aptitudes(c, sh)),
		tag.P().Text(blessingsText(c, p.g.State.PermanentBlessings(i))),
		tag.P().Text(conditionsText(c)),
	)
}
