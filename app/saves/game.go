package saves

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/rules/record"
)

// StartGame saves a new game's first record under a new id and opens it at
// #/play/<game>/<id>. done runs on the UI goroutine first, with the error
// when the save failed (then nothing is opened).
func StartGame(ctx app.Context, game, title string, rec record.Record, sum record.Summary, done func(err error)) {
	id := store.NewID()
	ctx.Async(func() {
		st, _ := store.Shared(background)
		err := Autosave(background, st, id, title, rec, sum)
		ctx.Dispatch(func(ctx app.Context) {
			done(err)
			if err == nil {
				shell.Navigate(ctx, "/play/"+game+"/"+id)
			}
		})
	})
}

// OpenSession opens save id through a off the UI goroutine and replays it
// into g, then hands over the save's title, the session, the store's
// warning and any error on the UI goroutine: the first thing every game
// page does.
func OpenSession[C any, M comparable, S, E any](ctx app.Context, a *Autosaver, id string, g record.Session[C, M, S, E],
	done func(title string, g record.Session[C, M, S, E], warn, err error)) {
	ctx.Async(func() {
		title, rec, warn, err := a.Open(id)
		if err == nil {
			err = g.Open(rec)
		}
		ctx.Dispatch(func(app.Context) { done(title, g, warn, err) })
	})
}
