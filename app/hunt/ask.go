package hunt

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
)

// ask shows what a waiting step needs from the table (KH-03): the dice
// typed in, a survivor picked by hand, a choice, or a question's answer.
// Every button carries its move (ui.MoveData) and one handler plays it.
func (p *Play) ask() app.UI {
	s := p.g.State
	a := s.Pending.Ask
	return tag.Div().ID("hunt-ask").Class("hunt-ask").Role("group").Aria("labelledby", "hunt-ask-prompt").Body(
		tag.P().ID("hunt-ask-prompt").Class("hunt-ask-prompt").Text(prompt(a)),
		p.answers(s, a),
	)
}

func prompt(a hunt.Ask) string {
	switch a.Kind {
	case hunt.AskD100:
		return a.Prompt + ": roll the tens and the ones die and enter them."
	case hunt.AskD10:
		return a.Prompt + ": roll a d10 and tap what it shows."
	case hunt.AskAnswer:
		return "The table answers: " + a.Prompt
	}
	return a.Prompt + "."
}

func (p *Play) answers(s hunt.State, a hunt.Ask) app.UI {
	var ms []hunt.Move
	for _, m := range hunt.Legal(s) {
		if m.Kind == hunt.Give {
			ms = append(ms, m)
		}
	}
	if a.Kind == hunt.AskD100 {
		return p.d100Form()
	}
	return tag.Div().Class("hunt-answers").Body(
		app.Range(ms).Slice(func(i int) app.UI {
			return tag.Button().Attr("type", "button").Class("btn secondary hunt-answer").
				ID("hunt-give-"+strconv.Itoa(ms[i].N)).
				DataSet("move", ui.MoveData(ms[i])).Text(answerLabel(s, a, ms[i].N)).OnClick(p.playData)
		}),
	)
}

func answerLabel(s hunt.State, a hunt.Ask, n int) string {
	switch a.Kind {
	case hunt.AskPick:
		return s.Team[n].Name
	case hunt.AskChoose:
		return a.Options[n]
	case hunt.AskAnswer:
		if n == 1 {
			return "Yes"
		}
		return "No"
	}
	return strconv.Itoa(n)
}

// d100Form takes the two d10 of a table roll: tens 0–9 and ones 0–9,
// read as the roller reads them (0 and 0 is 100).
func (p *Play) d100Form() app.UI {
	digits := func(id, label string) app.UI {
		return tag.Div().Class("stat").Body(
			tag.Label().Attr("for", id).Text(label),
			tag.Select().ID(id).Body(
				app.Range(make([]struct{}, 10)).Slice(func(i int) app.UI {
					return tag.Option().Attr("value", strconv.Itoa(i)).Text(strconv.Itoa(i))
				}),
			),
		)
	}
	return tag.Div().Class("hunt-d100-form").Body(
		digits("hunt-tens", "Tens die"),
		digits("hunt-ones", "Ones die"),
		tag.Button().Attr("type", "button").ID("hunt-give-d100").Class("btn").Text("Read the table").OnClick(p.giveD100),
	)
}

// giveD100 reads both dice from the form when the button is pressed.
func (p *Play) giveD100(ctx app.Context, _ app.Event) {
	doc := app.Window().Get("document")
	tens, err1 := strconv.Atoi(doc.Call("getElementById", "hunt-tens").Get("value").String())
	ones, err2 := strconv.Atoi(doc.Call("getElementById", "hunt-ones").Get("value").String())
	if err1 != nil || err2 != nil {
		return
	}
	v := tens*10 + ones
	if v == 0 {
		v = 100
	}
	p.play(hunt.Move{Kind: hunt.Give, N: v})
}

// playData plays the move the pressed control carries; the rules refuse
// one that is no longer legal.
func (p *Play) playData(ctx app.Context, _ app.Event) {
	if m, ok := ui.ReadMove[hunt.Move](ctx); ok {
		p.play(m)
	}
}
