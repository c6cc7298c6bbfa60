package hope

import (
	"context"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/saves"
	"lantern/app/ui"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// background is the context for store calls: they outlive the event that
// started them.
var background = context.Background()

// savePause lets the move's frame paint before the save encodes and
// writes: WebAssembly has one thread, so the goroutine would delay it.
const savePause = 30 * time.Millisecond

// autosaver keeps the game's autosaves in order.
var autosaver saves.Autosaver

// load opens the save, replays it and reads the table's looks and sheets
// from the record's notes.
func (g *Game) load(ctx app.Context) {
	g.loading, g.err, g.openErr = true, "", nil
	id := g.SaveID
	ctx.Async(func() {
		title, rec, warn, err := autosaver.Open(id)
		var start hope.State
		var moves []hope.Move
		if err == nil {
			start, moves, err = replay(rec)
		}
		ctx.Dispatch(func(ctx app.Context) {
			g.loading, g.loaded, g.loadedID, g.warn = false, true, id, warn
			if err != nil {
				g.openErr = err
				return
			}
			g.rec, g.start, g.moves, g.title = rec, start, moves, title
			if err := g.rebuild(); err != nil {
				g.err, g.errDetail = "Part of this game could not be replayed: "+ui.Plainly("this save", err)+".", err.Error()
			}
			t, legacy, err := loadTable(browser.Local, id, rec, g.start, len(moves))
			if err != nil {
				g.err, g.errDetail = "The character sheets in this save could not be read; plain ones are shown.", err.Error()
			}
			g.t = t
			if legacy {
				g.saveTable()
			}
			g.holder, g.carder, g.botAt, g.openedAt = -1, -1, -1, len(g.moves)
			g.panels.Greet(autosaver.Rested(), g.recap())
			g.schedule(ctx)
		})
	})
}

// replay returns the state before any move and the moves of rec.
func replay(rec record.Record) (hope.State, []hope.Move, error) {
	_, moves, err := hoperec.Adapter.Replay(rec)
	if err != nil {
		return hope.State{}, nil, err
	}
	empty := rec
	empty.Moves = nil
	start, _, err := hoperec.Adapter.Replay(empty)
	return start, moves, err
}

// loadTable reads the table's looks and sheets from the record's notes.
// A save from before records carried notes keeps them in local storage
// (legacy says so: the caller moves them into the record). Without either,
// or when the notes cannot be read, the table gets plain looks: colours and
// symbols by seat, and sheets to write if no move has been made yet.
func loadTable(local interface{ Get(string, any) error }, id string, rec record.Record, start hope.State, moves int) (t Table, legacy bool, err error) {
	if len(rec.Notes) > 0 {
		if t, err = unpackNotes(rec.Notes, start); err == nil {
			return t, false, nil
		}
	} else if local.Get(keyPrefix+id, &t); len(t.Seats) == int(start.N) {
		return t, true, nil
	}
	t = Table{Begun: moves > 0, Expansion: start.Expansion}
	for i := range int(start.N) {
		c := start.Seats[i]
		t.Seats = append(t.Seats, SeatLook{Name: c.Name, Bot: c.Bot, Colour: i, Symbol: i})
		t.Sheets = append(t.Sheets, Sheet{Done: c.Bot || moves > 0})
	}
	return t, false, err
}

// keepTable packs the looks and sheets into the record, for the next save
// to write.
func (g *Game) keepTable() {
	b, err := packNotes(g.t)
	if err == nil && len(b) > record.MaxNotesBytes {
		err = fmt.Errorf("%d bytes, over the %d byte limit", len(b), record.MaxNotesBytes)
	}
	if err != nil {
		g.saveErr = "Character sheets not saved: " + err.Error()
		return
	}
	g.rec.Notes = b
}

// saveTable saves a change to the looks or sheets that no move saves.
func (g *Game) saveTable() {
	g.keepTable()
	g.save()
}

// save writes the record through the shared store after every move. A
// failed write is shown and loses nothing: the game goes on in memory (and
// the previous save is intact unless Report says otherwise); a save that
// moved on in another tab is opened again as it is there. Only a change in that message redraws: a
// redraw after every good save was a whole screen's diff 30 ms after every
// move, often in the way of the next tap (issue #4).
func (g *Game) save() {
	sum := hoperec.Adapter.Summary(g.s, g.rec.Names, len(g.moves))
	autosaver.Save(g.ctx, savePause, g.SaveID, g.title, g.rec, sum, func(err error) {
		saves.Told(err, &g.warn, &g.saveErr, &g.notKept, func() { g.load(g.ctx) })
	})
}
