//go:build e2e

package e2e

import (
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"lantern/rules/harrowing"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// labFrames watches the page's animation frames from now on: the longest
// gap between two is how long the page was held at most.
const labFrames = `(() => { window.gap = 0; let last = performance.now();
	const f = t => { window.gap = Math.max(window.gap, t - last); last = t; if (!window.stopFrames) requestAnimationFrame(f); };
	requestAnimationFrame(f); return true })()`

// labResults waits for a run watched by labFrames to end, logs its
// longest frame and returns its results. On a quiet machine a frame takes
// tens of milliseconds; the first games of a run also read the cards, and
// a shared machine stretches everything, so the figure is logged rather
// than held to a bound.
func labResults(b *Browser) string {
	b.t.Helper()
	b.WaitVisible("#lab-results")
	var gap float64
	b.Eval(`window.stopFrames = true, window.gap`, &gap)
	b.t.Logf("the longest frame during the run: %.0f ms", gap)
	res := b.Text("#lab-results")
	b.t.Log(res)
	return res
}

// labTap clicks SEL and answers how long until the DOM changed (Cancel
// changes it at once; a house rule's choice does not: go-app sets a
// radio's checked as a property).
const labTap = `new Promise(done => {
	const el = document.querySelector(SEL);
	if (!el) return done(-1);
	const obs = new MutationObserver(() => { obs.disconnect(); done(performance.now() - t0); });
	obs.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
	const t0 = performance.now();
	el.click();
})`

// A lab run of 500 Hope games a side plays in the browser with a
// progress bar, answers a tap on a house rule's choice while it runs,
// finishes with its charts and table, and a second run can be cancelled
// halfway.
func TestLabHopeRunAndCancel(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/hope")
	b.WaitReady()
	b.Click(`#hope-house-rule a`)
	b.WaitRoute("/lab/hope")
	b.Click("#lab-rule-1-1") // two Hope dice fewer
	b.Click("#lab-rule-2-4") // every character starts at 1 Humanity
	b.Click("#lab-games-500")
	var ok bool
	b.Eval(labFrames, &ok)
	b.Click("#lab-run")
	b.WaitVisible("#lab-progress")
	b.WaitTrue(`+document.querySelector("#lab-progress").value > 50`)
	// Five taps on a house rule's options while the run goes on, each
	// timed from the click to the page's change.
	taps := labTaps(b, []int{50, 200, 350, 500, 650}, func(i int) string { return "#lab-rule-3-" + strconv.Itoa((i+1)%2) })
	if taps[2] > 500 {
		t.Errorf("taps during the run took %v ms", taps)
	}
	res := labResults(b)
	if !strings.Contains(res, "Starting Hope pool: 2 dice fewer. Starting Humanity: 1.") || !strings.Contains(res, "500 games a side") || !strings.Contains(res, "Won (95\u00a0% interval)") || !strings.Contains(res, "Lost to Humanity") {
		t.Fatalf("results %q", res)
	}
	if n := b.Count(`#lab-results figure svg[role="img"][aria-label*="Standard"]`); n != 3 {
		t.Errorf("%d charts with their figures", n)
	}
	won := regexp.MustCompile(`Won \(95\x{a0}% interval\)\s+(\d+(?:\.\d)?)\x{a0}% \([^)]*\)\s+(\d+(?:\.\d)?)\x{a0}%`).FindStringSubmatch(res)
	if won == nil {
		t.Fatalf("no win rates in %q", res)
	}
	std, _ := strconv.ParseFloat(won[1], 64)
	house, _ := strconv.ParseFloat(won[2], 64)
	if house >= std {
		t.Errorf("1 Humanity won %.1f%%, the standard game %.1f%%", house, std)
	}
	b.Axe()
	for _, s := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot("results-"+strconv.Itoa(int(s[0])), s[0], s[1])
	}

	b.Click("#lab-games-2000")
	b.Click("#lab-run")
	b.WaitTrue(`+document.querySelector("#lab-progress").value > 20`)
	var ms float64
	b.Eval(strings.Replace(labTap, "SEL", quote("#lab-cancel"), 1), &ms)
	t.Logf("Cancel was answered in %.0f ms", ms)
	b.WaitVisible("#lab-results")
	if res := b.Text("#lab-results"); !strings.Contains(res, "Cancelled after") {
		t.Fatalf("after Cancel: %q", res)
	}
}

