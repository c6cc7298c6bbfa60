//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// frameLook is what TestTableFrame measures on a page.
type frameLook struct {
	Tag      string   // the toolbar's element
	Tools    []string // its controls in order: id, or class when there is none
	Top      float64  // the toolbar's top, from the top of the page
	Announce float64  // the announcement line's height
	Fields   []field  // every visible text field, select and text area
	Files    []string // every file input not drawn as the one file picker
	Focused  string   // the focused element's id, or its parent's
	InMain   bool     // focus is on the game's own screen, or its hand-over
}

type field struct {
	ID, Label string
	Height    float64
	Font      float64
	Beside    bool // the label sits on the field's line instead of above it
}

const lookJS = `(() => {
	const bar = document.querySelector("main .table-bar");
	const vis = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
	const fields = [...document.querySelectorAll('main input:not([type=checkbox]):not([type=radio]):not([type=file]), main select, main textarea')]
		.filter(vis).map(e => {
			const r = e.getBoundingClientRect(), l = e.id && document.querySelector('label[for="' + e.id + '"]');
			const lr = l && l.getBoundingClientRect();
			return {ID: e.id, Label: l ? l.textContent : "", Height: r.height, Font: parseFloat(getComputedStyle(e).fontSize),
				Beside: !!lr && lr.bottom > r.top + 1};
		});
	const files = [...document.querySelectorAll('main input[type=file]')].filter(e =>
		!e.closest(".file-picker") || e.getBoundingClientRect().height < 44).map(e => e.id);
	const a = document.activeElement;
	return {
		Tag: bar ? bar.tagName : "", Tools: bar ? [...bar.children].map(e => e.id || e.className.replace(/^btn /, "")) : [],
		Top: bar ? bar.getBoundingClientRect().top + scrollY : -1,
		Announce: document.querySelector("#table-announce")?.getBoundingClientRect().height ?? -1,
		Fields: fields, Files: files, Focused: a ? (a.id || (a.parentElement && a.parentElement.id) || a.tagName) : "",
		InMain: !!(a && a.closest("#table-main, .table-cover")),
	};
})()`

func look(b *Browser) frameLook {
	b.t.Helper()
	var l frameLook
	b.Eval(lookJS, &l)
	return l
}

