package ui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/internal/htmltest"
)

// A recap retells the journal's own lines: the newest falls and ends in
// the order they happened, the roll furthest above and the one furthest
// below its expectation, then the standing; nothing else, and never a
// line a mark does not point at.
func TestRecapRetellsTheJournal(t *testing.T) {
	lines := []string{"A rolls 6.", "B falls.", "C rolls 1.", "D rolls 4.", "E falls.", "F falls.", "G falls.", "H falls.", "They win."}
	marks := []Mark{
		{Line: 0, Told: Rolled, Luck: 2.5}, {Line: 1, Told: Fell}, {Line: 2, Told: Rolled, Luck: -2.5},
		{Line: 3, Told: Rolled, Luck: 0.5}, {Line: 4, Told: Fell}, {Line: 5, Told: Fell}, {Line: 6, Told: Fell},
		{Line: 7, Told: Fell}, {Line: 8, Told: Ended}, {Line: 99, Told: Fell},
	}
	got := Recap(lines, marks, "", "Session 3.")
	want := []Retold{
		{"Fallen", "F falls."}, {"Fallen", "G falls."}, {"Fallen", "H falls."}, {"How it ended", "They win."},
		{"The luckiest roll", "A rolls 6."}, {"The unluckiest roll", "C rolls 1."}, {"Where it stands", "Session 3."},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
	}
	// Only rolls on the expected side are called lucky or unlucky.
	if got := Recap(lines[:1], []Mark{{Line: 0, Told: Rolled, Luck: -1}}); len(got) != 1 || got[0].Label != "The unluckiest roll" {
		t.Fatalf("a single roll below its expectation: %q", got)
	}
	// A sentence the journal says again (a damned effigy's corruption
	// passed on twice) is retold once.
	twice := []string{"B falls.", "B falls.", "C falls."}
	if got := Recap(twice, []Mark{{Line: 0, Told: Fell}, {Line: 1, Told: Fell}, {Line: 2, Told: Fell}}); len(got) != 2 {
		t.Fatalf("a sentence said twice: %q", got)
	}
	// A game that stands in two ways (its circle, its campaign) says both
	// in one line.
	if got := Recap(nil, nil, "Circle I.", "", "Game 2 of the campaign."); !reflect.DeepEqual(got, []Retold{{"Where it stands", "Circle I. Game 2 of the campaign."}}) {
		t.Fatalf("two standings: %q", got)
	}
	if got := Recap(lines, nil); len(got) != 0 {
		t.Fatalf("nothing marked, nothing told: %q", got)
	}
}

// The frame shows the recap while it is open, with one button that puts
// it away; the Journal offers it again; Print puts the game's printed
// page in place of its screen, which stays mounted but hidden.
func TestTableRecapAndPrint(t *testing.T) {
	recap := func() []Retold { return []Retold{{"Fallen", "Mara starved."}} }
	page := func() app.UI { return app.Text("THE PAGE") }
	for _, tt := range []struct {
		name    string
		panels  Panels
		want    []string
		wantNot []string
	}{
		{"closed", Panels{}, []string{`id="table-print-open"`}, []string{"Mara starved.", "THE PAGE", "table-recap-open"}},
		{"recap", Panels{Recap: true}, []string{`id="table-recap"`, "Previously on…", "Mara starved.", `id="table-recap-close"`}, nil},
		{"journal", Panels{Journal: true}, []string{`id="table-recap-open"`}, []string{"Mara starved."}},
		{"print", Panels{Print: true}, []string{`id="table-print"`, "THE PAGE", `id="table-print-close"`}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.panels
			html := app.HTMLString(Table{Panels: &p, Recap: recap, Print: page, Journal: func() app.UI { return app.Text("") }}.UI())
			for _, w := range tt.want {
				if !strings.Contains(html, w) {
					t.Errorf("lacks %s: %s", w, html)
				}
			}
			for _, w := range tt.wantNot {
				if strings.Contains(html, w) {
					t.Errorf("has %s: %s", w, html)
				}
			}
			if main := htmltest.Tag(html, "table-main"); strings.Contains(main, " hidden") != p.Print || !strings.Contains(main, `tabindex="-1"`) {
				t.Errorf("the game's screen, printing %v: %s", p.Print, main)
			}
		})
	}
	// A game without a recap or a printed page shows neither button.
	html := app.HTMLString(Table{Panels: &Panels{Journal: true, Recap: true, Print: true}, Journal: func() app.UI { return app.Text("") }}.UI())
	for _, w := range []string{"table-recap", "table-print"} {
		if strings.Contains(html, w) {
			t.Errorf("has %s without a recap or a printed page", w)
		}
	}
	if main := htmltest.Tag(html, "table-main"); strings.Contains(main, " hidden") {
		t.Errorf("the game's screen is hidden without a printed page: %s", main)
	}
}