// "Play this house rule" starts a game under it: the setup says so, the
// table and the journal's first entry show it, and it stays through a
// reload and in a share link opened in another browser.
func TestLabHopeVariantGame(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	calm(b)
	b.Open(site.URL + "/#/lab/hope")
	b.WaitReady()
	b.Click("#lab-rule-0-1") // three seats
	b.Click("#lab-rule-1-3") // one Hope die more
	b.Click("#lab-rule-2-2") // Humanity 3
	b.Click("#lab-play")
	b.WaitRoute("/new/hope")
	const rule = "House rule: the Hope pool starts with 1 die more; characters start at 3 Humanity."
	if got := b.Text("#hope-house-rule"); !strings.Contains(got, rule) {
		t.Fatalf("setup says %q", got)
	}
	if n := b.Count(".seat-row"); n != 3 {
		t.Fatalf("%d seats set up", n)
	}
	tapAway(b, "#hope-start")
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/")`)
	id := strings.TrimPrefix(b.Route(), "/play/hope/")
	check := func(b *Browser, where string) {
		t.Helper()
		toDecision(b)
		if b.Count(".hope-log") == 0 {
			tap(b, "#table-journal")
			b.WaitVisible(".hope-log")
		}
		if got := b.Text("#hope-house-rule"); got != rule {
			t.Fatalf("%s: the table says %q", where, got)
		}
		if got := b.Text("#hope-pool"); !strings.HasPrefix(got, "Hope pool: 4 of 5") {
			t.Fatalf("%s: %q", where, got)
		}
		if log := strings.Join(texts(b, "#hope-log li"), "\n"); !strings.Contains(log, rule) {
			t.Fatalf("%s: the journal lacks the house rule: %q", where, log)
		}
	}
	check(b, "the new game")
	b.Screenshot("table", 1024, 768)
	b.Reload()
	b.WaitReady()
	check(b, "reopened")

	link := shareLink(b, id)
	_, payload, _ := strings.Cut(link, record.LinkPrefix)
	rec, err := record.DecodeLink(payload)
	if err != nil {
		t.Fatal(err)
	}
	if v := hoperec.VariantOf(rec); v.Hope != 1 || v.Humanity != 3 {
		t.Fatalf("the link carries %+v", v)
	}
	other := NewBrowser(t)
	calm(other)
	importLink(other, site, payload, "#table-main")
	check(other, "shared")
}

// The lab tries the table's own cards: refused until the new-game screen
// has taken them and while they cannot deal the seats picked, then run
// beside Lantern's cards and played, the setup keeping the cards (a game
// on them is saved and shared as TestHopeDeckPlaySaveShare plays one).
func TestLabHopeOwnCards(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/lab/hope")
	b.WaitReady()
	b.Click("#lab-rule-4-1")
	b.Click("#lab-run")
	if got := b.Text(".page-body [role=alert]"); !strings.Contains(got, "new-game screen first") {
		t.Fatalf("no cards chosen, the lab says %q", got)
	}

	b.Go("/new/hope")
	b.WaitVisible("#hope-deck-file")
	chooseDeck(b, "hope-deck.json")
	b.WaitTrue(`document.getElementById("hope-deck-status").textContent.includes("Playing your cards only")`)
	b.Click(`#hope-house-rule a`)
	b.WaitRoute("/lab/hope")
	b.Click("#lab-rule-4-1")
	b.Click("#lab-games-100")
	b.Click("#lab-run")
	if got := b.Text(".page-body [role=alert]"); !strings.Contains(got, "Your cards cannot deal 4 characters") || !strings.Contains(got, "4 personalities") {
		t.Fatalf("four seats on three personalities: %q", got)
	}
	b.Screenshot("refused-390x844", 390, 844)
	b.Axe()
	b.Click("#lab-rule-0-1") // three seats
	b.Click("#lab-run")
	b.WaitVisible("#lab-results")
	if res := b.Text("#lab-results"); !strings.Contains(res, "Cards: Your own") || !strings.Contains(res, "100 games a side") {
		t.Fatalf("results %q", res)
	}
	if b.Count(".page-body [role=alert]") != 0 {
		t.Error("the refusal stays after a run")
	}
	b.Click("#lab-play")
	b.WaitRoute("/new/hope")
	if got := b.Text("#hope-deck-status"); !strings.Contains(got, "Playing your cards only, from hope-deck.json") {
		t.Fatalf("the setup plays %q", got)
	}
	if n := b.Count(".seat-row"); n != 3 {
		t.Fatalf("%d seats set up", n)
	}
}

