//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	_ "lantern/rules/hunt" // registers the hunt with rules/record
	"lantern/rules/record"
)

// A hunt is set up, played tap by tap until the quarry is found, and the
// same board comes back after a reload (the autosave after every move).
func TestHuntPlaysToTheQuarryAndReloads(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.Click(`a[href="#/new/hunt"]`) // the library lists the hunt
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

	taps, undone := 0, false
	for ; !over(b); taps++ {
		if taps > 300 {
			t.Fatal("the hunt did not end after 300 taps")
		}
		n := moves(b)
		if asking(b) { // a choice of Lantern's table: take the first
			b.Click(".hunt-answer")
			b.Run("wait for the answer", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
			continue
		}
		luck := !strings.HasPrefix(b.Text("#hunt-action"), "Move on")
		b.Click("#hunt-action")
		b.Run("wait for the move", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
		if taps == 4 {
			b.Screenshot("hunting-360x740", 360, 740)
			b.Screenshot("hunting-1024x768", 1024, 768)
		}
		var can bool
		if b.Eval(`!document.querySelector("#table-undo").disabled`, &can); can == luck && !over(b) && !asking(b) {
			t.Fatalf("after %d taps (revealed or rolled: %v) undo open: %v", taps+1, luck, can)
		}
		if !luck && !undone && !asking(b) { // a mis-tap taken back; the same step comes again
			undone = true
			step := b.Text("#hunt-action")
			b.Click("#table-undo")
			b.Run("wait for the undo", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n), chromedp.ByQuery))
			if got := b.Text("#table-announce"); got != "The last step was taken back." {
				t.Fatalf("after undo the hunt announces %q", got)
			}
			b.Click("#hunt-action")
			b.Run("wait for the step again", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
			if again := b.Text("#hunt-action"); again != step {
				t.Fatalf("the step after undo and redo is %q; it was %q", again, step)
			}
		}
	}
	var focused string
	b.Eval(`new Promise(r => setTimeout(() => r(document.activeElement.id), 500))`, &focused)
	if !undone {
		t.Error("no step was taken back")
	}
	if focused != "table-result" {
		t.Errorf("focus after the last move is on %q, want the result", focused)
	}
	t.Logf("quarry found after %d taps", taps)
	if got := b.Text("#hunt-status"); !strings.Contains(got, "showdown begins") {
		t.Fatalf("status %q", got)
	}
	openJournal(b)
	board, log, n := b.Text(".hunt-board"), b.Text("#hunt-log"), moves(b)
	b.Screenshot("over-360x740", 360, 740)
	b.Screenshot("over-1024x768", 1024, 768)
	b.Axe()

	b.Reload()
	b.WaitReady()
	b.WaitVisible("#hunt-status.over")
	openJournal(b)
	if got := b.Text(".hunt-board"); got != board {
		t.Fatalf("board after reload:\n%s\nwant:\n%s", got, board)
	}
	if got := b.Text("#hunt-log"); got != log || moves(b) != n {
		t.Fatalf("log after reload differs (%d moves, want %d)", moves(b), n)
	}

	// The share link carries the hunt: it replays natively, and a fresh
	// browser opens it onto the same board.
	b.Click(".share-open")
	b.WaitVisible("#share-link")
	var link string
	b.Eval(`document.getElementById("share-link").value`, &link)
	_, payload, ok := strings.Cut(link, record.LinkPrefix)
	if !ok {
		t.Fatalf("share link %q", link)
	}
	rec, err := record.DecodeLink(payload)
	if err != nil {
		t.Fatal(err)
	}
	if sum, err := record.Load(rec); err != nil || !sum.Over || strings.Join(sum.Players, ",") != "Mara,Ode" {
		t.Fatalf("the link replays natively to %+v, %v", sum, err)
	}
	t.Logf("share link of a %d-move hunt: %d characters", n, len(link))
	fresh := NewBrowser(t)
	fresh.Open(site.URL + "/#/r/" + payload)
	fresh.WaitReady()
	fresh.WaitVisible("#link-import")
	fresh.Click("#link-import")
	fresh.WaitVisible("#hunt-status.over")
	if got := fresh.Text(".hunt-board"); got != board {
		t.Fatalf("board from the link:\n%s\nwant:\n%s", got, board)
	}
}

// asking reports whether a step waits on the table (KH-03).
func asking(b *Browser) bool {
	var v bool
	b.Eval(`document.querySelector("#hunt-ask") !== null`, &v)
	return v
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

// An owner's table is refused with line numbers until it is valid, then
// played: every roll lands on the owner's rows.
func TestHuntOwnersTable(t *testing.T) {
	dir := t.TempDir()
	var rows strings.Builder
	rows.WriteString("roll,title,text,who,need,check,pass,fail\n")
	for r := 1; r <= 100; r++ {
		fmt.Fprintf(&rows, "%d,Owner row %d,Something of ours.,revealer,,0,,\n", r, r)
	}
	good := filepath.Join(dir, "ours.csv")
	bad := filepath.Join(dir, "broken.csv")
	write(t, good, rows.String())
	write(t, bad, strings.Replace(rows.String(), "\n7,Owner row 7,Something of ours.,revealer,", "\n7,Owner row 7,Something of ours.,someone,", 1))

	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/hunt")
	b.WaitRoute("/new/hunt")
	b.Click("#hunt-size-1")
	b.Type("#survivor-1-name", "Mara")

	b.Run("choose the broken table", chromedp.SetUploadFiles("#hunt-table-file", []string{bad}, chromedp.ByQuery))
	b.WaitVisible(".table-import pre")
	if got := b.Text(".table-import pre"); !strings.Contains(got, `line 8: who "someone"`) || !strings.Contains(got, "nothing changed") {
		t.Fatalf("problems shown: %q", got)
	}
	if got := b.Text("#hunt-table-playing"); !strings.Contains(got, "Lantern’s own table") {
		t.Fatalf("after a failed import the screen says %q", got)
	}
	b.Run("choose the good table", chromedp.SetUploadFiles("#hunt-table-file", []string{good}, chromedp.ByQuery))
	b.WaitTrue(`document.querySelector("#hunt-table-playing").textContent.includes("ours.csv (100 rows)")`)
	b.Axe()
	b.Click("#hunt-start")
	b.WaitVisible("#hunt-action")
	// Played from the keyboard this time: focus the action, press Enter.
	openJournal(b)
	for i := 0; i < 40 && !over(b) && !strings.Contains(b.Text("#hunt-log"), "Owner row"); i++ {
		n := moves(b)
		if asking(b) {
			b.Click(".hunt-answer")
			b.Run("wait for the answer", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
			continue
		}
		b.Run("press Enter on the action", chromedp.Focus("#hunt-action", chromedp.ByQuery), chromedp.KeyEvent("\r"))
		b.Run("wait for the move", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
	}
	if !strings.Contains(b.Text("#hunt-log"), "Owner row") {
		t.Fatal("no roll landed on the owner's table")
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
