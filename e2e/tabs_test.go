//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Two tabs on one hunt: the tab that fell behind never overwrites the
// other's moves (it says so and shows the hunt as it is now), and a hunt
// deleted in one tab stays deleted after the other tab's next move.
func TestTwoTabsOnOneSave(t *testing.T) {
	site := StartSite(t)
	a := NewBrowser(t)
	a.Open(site.URL + "/#/new/hunt")
	a.WaitReady()
	a.Click("#hunt-size-2")
	a.Type("#survivor-1-name", "Mara")
	a.Type("#survivor-2-name", "Ode")
	a.Click("#hunt-start")
	a.WaitVisible("#hunt-action")
	route := a.Route()
	id := route[strings.LastIndex(route, "/")+1:]
	n := moves(a)

	b := a.NewTab()
	b.Open(site.URL + "/#" + route)
	b.WaitReady()
	waitMoves(b, n)

	saved := updated(a, id)
	step(a, n+1)
	saved = waitSaved(a, id, saved)
	step(a, n+2) // a moves on twice; b still shows n moves
	waitSaved(a, id, saved)
	b.Click("#hunt-action")
	b.WaitTrue(`[...document.querySelectorAll("[role=alert]")].some(e => e.textContent.includes("moved on in another tab"))`)
	waitMoves(b, n+2) // shown as the other tab left it, b's own move dropped
	// The move was not made, and the announcement says so instead of
	// telling what it did.
	b.WaitTrue(`document.querySelector("#table-announce").textContent.startsWith("Your last move was not made: this game had moved on in another tab")`)
	a.Reload()
	a.WaitReady()
	waitMoves(a, n+2)

	saved = updated(a, id)
	step(b, n+3) // once shown again, b saves as usual
	waitSaved(a, id, saved)
	a.Reload()
	a.WaitReady()
	waitMoves(a, n+3)

	if c := saveCount(a); c != 1 {
		t.Fatalf("%d saves; want the one hunt", c)
	}
	a.Click(`.save button[aria-label^="Delete"]`)
	a.WaitTrue(`document.querySelectorAll(".save").length === 0`)
	b.Click("#hunt-action")
	b.WaitTrue(`document.body.textContent.includes("could not be opened")`)
	a.Reload()
	a.WaitReady()
	if c := saveCount(a); c != 0 {
		t.Fatalf("%d saves after the other tab's move; want the deleted hunt to stay deleted", c)
	}
	if errs := append(a.Errors(), b.Errors()...); len(errs) > 0 {
		t.Fatalf("page errors: %s", strings.Join(errs, "; "))
	}
}

// step makes the hunt's due move in b and waits for it (n moves after).
func step(b *Browser, n int) {
	b.t.Helper()
	b.Click("#hunt-action")
	waitMoves(b, n)
}

// updated reads the Updated stamp of save id straight from IndexedDB (-1
// when there is no such save).
func updated(b *Browser, id string) float64 {
	b.t.Helper()
	var u float64
	b.Eval(`new Promise(done => {
		const open = indexedDB.open("lantern-saves");
		open.onupgradeneeded = () => open.transaction.abort(); // create no database
		open.onerror = () => done(-1);
		open.onsuccess = () => {
			const db = open.result, end = v => { db.close(); done(v); };
			if (!db.objectStoreNames.contains("meta")) return end(-1);
			const get = db.transaction("meta").objectStore("meta").get(`+quote(id)+`);
			get.onerror = () => end(-1);
			get.onsuccess = () => end(get.result ? get.result.updated : -1);
		};
	})`, &u)
	return u
}

// waitSaved waits until save id was written after the stamp before, so
// that the next write in another tab comes after it.
func waitSaved(b *Browser, id string, before float64) float64 {
	b.t.Helper()
	deadline := time.Now().Add(Timeout)
	for {
		if u := updated(b, id); u != before {
			return u
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("save %s not written", id)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func waitMoves(b *Browser, n int) {
	b.t.Helper()
	b.Run(fmt.Sprintf("wait for %d moves", n), chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n), chromedp.ByQuery))
}

// Two tabs on one campaign: a Blessing gained in the tab that fell behind
// is refused (the other tab moved the campaign on), and the announcement
// says the move was not made instead of "Bram gains a Blessing".
func TestTwoTabsRefusedMoveIsNotAnnounced(t *testing.T) {
	site := StartSite(t)
	a := NewBrowser(t)
	a.Open(site.URL + "/#/new/blessed")
	a.WaitRoute("/new/blessed")
	a.Click("#blessed-start")
	a.WaitVisible("#new-name")
	addCharacter(a, "Ada", "1", "Knots")
	addCharacter(a, "Bram", "3", "Lockpicks")
	route := a.Route()
	id := route[strings.LastIndex(route, "/")+1:]
	n := campaignMoves(a)

	b := a.NewTab()
	b.Open(site.URL + "/#" + route)
	b.WaitReady()
	b.Run("wait for the campaign", chromedp.WaitReady(fmt.Sprintf(`.blessed[data-moves="%d"]`, n), chromedp.ByQuery))

	saved := updated(a, id)
	play(a, "#char-1-gain")
	waitSaved(a, id, saved)
	b.Click("#char-2-gain")
	b.WaitTrue(`[...document.querySelectorAll("[role=alert]")].some(e => e.textContent.includes("moved on in another tab"))`)
	b.WaitTrue(`document.querySelector("#table-announce").textContent.startsWith("Your last move was not made: this game had moved on in another tab")`)
	b.Run("shown as the other tab left it", chromedp.WaitReady(fmt.Sprintf(`.blessed[data-moves="%d"]`, n+1), chromedp.ByQuery))
	if got := b.Text("#table-announce"); strings.Contains(got, "Bram gains") {
		t.Fatalf("the refused Blessing is announced: %q", got)
	}
	if got := b.Text("#char-2-blessings"); got != "Blessings: none" {
		t.Fatalf("Bram has %q after the refused move", got)
	}
	b.Screenshot("refused-390x844", 390, 844)
	if errs := append(a.Errors(), b.Errors()...); len(errs) > 0 {
		t.Fatalf("page errors: %s", strings.Join(errs, "; "))
	}
}