// The Harrowing's lab: a short run of one effigy under the standard
// rules against two under a house rule of one omen each, Bane starting at
// 3 and every rise doubled answers taps while its long games play and
// ends with its results; then its house rule is played with two effigies,
// saved, reopened and shared with the rule intact.
func TestLabHarrowing(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/harrowing")
	b.WaitReady()
	b.Click(`#harrowing-house-rule a`)
	b.WaitRoute("/lab/harrowing")
	b.Click("#lab-rule-1-1") // one effigy
	b.Click("#lab-rule-2-2") // two under the house rule
	b.Click("#lab-rule-3-1") // one omen each
	b.Click("#lab-rule-4-2") // Bane starts at 3
	b.Click("#lab-rule-5-2") // each rise doubled
	var ok bool
	for _, s := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Eval(`(document.querySelector("#lab-rule-1-0").closest("fieldset").scrollIntoView(), true)`, &ok)
		b.Screenshot("rules-"+strconv.Itoa(int(s[0])), s[0], s[1])
	}
	b.Click("#lab-games-20")
	b.Eval(labFrames, &ok)
	b.Click("#lab-run")
	// The bot ticks the run after each future it imagines, not only
	// between moves (a move weighs dozens: 5 to 7 ms in Chromium on
	// average, up to 50 ms at five effigies), so a tap waits for at most
	// a slice of work and a frame, as in Hope's lab.
	taps := labTaps(b, []int{2, 12, 24}, func(i int) string { return "#lab-rule-0-" + strconv.Itoa((i+1)%2) })
	if taps[1] > 500 {
		t.Errorf("taps during the run took %v ms", taps)
	}
	res := labResults(b)
	if !strings.Contains(res, "20 games a side") || !strings.Contains(res, "Lost to every effigy damned") || !strings.Contains(res, "moves") ||
		!strings.Contains(res, "Effigies: 1. Effigies under your house rule: 2.") || !strings.Contains(res, "Each rise of Bane: Doubled.") {
		t.Fatalf("results %q", res)
	}
	b.Axe()

	// Cancel gives a long game up where it is: a game of five effigies
	// plays on for seconds, and Cancel used to wait for its end.
	b.Click("#lab-rule-2-5")
	b.Click("#lab-games-500")
	b.Click("#lab-run")
	b.WaitTrue(`+document.querySelector("#lab-progress").value >= 2`)
	var ms float64
	b.Eval(strings.Replace(labTap, "SEL", quote("#lab-cancel"), 1), &ms)
	t.Logf("Cancel was answered in %.0f ms", ms)
	if ms > 2000 {
		t.Errorf("Cancel took %.0f ms", ms)
	}
	b.WaitVisible("#lab-results")
	if res := b.Text("#lab-results"); !strings.Contains(res, "Cancelled after") {
		t.Fatalf("after Cancel: %q", res)
	}
	b.Click("#lab-rule-2-2") // back to two effigies, to play

	b.Click("#lab-play")
	b.WaitRoute("/new/harrowing")
	const rule = "House rule: each effigy starts with 1 omen; Bane starts at 3; each rise of Bane is doubled."
	if got := b.Text("#harrowing-house-rule"); !strings.Contains(got, rule) {
		t.Fatalf("setup says %q", got)
	}
	if n := b.Count(".harrowing-effigies fieldset"); n != 2 {
		t.Fatalf("%d effigies set up", n)
	}
	b.Click("#harrowing-start")
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/harrowing/")`)
	id := strings.TrimPrefix(b.Route(), "/play/harrowing/")
	check := func(b *Browser, where string) {
		t.Helper()
		b.WaitVisible("#harrowing-moves")
		if got := b.Text("#harrowing-house-rule"); got != rule {
			t.Fatalf("%s: the table says %q", where, got)
		}
		if got := b.Text("#harrowing-status"); !strings.Contains(got, "Bane 3") {
			t.Fatalf("%s: %q", where, got)
		}
		if n := b.Count(`li[id^="harrowing-sheet-"]`); n != 2 {
			t.Fatalf("%s: %d effigies' sheets", where, n)
		}
		openJournal(b)
		if got := texts(b, "#harrowing-log li"); len(got) == 0 || got[0] != rule {
			t.Fatalf("%s: the journal begins %q", where, got)
		}
	}
	check(b, "the new game")
	b.Screenshot("table", 1024, 768)
	b.Reload()
	b.WaitReady()
	check(b, "reopened")
	other := NewBrowser(t)
	_, payload, _ := strings.Cut(shareLink(b, id), record.LinkPrefix)
	rec, err := record.DecodeLink(payload)
	if err != nil {
		t.Fatal(err)
	}
	if s, _, err := harrowing.Adapter.Replay(rec); err != nil || s.Config.Variant != (harrowing.Variant{Omens: 1, Bane: 2, Growth: harrowing.GrowDoubled}) || len(s.Effigies) != 2 {
		t.Fatalf("the link carries %+v and %d effigies (%v)", s.Config.Variant, len(s.Effigies), err)
	}
	importLink(other, site, payload, "#table-main")
	check(other, "shared")
}

