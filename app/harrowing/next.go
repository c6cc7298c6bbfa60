package harrowing

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/ui"
	"lantern/rules/harrowing"
)

// circleChoice offers the circles the campaign's next game may start in,
// when it has unlocked more than one (Ever Deeper).
func (p *Play) circleChoice() app.UI {
	open := harrowing.Circles(harrowing.NextGame(p.g.State))
	if len(open) < 2 {
		return nil
	}
	cs := make([]ui.Choice, len(open))
	for i, ci := range open {
		cs[i] = ui.Choice{Value: ci.ID, Label: ci.Name + ": " + ci.Blurb}
	}
	now := p.circle
	if now == "" {
		now = p.g.State.Config.Circle
	}
	if now == "" {
		now = open[0].ID
	}
	return ui.Choices("harrowing-circle", "Where the next game starts", cs, now, func(_ app.Context, v string) { p.circle = v })
}

// innateChoice offers each effigy one of the campaign's unlocked innate
// items for the next game, when there are any.
func (p *Play) innateChoice() app.UI {
	free := harrowing.Innates(harrowing.NextGame(p.g.State))
	if len(free) == 0 {
		return nil
	}
	if len(p.innate) != p.remake.count {
		p.innate = make([]string, p.remake.count)
	}
	return bodyEl("fieldset", "harrowing-form",
		textEl("legend", "", "Innate items for the next game (one each, none shared)"),
		app.Range(p.innate).Slice(func(i int) app.UI {
			id := "harrowing-innate-" + strconv.Itoa(i+1)
			return bodyWith("div", []string{"class", "field harrowing-sin"},
				textWith("label", p.remakeName(i), "for", id),
				el("select", "id", id).DataSet("seat", i).OnChange(p.setInnate).Body(
					option("", "None", p.innate[i] == ""),
					app.Range(free).Slice(func(k int) app.UI {
						it := free[k]
						return option(it.ID, p.innateLabel(it, i), p.innate[i] == it.ID)
					}),
				),
			)
		}),
	)
}

func (p *Play) setInnate(ctx app.Context, _ app.Event) {
	if i := dataInt(ctx, "seat"); i < len(p.innate) {
		p.innate = pickInnate(p.innate, i, ctx.JSSrc().Get("value").String())
	}
}

// pickInnate gives seat the innate item id; an effigy that held it gives
// it up, since no two effigies share one (HA-18).
func pickInnate(innate []string, seat int, id string) []string {
	out := slices.Clone(innate)
	for j := range out {
		if id != "" && out[j] == id {
			out[j] = ""
		}
	}
	out[seat] = id
	return out
}

// remakeName is the next game's effigy i's name.
func (p *Play) remakeName(i int) string {
	names, _ := p.remake.effigies()
	return names[i]
}

// innateLabel names an innate item with what it does, and who holds it
// now when another effigy does (choosing it takes it from them).
func (p *Play) innateLabel(it harrowing.Item, seat int) string {
	label := it.Name + ": " + strings.Join(innateLines(it), " ")
	if j := slices.Index(p.innate, it.ID); j >= 0 && j != seat {
		label += " (now " + p.remakeName(j) + "'s)"
	}
	return label
}
