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

// Look is a game page's timeline, kept in the page like ui.Panels (as
// Of, for the game's types). A game opens it from the table's toolbar
// (Toggle), draws its table from the moment shown for the length of a
// Render (Showing) and hands Panel to ui.Table.Past. Look is everything
// that does not depend on the game's types, compiled once for every game.
type Look struct {
	m     *record.Moments
	show  func(n int) (hash string)          // puts moment n on screen
	cut   func(n int) (record.Record, error) // a branch at moment n
	hash  string                             // the shown state's fingerprint
	save  string                             // the save it was read from
	title string                             // that save's title
	at    int                                // the moment shown: moves played
	open  bool
	read  [2]int // moves replayed and to replay while the game is read
	err   string
}

// Of is a game's Look: the moment shown is a session of the game's types.
type Of[C any, M comparable, S, E any] struct {
	Look
	shown record.Session[C, M, S, E]
}

// Group names the stretch of a game the moment after a move belongs to
// (record.NewTimeline).
type Group[S, M any] func(before, after S, m M) string

// On tells whether the timeline is open on save id. One open on another
// save (the page now shows another, a branch say) is closed.
func (l *Look) On(id string) bool {
	if l.open && l.save != id {
		*l = Look{}
	}
	return l.open
}

// Shown is the game as it stood at the moment shown, once it is read.
func (o *Of[C, M, S, E]) Shown() (record.Session[C, M, S, E], bool) {
	return o.shown, o.open && o.m != nil
}

// Toggle opens the timeline of g, save id titled title, at its last move
// (reading the game off the UI goroutine, as opening it did), or closes it.
func (o *Of[C, M, S, E]) Toggle(ctx app.Context, id, title string, g record.Session[C, M, S, E], group Group[S, M]) {
	if !o.begin(id, title) {
		return
	}
	ctx.Async(func() {
		tl, err := record.NewTimeline(g.Adapter, g.Record, g.Apply, group, saves.Yielder(ctx, o.progress))
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				o.failed(id, err)
				return
			}
			o.install(id, tl, g)
		})
	})
}

// install shows tl, g's game read for save id, at its last move.
func (o *Of[C, M, S, E]) install(id string, tl *record.Timeline[C, M, S, E], g record.Session[C, M, S, E]) {
	o.shown = g
	o.ready(id, &tl.Moments, func(n int) string {
		o.shown = tl.Session(o.shown, n)
		return g.Adapter.Summary(o.shown.State, g.Record.Names, n).Hash
	}, tl.Branch)
}

// Showing puts the moment shown into *g for one Render, when the timeline
// is open on save id, and returns what puts the game back:
//
//	defer p.look.Showing(p.SaveID, &p.g)()
//
// The game's table is then drawn, as it always is, from the moment.
func (o *Of[C, M, S, E]) Showing(id string, g *record.Session[C, M, S, E]) func() {
	if !o.On(id) || o.m == nil {
		return func() {}
	}
	live := *g
	*g = o.shown
	return func() { *g = live }
}

// begin opens the timeline of save id, or closes it when open, and says
// whether the game must now be read.
func (l *Look) begin(id, title string) bool {
	if l.open {
		*l = Look{}
		return false
	}
	*l = Look{open: true, save: id, title: title}
	return true
}

// ready shows the game's last move once it is read, unless the timeline
// was closed or moved to another game meanwhile.
func (l *Look) ready(id string, m *record.Moments, show func(int) string, cut func(int) (record.Record, error)) {
	if !l.open || l.save != id {
		return
	}
	l.m, l.show, l.cut = m, show, cut
	l.goTo(m.Len())
	ui.SetAfterPaint("#timeline-range", "value", l.at)
	ui.FocusAfterPaint("#timeline-range")
}

func (l *Look) failed(id string, err error) {
	if l.open && l.save == id {
		l.err = "The timeline cannot be shown: " + err.Error()
	}
}

func (l *Look) progress(done, total int) { l.read = [2]int{done, total} }

// label names moment n: its move and the stretch it lies in.
func (l *Look) label(n int) string {
	if n == 0 {
		return "The start of the game"
	}
	t := "After move " + strconv.Itoa(n) + " of " + strconv.Itoa(l.m.Len())
	if g := l.m.GroupAt(n); g >= 0 && l.m.Groups[g].Label != "" {
		t += " · " + l.m.Groups[g].Label
	}
	return t
}

// stretch is the name of moment n's stretch, for a branch's title.
func (l *Look) stretch(n int) string {
	if g := l.m.GroupAt(n); n > 0 && g >= 0 && l.m.Groups[g].Label != "" {
		s := l.m.Groups[g].Label
		return strings.ToLower(s[:1]) + s[1:]
	}
	return "move " + strconv.Itoa(n)
}

// jump is the moment a group jump goes to: back to the start of the
// stretch shown (or of the one before, from its start), or on to the next.
func (l *Look) jump(back bool) (int, string) {
	gs, i := l.m.Groups, l.m.GroupAt(l.at)
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
		return l.m.Len(), "The end"
	}
	return gs[i].At, gs[i].Label
}

// branch starts a new save from the moment shown, beside the original.
func (l *Look) branch(ctx app.Context, _ app.Event) {
	rec, err := l.cut(l.at)
	if err != nil {
		l.err = "No branch was made: " + err.Error()
		return
	}
	origin := "“" + l.title + "”, " + strings.ToLower(l.label(l.at)[:1]) + l.label(l.at)[1:]
	l.err = "Starting the branch…"
	saves.StartBranch(ctx, l.title+" from "+l.stretch(l.at), origin, rec, func(err error) {
		l.err = ""
		if err != nil {
			l.err = "No branch was made: " + err.Error()
		}
	})
}
