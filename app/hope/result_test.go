package hope

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/widget"
	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

// recorded gives a humanGame its record, so that moves can be played on
// it as the screen plays them.
func recorded(t *testing.T, g *Game, seed uint64) *Game {
	t.Helper()
	rec, err := hoperec.Adapter.Encode(g.t.Config(), seed, g.moves)
	if err != nil {
		t.Fatal(err)
	}
	g.rec = rec
	return g
}

// firstMain is the move a humanGame taps: the first that is not a card play.
func firstMain(s hope.State) hope.Move {
	for _, m := range movesOf(hope.Legal(s), s.Pending.Seat) {
		if !optional(m.Kind) {
			return m
		}
	}
	return hope.Move{}
}

// Every scene ends on a public result the whole table sees before the
// tablet passes on: the dice large, the verdict against the final
// hardship, and what befell each character (seeds with rolls, avoids and
// a choice scene).
func TestResultAfterEveryScene(t *testing.T) {
	for _, seed := range []uint64{1, 2, 9} {
		g := recorded(t, humanGame(t, seed, seed == 9, func(hope.State, []hope.Move) bool { return true }), seed)
		scenes, results := 0, 0
		for step := 0; step < 400 && !g.s.Over; step++ {
			before := len(g.log)
			if !g.advance(firstMain(g.s)) {
				t.Fatalf("seed %d: move refused", seed)
			}
			for _, e := range g.log[before:] {
				if strings.HasPrefix(e.Text, "The scene succeeds") || strings.HasPrefix(e.Text, "The scene fails") ||
					strings.Contains(e.Text, " avoids the scene") {
					scenes++
				}
			}
			if !g.showResult {
				continue
			}
			results++
			html := app.HTMLString(g)
			if !strings.Contains(html, `id="hope-result"`) || strings.Contains(html, `id="handover-ready"`) {
				t.Fatalf("seed %d: the result is not what the table sees first: %v %v %s", seed, g.last.Done, g.last.Title, html[strings.Index(html, "table-cover"):])
			}
			if g.last.Rolled && !strings.Contains(html, "tray-large") {
				t.Fatalf("seed %d: the roll is not on the result", seed)
			}
			for _, w := range []string{g.last.Verdict, "What befell everyone", "result-continue"} {
				if !strings.Contains(html, w) {
					t.Fatalf("seed %d: the result lacks %q", seed, w)
				}
			}
			g.showResult = false
			g.holder = -1
		}
		if results == 0 || results < scenes {
			t.Fatalf("seed %d: %d results for %d scenes resolved", seed, results, scenes)
		}
	}
}

// A death names its cause on the result and in the journal (seed 9:
// committing everything, a character dies in round 1).
func TestDeathNamesItsCause(t *testing.T) {
	g := recorded(t, humanGame(t, 9, true, func(hope.State, []hope.Move) bool { return true }), 9)
	for step := 0; step < 400 && !g.s.Over; step++ {
		g.advance(firstMain(g.s))
		for _, e := range g.log {
			if strings.Contains(e.Text, "'s character is gone") {
				if strings.HasPrefix(e.Text, g.s.Seats[0].Name+"'s") || !strings.Contains(e.Text, ": ") {
					t.Fatalf("the death does not name its cause: %q", e.Text)
				}
				return
			}
		}
	}
	t.Fatal("nobody died")
}

// The acting player answers a choice scene last, seeing the others'
// answers (seed 1).
func TestLastAnswererSeesTheAnswers(t *testing.T) {
	g := humanGame(t, 1, false, func(s hope.State, _ []hope.Move) bool {
		return s.Pending.Kind == hope.PendAnswer && s.Pending.Seat == s.Turn
	})
	html := app.HTMLString(g)
	n := 0
	for i := range int(g.s.N) {
		if a := g.s.Scene.Answer[i]; a >= 0 {
			n++
			if want := g.s.Seats[i].Name + " chose “" + g.s.Scene.Options[a] + "”"; !strings.Contains(html, want) {
				t.Fatalf("the acting player does not see %q", want)
			}
		}
	}
	if n != int(g.s.N)-1 {
		t.Fatalf("%d earlier answers", n)
	}
}