// The lab refuses to run the rulebook against itself; its results in the
// dark theme with the largest text on a 360 px screen: nothing reaches
// past the screen's edge, the charts keep their figures, and axe finds
// nothing serious.
func TestLabDarkLargeText(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"theme": "dark", "text_size": "larger"}`)
	b.Open(site.URL + "/#/lab/hope")
	b.WaitReady()
	b.Click("#lab-games-100")
	b.Click("#lab-run") // no house rule chosen yet
	if got := b.Text(".page-body [role=alert]"); !strings.Contains(got, "Choose a house rule first") {
		t.Fatalf("a run of the rulebook against itself: %q", got)
	}
	b.Click("#lab-rule-2-1") // Humanity 4
	b.Click("#lab-run")
	b.WaitVisible("#lab-results")
	b.Run("narrow", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	var wide []string
	if b.Eval(`document.documentElement.scrollWidth > 360 ? [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > 361).map(e => e.tagName + "." + e.className).slice(0, 10) : []`, &wide); len(wide) > 0 {
		t.Errorf("the lab scrolls sideways at 360 px: %v", wide)
	}
	if n := b.Count(`#lab-results figure svg[role="img"]`); n != 3 {
		t.Errorf("%d charts", n)
	}
	// No word of the figures' table is cut: "Standard" stays on one line.
	var lines int
	b.Eval(`(() => { const r = document.createRange(); r.selectNodeContents([...document.querySelectorAll("#lab-results th")].find(th => th.textContent === "Standard")); return r.getClientRects().length })()`, &lines)
	if lines != 1 {
		t.Errorf("the table's \"Standard\" takes %d lines at 360 px", lines)
	}
	b.Axe()
	var ok bool
	b.Eval(`(document.querySelector("#lab-results figure").scrollIntoView(), true)`, &ok)
	b.Screenshot("dark-larger-360", 360, 740)
	b.Eval(`(document.querySelector("#lab-results table").scrollIntoView(), true)`, &ok)
	b.Screenshot("dark-larger-360-table", 360, 740)
}

// labInput times every click from now on, from the input (the event's
// timeStamp, taken as the browser received it, however long the page
// then held it) to the next frame, which is drawn once the app has
// handled it: how long a tap waits for the page. A change in the DOM
// would be no measure: a house rule's choice changes none, so it timed
// the run's next step of progress, a whole Harrowing game.
const labInput = `(window.taps = [], document.addEventListener("click", e => {
	const t0 = e.timeStamp; requestAnimationFrame(t => window.taps.push(Math.max(0, t - t0))) }, true), true)`

// labTaps taps the element sel(i) with a real input once the run has
// played past games played[i] and returns how long each tap waited for
// the page (labInput), sorted.
func labTaps(b *Browser, played []int, sel func(int) string) []float64 {
	b.t.Helper()
	var ok bool
	b.Eval(labInput, &ok)
	for i, n := range played {
		b.WaitTrue(`+(document.querySelector("#lab-progress") || {value: 1e9}).value > ` + strconv.Itoa(n))
		b.Click(sel(i))
		b.WaitTrue(`window.taps.length > ` + strconv.Itoa(i))
	}
	var taps []float64
	b.Eval(`window.taps`, &taps)
	b.t.Logf("taps during the run answered in %v ms", taps)
	slices.Sort(taps)
	return taps
}

