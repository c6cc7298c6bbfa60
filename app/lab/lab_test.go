package lab

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/internal/htmltest"
	"lantern/rules/lab"
)

type shown struct {
	app.Compo
	ui app.UI
}

func (s *shown) Render() app.UI { return s.ui }

var toy = Game{ID: "toy", Title: "Toy", Unit: "rounds", Causes: []string{"", "the wolf"}}

// A run's results say what was played, every figure in the table and in
// the charts' text alternatives; a cancelled or failed run says so.
func TestResults(t *testing.T) {
	r := &lab.Run{Games: 4}
	for _, o := range []lab.Outcome{{Won: true, Length: 5}, {Length: 2, Cause: 1}} {
		r.Std.Add(o)
		r.Var.Add(o)
	}
	r.Var.Add(lab.Outcome{Length: 3, Cause: 1})
	r.Std.Add(lab.Outcome{Won: true, Length: 5})
	html := htmltest.Render(t, &shown{ui: results(toy, r, "Wolves: more.", 1500*time.Millisecond)})
	htmltest.Has(t, html, "Cancelled after 3 games a side.", "Wolves: more.",
		"Won (95\u00a0% interval)", "66.7\u00a0% (20.8–93.9)", "33.3\u00a0% (6.1–79.2)", "Lost to the wolf",
		`aria-label="Games won, with the range the true rate lies in 19 times out of 20: Standard 67 %, range 21–94; House rule 33 %, range 6–79"`,
		`aria-label="Games lost, by cause, in % of games: Standard: the wolf 33.3 %; House rule: the wolf 66.7 %"`)
	r.Games = 3
	htmltest.Has(t, htmltest.Render(t, &shown{ui: results(toy, r, "", 1500*time.Millisecond)}), "3 games a side in 1.5 s.")
	r.Err = errors.New("stuck")
	htmltest.Has(t, htmltest.Render(t, &shown{ui: results(toy, r, "", 0)}), "The bots could not finish a game: stuck")
}

// A run's progress moves its bar with every slice of work, but its status
// line, which a screen reader speaks each time it changes, only at each
// tenth of the run.
func TestRunningSpeaksByTenths(t *testing.T) {
	for _, c := range []struct {
		done, total int
		says        string
	}{
		{0, 1000, ">0 of 1000 games played<"},
		{345, 1000, ">300 of 1000 games played<"},
		{399, 1000, ">300 of 1000 games played<"},
		{1000, 1000, ">1000 of 1000 games played<"},
		{7, 40, ">4 of 40 games played<"},
	} {
		html := htmltest.Render(t, &shown{ui: running(c.done, c.total)})
		htmltest.Has(t, html, `value="`+strconv.Itoa(c.done)+`"`, c.says)
	}
}

// A run or a game needs a house rule: settings of both sides alone would
// compare the rulebook's game with itself.
func TestRefusesWithoutAHouseRule(t *testing.T) {
	g := Game{Rules: []Rule{{Label: "Seats (both sides)", Options: []string{"4", "3"}, Both: true}, {Label: "Wolves", Options: []string{"As written", "More"}}}}
	p := &Page{picked: []int{1, 0}}
	if !p.refuse(g) || !strings.Contains(p.refused, "Choose a house rule first") {
		t.Errorf("only a setting changed: refused %q", p.refused)
	}
	p.picked = []int{0, 1}
	if p.refuse(g) {
		t.Errorf("a house rule chosen: refused %q", p.refused)
	}
	g.Refuse = func([]int) string { return "no wolves today" }
	if !p.refuse(g) || p.refused != "no wolves today" {
		t.Errorf("the game's own refusal: %q", p.refused)
	}
}
