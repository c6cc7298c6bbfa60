package saves

import (
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/store"
	"lantern/rules/record"
)

// Autosaver writes one game's autosaves off the UI goroutine, in order:
// writes may finish out of order, and an older state never lands over a
// newer one. A game keeps one for all its screens.
type Autosaver struct {
	mu     sync.Mutex
	asked  int  // autosaves requested
	failed bool // the last write failed
}

// Save writes rec as save id after pause (which lets the move's frame
// paint first: WebAssembly has one thread), or at once when the page is put
// away or reloaded meanwhile, so no move is lost. report runs on the UI
// goroutine only when what the player should see changes: a failed write,
// or the first good one after a failure. A failed write loses nothing: the
// previous save is intact.
func (a *Autosaver) Save(ctx app.Context, pause time.Duration, id, title string, rec record.Record, sum record.Summary, report func(err error)) {
	seq := a.ask()
	ctx.Async(func() {
		browser.Pause(pause)
		err, changed := a.write(seq, func() error {
			st, _ := store.Shared(background)
			return Autosave(background, st, id, title, rec, sum)
		})
		if changed {
			ctx.Dispatch(func(app.Context) { report(err) })
		}
	})
}

func (a *Autosaver) ask() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.asked++
	return a.asked
}

// write runs w for request seq unless a newer request was made (it holds
// every move seq holds and writes them itself: when the page is put away,
// every pending request wakes at once, and only the newest may be written
// before the page is gone), and says whether the outcome changes what the
// player sees.
func (a *Autosaver) write(seq int, w func() error) (err error, changed bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if seq < a.asked {
		return nil, false
	}
	err = w()
	changed = err != nil || a.failed
	a.failed = err != nil
	return err, changed
}
