package saves

import (
	"context"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/app/tag"
)

func init() {
	shell.RegisterPage(shell.Page{Prefix: "saves", Title: "Saves", Nav: true,
		Render: func(string) app.UI { return &List{} }})
	shell.RegisterPage(shell.Page{Prefix: "r", Title: "Open a shared game",
		Render:  func(rest string) app.UI { return &LinkPage{Payload: rest} },
		Opening: func() app.UI { return openingLink(0, 0) }})
	shell.RegisterPage(shell.Page{Prefix: "share", Title: "Share a game",
		Render: func(rest string) app.UI { return &SharePage{SaveID: rest} }})
}

// background is the context for store calls: they outlive the event that
// started them, and IndexedDB cannot be cancelled halfway anyway.
var background = context.Background()

// withStore runs f off the UI goroutine (IndexedDB waits on browser events,
// which a blocked event handler would never see) and hands its result back
// to the UI with Dispatch. ctx must be the component's own context (kept
// from OnMount), not a clicked element's: go-app drops a Dispatch whose
// element was unmounted meanwhile, as a button that hides itself is.
func withStore(ctx app.Context, f func(st store.Store, warn error) func(app.Context)) {
	ctx.Async(func() {
		st, warn := shared()
		if then := f(st, warn); then != nil {
			ctx.Dispatch(then)
		}
	})
}

// Warning is the banner shown when saves cannot be kept, or with what the
// players should hear once about their saves (a notice); game screens
// show it too.
func Warning(warn error) app.UI {
	if warn == nil {
		return app.Text("")
	}
	all := []error{warn}
	if j, ok := warn.(interface{ Unwrap() []error }); ok {
		all = j.Unwrap()
	}
	say := make([]string, len(all))
	for i, e := range all {
		if n, ok := e.(notice); ok {
			say[i] = string(n)
		} else {
			say[i] = "Warning: " + e.Error() + ". You can play, but the game is gone when this page closes; export it to a file to keep it."
		}
	}
	return tag.P().Class("banner warning").Role("alert").Text(strings.Join(say, " "))
}

func errorLine(msg string) app.UI {
	if msg == "" {
		return app.Text("")
	}
	return tag.P().Class("error").Role("alert").Text(msg)
}

func statusLine(msg string, extra ...app.UI) app.UI {
	return tag.Div().Class("status").Role("status").Aria("live", "polite").Body(
		app.If(msg != "", func() app.UI { return tag.Span().Text(msg) }),
		app.Range(extra).Slice(func(i int) app.UI { return extra[i] }),
	)
}

// gameTitle names a game by its id, or shows the id of one this Lantern
// does not have.
func gameTitle(id string) string {
	if g, ok := shell.FindGame(id); ok {
		return g.Title
	}
	return id
}
