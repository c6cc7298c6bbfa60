package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Hope's journal reads newest first, as every game's does (ui.Journal).
func TestJournalPanelIsNewestFirst(t *testing.T) {
	start, _ := newRecorded(t, 9)
	g := &Game{start: start, t: Table{Begun: true, Seats: make([]SeatLook, start.N)}}
	g.moves, _ = playOut(t, start)
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	html := app.HTMLString(g.journalView())
	first, last := strings.Index(html, ">"+g.log[0].Text+"<"), strings.Index(html, ">"+g.log[len(g.log)-1].Text+"<")
	if first < 0 || last < 0 || last > first {
		t.Fatalf("the last line at %d, the first at %d: not newest first", last, first)
	}
}
