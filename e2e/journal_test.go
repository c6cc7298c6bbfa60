//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// holdWrites starts a worker holding a readwrite transaction on the saves,
// as another tab or a slow disk would: the page's writes wait until
// window.testRelease() ends it.
const holdWrites = `new Promise(ok => {
	const w = new Worker(URL.createObjectURL(new Blob([
		'const r = indexedDB.open("lantern-saves"); r.onsuccess = () => {' +
		'const tx = r.result.transaction(["meta", "records"], "readwrite");' +
		'const spin = () => { tx.objectStore("meta").get("none").onsuccess = spin; };' +
		'spin(); postMessage("held"); };'])));
	window.testRelease = () => w.terminate();
	w.onmessage = () => ok(true); })`

// fillLocalStorage fills the page's localStorage to the last character.
const fillLocalStorage = `(() => {
	let n = 0;
	for (let size = 1 << 20; size >= 1; size >>= 1) {
		const s = "x".repeat(size);
		for (;;) { try { localStorage.setItem("fill" + n++, s); } catch (e) { break; } }
	}
	return n; })()`

// hidePage puts the page away as a tab switch or a reload does.
const hidePage = `Object.defineProperty(document, "visibilityState", {value: "hidden", configurable: true});
	document.dispatchEvent(new Event("visibilitychange")); true`

// When localStorage is full, the journal cannot keep a copy of a move
// that waits to be written as the page is put away: the players are told
// that the last moves may not survive a reload, and the notice goes once
// the move is written after all.
func TestJournalFullIsTold(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("bypass the content policy", page.SetBypassCSP(true)) // the worker is a blob
	b.Open(site.URL + "/")
	b.WaitReady()
	huntUnderWay(b)
	n := moves(b)
	var ok bool
	b.Eval(holdWrites, &ok)
	var filled int
	b.Eval(fillLocalStorage, &filled)
	step(b, n+1)
	b.Eval(hidePage, &ok)
	b.WaitTrue(`[...document.querySelectorAll("[role=alert]")].some(e => e.textContent.includes("may not survive a reload"))`)
	msg := b.Text(".error[role=alert]")
	for _, w := range []string{"storage for Lantern is full", "Play goes on", "export"} {
		if !strings.Contains(msg, w) {
			t.Errorf("the notice %q does not say %q", msg, w)
		}
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(sizeName("journal-full", size), size[0], size[1])
	}
	b.Eval(`window.testRelease(); true`, &ok)
	b.WaitTrue(`![...document.querySelectorAll("[role=alert]")].some(e => e.textContent.includes("may not survive a reload"))`)
}

// A share link with nothing after #/r/ (cut off by a messenger) says it is
// empty or cut short, with no summary and no button that does nothing.
func TestEmptyShareLink(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	for _, link := range []string{"/#/r/", "/#/r"} {
		b.Open(site.URL + link)
		b.WaitReady()
		b.WaitVisible("[data-link-error]")
		if got := b.Text("[data-link-error]"); !strings.Contains(got, "empty or was cut short") {
			t.Fatalf("%s says %q", link, got)
		}
		if c := b.Count("#link-import, .link-summary"); c != 0 {
			t.Fatalf("%s shows a summary or an import button", link)
		}
	}
	b.Axe()
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(sizeName("empty-link", size), size[0], size[1])
	}
}

// storageFull makes every write of a save end as Chromium ends one when
// the origin's quota is used up: the transaction aborts with a
// QuotaExceededError that has no message.
const storageFull = `(() => {
	const put = IDBObjectStore.prototype.put;
	IDBObjectStore.prototype.put = function(...args) {
		const req = put.apply(this, args);
		if (this.name === "records") {
			const tx = this.transaction, full = new DOMException("", "QuotaExceededError");
			req.addEventListener("success", () => {
				Object.defineProperty(tx, "error", {get: () => full, configurable: true});
				tx.abort();
			});
		}
		return req;
	};
	return true; })()`

// When the browser's storage for Lantern is full, a move that cannot be
// saved says so in plain words, with what still works and what to do, and
// play goes on.
func TestStorageFullSaysWhatToDo(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	huntUnderWay(b)
	n := moves(b)
	var ok bool
	b.Eval(storageFull, &ok)
	step(b, n+1)
	b.WaitTrue(`[...document.querySelectorAll("[role=alert]")].some(e => e.textContent.startsWith("Not saved"))`)
	msg := b.Text(".error[role=alert]")
	for _, w := range []string{"storage for Lantern is full", "Play goes on", "last save is intact", "export", "delete"} {
		if !strings.Contains(msg, w) {
			t.Errorf("the notice %q does not say %q", msg, w)
		}
	}
	if strings.Contains(msg, "QuotaExceededError") || strings.Contains(msg, ": .") {
		t.Errorf("the notice %q shows the browser's words", msg)
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(sizeName("storage-full", size), size[0], size[1])
	}
	step(b, n+2) // play goes on
}

func sizeName(what string, size [2]int64) string {
	return fmt.Sprintf("%s-%dx%d", what, size[0], size[1])
}

// Another tab holds the saves for longer than the start waits to settle
// the journal: the reloaded game still opens at the move made before the
// reload, says it is not written yet, and the next move, made on top of
// it, keeps both and puts the notice away.
func TestSlowStorageKeepsTheWaitingMove(t *testing.T) {
	site := StartSite(t)
	a := NewBrowser(t)
	a.Open(site.URL + "/")
	a.WaitReady()
	huntUnderWay(a)
	n := moves(a)
	other := a.NewTab()
	other.Run("bypass the content policy", page.SetBypassCSP(true)) // the worker is a blob
	other.Open(site.URL + "/#/about")
	other.WaitReady()
	var ok bool
	other.Eval(holdWrites, &ok)
	step(a, n+1) // its write waits for the other tab
	a.Run("reload while the write waits", chromedp.Reload())
	a.WaitReady()
	time.Sleep(12 * time.Second) // past the start's wait for the store
	other.Eval(`window.testRelease(); true`, &ok)
	waitMoves(a, n+1)
	a.WaitTrue(`[...document.querySelectorAll("[role=alert]")].some(e => e.textContent.includes("not written yet"))`)
	a.Run("show the tab", page.BringToFront())
	a.Screenshot("waiting-move", 768, 1024)
	step(a, n+2)
	// Written with the next move, the waiting moves are no longer news.
	a.WaitTrue(`![...document.querySelectorAll("[role=alert]")].some(e => e.textContent.includes("not written yet"))`)
	a.Reload()
	a.WaitReady()
	waitMoves(a, n+2)
}
