//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A hunt is set up, played tap by tap until the quarry is found, and the
// same board comes back after a reload (the autosave after every move).
func TestHuntPlaysToTheQuarryAndReloads(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/hunt")
	b.WaitRoute("/new/hunt")
	b.Click("#hunt-size-2")
	b.Type("#survivor-1-name", "Mara")
	b.Type("#survivor-2-name", "Ode")
	b.Click("#survivor-1-mining")
	b.Screenshot("setup-360x740", 360, 740)
	b.Axe()
	b.Click("#hunt-start")

	// Placing: Mara carries mining tools, so Mineral Gathering goes on the board.
	b.WaitVisible("#place-mineral-go")
	if !strings.HasPrefix(b.Route(), "/play/hunt/") {
		t.Fatalf("route %q after starting", b.Route())
	}
	b.Axe()
	b.Click("#place-mineral-go")
	b.WaitVisible("#hunt-action")
	if got := b.Text("#hunt-revealer"); got != "Mara" {
		t.Fatalf("first revealer %q", got)
	}

	taps := 0
	for ; !over(b); taps++ {
		if taps > 300 {
			t.Fatal("the hunt did not end after 300 taps")
		}
		n := moves(b)
		b.Click("#hunt-action")
		b.Run("wait for the move", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
	}
	t.Logf("quarry found after %d taps", taps)
	if got := b.Text("#hunt-status"); !strings.Contains(got, "showdown begins") {
		t.Fatalf("status %q", got)
	}
	board, log, n := b.Text(".hunt-board"), b.Text("#hunt-log"), moves(b)
	b.Screenshot("over-360x740", 360, 740)
	b.Screenshot("over-1024x768", 1024, 768)
	b.Axe()

	b.Reload()
	b.WaitReady()
	b.WaitVisible("#hunt-status.over")
	if got := b.Text(".hunt-board"); got != board {
		t.Fatalf("board after reload:\n%s\nwant:\n%s", got, board)
	}
	if got := b.Text("#hunt-log"); got != log || moves(b) != n {
		t.Fatalf("log after reload differs (%d moves, want %d)", moves(b), n)
	}
}

func over(b *Browser) bool {
	var v bool
	b.Eval(`document.querySelector("#hunt-status.over") !== null`, &v)
	return v
}

func moves(b *Browser) int {
	var n int
	b.Eval(`+document.querySelector(".hunt").dataset.moves`, &n)
	return n
}
