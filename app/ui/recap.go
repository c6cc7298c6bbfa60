package ui

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Told is what a journal line tells that a recap may retell.
type Told uint8

const (
	Fell   Told = iota + 1 // a character lost, with its cause
	Ended                  // a game, a fight or a hunt won, lost or ended
	Rolled                 // a roll, with how far it fell from its expectation
)

// Mark points a recap at one line of a game's journal.
type Mark struct {
	Line int     // the line's index in the journal, oldest first
	Told Told    // what the line tells
	Luck float64 // Rolled: how far above (+) or below (−) its expectation
}

// Retold is one sentence of a recap and what it is.
type Retold struct{ Label, Text string }

// recapEnds is how many falls and ends a recap retells at most: the
// newest, so a long campaign's recap stays a glance.
const recapEnds = 4

// Recap is "Previously on…": the journal's own sentences (lines, oldest
// first) that marks point at, never new ones. The newest falls and ends
// in the order they happened, the luckiest and the unluckiest roll, then
// where the game or its campaign stands, in the game's words.
func Recap(lines []string, marks []Mark, standing ...string) []Retold {
	var out []Retold
	var ends []Mark
	best, worst := -1, -1
	for i, m := range marks {
		if m.Line < 0 || m.Line >= len(lines) {
			continue
		}
		switch m.Told {
		case Rolled:
			if m.Luck > 0 && (best < 0 || m.Luck > marks[best].Luck) {
				best = i
			}
			if m.Luck < 0 && (worst < 0 || m.Luck < marks[worst].Luck) {
				worst = i
			}
		default:
			if !slices.ContainsFunc(ends, func(e Mark) bool { return lines[e.Line] == lines[m.Line] }) {
				ends = append(ends, m) // a sentence said again is retold once
			}
		}
	}
	for _, m := range ends[max(0, len(ends)-recapEnds):] {
		label := "Fallen"
		if m.Told == Ended {
			label = "How it ended"
		}
		out = append(out, Retold{label, lines[m.Line]})
	}
	if best >= 0 {
		out = append(out, Retold{"The luckiest roll", lines[marks[best].Line]})
	}
	if worst >= 0 {
		out = append(out, Retold{"The unluckiest roll", lines[marks[worst].Line]})
	}
	said := ""
	for _, s := range standing {
		if s != "" && said != "" {
			said += " "
		}
		said += s
	}
	if said != "" {
		out = append(out, Retold{"Where it stands", said}) // one line, however many ways it stands
	}
	return out
}

// Greet opens the recap as a game opens, when the table comes back to
// it after a pause (rested) and the recap has something to tell.
func (p *Panels) Greet(rested bool, recap []Retold) { p.Recap = rested && len(recap) > 0 }

// recapView is the recap panel: one tap on its button puts it away.
func recapView(items []Retold, p *Panels) app.UI {
	return tag.Section().ID("table-recap").Class("table-panel table-recap").Aria("labelledby", "table-recap-title").Body(
		tag.H2().ID("table-recap-title").Text("Previously on…"),
		tag.Ul().ID("table-recap-lines").Body(app.Range(items).Slice(func(i int) app.UI {
			return tag.Li().Body(tag.Strong().Text(items[i].Label+": "), tag.Span().Class("recap-text").Text(items[i].Text))
		})),
		tag.Button().Attr("type", "button").ID("table-recap-close").Class("btn").OnClick(p.closeRecap).Text("Back to the game"),
	)
}

func (p *Panels) closeRecap(app.Context, app.Event) {
	p.Recap = false
	FocusAfterPaint(FirstControl, "#table-main")
}

func (p *Panels) openRecap(app.Context, app.Event) {
	p.Recap = true
	FocusAfterPaint("#table-recap-close")
}

// recapButton, in the Journal panel, opens the recap again.
func recapButton(p *Panels) app.UI {
	return tag.Button().Attr("type", "button").ID("table-recap-open").Class("btn secondary").
		OnClick(p.openRecap).Text("Previously on…")
}