// toDecision passes the hand-overs, sheets and the meeting of a new
// all-human game until the first decision is on the table.
func toDecision(b *Browser) {
	b.t.Helper()
	for {
		switch waitHope(b) {
		case "handover":
			tapAway(b, "#handover-ready")
		case "sheet":
			tapAway(b, "#sheet-done")
		case "meet":
			tapAway(b, "#hope-begin")
		default:
			return
		}
	}
}

var labLine = regexp.MustCompile(`BenchmarkLabGame\S*\s+\d+\s+\d+ ns/op\s+(\d+(?:\.\d+)?) games/s`)

// BenchmarkLabChromium plays each lab's bot games (BenchmarkLabGame of
// rules/hope/bot and rules/harrowing/bot) in Chromium's WebAssembly and
// natively, and reports games a second in each and how many times slower
// the browser is.
func BenchmarkLabChromium(b *testing.B) {
	for _, g := range []struct{ name, pkg, games string }{
		{"hope", "./rules/hope/bot", "200x"},
		{"harrowing", "./rules/harrowing/bot", "10x"},
	} {
		b.Run(g.name, func(b *testing.B) {
			browser := labRate(b, runWasmTests(b, g.pkg, "-test.run ^$ -test.bench LabGame -test.benchtime "+g.games))
			cmd := exec.Command("go", "test", g.pkg, "-run", "^$", "-bench", "LabGame", "-benchtime", g.games)
			cmd.Dir = root
			out, err := cmd.CombinedOutput()
			if err != nil {
				b.Fatalf("native benchmark: %v\n%s", err, out)
			}
			native := labRate(b, string(out))
			b.ReportMetric(browser, "games/s-browser")
			b.ReportMetric(native, "games/s-native")
			b.ReportMetric(native/browser, "x-slower-in-browser")
		})
	}
}

func labRate(b *testing.B, out string) float64 {
	b.Log(out)
	m := labLine.FindStringSubmatch(out)
	if m == nil {
		b.Fatal("no games a second in the output")
	}
	n, _ := strconv.ParseFloat(m[1], 64)
	return n
}

// shareLink opens save id's share page and returns its link.
func shareLink(b *Browser, id string) string {
	b.t.Helper()
	b.Go("/share/" + id)
	b.WaitVisible("#share-link")
	var link string
	b.Eval(`document.querySelector("#share-link").value`, &link)
	return link
}

// A run started from the keyboard keeps the keyboard's place (Run is
// disabled while it goes on, so Cancel takes the focus), and the lab
// opened for another game in the same app shows that game's rules, the
// run of the first given up and its results never shown there. On a
// phone a radio beside a label of two lines keeps its size.
func TestLabKeyboardAndOtherGame(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/lab/hope")
	b.WaitReady()
	b.Run("phone", emulation.SetDeviceMetricsOverride(390, 844, 1, true))
	var widths []float64
	b.Eval(`["#lab-rule-4-0", "#lab-rule-4-1"].map(s => document.querySelector(s).getBoundingClientRect().width)`, &widths)
	if widths[0] != widths[1] {
		t.Errorf("the radios of one short and one long label are %v px wide", widths)
	}
	b.Run("desktop", emulation.ClearDeviceMetricsOverride())
	b.Click("#lab-rule-1-3") // one Hope die more
	b.Click("#lab-games-2000")
	b.Run("Enter on Run", chromedp.Focus("#lab-run", chromedp.ByQuery), chromedp.KeyEvent("\r"))
	b.WaitVisible("#lab-progress")
	b.WaitFocus("lab-cancel")
	b.Go("/lab/harrowing")
	b.WaitTrue(`document.querySelector("h1").textContent === "House-rule lab: The Harrowing"`)
	if n := b.Count("#lab-progress, #lab-results"); n != 0 {
		t.Fatalf("The Harrowing's lab shows Hope's run (%d)", n)
	}
	b.Click("#lab-rule-3-1") // one omen each
	b.Click("#lab-games-20")
	b.Click("#lab-run")
	b.WaitVisible("#lab-results")
	if res := b.Text("#lab-results"); !strings.Contains(res, "20 games a side") || !strings.Contains(res, "moves") {
		t.Fatalf("results %q", res)
	}
}
