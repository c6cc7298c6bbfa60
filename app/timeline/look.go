// Package timeline is the one timeline every game opens from its table: a
// slider over the game's moves, grouped as the game groups them, that shows
// the table as it stood at any moment, read-only, and starts a new save
// from there (a branch). It reads the game's record through
// record.Timeline; the game being played is never changed by it.
package timeline

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/ui"
	"lantern/rules/record"
)

// Look is a game page's timeline, kept in the page like ui.Panels. A game
// opens it from the table's toolbar (Toggle), draws its table from the
// moment shown for the length of a Render (Showing) and hands Panel to
// ui.Table.Past.
type Look[C any, M comparable, S, E any] struct {
	tl    *record.Timeline[C, M, S, E]
	shown record.Session[C, M, S, E] // the game as it stood at the moment
	hash  string                     // the shown state's fingerprint
	save  string                     // the save it was read from
	title string                     // that save's title
	at    int                        // the moment shown: moves played
	open  bool
	read  [2]int // moves replayed and to replay while the game is read
	err   string
}

// Group names the stretch of a game the moment after a move belongs to
// (record.NewTimeline).
type Group[S, M any] func(before, after S, m M) string

// On tells whether the timeline is open on save id. One open on another
// save (the page now shows another, a branch say) is closed.
func (l *Look[C, M, S, E]) On(id string) bool {
	if l.open && l.save != id {
		*l = Look[C, M, S, E]{}
	}
	return l.open
}

// Shown is the game as it stood at the moment shown, once it is read.
func (l *Look[C, M, S, E]) Shown() (record.Session[C, M, S, E], bool) {
	return l.shown, l.open && l.tl != nil
}

// Toggle opens the timeline of g, save id titled title, at its last move
// (reading the game off the UI goroutine, as opening it did), or closes it.
func (l *Look[C, M, S, E]) Toggle(ctx app.Context, id, title string, g record.Session[C, M, S, E], group Group[S, M]) {
	if l.open {
		*l = Look[C, M, S, E]{}
		return
	}
	*l = Look[C, M, S, E]{open: true, save: id, title: title}
	ctx.Async(func() {
		tl, err := record.NewTimeline(g.Adapter, g.Record, g.Apply, group, saves.Yielder(ctx, l.progress))
		ctx.Dispatch(func(app.Context) {
			if !l.open || l.save != id {
				return // closed, or another game, meanwhile
			}
			if err != nil {
				l.err = "The timeline cannot be shown: " + err.Error()
				return
			}
			l.tl, l.shown = tl, g
			l.show(tl.Len())
			ui.FocusAfterPaint("#timeline-range")
		})
	})
}

func (l *Look[C, M, S, E]) progress(done, total int) { l.read = [2]int{done, total} }

// show puts moment n on screen: one kept state and the few moves after it.
func (l *Look[C, M, S, E]) show(n int) {
	l.shown = l.tl.Session(l.shown, n)
	l.at = l.shown.Moves
	l.hash = l.shown.Adapter.Summary(l.shown.State, l.shown.Record.Names, l.at).Hash
}

// Showing puts the moment shown into *g for one Render, when the timeline
// is open on save id, and returns what puts the game back:
//
//	defer p.look.Showing(p.SaveID, &p.g)()
//
// The game's table is then drawn, as it always is, from the moment. A
// timeline of another save (the page now shows another) is closed.
func (l *Look[C, M, S, E]) Showing(id string, g *record.Session[C, M, S, E]) func() {
	if !l.On(id) || l.tl == nil {
		return func() {}
	}
	live := *g
	*g = l.shown
	return func() { *g = live }
}

// label names moment n: its move and the stretch it lies in.
func (l *Look[C, M, S, E]) label(n int) string {
	if n == 0 {
		return "The start of the game"
	}
	t := "After move " + strconv.Itoa(n) + " of " + strconv.Itoa(l.tl.Len())
	if g := l.tl.GroupAt(n); g >= 0 && l.tl.Groups[g].Label != "" {
		t += " · " + l.tl.Groups[g].Label
	}
	return t
}

// stretch is the name of moment n's stretch, for a branch's title.
func (l *Look[C, M, S, E]) stretch(n int) string {
	if g := l.tl.GroupAt(n); n > 0 && g >= 0 && l.tl.Groups[g].Label != "" {
		s := l.tl.Groups[g].Label
		return strings.ToLower(s[:1]) + s[1:]
	}
	return "move " + strconv.Itoa(n)
}

// jump is the moment a group jump goes to: back to the start of the
// stretch shown (or of the one before, from its start), or on to the next.
func (l *Look[C, M, S, E]) jump(back bool) (int, string) {
	gs, i := l.tl.Groups, l.tl.GroupAt(l.at)
	switch {
	case back && i >= 0 && gs[i].At == l.at:
		i--
	case !back:
		i++
	}
	switch {
	case i < 0:
		return 0, "The start"
	case i >= len(gs):
		return l.tl.Len(), "The end"
	}
	return gs[i].At, gs[i].Label
}

// branch starts a new save from the moment shown, beside the original.
func (l *Look[C, M, S, E]) branch(ctx app.Context, _ app.Event) {
	rec, err := l.tl.Branch(l.at)
	if err != nil {
		l.err = "No branch was made: " + err.Error()
		return
	}
	origin := l.title + ", " + strings.ToLower(l.label(l.at)[:1]) + l.label(l.at)[1:]
	l.err = "Starting the branch…"
	saves.StartBranch(ctx, l.title+" from "+l.stretch(l.at), origin, rec, func(err error) {
		l.err = ""
		if err != nil {
			l.err = "No branch was made: " + err.Error()
		}
	})
}
