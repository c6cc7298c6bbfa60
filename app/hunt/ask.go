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
		tag.P().ID("hunt-ask-event").Class("hunt-ask-event").Text(resolving(s, p.g.Log)),
		tag.P().ID("hunt-ask-prompt").Class("hunt-ask-prompt").Text(prompt(a)),
		p.answers(s, a),
	)
}

// resolving is the event a waiting step is playing — the card revealed,
// the table's row rolled or the story read — kept in sight while the
// table rolls die after die: the announcement shows only the latest
// roll. It is among the step's events told so far (Pending.Shown), the
// newest last in the log, where a dice switch may follow them.
func resolving(s hunt.State, log []hunt.Event) string {
	left := s.Pending.Shown
	for i := len(log) - 1; i >= 0 && left > 0; i-- {
		e := log[i]
		if e.Kind == hunt.Edited {
			continue
		}
		left--
		if e.Kind == hunt.Revealed || e.Kind == hunt.Rolled || (e.Kind == hunt.Story && e.Survivor < 0) {
			return e.Text
		}
	}
	return ""
}

func prompt(a hunt.Ask) string {
	switch a.Kind {
	case hunt.AskD100:
		return a.Prompt + ": roll the tens and the ones die and tap what they show."
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

// d100Form takes the two d10 of a table roll: a row of large buttons
// for the tens die (0–9) and one for the ones die, as the d10 is tapped,
// read as the roller reads them (0 and 0 is 100). Neither die has a value
// until the table taps it, and the form says what the two read as: a
// roll given cannot be undone (G-01), so an untouched form must not read
// as 100.
func (p *Play) d100Form() app.UI {
	dice := p.halfRoll()
	v, ok := p.d100()
	reads := "Tap both dice."
	switch {
	case ok && v == 100:
		reads = "They read 100 (0 and 0)."
	case ok:
		reads = "They read " + strconv.Itoa(v) + "."
	case dice[0] != "":
		reads = "Tens " + dice[0] + ": now tap the ones die."
	case dice[1] != "":
		reads = "Ones " + dice[1] + ": now tap the tens die."
	}
	return tag.Div().Class("hunt-d100-form").Body(
		p.dieRow("tens", "Tens die", dice[0]),
		p.dieRow("ones", "Ones die", dice[1]),
		tag.Button().Attr("type", "button").ID("hunt-give-d100").Class("btn").Attr("disabled", !ok).Text("Read the table").OnClick(p.giveD100),
		tag.P().ID("hunt-d100-reads").Class("hunt-d100-reads").Aria("live", "polite").Text(reads),
	)
}

// dieRow is one die's ten faces as buttons, the face the table tapped
// pressed.
func (p *Play) dieRow(die, label, chosen string) app.UI {
	id := "hunt-" + die
	return tag.Div().ID(id).Class("hunt-die").Role("group").Aria("labelledby", id+"-label").Body(
		tag.P().ID(id+"-label").Class("hunt-die-label").Text(label),
		tag.Div().Class("hunt-die-faces").Body(
			app.Range(make([]struct{}, 10)).Slice(func(i int) app.UI {
				v := strconv.Itoa(i)
				return tag.Button().Attr("type", "button").ID(id+"-"+v).Class("btn secondary hunt-face").
					Aria("pressed", v == chosen).Aria("label", label+" "+v).
					DataSet("die", die).DataSet("face", v).Text(v).OnClick(p.setDie)
			}),
		),
	)
}

// halfRoll is the table roll as typed so far: the dice tapped for the
// step waiting now, none for any other.
func (p *Play) halfRoll() [2]string {
	if p.dice.Moves != p.g.Moves {
		return [2]string{}
	}
	return p.dice.Dice
}

// setDie keeps the face the table tapped, here and in the tab's session
// storage, so a reload (or a phone putting the page away) keeps a roll
// half typed.
func (p *Play) setDie(ctx app.Context, _ app.Event) {
	d := halfRoll{Moves: p.g.Moves, Dice: p.halfRoll()}
	face := ui.RowKey(ctx, "face")
	switch ui.RowKey(ctx, "die") {
	case "tens":
		d.Dice[0] = face
	case "ones":
		d.Dice[1] = face
	}
	p.dice = d
	keepHalfRoll(p.SaveID, d)
}

// d100 is the table roll the two dice tapped read as, once both are.
func (p *Play) d100() (int, bool) {
	dice := p.halfRoll()
	tens, err1 := strconv.Atoi(dice[0])
	ones, err2 := strconv.Atoi(dice[1])
	if err1 != nil || err2 != nil {
		return 0, false
	}
	if v := tens*10 + ones; v > 0 {
		return v, true
	}
	return 100, true
}

// giveD100 plays the roll the two dice read as; the dice are the next
// step's to tap.
func (p *Play) giveD100(ctx app.Context, _ app.Event) {
	if v, ok := p.d100(); ok {
		p.play(hunt.Move{Kind: hunt.Give, N: v})
	}
}

// playData plays the move the pressed control carries; the rules refuse
// one that is no longer legal.
func (p *Play) playData(ctx app.Context, _ app.Event) {
	if m, ok := ui.ReadMove[hunt.Move](ctx); ok {
		p.play(m)
	}
}
