//go:build e2e

package e2e

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The companion a KDM table keeps beside the board (issue #16): an owner's
// quarry and table imported, the table's own dice typed in, a hand move,
// a reload, and the summary the hunt hands over at its end.
func TestHuntCompanionOwnersQuarryTypedDice(t *testing.T) {
	dir := t.TempDir()
	var rows strings.Builder
	rows.WriteString("roll,title,text,who,need,check,pass,fail\n")
	for r := 1; r <= 100; r++ {
		fmt.Fprintf(&rows, "%d,Owner row %d,Something of ours.,revealer,,0,resource:owner bone,\n", r, r)
	}
	table := filepath.Join(dir, "ours.csv")
	write(t, table, "\uFEFF"+rows.String()) // as Excel's "CSV UTF-8" writes it
	quarry, _ := filepath.Abs(filepath.Join("testdata", "ash-stag.json"))

	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/hunt")
	b.WaitRoute("/new/hunt")
	b.Click("#hunt-size-2")
	b.Type("#survivor-1-name", "Mara")
	b.Type("#survivor-2-name", "Ode")
	b.Run("choose the quarry", chromedp.SetUploadFiles("#hunt-quarry-file", []string{quarry}, chromedp.ByQuery))
	b.WaitTrue(`document.querySelector(".quarry-import [role=status]")?.textContent.includes("Ash Stag is ready")`)
	b.Run("choose the table", chromedp.SetUploadFiles("#hunt-table-file", []string{table}, chromedp.ByQuery))
	b.WaitTrue(`document.querySelector("#hunt-table-playing").textContent.includes("ours.csv (100 rows)")`)
	b.Click("#hunt-typed")
	b.Click("#roster-keep")
	b.WaitTrue(`document.querySelector(".hunt-roster [role=status]")?.textContent.includes("Kept in the roster: Mara and Ode")`)
	b.Screenshot("companion-setup-390x844", 390, 844)
	b.Screenshot("companion-setup-1024x768", 1024, 768)
	b.Axe()
	b.Click("#hunt-start")
	b.WaitVisible("#hunt-action")
	if got := b.Text("h1"); !strings.Contains(got, "Ash Stag") {
		t.Fatalf("title %q", got)
	}

	// Space 1 holds a basic card: it sends Mara to the table, and the
	// table rolls its own dice: tens 4, ones 2.
	huntTap(b, "#hunt-action") // move on to space 1
	huntTap(b, "#hunt-action") // reveal: the basic card asks for the d100
	b.WaitVisible("#hunt-tens")
	if got := b.Text("#hunt-d100-reads"); got != "Tap both dice." {
		t.Errorf("before the dice are tapped the form says %q", got)
	}
	// The tens die tapped, then the page reloaded: the half roll is kept.
	b.Click("#hunt-tens-4")
	b.WaitTrue(`document.querySelector("#hunt-tens-4").getAttribute("aria-pressed") === "true"`)
	b.Screenshot("companion-typed-390x844", 390, 844)
	b.Screenshot("companion-typed-768x1024", 768, 1024)
	b.Screenshot("companion-typed-1024x768", 1024, 768)
	b.Axe()
	b.Reload()
	b.WaitReady()
	b.WaitVisible("#hunt-tens")
	if got := b.Text("#hunt-d100-reads"); got != "Tens 4: now tap the ones die." {
		t.Errorf("after a reload the half roll reads %q", got)
	}
	var pressed string
	b.Eval(`[...document.querySelectorAll(".hunt-face[aria-pressed=true]")].map(e => e.id).join(" ")`, &pressed)
	if pressed != "hunt-tens-4" {
		t.Errorf("after a reload the faces pressed are %q; want hunt-tens-4", pressed)
	}
	giveDice(b, "4", "2")
	openJournal(b)
	if log := b.Text("#hunt-log"); !strings.Contains(log, "rolls 42 (tens 4, ones 2): Owner row 42") {
		t.Fatalf("the typed roll did not land on row 42:\n%s", log)
	}

	// A hand move: the quarry one space further away.
	b.Click("#hunt-hand > summary")
	huntTap(b, "#hunt-monster-on")
	if log := b.Text("#hunt-log"); !strings.Contains(log, "By hand: the Ash Stag is put on space 9.") {
		t.Fatalf("the hand move is not in the journal:\n%s", log)
	}
	log, n := b.Text("#hunt-log"), moves(b)
	b.Reload()
	b.WaitReady()
	b.WaitVisible("#hunt-action")
	openJournal(b)
	if got := b.Text("#hunt-log"); got != log || moves(b) != n {
		t.Fatalf("after reload %d moves (want %d), log differs", moves(b), n)
	}

	layoutHolds(t, b, 390, 844)
	layoutHolds(t, b, 1024, 768)

	// Play on with the table's dice until the quarry is found.
	for i := 0; !over(b); i++ {
		if i > 400 {
			t.Fatal("the hunt did not end")
		}
		switch {
		case exists(b, "#hunt-give-d100"):
			giveDice(b, "0", "0")
		case asking(b):
			huntTap(b, ".hunt-answer:last-child")
		default:
			huntTap(b, "#hunt-action")
		}
	}
	b.WaitVisible("#hunt-summary")
	if got := b.Text("#hunt-summary"); !strings.Contains(got, "Hunt of the Ash Stag") || !strings.Contains(got, "× owner bone") {
		t.Fatalf("summary:\n%s", got)
	}
	b.Click("#hunt-roster-settle")
	b.WaitTrue(`document.querySelector(".hunt-summary [role=status]")?.textContent.includes("The roster now holds")`)
	var roster string
	b.Eval(`localStorage.getItem("lantern.hunt.roster")`, &roster)
	if !strings.Contains(roster, `"name":"Mara"`) {
		t.Fatalf("roster kept: %s", roster)
	}
	b.Screenshot("companion-over-390x844", 390, 844)
	b.Screenshot("companion-over-1024x768", 1024, 768)
	b.Axe()
}

// giveDice taps the tens and the ones die of a table roll, checks what
// the form says they read, and gives them.
func giveDice(b *Browser, tens, ones string) {
	b.t.Helper()
	b.Click("#hunt-tens-" + tens)
	b.Click("#hunt-ones-" + ones)
	reads := strings.TrimLeft(tens+ones, "0")
	if reads == "" {
		reads = "100 (0 and 0)"
	}
	b.WaitTrue(`document.querySelector("#hunt-d100-reads").textContent === "They read ` + reads + `."`)
	b.WaitTrue(`!document.querySelector("#hunt-give-d100").disabled`)
	huntTap(b, "#hunt-give-d100")
}

// huntTap clicks sel and waits for the move it makes.
func huntTap(b *Browser, sel string) {
	n := moves(b)
	b.Click(sel)
	b.Run("wait for "+sel, chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
}

func exists(b *Browser, sel string) bool {
	var v bool
	b.Eval(fmt.Sprintf(`document.querySelector(%q) !== null`, sel), &v)
	return v
}

// layoutHolds checks at width×height that "Overwhelming Darkness" breaks
// only between its words, and that the main button keeps clear of Undo.
func layoutHolds(t *testing.T, b *Browser, width, height int64) {
	t.Helper()
	b.Run("resize", chromedp.EmulateViewport(width, height), chromedp.Sleep(200*time.Millisecond))
	var whole bool
	b.Eval(`(() => {
		const el = document.querySelector("#space-6 .space-name");
		const t = [...el.childNodes].find(n => n.nodeType === 3 && n.textContent.includes("Overwhelming"));
		const r = document.createRange();
		for (const w of ["Overwhelming", "Darkness"]) {
			const i = t.textContent.indexOf(w);
			r.setStart(t, i); r.setEnd(t, i + w.length);
			if (r.getClientRects().length !== 1) return false;
		}
		return true;
	})()`, &whole)
	if !whole {
		t.Errorf("at %dx%d a word of Overwhelming Darkness breaks across lines", width, height)
	}
	var gap float64
	b.Eval(`document.querySelector("#hunt-action").getBoundingClientRect().top - document.querySelector("#table-undo").getBoundingClientRect().bottom`, &gap)
	if gap < 8 {
		t.Errorf("at %dx%d the main button is %.0f px below Undo; want at least 8", width, height, gap)
	}
}
