package widget

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// HandOver fills the screen while the tablet passes to one player. Whatever
// is secret to that player must not be rendered while it is up: the parent
// renders HandOver instead of the secret, never on top of it.
//
// It is a function rather than a component so that onReady runs as the
// parent's own event handler, and go-app re-renders the parent (it updates
// the component that owns the tapped element).
//
// scope must differ whenever onReady captures different values: go-app
// keeps a mounted handler whose code is the same unless its scope changes.
func HandOver(to, mark, why string, onReady app.EventHandler, scope ...any) app.UI {
	return HandOverBack(to, mark, why, onReady, nil, scope...)
}

// HandOverBack is HandOver with a way back for the player who just moved
// and still holds the tablet: "Back: I mis-tapped" calls onBack (an undo,
// where G-01 allows one). A nil onBack shows no such button.
func HandOverBack(to, mark, why string, onReady, onBack app.EventHandler, scope ...any) app.UI {
	return tag.Section().Class("handover").Role("dialog").Aria("modal", "true").
		Aria("labelledby", "handover-title").Body(
		tag.H2().ID("handover-title").Body(
			tag.Span().Class("handover-mark").Aria("hidden", "true").Text(mark),
			app.Text(" Pass the tablet to "+to),
		),
		app.If(why != "", func() app.UI { return tag.P().Text(why) }),
		tag.P().Class("handover-hint").Text("Everyone else, look away."),
		tag.Button().ID("handover-ready").Class("btn btn-primary").OnClick(onReady, app.EventScope(scope...)).Text("I'm "+to+": show me"),
		app.If(onBack != nil, func() app.UI {
			return tag.Button().ID("handover-back").Class("btn secondary").OnClick(onBack, app.EventScope(scope...)).Text("Back: I mis-tapped")
		}),
	)
}
