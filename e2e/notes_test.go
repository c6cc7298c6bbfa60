//go:build e2e

package e2e

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// The character sheets travel with the game: the record in IndexedDB
// carries what the player wrote, and a share link opened in a fresh
// profile (a tablet that never saw the game) shows the same characters and
// the same ending.
func TestHopeSheetsTravel(t *testing.T) {
	site := StartSite(t)
	a := NewBrowser(t)
	calm(a)
	setUpHope(a, site, []bool{false, true, true})
	tapAway(a, "#hope-start")
	tapAway(a, "#handover-ready")
	a.Type("#sheet-name", "Iris Vane")
	a.Type("#sheet-age", "61")
	a.Type("#sheet-note", "Keeps a tin of buttons.")
	tapAway(a, "#sheet-done")
	tapAway(a, "#hope-begin")
	settle(a)
	ending := a.Text(".hope-ending")
	if ending == "" || !strings.Contains(a.Text(".hope-seats"), "Iris Vane") {
		t.Fatalf("before sharing: ending %q, seats %q", ending, a.Text(".hope-seats"))
	}
	waitNotes(t, a, "Iris Vane", "Keeps a tin of buttons.")

	a.Go("/saves")
	a.WaitVisible(".save")
	a.Click(`.save a[aria-label^="Share"]`)
	a.WaitVisible("#share-link")
	var link string
	a.Eval(`document.querySelector("#share-link").value`, &link)
	t.Logf("share link of %d characters", len(link))

	b := NewBrowser(t)
	calm(b)
	b.Open(link)
	b.WaitReady()
	b.WaitVisible("#link-import")
	b.Click("#link-import")
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/")`)
	settle(b)
	if got := b.Text(".hope-seats"); !strings.Contains(got, "Iris Vane") {
		t.Fatalf("the game opened from the link shows seats %q; want the character Iris Vane", got)
	}
	if got := b.Text(".hope-ending"); got != ending {
		t.Fatalf("the game opened from the link has ending %q; want %q", got, ending)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// settle waits for the table, past a hand-over if the game shows one.
func settle(b *Browser) {
	for passes(b, waitHope(b)) {
	}
}

// waitNotes waits until the one stored record's notes hold every want.
func waitNotes(t *testing.T, b *Browser, want ...string) {
	t.Helper()
	deadline := time.Now().Add(Timeout)
	for {
		recs := storedRecords(t, b)
		ok := len(recs) == 1
		for _, w := range want {
			ok = ok && bytes.Contains(recs[0].Notes, []byte(w))
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the stored records do not carry %q in their notes: %v", want, recs)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
