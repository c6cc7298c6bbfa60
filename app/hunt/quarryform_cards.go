package hunt

import (
	"cmp"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
)

var (
	whoChoices  = []ui.Choice{{Value: "revealer", Label: "The revealer"}, {Value: "random", Label: "One survivor at random"}, {Value: "all", Label: "Every survivor"}}
	needChoices = []ui.Choice{{Value: none, Label: "Anyone"}, {Value: "courage", Label: "Courage at least"},
		{Value: "understanding", Label: "Understanding at least"}, {Value: "gear", Label: "Carrying a gear tag"}}
)

// none is the value of a select's empty choice: go-app leaves out an
// empty value attribute, and an option without one is worth its label.
const none = "none"

func deciderChoices() []ui.Choice {
	out := make([]ui.Choice, len(deciders))
	for i, d := range deciders {
		out[i] = ui.Choice{Value: cmp.Or(d.value, none), Label: d.label}
	}
	return out
}

// cards are the quarry's monster hunt event cards.
func (f form) cards() app.UI {
	return tag.Section().Class("quarry-cards").Aria("labelledby", "q-cards-heading").Body(
		tag.H2().ID("q-cards-heading").Text("Monster hunt event cards"),
		tag.P().ID("q-effects-hint").Class("hint").Text("Effects are separated by semicolons. On each survivor who gets the outcome: courage+1, understanding-1, survival+1, insanity+2, resource:bone (or resource+2:bone), injury:cut palm, note:saw it. Once for the event: team+1 or team-1 (the survivors move), monster+1 or monster-1 (the quarry moves away or closer), table or table+2 (roll on the hunt event table)."),
		f.problem("cards"),
		app.Range(f.d.cards).Slice(func(i int) app.UI { return f.card(i) }),
		tag.Button().Attr("type", "button").ID("q-cards-add").Class("btn secondary").DataSet("field", "cards").
			Text("Add a card").OnClick(f.s.addRow),
	)
}

func (f form) card(i int) app.UI {
	p := "cards." + strconv.Itoa(i) + "."
	c := f.d.cards[i]
	n := strconv.Itoa(i + 1)
	legend := "Card " + n
	if c.title != "" {
		legend += ": " + c.title
	}
	return tag.FieldSet().Class("quarry-card").Body(
		tag.Legend().Text(legend),
		f.text(p+"title", "Title", c.title, hunt.MaxTitle),
		f.area(p+"text", "Text", c.text, 3),
		tag.Div().Class("quarry-row").Body(
			f.pick(p+"who", "Who takes part", c.who, whoChoices),
			f.pick(p+"need", "Who may take part", c.need, needChoices),
			f.needMore(p, c),
			f.pick(p+"decider", "The outcome is decided by", c.decider, deciderChoices()),
		),
		f.decided(p, n, c),
		tag.Button().Attr("type", "button").Class("btn secondary").DataSet("field", "cards."+strconv.Itoa(i)).
			Text("Remove card "+n).OnClick(f.s.removeRow),
	)
}

// needMore is the least courage or understanding, or the gear tag, that
// the card's need asks for, in a box that is always there (see summary).
func (f form) needMore(p string, c cardDraft) app.UI {
	box := tag.Div().Class("quarry-need-more")
	switch c.need {
	case "courage", "understanding":
		return box.Body(f.number(p+"min", "At least (0–9)", c.min, 0, 9))
	case "gear":
		return box.Body(f.text(p+"gear", "Gear tag", c.gear, hunt.MaxWord))
	}
	return box
}

// effects is a field of effects, described by the shared hint.
func (f form) effects(field, label, value string) app.UI {
	return f.hinted(field, label, value, 0, "q-effects-hint")
}

// decided holds the fields of the card's chosen decider and its outcomes.
func (f form) decided(p, n string, c cardDraft) app.UI {
	nobody := tag.Div() // only a card some cannot take part in has a use for it
	if c.need != "" || c.fail != "" {
		nobody = nobody.Body(f.effects(p+"fail", "If no one can take part", c.fail))
	}
	switch c.decider {
	case "check":
		return tag.Div().Body(
			f.number(p+"check", "Each taking part rolls a d10 and passes on (2–10)", c.check, 2, 10),
			f.effects(p+"pass", "On a pass", c.pass),
			f.effects(p+"fail", "On a fail, and if no one can take part", c.fail),
		)
	case "ask":
		return tag.Div().Body(
			f.text(p+"ask", "The question the table answers", c.ask, hunt.MaxQuestion),
			f.effects(p+"pass", "If yes", c.pass),
			f.effects(p+"fail", "If no, and if no one can take part", c.fail),
		)
	case "bands":
		return tag.Div().Body(f.bands(p, n, c), nobody)
	case "options":
		return tag.Div().Body(f.options(p, n, c), nobody)
	}
	return tag.Div().Body(f.effects(p+"pass", "What happens", c.pass), nobody)
}

// bands are the rows of a card of bands; n is the card's number, which
// the buttons name for a screen reader going from button to button.
func (f form) bands(p, n string, c cardDraft) app.UI {
	return tag.FieldSet().Class("quarry-rows").Body(
		tag.Legend().Text("Bands of the d10 each taking part rolls, from 1 to 10"),
		f.problem(p+"bands"),
		app.Range(c.bands).Slice(func(j int) app.UI {
			b := c.bands[j]
			q := p + "bands." + strconv.Itoa(j) + "."
			return tag.Div().Class("quarry-row quarry-band").Body(
				f.number(q+"from", "From", b.from, 1, 10),
				f.number(q+"to", "To", b.to, 1, 10),
				f.effects(q+"effects", "Effects", b.effects),
				f.text(q+"text", "Shown when rolled (optional)", b.text, hunt.MaxQuestion),
				tag.Button().Attr("type", "button").Class("btn secondary").DataSet("field", q[:len(q)-1]).
					Text("Remove band "+strconv.Itoa(j+1)).Aria("label", "Remove band "+strconv.Itoa(j+1)+" of card "+n).OnClick(f.s.removeRow),
			)
		}),
		tag.Button().Attr("type", "button").ID(fieldID(p+"bands-add")).Class("btn secondary").DataSet("field", p+"bands").Text("Add a band").Aria("label", "Add a band to card "+n).OnClick(f.s.addRow),
	)
}

func (f form) options(p, n string, c cardDraft) app.UI {
	return tag.FieldSet().Class("quarry-rows").Body(
		tag.Legend().Text("Options the revealer chooses from (2–6)"),
		f.problem(p+"options"),
		app.Range(c.options).Slice(func(j int) app.UI {
			o := c.options[j]
			q := p + "options." + strconv.Itoa(j) + "."
			return tag.Div().Class("quarry-row quarry-option").Body(
				f.text(q+"label", "Option "+strconv.Itoa(j+1), o.label, hunt.MaxTitle),
				f.effects(q+"effects", "Effects", o.effects),
				tag.Button().Attr("type", "button").Class("btn secondary").DataSet("field", q[:len(q)-1]).
					Text("Remove option "+strconv.Itoa(j+1)).Aria("label", "Remove option "+strconv.Itoa(j+1)+" of card "+n).OnClick(f.s.removeRow),
			)
		}),
		tag.Button().Attr("type", "button").ID(fieldID(p+"options-add")).Class("btn secondary").DataSet("field", p+"options").Text("Add an option").Aria("label", "Add an option to card "+n).OnClick(f.s.addRow),
	)
}
