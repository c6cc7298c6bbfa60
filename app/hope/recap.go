package hope

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hope"
)

// mark notes a journal line the recap may retell, as note writes it: a
// character gone with its cause, the journey's end, and each roll with
// how far its successes fell from the half of its dice a roll gives on
// average (a die succeeds on 4 to 6).
func (g *Game) mark(ev hope.Event) {
	m := ui.Mark{Line: len(g.log) - 1}
	switch ev.Kind {
	case hope.EvDeath:
		m.Told = ui.Fell
	case hope.EvGameOver:
		m.Told = ui.Ended
	case hope.EvRoll:
		m.Told, m.Luck = ui.Rolled, float64(ev.N)-float64(len(ev.Faces))/2
	default:
		return
	}
	g.marks = append(g.marks, m)
}

// recap retells the journey from the journal, then where it stands.
func (g *Game) recap() []ui.Retold {
	texts := make([]string, len(g.log))
	for i, e := range g.log {
		texts[i] = e.Text
	}
	s := g.s
	at := "Round " + strconv.Itoa(int(s.Round)) + " of " + strconv.Itoa(hope.Rounds) + ", with " +
		strconv.Itoa(int(s.Hope)) + " of " + strconv.Itoa(hope.MaxHope) + " dice in the Hope pool."
	if s.Over {
		at = ""
	}
	return ui.Recap(texts, g.marks, at)
}

// printed is the story of the journey on paper: who played whom, the
// world's end, every round's scenes and what came of them, then how it
// ended, the epilogues and the lost.
func (g *Game) printed() app.UI {
	st := g.story()
	var rounds []app.UI
	for i := 0; i < len(g.log); {
		r, j := g.log[i].Round, i
		for j < len(g.log) && g.log[j].Round == r {
			j++
		}
		part := g.log[i:j]
		rounds = append(rounds, tag.H3().Text("Round "+strconv.Itoa(r)), tag.Ul().Body(app.Range(part).Slice(func(k int) app.UI {
			return tag.Li().Text(part[k].Text)
		})))
		i = j
	}
	return tag.Div().Body(
		tag.H2().Text(st.Title),
		app.If(st.Ending != "", func() app.UI { return tag.P().Text("The world's end: " + st.Ending) }),
		printList("Characters", st.Characters),
		tag.H2().Text("The journey"),
		tag.Div().Body(rounds...),
		app.If(st.Verdict != "", func() app.UI { return tag.Div().Body(tag.H2().Text("The end"), tag.P().Text(st.Verdict)) }),
		printList("Epilogues", st.Epilogues),
		printList("In memory", st.Tributes),
	)
}

func printList(heading string, lines []string) app.UI {
	if len(lines) == 0 {
		return app.Text("")
	}
	return tag.Div().Body(tag.H2().Text(heading), tag.Ul().Body(app.Range(lines).Slice(func(i int) app.UI { return tag.Li().Text(lines[i]) })))
}
