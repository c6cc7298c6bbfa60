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
	Tag     string   // the toolbar's element
	Tools   []string // its controls in order: id, or class when there is none
	Top     float64  // the toolbar's top, from the top of the page
	Fields  []field  // every visible text field, select and text area
	Files   []string // every file input not drawn as the one file picker
	Focused string   // the focused element's id, or its parent's
	InMain  bool     // focus is on the game's own screen, or its hand-over
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
// Undo, Journal, Timeline, Share, Help and Print in that order and at the same height of
// the page, focus on the game's first
// control, and one form style (fields 44 px tall at least, 16 px text,
// labels above them) on its setup page and its table, at 1024×768 and
// 390×844 (issue #12).
func TestTableFrame(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	games := frameGames(b, site)
	want := []string{"table-undo", "table-journal", "table-timeline", "share-open", "table-help", "table-print-open"}
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

// frameGame is one game's way to its table: its setup, the button that
// starts it and an element of its first table screen.
type frameGame struct {
	id    string
	setUp func()
	start string
	ready string
}

// frameGames are the four games, each set up to start a table.
func frameGames(b *Browser, site *Site) []frameGame {
	return []frameGame{
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

// emptyJS lists the boxes on the page that take room with nothing in
// them: no text, no image, no control, yet a border, a background or
// some height of their own. Drawings (aria-hidden) are not boxes.
const emptyJS = `(() => {
	const media = "img, svg, input, button, select, textarea, canvas, video, iframe";
	const out = [];
	for (const e of document.querySelectorAll("main *")) {
		const r = e.getBoundingClientRect();
		// a drawing hidden from screen readers (Humanity pips) is no box
		if (r.height < 2 || r.width < 2 || e.textContent.trim() !== "" || e.matches(media) || e.querySelector(media) ||
			e.closest("[aria-hidden=true]")) continue;
		const cs = getComputedStyle(e);
		const bordered = ["Top", "Right", "Bottom", "Left"].some(side =>
			parseFloat(cs["border" + side + "Width"]) > 0 && cs["border" + side + "Style"] !== "none");
		const filled = !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(cs.backgroundColor);
		if (bordered || filled || r.height >= 24) {
			out.push((e.id ? "#" + e.id : e.tagName.toLowerCase() + "." + [...e.classList].join(".")) + " " + Math.round(r.height) + " px");
		}
	}
	return out;
})()`

// No table screen of the four games has an empty box: the announcement
// line takes no room until there is something to say (it kept three
// lines' height, 80 px under the toolbar, on every screen), and on a
// phone the game's title is on the first screen (issue: "the empty
// boxes").
func TestTableNoEmptyBox(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	for _, g := range frameGames(b, site) {
		g.setUp()
		b.Run("viewport", chromedp.EmulateViewport(1024, 768))
		b.Click(g.start)
		b.WaitVisible(g.ready)
		if g.id == "hope" {
			toHopeTable(b)
		}
		for _, w := range [][2]int64{{1024, 768}, {390, 844}} {
			b.Run("viewport", chromedp.EmulateViewport(w[0], w[1]))
			var empty []string
			b.Eval(`(scrollTo(0, 0), `+emptyJS+`)`, &empty)
			if len(empty) > 0 {
				t.Errorf("%s at %v: empty boxes take room: %v", g.id, w, empty)
			}
			var bottom float64
			b.Eval(`document.querySelector("main .page-title").getBoundingClientRect().bottom`, &bottom)
			if bottom > float64(w[1]) {
				t.Errorf("%s at %v: the title ends %.0f px down, below the first screen", g.id, w, bottom)
			}
			b.Screenshot(fmt.Sprintf("%s-%dx%d", g.id, w[0], w[1]), w[0], w[1])
		}
	}
}

// toHopeTable writes the characters' sheets and meets them, up to the
// table's first decision.
func toHopeTable(b *Browser) {
	b.t.Helper()
	for {
		switch st := waitHope(b); st {
		case "sheet":
			b.Type("#sheet-name", "Traveller")
			tapAway(b, "#sheet-done")
		case "meet":
			tapAway(b, "#hope-begin")
		case "decision":
			return
		default:
			if !passes(b, st) {
				b.t.Fatalf("unexpected screen %q", st)
			}
		}
	}
}
