package saves

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/record"
)

// StartGame saves a new game's first record under a new id and opens it at
// #/play/<game>/<id>. done runs on the UI goroutine first, with the error
// when the save failed (then nothing is opened).
func StartGame(ctx app.Context, game, title string, rec record.Record, sum record.Summary, done func(err error)) {
	id := store.NewID()
	ctx.Async(func() {
		st, _ := shared()
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
//
// It replays the save once, and past a frame's worth of work tells
// progress how far it has got (see Yielder).
func OpenSession[C any, M comparable, S, E any](ctx app.Context, a *Autosaver, id string, g record.Session[C, M, S, E],
	progress func(done, total int), done func(title string, g record.Session[C, M, S, E], warn, err error)) {
	ctx.Async(func() {
		title, rec, warn, err := a.OpenUnplayed(id)
		g.Progress = Yielder(ctx, progress)
		if err == nil {
			err = g.Open(rec)
		}
		ctx.Dispatch(func(app.Context) { done(title, g, warn, err) })
	})
}

// Yielder returns a replay's progress function for work off the UI
// goroutine. WebAssembly has one thread, so a long replay holds the page
// until it yields: past a frame's worth of work it hands report the
// progress on the UI goroutine and pauses a moment, so that the page draws
// its bar and answers taps.
func Yielder(ctx app.Context, report func(done, total int)) func(done, total int) {
	last := time.Now()
	return func(done, total int) {
		if time.Since(last) < yieldEvery {
			return
		}
		ctx.Dispatch(func(app.Context) { report(done, total) })
		time.Sleep(time.Millisecond)
		last = time.Now()
	}
}

// yieldEvery is the most work a replay does between two yields.
const yieldEvery = 12 * time.Millisecond

// Opening is the page a game shows while its save is replayed: a status
// line and, once the replay has taken more than a frame, a bar.
func Opening(heading, what string, done, total int) app.UI {
	status := tag.P().Role("status").DataSet("opening", "true").Text("Opening " + what + "…")
	if total == 0 {
		return ui.Page(heading, status)
	}
	return ui.Page(heading, status,
		tag.Progress().Attr("max", total).Attr("value", done).Attr("aria-label", "Moves replayed").ID("opening-progress"),
		tag.P().Class("hint").Text(fmt.Sprintf("Move %d of %d", done, total)))
}
