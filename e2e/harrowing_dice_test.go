//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"lantern/rules/harrowing"
)

// A test's doom dice come into view where the table looks, whatever
// button made them: late in a game, with four adversaries, the last Fight
// sits below ten buttons of the column of moves (which scrolls on its
// own beside the table from a tablet's width); after it the dice are
// inside the screen at 1024×768, 768×1024 and 390×844, each face saying
// what it did (they once sat below the buttons, out of sight).
func TestHarrowingDiceInView(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 3, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}, Names: []string{"Mara", "Ode"}}
	link, _ := lateGame(t, cfg, func(s harrowing.State) bool {
		ef := s.Effigies[0]
		return len(ef.Foes) >= 4 && ef.Omens >= 2 && ef.Corrupt[4] < harrowing.MaxSin && !harrowing.AmbushWaits(s)
	})
	site := StartSite(t)
	b := NewBrowser(t)
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		w, h := size[0], size[1]
		b.Run("viewport", chromedp.EmulateViewport(w, h))
		importHarrowing(b, site, link)
		n := harrowingMoves(b)
		var ok bool
		b.Eval(`(() => { const f = [...document.querySelectorAll("#harrowing-moves button:not([disabled])")].filter(e => e.textContent.startsWith("Fight ")).pop();
			if (!f) return false; f.scrollIntoView({block: "end"}); f.click(); return true })()`, &ok)
		if !ok {
			t.Fatal("Mara has no Fight to take")
		}
		b.WaitTrue(fmt.Sprintf(`+document.querySelector(".harrowing").dataset.moves > %d`, n))
		b.WaitVisible("#harrowing-dice .doom-dice li")
		b.Run("settle", chromedp.Sleep(300*time.Millisecond))
		var box struct{ Top, Bottom, Left, Right, W, H float64 }
		b.Eval(`(() => { const r = document.querySelector("#harrowing-dice .doom-dice").getBoundingClientRect();
			return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right, W: innerWidth, H: innerHeight} })()`, &box)
		if box.Top < 0 || box.Left < 0 || box.Bottom > box.H || box.Right > box.W {
			t.Errorf("at %d×%d the dice lie at %+v, outside the screen", w, h, box)
		}
		if got := b.Text("#harrowing-dice .doom-dice li"); got == "" {
			t.Errorf("the first die says nothing")
		}
		if got := b.Text("#harrowing-dice"); !contains(got, "Fault", "Grace", "Bane") {
			t.Errorf("the dice do not say what the faces did: %q", got)
		}
		b.Screenshot(fmt.Sprintf("dice-%dx%d", w, h), w, h)
	}
	answerAll(b)
	b.Screenshot("answered-390x844", 390, 844)
	b.Axe()
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// contains: s holds any of words.
func contains(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
