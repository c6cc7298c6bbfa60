package hunt

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
)

// logTexts are the journal's lines, oldest first.
func logTexts(log []hunt.Event) []string {
	out := make([]string, len(log))
	for i, e := range log {
		out[i] = e.Text
	}
	return out
}

// recap retells the hunt from its journal: how it ended, the survivors'
// best and worst d10 (a d10 gives 5.5 on average), then where the hunt
// stands in its summary's own first lines, and what it has gathered.
func recap(s hunt.State, log []hunt.Event) []ui.Retold {
	var marks []ui.Mark
	for i, e := range log {
		switch e.Kind {
		case hunt.Found:
			marks = append(marks, ui.Mark{Line: i, Told: ui.Ended})
		case hunt.Checked:
			marks = append(marks, ui.Mark{Line: i, Told: ui.Rolled, Luck: float64(e.D10) - 5.5})
		}
	}
	head := strings.SplitN(hunt.Summary(s), "\n", 3)
	return ui.Recap(logTexts(log), marks, head[0]+".", head[1], "Resources gathered: "+hunt.Grouped(s.Resources)+".")
}

// printed is the hunt on paper: its summary (the quarry, where the hunt
// ended, the resources and each survivor's changes) and every event.
func (p *Play) printed() app.UI {
	return tag.Div().Body(
		tag.H2().Text("Summary"),
		tag.Pre().Text(hunt.Summary(p.g.State)),
		ui.PrintLog("Events", logTexts(p.g.Log)),
	)
}
