//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// maxTaps bounds a whole game: the policy below ends a game of two
// effigies in about 100 taps (at most 250 in 300 seeded games of Lantern's
// first circle), so a game still going at maxTaps has stalled.
const maxTaps = 600

// A whole game of two effigies is set up from the library and played to
// its end screen by tapping the screen's buttons, at a tablet's size and,
// with the teaching opening's lessons, a phone's: each tap is chosen by
// reading the screen (answer a question, else summon the boss, fight,
// invoke, in that order of preference, the tablet passed on after each
// invoke), so new cards do not break it.
func TestHarrowingFullGame(t *testing.T) {
	site := StartSite(t)
	for _, tc := range []struct {
		w, h  int64
		teach bool
	}{{1024, 768, false}, {390, 844, true}} {
		w, h, teach := tc.w, tc.h, tc.teach
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			b := NewBrowser(t)
			b.Run("viewport", chromedp.EmulateViewport(w, h))
			setUpFullGame(b, site, w, h, teach)
			t0 := time.Now()
			taps, result := playToEnd(b, w, h)
			t.Logf("%s after %d taps and %d moves in %s", result, taps, harrowingMoves(b), time.Since(t0).Round(time.Millisecond))
			checkEndScreen(b, w, h)
		})
	}
}

// setUpFullGame makes Mara and Ode on the setup screen reached from the
// library, photographs it and begins the descent, with the teaching
// opening's lessons when teach is set.
func setUpFullGame(b *Browser, site *Site, w, h int64, teach bool) {
	b.t.Helper()
	b.Open(site.URL + "/")
	b.WaitReady()
	b.Click(`a[href="#/new/harrowing"]`)
	b.WaitRoute("/new/harrowing")
	if teach {
		b.Click("#harrowing-teach")
	}
	b.Click("#harrowing-count-2")
	b.Type("#harrowing-name-1", "Mara")
	b.Type("#harrowing-name-2", "Ode")
	pickSelect(b, "#harrowing-sin-1-wrath", "4")
	pickSelect(b, "#harrowing-sin-2-pride", "3")
	var top bool
	b.Eval(`(() => { window.scrollTo(0, 0); return true })()`, &top)
	b.Screenshot("setup", w, h)
	b.Click("#harrowing-start")
	b.WaitVisible("#harrowing-moves")
	if got := b.Count("#harrowing-lesson"); got > 0 != teach {
		b.t.Fatalf("%d lessons on the table; the teaching opening chosen: %v", got, teach)
	}
}

// fullGameStep is one tap of the policy, answered once the page has taken
// it: {kind, label, offset}, offset being how far the first move sat
// under the top of the moves panel before the tap (-1 on a question or
// when the effigy has no move of its own). kind is "end" when the game is over, "pass" when the
// tablet went to effigy TURN, "none" when that effigy has nothing to do,
// "invoke", "move" or "answer" when a move was made, and "stuck" when the
// tap changed nothing within 20 s.
const fullGameStep = `new Promise(done => {
	const root = () => document.querySelector(".harrowing");
	if (document.querySelector("#harrowing-end")) return done({kind: "end", label: "", offset: -1});
	const n = +root().dataset.moves;
	const first = document.querySelector("#harrowing-moves button"), panel = document.querySelector(".harrowing-controls");
	const offset = first && !document.querySelector("#harrowing-moves .hint") ? first.getBoundingClientRect().top - panel.getBoundingClientRect().top : -1;
	const until = (test, kind, label) => { const t0 = Date.now(); const f = () => {
		if (test()) return done({kind, label, offset});
		if (Date.now() - t0 > 20000) return done({kind: "stuck", label, offset});
		setTimeout(f, 10); }; f(); };
	const play = (el, kind) => { const label = el.textContent.trim(); el.click(); until(() => +root().dataset.moves > n, kind, label); };
	const spread = document.querySelector("#harrowing-spread-done:not([disabled])");
	if (spread) return play(spread, "answer");
	const answer = document.querySelector("#harrowing-question button:not([disabled])");
	if (answer) return play(answer, "answer");
	const tab = document.querySelector("#harrowing-acting-" + TURN);
	if (!document.querySelector(".harrowing-ambush") && tab && tab.getAttribute("aria-pressed") !== "true") {
		tab.click();
		return until(() => document.querySelector("#harrowing-acting-" + TURN).getAttribute("aria-pressed") === "true", "pass", tab.textContent);
	}
	const moves = [...document.querySelectorAll("#harrowing-moves button:not([disabled])")];
	for (const want of [/^Complete the ritual/, /^Fight /, /^Invoke /]) {
		const m = moves.find(e => want.test(e.textContent.trim()));
		if (m) return play(m, want.source === "^Invoke " ? "invoke" : "move");
	}
	if (moves.length > 0) return play(moves[0], "move");
	done({kind: "none", label: "", offset});
})`