// Each game opens in the one table frame: the same toolbar element with
// Undo, Journal, Share and Help in that order and at the same height of
// the page, the same announcement line, focus on the game's first
// control, and one form style (fields 44 px tall at least, 16 px text,
// labels above them) on its setup page and its table, at 1024×768 and
// 390×844 (issue #12).
func TestTableFrame(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	games := []struct {
		id    string
		setUp func()
		start string
		ready string
	}{
		{"hope", func() { setUpHope(b, site, []bool{false, false, true}) }, "#hope-start", "#hope .table-bar"},
		{"harrowing", func() {
			b.Go("/new/harrowing")
			b.Click("#harrowing-count-2")
			b.Type("#harrowing-name-1", "Mara")
			b.Type("#harrowing-name-2", "Ode")
		}, "#harrowing-start", "#harrowing-moves"},
		{"blessed", func() {
			b.Go("/new/blessed")
			b.Type("#blessed-title", "The lighthouse")
		}, "#blessed-start", "#new-name"},
		{"hunt", func() {
			b.Go("/new/hunt")
			b.Click("#hunt-size-2")
			b.Type("#survivor-1-name", "Mara")
			b.Type("#survivor-2-name", "Ode")
			b.Click("#survivor-1-mining")
		}, "#hunt-start", "#place-mineral-go"},
	}
	want := []string{"table-undo", "table-journal", "share-open", "table-help"}
	tops := map[int64]float64{}
	for _, g := range games {
		g.setUp()
		for _, w := range [][2]int64{{1024, 768}, {390, 844}} {
			b.Screenshot(fmt.Sprintf("%s-setup-%dx%d", g.id, w[0], w[1]), w[0], w[1])
			l := look(b)
			checkFields(t, g.id+" setup", w, l.Fields)
			if len(l.Files) > 0 {
				t.Errorf("%s setup at %v: file inputs %v are not the shared file picker (44 px)", g.id, w, l.Files)
			}
		}
		b.Run("viewport", chromedp.EmulateViewport(1024, 768))
		b.Click(g.start)
		b.WaitVisible(g.ready)
		var settled bool
		b.Eval(`new Promise(r => { let n = 0; const t = setInterval(() => {
			const files = [...document.querySelectorAll('main input[type=file]')].filter(e =>
		!e.closest(".file-picker") || e.getBoundingClientRect().height < 44).map(e => e.id);
	const a = document.activeElement;
			if ((a && a.closest("#table-main, .table-cover")) || ++n > 50) { clearInterval(t); r(n <= 50) } }, 100) })`, &settled)
		if l := look(b); !l.InMain {
			t.Errorf("%s: focus on %q when the table opens, not on the game's first control", g.id, l.Focused)
		}
		for _, w := range [][2]int64{{1024, 768}, {390, 844}} {
			b.Screenshot(fmt.Sprintf("%s-table-%dx%d", g.id, w[0], w[1]), w[0], w[1])
			l := look(b)
			if l.Tag != "NAV" || strings.Join(l.Tools, ",") != strings.Join(want, ",") {
				t.Errorf("%s at %v: toolbar %s %v, want NAV %v", g.id, w, l.Tag, l.Tools, want)
			}
			if top, ok := tops[w[0]]; !ok {
				tops[w[0]] = l.Top
			} else if l.Top != top {
				t.Errorf("%s at %v: toolbar at %.0f px, the first game's at %.0f", g.id, w, l.Top, top)
			}
			if l.Announce < 60 {
				t.Errorf("%s at %v: announcement line %.0f px tall; it keeps room for three lines", g.id, w, l.Announce)
			}
			checkFields(t, g.id+" table", w, l.Fields)
		}
		b.Run("viewport", chromedp.EmulateViewport(1024, 768))
		if b.Count("#handover-ready") > 0 { // the toolbar is inert under a hand-over
			tapAway(b, "#handover-ready")
		}
		b.Click("#table-help")
		b.WaitVisible("#table-help-panel")
		b.Click("#table-journal")
		b.WaitVisible("#table-journal-panel")
	}
	// The skip link is the first stop of Tab and lands on the game.
	var first string
	if b.Eval(`document.querySelector("button, a[href], input, select, textarea, summary, [tabindex='0']").id`, &first); first != "skip-link" {
		t.Errorf("the first stop of Tab is #%s, not the skip link", first)
	}
	b.Run("skip", chromedp.Focus("#skip-link", chromedp.ByQuery), chromedp.KeyEvent("\r"))
	b.WaitTrue(`document.activeElement.closest("#table-main") !== null`)
}

func checkFields(t *testing.T, where string, w [2]int64, fs []field) {
	t.Helper()
	if len(fs) == 0 && strings.HasSuffix(where, "setup") {
		t.Errorf("%s at %v: no fields measured", where, w)
	}
	for _, f := range fs {
		if f.Height < 44 || f.Font < 16 || f.Beside {
			t.Errorf("%s at %v: field #%s (%q) is %.0f px tall with %.0f px text, label beside it %v; want ≥ 44, ≥ 16, above",
				where, w, f.ID, f.Label, f.Height, f.Font, f.Beside)
		}
	}
}

// openJournal opens the table's Journal panel unless it is open.
func openJournal(b *Browser) {
	b.t.Helper()
	var open bool
	if b.Eval(`document.querySelector("#table-journal").getAttribute("aria-expanded") === "true"`, &open); !open {
		b.Click("#table-journal")
	}
	b.WaitVisible("#table-journal-panel")
}