// The hand-over after a human's move offers that player a way back
// (G-01 permitting), and not once something was revealed (seed 1).
func TestHandOverOffersBack(t *testing.T) {
	g := recorded(t, humanGame(t, 1, false, func(s hope.State, _ []hope.Move) bool {
		return s.Pending.Kind == hope.PendSupport
	}), 1)
	g.advance(firstMain(g.s)) // a supporter gives a die: the tablet goes on
	if who, _ := g.needsHandOver(); who < 0 {
		t.Fatal("no hand-over after a support")
	}
	if html := app.HTMLString(g); !strings.Contains(html, `id="handover-back"`) || !strings.Contains(html, "Back: I mis-tapped") {
		t.Fatal("the hand-over after a support has no way back")
	}
	for g.s.Pending.Kind != hope.PendDraw && !g.s.Over {
		g.holder = g.s.Pending.Seat
		g.advance(firstMain(g.s))
		g.showResult = false
	}
	g.holder = -1
	if html := app.HTMLString(g); strings.Contains(html, `id="handover-back"`) {
		t.Fatal("a way back offered after the roll (G-01)")
	}
}

// Before Act or Avoid the acting player's hardship already counts what
// acting sets off (a relationship's or personality's modifier).
func TestHardshipBeforeActCountsWhatActingSetsOff(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		g, ok := findGame(t, seed, false, func(s hope.State, _ []hope.Move) bool {
			if s.Pending.Kind != hope.PendAct || s.SceneCard().NoRoll {
				return false
			}
			next, _, err := hope.Apply(s, hope.Move{Kind: hope.Act, Seat: s.Turn})
			return err == nil && next.FinalHardship() != s.FinalHardship()
		})
		if !ok {
			continue
		}
		next, _, _ := hope.Apply(g.s, hope.Move{Kind: hope.Act, Seat: g.s.Turn})
		want := (&widget.Breakdown{Terms: breakdown(hope.View(next, int(g.s.Turn)))}).Total()
		if want != next.FinalHardship() {
			t.Fatalf("seed %d: breakdown %d, engine %d", seed, want, next.FinalHardship())
		}
		html := app.HTMLString(g.scenePanel())
		if !strings.Contains(html, fmt.Sprintf("Final hardship</th><td>%d<", want)) {
			t.Fatalf("seed %d: before acting the hardship shown is not %d: %s", seed, want, html)
		}
		return
	}
	t.Fatal("no acting modifier in 200 seeds")
}

// A table of bots alone (a game watched, or finished by its bots) has
// nobody to tap a result away: the game goes on without one.
func TestBotsAloneDoNotWaitForResults(t *testing.T) {
	tb := Table{Seed: 4, Begun: true, Seats: []SeatLook{{Name: "Mara", Bot: true}, {Name: "Jun", Bot: true, Symbol: 1}, {Name: "Ada", Bot: true, Symbol: 2}}}
	tb.Sheets = []Sheet{{Done: true}, {Done: true}, {Done: true}}
	start, err := hope.New(tb.Config(), 4)
	if err != nil {
		t.Fatal(err)
	}
	g := recorded(t, &Game{start: start, s: start, t: tb, loaded: true, holder: -1, carder: -1, botAt: -1}, 4)
	scenes := 0
	for step := 0; step < 400 && !g.s.Over; step++ {
		if !g.advance(firstMain(g.s)) {
			t.Fatal("move refused")
		}
		if g.last.Done {
			scenes++
		}
		if g.showResult {
			t.Fatalf("move %d: a result waits for a tap at a table of bots", step)
		}
	}
	if scenes == 0 {
		t.Fatal("no scene ended: the test saw nothing")
	}
}
