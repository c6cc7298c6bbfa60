package saves

import (
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/store"
	"lantern/rules/record"
)

// Autosaver writes one game's autosaves off the UI goroutine, in order:
// writes may finish out of order, and an older state never lands over a
// newer one. Each write goes over the revision the game screen opened (or
// last wrote), so a tab that another tab moved on never overwrites it. A
// game keeps one for all its screens and opens its saves through it.
type Autosaver struct {
	mu  sync.Mutex
	cur *opening // the save as the game screen last opened it
}

// opening is one save as opened once: what it writes over, and in what
// order. A new opening of the same save leaves the older one's pending
// writes behind.
type opening struct {
	id      string
	rev     int64      // the revision in the store: the next write goes over it
	updated int64      // when the save was last written before it was opened (unix ms)
	asked   int        // autosaves requested
	written int        // the newest request written
	failed  bool       // the last write failed
	behind  bool       // another tab moved the save on: nothing more is written
	pending pending    // for the journal, under its own lock (journal.go)
	turn    sync.Mutex // held by the write under way
}

// errNotOpened is a save asked for before the game opened it.
var errNotOpened = errors.New("not saved: this game was not opened")

// Open reads save id from the shared store for the game screen, as it does
// first: its title and record, and the store's warning when saves are not
// kept (Warning shows it). Later autosaves write over what it read.
// The record is replayed and checked (a game that then replays it again
// uses OpenSession, which replays once).
func (a *Autosaver) Open(id string) (title string, rec record.Record, warn, err error) {
	title, rec, warn, err = a.OpenUnplayed(id)
	if err == nil {
		_, err = record.Load(rec)
	}
	return title, rec, warn, err
}

// OpenUnplayed is Open without the replay, for a caller that replays and
// checks the record itself (record.Session.Open). Moves the journal holds
// and the store has not taken yet are opened with the save, and said.
func (a *Autosaver) OpenUnplayed(id string) (title string, rec record.Record, warn, err error) {
	st, warn := shared()
	if warn == nil {
		warn = takeNews()
	}
	sv, rec, err := read(background, st, id)
	journaled := false
	if s, r, ok := pendingSave(st, id); ok {
		sv, rec, err, journaled = s, r, nil, true
		warn = joinNews(warn, waitingNews)
	}
	a.mu.Lock()
	// Its entry stays in the journal until a write holding it lands.
	a.cur = &opening{id: id, rev: sv.Rev, updated: sv.Updated, pending: pending{stored: sv.Rev, journaled: journaled}}
	a.mu.Unlock()
	return sv.Title, rec, warn, err
}

// Save writes rec as save id after pause (which lets the move's frame
// paint first: WebAssembly has one thread), or at once when the page is put
// away or reloaded meanwhile, so no move is lost. report runs on the UI
// goroutine only when what the player should see changes: a failed write,
// or the first good one after a failure; Report says what to show.
func (a *Autosaver) Save(ctx app.Context, pause time.Duration, id, title string, rec record.Record, sum record.Summary, report func(err error)) {
	o, seq := a.ask(id)
	if o == nil {
		report(errNotOpened)
		return
	}
	tell := func(err error) { ctx.Dispatch(func(app.Context) { report(err) }) }
	asked(o, &request{seq: seq, title: title, rec: rec, sum: sum, tell: tell})
	busy(1)
	ctx.Async(func() {
		defer busy(-1)
		browser.Pause(pause)
		err, changed := a.write(o, seq, func(rev int64) error {
			st, _ := shared()
			return AutosaveAt(background, st, id, rev, title, rec, sum)
		})
		if changed {
			tell(err)
		}
	})
}

// writing counts the autosaves under way, of every game screen.
var writing struct {
	sync.Mutex
	n int
}

// busy counts an autosave in (d = 1) or out (-1) and shows the count on
// the page's root as data-saving while it is not zero. A reload in the few
// milliseconds a write takes can cut it short, and with it the last move,
// so the browser tests wait for the marker to go before they reload.
func busy(d int) {
	writing.Lock()
	writing.n += d
	n := writing.n
	writing.Unlock()
	if n == 0 {
		browser.SetRootData("saving", "")
	} else {
		browser.SetRootData("saving", strconv.Itoa(n))
	}
}

