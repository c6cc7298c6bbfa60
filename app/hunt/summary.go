package hunt

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
)

// summary hands the hunt over: what the survivors gained and suffered, to
// copy, print, or share (the toolbar's Share sends the whole hunt).
func (p *Play) summary() app.UI {
	return tag.Div().Class("hunt-summary").Body(
		tag.Pre().ID("hunt-summary").TabIndex(0).Text(hunt.Summary(p.g.State)),
		tag.Div().Class("hunt-summary-actions").Body(
			tag.Button().Attr("type", "button").ID("hunt-summary-copy").Class("btn secondary").Text("Copy the summary").OnClick(p.copySummary),
			tag.Button().Attr("type", "button").ID("hunt-summary-print").Class("btn secondary").Text("Print").OnClick(p.panels.ShowPrint),
			tag.Button().Attr("type", "button").ID("hunt-roster-settle").Class("btn secondary").Text("Update the roster").OnClick(p.settleRoster),
		),
		app.If(p.copied != "", func() app.UI { return tag.P().Role("status").Text(p.copied) }),
	)
}

func (p *Play) copySummary(ctx app.Context, _ app.Event) {
	pr, err := browser.Call("navigator.clipboard.writeText", hunt.Summary(p.g.State))
	if err != nil {
		p.copied = "This browser would not copy: select the summary and copy it by hand."
		return
	}
	ui.Settle(pr, func(_ app.Value, reason string) {
		ctx.Dispatch(func(app.Context) {
			p.copied = "The summary is copied."
			if reason != "" {
				p.copied = "This browser would not copy (" + reason + "): select the summary and copy it by hand."
			}
		})
	})
}
