package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/tag"
)

// printView stands in for the game's screen once Print is tapped: the
// game's printed page, which the print stylesheet (web/print.css) lays
// out in black on white without a single control, and a way back that
// only the screen shows. The game's screen stays mounted, hidden, so
// nothing of it is lost or rebuilt.
func printView(page app.UI, p *Panels) app.UI {
	return tag.Section().ID("table-print").Class("table-print").Aria("labelledby", "table-print-title").Body(
		tag.Div().Class("table-print-bar").Body(
			tag.H2().ID("table-print-title").Text("The printed page"),
			tag.Button().Attr("type", "button").ID("table-print-close").Class("btn secondary").OnClick(p.closePrint).Text("Back to the game"),
		),
		tag.Article().Class("print-page").Body(page),
	)
}

// ShowPrint shows the printed page and, once it is painted, asks the
// browser to print it. A browser that cannot print still shows the page.
func (p *Panels) ShowPrint(app.Context, app.Event) {
	p.Print = true
	afterPaint(func(app.Value) { browser.Call("print") })
}

func (p *Panels) closePrint(app.Context, app.Event) {
	p.Print = false
	FocusAfterPaint("#table-print-open")
}

// PrintLog is a journal on paper: oldest first, as it happened.
func PrintLog(heading string, lines []string) app.UI {
	return tag.Section().Class("print-log").Body(
		tag.H2().Text(heading),
		tag.Ol().Body(app.Range(lines).Slice(func(i int) app.UI { return tag.Li().Text(lines[i]) })),
	)
}
