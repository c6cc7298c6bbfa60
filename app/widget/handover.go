package widget

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// HandOver fills the screen while the tablet passes to one player. Whatever
// is secret to that player must not be rendered while it is up: the parent
// renders HandOver instead of the secret, never on top of it.
type HandOver struct {
	app.Compo

	To      string // the player's name
	Mark    string // their seat symbol
	Why     string // "to read the scene you drew"
	OnReady func(ctx app.Context)
}

func (h *HandOver) OnMount(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		app.Window().GetElementByID("handover-ready").Call("focus")
	})
}

func (h *HandOver) Render() app.UI {
	return app.Section().Class("handover").Role("dialog").Aria("modal", "true").
		Aria("labelledby", "handover-title").Body(
		app.H2().ID("handover-title").Body(
			app.Span().Class("handover-mark").Aria("hidden", "true").Text(h.Mark),
			app.Text(" Pass the tablet to "+h.To),
		),
		app.If(h.Why != "", func() app.UI { return app.P().Text(h.Why) }),
		app.P().Class("handover-hint").Text("Everyone else, look away."),
		app.Button().ID("handover-ready").Class("btn btn-primary").
			OnClick(func(ctx app.Context, e app.Event) {
				if h.OnReady != nil {
					h.OnReady(ctx)
				}
			}).Text("I'm "+h.To+": show me"),
	)
}