// playToEnd taps through the game with fullGameStep until its end screen,
// photographing it midway, and returns the taps made and the result.
func playToEnd(b *Browser, w, h int64) (int, string) {
	b.t.Helper()
	var steps []string
	turn, shot, offset := 1, false, -1.0
	for taps := 0; taps < maxTaps; taps++ {
		var step struct {
			Kind, Label string
			Offset      float64
		}
		b.Eval(strings.Replace(fullGameStep, "TURN", fmt.Sprint(turn), 2), &step)
		steps = append(steps, step.Kind+": "+step.Label)
		if step.Offset >= 0 && offset < 0 {
			offset = step.Offset
		} else if step.Offset >= 0 && step.Offset != offset {
			b.t.Errorf("before tap %d the first move sat %.0f px under the top of the moves panel, not %.0f: the buttons jumped; the last taps: %s",
				taps+1, step.Offset, offset, lastOf(steps, 4))
		}
		switch step.Kind {
		case "end":
			return taps, b.Text("#table-result-title")
		case "stuck":
			b.Screenshot("stuck", w, h)
			b.t.Fatalf("tapping %q changed nothing; the last taps: %s", step.Label, lastOf(steps, 8))
		case "invoke", "none":
			turn = turn%2 + 1 // the tablet goes to the other effigy
		}
		placeQuestion(b, w, h)
		if !shot && harrowingMoves(b) >= 20 {
			b.Screenshot("mid-game", w, h)
			shot = true
		}
	}
	b.Screenshot("no-end", w, h)
	b.t.Fatalf("no end after %d taps (%d moves): the game stalls or the policy loops; status %q; the last taps: %s",
		maxTaps, harrowingMoves(b), b.Text("#harrowing-status"), lastOf(steps, 12))
	return 0, ""
}

// placeQuestion checks a question about a place (the map comes first
// beside it): the map starts within a screen of the question, beside it
// on a tablet. The first is photographed.
func placeQuestion(b *Browser, w, h int64) {
	b.t.Helper()
	var d struct{ Down, Left, Right float64 }
	b.Eval(`(() => { const m = document.querySelector(".harrowing-main > .harrowing-map-wrap:first-child"), q = document.querySelector("#harrowing-question");
		if (!m || !q) return {down: -1};
		const a = m.getBoundingClientRect(), c = q.getBoundingClientRect();
		return {down: a.top - c.top, left: a.left, right: c.right} })()`, &d)
	if d.Down < 0 && d.Left == 0 {
		return
	}
	b.t.Logf("a question about a place: the map starts %.0f px under it", d.Down)
	if d.Down > float64(h) || w >= 1024 && d.Left < d.Right {
		b.Screenshot("place-question-far", w, h)
		b.t.Errorf("a question about a place has its map %.0f px under it (left %.0f, the question's right %.0f)", d.Down, d.Left, d.Right)
	}
}

func lastOf(list []string, n int) string {
	return strings.Join(list[max(0, len(list)-n):], " | ")
}

// checkEndScreen checks the end as a table sees it: titled as a win or a
// loss, naming what was manifested, undo closed (G-01), the next game on
// offer, every change of Bane in the journal with its cause, and no page
// errors along the way.
func checkEndScreen(b *Browser, w, h int64) {
	b.t.Helper()
	title := b.Text("#table-result-title")
	if !strings.HasPrefix(title, "Victory") && !strings.HasPrefix(title, "Defeat") {
		b.t.Fatalf("the end is titled %q", title)
	}
	if got := b.Text("#harrowing-manifested"); !strings.Contains(got, "anifested") {
		b.t.Fatalf("the end does not say what was manifested: %q", got)
	}
	var closed bool
	b.Eval(`document.querySelector("#table-undo").disabled`, &closed)
	if !closed {
		b.t.Fatal("undo is live on the end screen")
	}
	b.WaitVisible("#harrowing-next")
	openJournal(b)
	for _, line := range strings.Split(b.Text("#harrowing-log"), "\n") {
		if strings.Contains(line, "Bane") && !strings.Contains(line, ": Bane") && !strings.Contains(line, "shows Bane") {
			b.t.Errorf("the journal does not say why Bane changed: %q", line)
		}
	}
	var ok bool
	b.Eval(`(() => { document.querySelector("#table-result").scrollIntoView(); return true })()`, &ok)
	b.Screenshot("end", w, h)
	b.Axe()
	if errs := b.Errors(); len(errs) > 0 {
		b.t.Fatalf("page errors: %v", errs)
	}
}
