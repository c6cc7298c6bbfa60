//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"lantern/rules/harrowing"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// A game of two effigies is set up from the library with chosen sins;
// they invoke and act through the moves Lantern offers, answering its
// questions; a mis-tap is undone; the game comes back after a reload and
// from a share link in a fresh profile.
func TestHarrowingGame(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.Click(`a[href="#/new/harrowing"]`)
	b.WaitRoute("/new/harrowing")
	b.Click("#harrowing-count-2")
	b.Type("#harrowing-name-1", "Mara")
	b.Type("#harrowing-name-2", "Ode")
	pickSelect(b, "#harrowing-sin-1-wrath", "4")
	b.Axe()
	b.Click("#harrowing-start")
	b.WaitVisible("#harrowing-moves")
	if got := b.Text("#harrowing-sheet-1"); !strings.Contains(got, "Mara") || !strings.Contains(got, "Wrath\t4\t4 of 6") && !strings.Contains(got, "Wrath 4 4 of 6") {
		t.Fatalf("Mara's sheet: %q", got)
	}
	if n := b.Count("#harrowing-map li"); n != 3 {
		t.Fatalf("%d locations on the map at the start, want the 3 origins", n)
	}
	b.Axe()

	// Mara invokes the first Fate card and answers whatever it asks.
	harrowingPlay(b, "#harrowing-moves button")
	answerAll(b)
	openJournal(b)
	if got := b.Text("#harrowing-log"); !strings.Contains(got, "Mara invokes") {
		t.Fatalf("journal: %q", got)
	}
	// Mara takes an action: its test's doom dice are drawn and named.
	if b.Count("#harrowing-question") == 0 {
		n := harrowingMoves(b)
		var ok bool
		b.Eval(`(() => { const m = [...document.querySelectorAll("#harrowing-moves button")].find(e => e.textContent.includes("test ")); if (!m) return false; m.click(); return true })()`, &ok)
		if !ok {
			t.Fatal("Mara has no action to take")
		}
		b.Run("wait for the action", chromedp.WaitReady(fmt.Sprintf(`.harrowing[data-moves="%d"]`, n+1), chromedp.ByQuery))
		b.WaitVisible("#harrowing-dice li")
		var label string
		b.Eval(`document.querySelector("#harrowing-dice li").getAttribute("aria-label")`, &label)
		if !strings.HasPrefix(label, "Red die: ") {
			t.Fatalf("the first die reads %q", label)
		}
		answerAll(b)
	}
	// Ode's moves are a tab away; Ode invokes too.
	b.Click("#harrowing-acting-2")
	b.WaitTrue(`document.querySelector("#harrowing-acting-2").getAttribute("aria-pressed") === "true" || document.querySelector("#harrowing-question") !== null`)
	if b.Count("#harrowing-question") == 0 {
		harrowingPlay(b, "#harrowing-moves button")
		answerAll(b)
	}
	b.Screenshot("harrowing-768x1024", 768, 1024)
	b.Screenshot("harrowing-1024x768", 1024, 768)
	b.Screenshot("harrowing-360x740", 360, 740)
	b.Axe()

	n := harrowingMoves(b)
	openJournal(b)
	log := b.Text("#harrowing-log")
	// G-01: a move that rolled or drew stays; any other is taken back.
	var can bool
	if b.Eval(`!document.querySelector("#table-undo").disabled`, &can); can {
		b.Click("#table-undo")
		b.Run("wait for the undo", chromedp.WaitReady(fmt.Sprintf(`.harrowing[data-moves="%d"]`, n-1), chromedp.ByQuery))
		harrowingPlay(b, "#harrowing-question button:not([disabled]), #harrowing-moves button")
		if got := b.Text("#harrowing-log"); got != log {
			t.Fatalf("the same move again after undo must give the same game:\n%s\nwant\n%s", got, log)
		}
	} else {
		t.Log("the last move showed luck: undo is closed")
	}

	b.Reload()
	b.WaitReady()
	b.WaitVisible(".harrowing")
	if got := harrowingMoves(b); got != n {
		t.Fatalf("after reload %d moves; want %d", got, n)
	}

	b.Go("/saves")
	b.WaitVisible(".save")
	b.Click(`.save a[aria-label^="Share"]`)
	b.WaitVisible("#share-link")
	var link string
	b.Eval(`document.querySelector("#share-link").value`, &link)
	c := NewBrowser(t)
	c.Open(link)
	c.WaitReady()
	c.WaitVisible("#link-import")
	c.Click("#link-import")
	c.WaitVisible(".harrowing")
	openJournal(c)
	if got := c.Text("#harrowing-log"); got != log {
		t.Fatalf("from the link the journal reads:\n%s\nwant\n%s", got, log)
	}
	for _, br := range []*Browser{b, c} {
		if errs := br.Errors(); len(errs) > 0 {
			t.Fatalf("page errors: %v", errs)
		}
	}
}

