package lab

import (
	"math"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/chart"
	"lantern/app/tag"
	"lantern/rules/lab"
)

// results shows a finished or cancelled run: a line saying what was
// played, the charts, and the table of the same figures (the charts' text
// alternatives say them too).
func results(g Game, r *lab.Run, ran string, took time.Duration) app.UI {
	sides := [2]*lab.Tally{&r.Std, &r.Var}
	n := strconv.Itoa(r.Var.Games)
	line := n + " games a side in " + chart.Num(took.Seconds()) + " s."
	switch {
	case r.Err != nil:
		line = "The bots could not finish a game: " + r.Err.Error()
	case !r.Over():
		line = "Cancelled after " + n + " games a side."
	}
	var won, length, lost []chart.Bar
	rows := []app.UI{tag.Tr().Body(tag.Td(), tag.Th().Attr("scope", "col").Text("Standard"), tag.Th().Attr("scope", "col").Text("House rule"))}
	row := func(label string, f func(t *lab.Tally) string) {
		rows = append(rows, tag.Tr().Body(tag.Th().Attr("scope", "row").Text(label), tag.Td().Text(f(sides[0])), tag.Td().Text(f(sides[1]))))
	}
	for i, t := range sides {
		p, lo, hi := t.Rate()
		// whole per cents: on a phone at the largest text a row's figures
		// share its line with its label (the table has the tenths)
		won = append(won, chart.Bar{Label: sideName[i], Value: math.Round(100 * p), Low: math.Round(100 * lo), High: math.Round(100 * hi), Range: "range"}) // the chart's title says which
		length = append(length, chart.Bar{Label: sideName[i], Value: float64(t.Median())})
	}
	// Short cells, the words in the row's name: a phone at the largest
	// text fits both sides beside the names.
	row("Won (95"+pc+" interval)", func(t *lab.Tally) string {
		p, lo, hi := t.Rate()
		return chart.Num(100*p) + pc + " (" + chart.Num(100*lo) + "–" + chart.Num(100*hi) + ")"
	})
	row("Median length", func(t *lab.Tally) string { return strconv.Itoa(t.Median()) + " " + g.Unit })
	for c, name := range g.Causes {
		if name == "" {
			continue
		}
		var cells [2]string
		for i, t := range sides {
			share := 0.0
			if c < len(t.Causes) {
				share = 100 * float64(t.Causes[c]) / float64(max(1, t.Games))
			}
			cells[i] = chart.Num(share) + pc
			lost = append(lost, chart.Bar{Label: sideName[i] + ": " + name, Value: share})
		}
		rows = append(rows, tag.Tr().Body(tag.Th().Attr("scope", "row").Text("Lost to "+name), tag.Td().Text(cells[0]), tag.Td().Text(cells[1])))
	}
	return tag.Section().ID("lab-results").Aria("label", "Results").Body(
		tag.P().Role("status").Text(line),
		tag.P().Text(ran),
		chart.Bars("Games won, with the range the true rate lies in 19 times out of 20", "%", won),
		chart.Bars("Median length", g.Unit, length),
		chart.Bars("Games lost, by cause, in % of games", "%", lost),
		// as the stats page's tables: words are never cut, and a phone at
		// the largest text scrolls the table, not the page
		tag.Div().Class("table-scroll").Role("region").Aria("label", "The figures").Attr("tabindex", 0).Body(
			tag.Table().Class("figures-table").Body(tag.Caption().Text("The figures (losses in % of games)"), tag.TBody().Body(rows...))),
	)
}

var sideName = [2]string{"Standard", "House rule"}

// pc is " %" with a space that never breaks: a narrow table cell wraps
// its figures, never a number from its sign.
const pc = "\u00a0%"
