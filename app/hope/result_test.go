package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