// ask numbers a request to save id, in the opening it belongs to.
func (a *Autosaver) ask(id string) (*opening, int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.cur == nil || a.cur.id != id {
		return nil, 0
	}
	a.cur.asked++
	return a.cur, a.cur.asked
}

// write runs w over o's revision for request seq, unless a newer request
// was made (it holds every move seq holds and writes them itself: when the
// page is put away, every pending request wakes at once, and only the
// newest may be written before the page is gone) or the save moved on
// elsewhere, and says whether the outcome changes what the player sees.
// Writes take turns on o.turn; a.mu is never held across one, as the next
// move's Save takes it on the UI goroutine, and a slow write (a busy disk,
// another tab's long transaction) would freeze the game.
func (a *Autosaver) write(o *opening, seq int, w func(rev int64) error) (err error, changed bool) {
	o.turn.Lock()
	defer o.turn.Unlock()
	a.mu.Lock()
	if seq < o.asked || seq <= o.written || o.behind {
		a.mu.Unlock()
		return nil, false
	}
	rev := o.rev
	a.mu.Unlock()
	startWrite(o, seq, rev)
	err = w(rev)
	a.mu.Lock()
	defer a.mu.Unlock()
	o.written = seq
	switch {
	case err == nil:
		o.rev++
	case errors.Is(err, store.ErrConflict):
		o.behind = true
	}
	seen := endWrite(o, seq, o.rev, err == nil || o.behind)
	changed = err != nil || o.failed || seen
	o.failed = err != nil
	return err, changed
}

// notSaved says why a write failed, once (store errors already start
// "not saved: "), and a full storage in plain words.
func notSaved(err error) string {
	if errors.Is(err, store.ErrFull) {
		return "Not saved: " + store.ErrFull.Error()
	}
	return "Not saved: " + strings.TrimPrefix(err.Error(), "not saved: ")
}

// NotKept is announced in place of the move a game screen had just
// announced, once its save was refused because another tab had moved the
// game on: the move was never kept, and must not read as done.
const NotKept = "Your last move was not made: this game had moved on in another tab, and it is shown as it is there now."

// Told shows an autosave's outcome on a game screen, alike in every game:
// alert gets Report's line; when another tab had moved the game on,
// announce says the move was not made (NotKept) and reopen shows the game
// as it is there. Once a write lands, warn loses the notice that the
// newest moves were not written yet: they are now. Every game screen's
// autosave callback is this.
func Told(err error, warn *error, alert, announce *string, reopen func()) {
	msg, again := Report(err)
	*alert = msg
	if err == nil {
		*warn = written(*warn)
	}
	if again {
		*announce = NotKept
		reopen()
	}
}

// Report is what a game screen says after an autosave ("" once saved),
// and whether it must open the save again because another tab moved it
// on (or deleted it): then its own moves since are the other tab's to make.
func Report(err error) (msg string, reopen bool) {
	switch {
	case err == nil:
		return "", false
	case errors.Is(err, store.ErrConflict):
		return "This game moved on in another tab, so it is shown here as it is there now.", true
	case errors.Is(err, store.ErrNotJournaled):
		return "The last moves may not survive a reload: this device's storage for Lantern is full, so no spare copy of them could be kept. " +
			"Play goes on, and they are written as soon as the browser lets Lantern; wait a moment before reloading or closing this page, or export the game from Saves to keep a copy.", false
	case errors.Is(err, store.ErrFull):
		return notSaved(err) + ". Play goes on here and the last save is intact; you can still export this game from Saves. " +
			"To make room, export and delete saved games you no longer play, or free some space on this device.", false
	}
	msg = notSaved(err) + ". Play goes on"
	if errors.Is(err, store.ErrUnsure) {
		return msg + " here; use Share to keep a copy of the game.", false
	}
	return msg + "; the last save is intact.", false
}
