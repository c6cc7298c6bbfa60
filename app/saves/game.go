package saves

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/rules/record"
)

// OpenShared opens save id from the shared store, as a game page does
// first: its title and record, and the store's warning when saves are not
// kept (Warning shows it).
func OpenShared(id string) (title string, rec record.Record, warn, err error) {
	st, warn := store.Shared(background)
	sv, rec, _, err := Open(background, st, id)
	return sv.Title, rec, warn, err
}

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

// OpenSession opens save id off the UI goroutine and replays it into g,
// then hands over the save's title, the session, the store's warning and
// any error on the UI goroutine: the first thing every game page does.
func OpenSession[C any, M comparable, S, E any](ctx app.Context, id string, g record.Session[C, M, S, E],
	done func(title string, g record.Session[C, M, S, E], warn, err error)) {
	ctx.Async(func() {
		title, rec, warn, err := OpenShared(id)
		if err == nil {
			err = g.Open(rec)
		}
		ctx.Dispatch(func(app.Context) { done(title, g, warn, err) })
	})
}