// pickSelect chooses value in a select as a person would.
func pickSelect(b *Browser, sel, value string) {
	b.t.Helper()
	var ok bool
	b.Eval(`(() => { const e = document.querySelector(`+quote(sel)+`); if (!e) return false;
		e.value = `+quote(value)+`; e.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, &ok)
	if !ok {
		b.t.Fatalf("no select %s", sel)
	}
}

// answerAll answers the game's questions with their first option until
// none is pending.
func answerAll(b *Browser) {
	b.t.Helper()
	for range 40 {
		if b.Count("#harrowing-spread-done") > 0 {
			spreadAll(b)
			continue
		}
		if b.Count("#harrowing-question button") == 0 {
			return
		}
		harrowingPlay(b, "#harrowing-question button")
	}
	b.t.Fatal("the questions never ended")
}

// spreadAll answers a corruption or healing question in one step: each
// sin's count as high as it goes, in order, then Done.
func spreadAll(b *Browser) {
	b.t.Helper()
	n := harrowingMoves(b)
	for range 8 {
		var done bool
		b.Eval(`!document.querySelector("#harrowing-spread-done").disabled`, &done)
		if done {
			tap(b, "#harrowing-spread-done")
			b.WaitTrue(fmt.Sprintf(`+document.querySelector(".harrowing").dataset.moves > %d`, n))
			return
		}
		var id string
		b.Eval(`(() => { const s = [...document.querySelectorAll(".harrowing-spread select")].find(e => e.selectedIndex < e.options.length - 1); return s ? "#" + s.id : "" })()`, &id)
		if id == "" {
			b.t.Fatal("the spread cannot add up")
		}
		var last string
		b.Eval(`(() => { const e = document.querySelector(`+quote(id)+`); return e.options[e.options.length - 1].value })()`, &last)
		pickSelect(b, id, last)
		b.WaitTrue(`document.querySelector(` + quote(id) + `).value === ` + quote(last))
	}
	b.t.Fatal("the spread never came to Done")
}

// harrowingPlay taps the first sel and waits for the moves it makes.
func harrowingPlay(b *Browser, sel string) {
	b.t.Helper()
	n := harrowingMoves(b)
	tap(b, sel)
	// A spread question's Done plays one move per point placed.
	b.WaitTrue(fmt.Sprintf(`+document.querySelector(".harrowing").dataset.moves > %d`, n))
}

func harrowingMoves(b *Browser) int {
	b.t.Helper()
	var n int
	b.Eval(`+document.querySelector(".harrowing").dataset.moves`, &n)
	return n
}

// A game opened from a link one move from its end is finished at the
// table; it offers the campaign's next game, which starts with the same
// effigies as game 2 in the deeper circle chosen, Ode holding the innate
// item chosen for it, and opens naming its circle and boss without the
// last game's final announcement.
func TestHarrowingNextGame(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{1, 2, 3, 4, 1, 2, 3}, {2, 2, 2, 2, 2, 2, 2}}, Names: []string{"Mara", "Ode"},
		Unlocked: []int{6, 7}} // a campaign that has found the innate items and a deeper circle
	innate := harrowing.Innates(cfg)
	if len(innate) == 0 {
		t.Fatal("Lantern's card 6 holds no innate item")
	}
	s, err := harrowing.New(cfg, 11)
	if err != nil {
		t.Fatal(err)
	}
	var moves []harrowing.Move
	r := rng.New(4)
	for s.Result == harrowing.Playing && len(moves) < 5000 {
		legal := harrowing.Legal(s)
		m := legal[r.Intn(len(legal))]
		if s, _, err = harrowing.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	if s.Result == harrowing.Playing {
		t.Fatal("the scripted game never ended")
	}
	last := moves[len(moves)-1]
	rec, err := harrowing.Adapter.Encode(cfg, 11, moves[:len(moves)-1])
	if err != nil {
		t.Fatal(err)
	}
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/r/" + link)
	b.WaitReady()
	b.WaitVisible("#link-import")
	b.Click("#link-import")
	b.WaitVisible(".harrowing")
	if got := b.Text("#harrowing-circle-now"); !strings.Contains(got, harrowing.Circles(cfg)[0].Boss.Name) {
		t.Fatalf("the play screen does not name the circle's boss: %q", got)
	}
	if last.Kind != harrowing.Choose && last.Kind != harrowing.Summon {
		b.Click(fmt.Sprintf("#harrowing-acting-%d", last.Seat+1))
	}
	lastJSON, _ := json.Marshal(last)
	b.WaitTrue(`[...document.querySelectorAll("[data-move]")].some(e => e.dataset.move === ` + quote(string(lastJSON)) + `)`)
	var clicked bool
	b.Eval(`(() => { [...document.querySelectorAll("[data-move]")].find(e => e.dataset.move === `+quote(string(lastJSON))+`).click(); return true })()`, &clicked)
	b.WaitVisible("#harrowing-next")
	ended := b.Text("#table-announce")
	if !strings.Contains(ended, "win") && !strings.Contains(ended, "lost") {
		t.Fatalf("the last move is announced as %q", ended)
	}
	b.Axe()
	pickSelect(b, "#harrowing-innate-2", innate[0].ID)
	b.Click("#harrowing-circle-II")
	b.Click("#harrowing-next")
	b.WaitTrue(`document.querySelector(".harrowing") !== null && +document.querySelector(".harrowing").dataset.moves === 0`)
	if got := b.Text("h1"); !strings.HasSuffix(got, "— game 2") {
		t.Fatalf("the next game is titled %q", got)
	}
	if got := b.Text("#table-announce"); got == ended {
		t.Fatalf("game 2 opens announcing game 1's end: %q", got)
	}
	if got, deep := b.Text("#harrowing-circle-now"), harrowing.Circles(cfg)[1]; !strings.Contains(got, deep.Name) || !strings.Contains(got, deep.Boss.Name) {
		t.Fatalf("game 2's play screen names %q, not %s and its boss %s", got, deep.Name, deep.Boss.Name)
	}
	if got := b.Text("#harrowing-sheet-2 h3"); got != "Ode" {
		t.Fatalf("the second effigy of game 2 is %q", got)
	}
	if got := b.Text("#harrowing-sheet-2"); !strings.Contains(got, "Innate: "+innate[0].Name) {
		t.Fatalf("Ode's sheet in game 2: %q", got)
	}
	deep := harrowing.Circles(cfg)[1]
	if got := b.Text("#harrowing-map"); !strings.Contains(got, deep.Origins[0].Name) {
		t.Fatalf("game 2 was to start in %s; its map reads %q", deep.Name, got)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// An owner's card file is chosen through the real file input: a broken one
// is refused with its reason, naming the card and the field, and changes
// nothing; a good one is played, and its cards are the game's. The setup
// offers a starting file and a page on the format, and comes back from it.
func TestHarrowingOwnersCards(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("..", "rules", "harrowing", "cards", "lantern-r1.json")) // Lantern's own outgrew an owner's limit
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	mine := filepath.Join(dir, "our-cards.json")
	broken := filepath.Join(dir, "broken.json")
	renamed := strings.Replace(string(good), `"name": "The Cinder Gate"`, `"name": "Our Front Door"`, 1)
	if renamed == string(good) {
		t.Fatal("the start origin is not where the test looks for it")
	}
	if err := os.WriteFile(mine, []byte(renamed), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(broken, []byte(strings.Replace(renamed, `"op": "corrupt"`, `"op": "curse"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/harrowing")
	b.WaitReady()
	b.WaitVisible("#harrowing-cards-file")
	b.Run("choose the broken file", chromedp.SetUploadFiles("#harrowing-cards-file", []string{broken}, chromedp.ByQuery))
	b.WaitVisible("fieldset .error")
	if got := b.Text("fieldset .error"); !strings.Contains(got, `unknown op "curse"`) || !strings.Contains(got, "'s ") {
		t.Fatalf("the broken file reads %q, naming no card and field", got)
	}
	if got := b.Text("#harrowing-cards-now"); !strings.HasPrefix(got, "Lantern's own") {
		t.Fatalf("after a broken file the cards are %q", got)
	}
	if b.Count("#harrowing-cards-template") != 1 {
		t.Fatal("the setup offers no starting file")
	}
	b.Click("#harrowing-cards-help")
	b.WaitRoute("/harrowing-cards")
	if got := b.Text("#lantern h1, h1"); !strings.Contains(got, "Writing cards") {
		t.Fatalf("the format page is headed %q", got)
	}
	b.Axe()
	b.Back()
	b.WaitVisible("#harrowing-cards-file")
	b.Run("choose the owner's file", chromedp.SetUploadFiles("#harrowing-cards-file", []string{mine}, chromedp.ByQuery))
	b.WaitTrue(`document.querySelector("#harrowing-cards-now").textContent.startsWith("Your cards from our-cards.json")`)
	b.Axe()
	b.Click("#harrowing-start")
	b.WaitVisible("#harrowing-map")
	if got := b.Text("#harrowing-map"); !strings.Contains(got, "Our Front Door") {
		t.Fatalf("the map shows %q", got)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// startHarrowing sets up a game of n effigies with default sins from the
// library's setup screen and waits for its page.
func startHarrowing(b *Browser, site *Site, n int) {
	b.t.Helper()
	b.Open(site.URL + "/#/new/harrowing")
	b.WaitReady()
	b.Click(fmt.Sprintf("#harrowing-count-%d", n))
	b.Click("#harrowing-start")
	b.WaitVisible("#harrowing-moves")
}

// At 360 px wide with the largest text and the dark theme, nothing but the
// map (which scrolls in its own box) reaches past the screen's edge, the
// share form open or not.
func TestHarrowingNarrowLargeText(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"theme": "dark", "text_size": "larger", "reduce_motion": true}`)
	startHarrowing(b, site, 5)
	b.Run("narrow", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	for range 12 {
		harrowingPlay(b, "#harrowing-question button:not([disabled]), #harrowing-moves button")
	}
	sideways(t, b)
	b.Screenshot("harrowing-larger-360x740", 360, 740)
	sideways(t, b) // as a desktop window 360 px wide, too
	b.Axe()
	b.Click(".share-open") // the share form too (its link once widened the page)
	b.WaitVisible("#share-link")
	b.Run("narrow", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	sideways(t, b)
	b.Screenshot("share-larger-360x740", 360, 740)
}

// BenchmarkHarrowingTapToFrame times 60 taps of a five-effigy game at 1×
// and 4× CPU throttling: click() to the DOM changed, and to the next
// animation frame after it (see BenchmarkHopeTapToFrame).
func BenchmarkHarrowingTapToFrame(bm *testing.B) {
	site := StartSite(bm)
	b := NewBrowser(bm)
	for _, rate := range []float64{1, 4} {
		startHarrowing(b, site, 5)
		var change, frame []float64
		for len(change) < 60 {
			b.Run("throttle", emulation.SetCPUThrottlingRate(rate))
			var ms []float64
			b.Eval(strings.Replace(randomTap, "SEL", quote("#harrowing-question button:not([disabled]), #harrowing-moves button"), 1), &ms)
			b.Run("unthrottle", emulation.SetCPUThrottlingRate(1))
			if len(ms) == 2 {
				change, frame = append(change, ms[0]), append(frame, ms[1])
			}
			if b.Count("#harrowing-next") > 0 {
				startHarrowing(b, site, 5) // the game ended: another
			}
		}
		for _, f := range []struct {
			name string
			v    []float64
		}{{"change", change}, {"frame", frame}} {
			sort.Float64s(f.v)
			p95 := f.v[len(f.v)*95/100]
			bm.ReportMetric(p95, fmt.Sprintf("ms-p95-%s-x%.0f", f.name, rate))
			bm.Logf("tap to %s at %.0f× CPU throttling: p50 %.1f ms, p95 %.1f ms over %d taps", f.name, rate, f.v[len(f.v)/2], p95, len(f.v))
		}
	}
}

// sideways fails the test when the page scrolls sideways, naming what
// reaches past the edge (the map scrolls in its own box and is allowed).
func sideways(t *testing.T, b *Browser) {
	t.Helper()
	var wide []string
	b.Eval(`document.documentElement.scrollWidth > document.documentElement.clientWidth ?
		[...document.querySelectorAll("body *")]
		.filter(e => !e.closest(".harrowing-scroll") && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
		.map(e => e.tagName + "." + e.className).slice(0, 10).concat(["page scrolls sideways"]) : []`, &wide)
	if len(wide) > 0 {
		t.Fatalf("the game overflows at 360 px: %v", wide)
	}
}

// The game plays by keyboard alone: after each move focus lands on the
// next thing to press (an answer, else a move), and Enter presses it.
func TestHarrowingByKeyboard(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	startHarrowing(b, site, 2)
	b.Run("focus the first move", chromedp.Focus("#harrowing-moves button", chromedp.ByQuery))
	for range 8 {
		n := harrowingMoves(b)
		b.Run("Enter", chromedp.KeyEvent("\r"))
		b.WaitTrue(fmt.Sprintf(`+document.querySelector(".harrowing").dataset.moves > %d`, n))
		var ok bool
		b.Eval(`new Promise(done => { const t0 = Date.now(); const f = () => { const a = document.activeElement;
			if (a && a.matches("#harrowing-question button, #harrowing-moves button, #harrowing-next")) return done(true);
			if (Date.now() - t0 > 3000) return done(false); setTimeout(f, 30); }; f(); })`, &ok)
		if !ok {
			var at string
			b.Eval(`document.activeElement ? document.activeElement.outerHTML.slice(0, 80) : ""`, &at)
			t.Fatalf("after move %d focus is on %s", n+1, at)
		}
		if b.Count("#harrowing-next") > 0 {
			return // the game ended
		}
	}
}
