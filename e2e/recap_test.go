//go:build e2e

package e2e

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"

	"lantern/rules/blessed"
	"lantern/rules/harrowing"
	harrowingbot "lantern/rules/harrowing/bot"
	"lantern/rules/hunt"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// restSaves sets every save's time of writing two hours back, as if the
// table had put its games away for the evening.
const restSaves = `new Promise((ok, bad) => { const r = indexedDB.open("lantern-saves"); r.onsuccess = () => {
	const tx = r.result.transaction(["meta"], "readwrite");
	tx.objectStore("meta").openCursor().onsuccess = e => { const c = e.target.result; if (!c) return;
		const v = c.value; v.updated -= 2 * 3600 * 1000; c.update(v); c.continue(); };
	tx.oncomplete = () => { r.result.close(); ok(true); }; tx.onerror = () => bad(tx.error); }; })`

// importLink adds a shared game to the saves and opens it.
func importLink(b *Browser, site *Site, payload, ready string) {
	b.t.Helper()
	b.Open(site.URL + "/#/r/" + payload)
	b.WaitReady()
	b.WaitVisible("#link-import")
	b.Click("#link-import")
	b.WaitVisible(ready)
}

// reopenRested reloads the game as if it had lain unopened for two hours.
func reopenRested(b *Browser, ready string) {
	b.t.Helper()
	if b.Count("#table-recap") != 0 {
		b.t.Fatal("a game just opened greets the table with a recap")
	}
	var ok bool
	b.Eval(restSaves, &ok)
	b.Reload()
	b.WaitReady()
	b.WaitVisible(ready)
}

// restedRecap opens a shared game in a new browser as if it had lain
// unopened for two hours (ready shows once it is open) and reads its
// recap against its journal's lines.
func restedRecap(t *testing.T, link, ready, journal string) (*Browser, *Site, map[string][]string) {
	site := StartSite(t)
	b := NewBrowser(t)
	importLink(b, site, link, ready)
	reopenRested(b, ready)
	return b, site, readRecap(b, journal)
}

// readRecap checks the recap on screen against the journal (journal
// selects its lines): every sentence but the standing is one of the
// journal's own, word for word. It returns the recap by label; then one
// tap puts it away, and the Journal's "Previously on…" brings it back.
func readRecap(b *Browser, journal string) map[string][]string {
	b.t.Helper()
	b.WaitVisible("#table-recap")
	var items [][2]string
	b.Eval(`[...document.querySelectorAll("#table-recap-lines li")].map(li => [li.querySelector("strong").textContent, li.querySelector(".recap-text").textContent])`, &items)
	var focused string
	b.Eval(`new Promise(r => setTimeout(() => r(document.activeElement.id), 300))`, &focused)
	if focused != "table-recap-close" {
		b.t.Errorf("focus is on %q as the recap opens", focused)
	}
	b.Screenshot("recap-390x844", 390, 844)
	b.Screenshot("recap-768x1024", 768, 1024)
	b.Screenshot("recap-1024x768", 1024, 768)
	b.Axe()
	b.Click("#table-recap-close")
	b.WaitTrue(`document.querySelector("#table-recap") === null`)
	openJournal(b)
	var lines []string
	b.Eval(`[...document.querySelectorAll(`+quote(journal)+`)].map(li => li.textContent)`, &lines)
	got := map[string][]string{}
	for _, it := range items {
		label := strings.TrimSuffix(it[0], ": ")
		if label != "Where it stands" && !slices.Contains(lines, it[1]) {
			b.t.Errorf("the recap says %q, which the journal does not", it[1])
		}
		got[label] = append(got[label], it[1])
	}
	b.t.Logf("recap: %q", got)
	b.Click("#table-recap-open")
	b.WaitVisible("#table-recap")
	b.Click("#table-recap-close")
	return got
}

// printPage taps Print and reads the printed page as the printer gets
// it (print media, in the dark theme too): black on white, no control
// of any kind, every one of want in it.
func printPage(b *Browser, want ...string) {
	b.t.Helper()
	var ok bool
	b.Eval(`window.printed = 0; window.print = () => { window.printed++ }; true`, &ok)
	b.Click("#table-print-open")
	b.WaitVisible("#table-print")
	b.WaitTrue(`window.printed === 1`)
	b.Screenshot("print-on-screen-390x844", 390, 844)
	b.Eval(`document.documentElement.dataset.theme = "dark"; true`, &ok)
	b.Run("print media", emulation.SetEmulatedMedia().WithMedia("print"))
	var shown []string
	b.Eval(`[...document.querySelectorAll("button, input, select, textarea, nav, [role=toolbar], a.btn")]
		.filter(e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden")
		.map(e => e.outerHTML.slice(0, 100))`, &shown)
	if len(shown) > 0 {
		b.t.Errorf("the printed page shows controls: %q", shown)
	}
	var colours []string
	b.Eval(`[getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector(".print-page")).color]`, &colours)
	if !slices.Equal(colours, []string{"rgb(255, 255, 255)", "rgb(0, 0, 0)"}) {
		b.t.Errorf("the printed page is not black on white: %q", colours)
	}
	text := b.Text("#table-print")
	for _, w := range want {
		if !strings.Contains(text, w) {
			b.t.Errorf("the printed page lacks %q", w)
		}
	}
	b.Screenshot("print-390x844", 390, 844)
	b.Screenshot("print-768x1024", 768, 1024)
	b.Screenshot("print-1024x768", 1024, 768)
	b.Run("screen media", emulation.SetEmulatedMedia().WithMedia(""))
	b.Eval(`delete document.documentElement.dataset.theme; true`, &ok)
	b.Click("#table-print-close")
	b.WaitVisible("#table-main")
}

// A hunt reopened after a pause greets the table with its journal's
// own lines: how it ended and the best and worst d10; its printed page
// is the summary and every event.
func TestRecapAndPrintHunt(t *testing.T) {
	cfg, err := hunt.Setup([]hunt.Survivor{{Name: "Mara", Courage: 2}, {Name: "Ode", Gear: []string{hunt.HerbTools}}}, "gloam-moth", 1)
	if err != nil {
		t.Fatal(err)
	}
	s, err := hunt.New(cfg, 3)
	if err != nil {
		t.Fatal(err)
	}
	var moves []hunt.Move
	for s.Phase != hunt.Over {
		m := hunt.Legal(s)[0]
		if s, _, err = hunt.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	link := encode(t, hunt.Adapter.Encode, cfg, 3, moves)
	b, _, got := restedRecap(t, link, "#hunt-status", "#hunt-log li")
	if len(got["How it ended"]) != 1 || !strings.HasPrefix(got["Where it stands"][0], "Hunt of the Gloam Moth, level 1.") {
		t.Errorf("the hunt's recap: %q", got)
	}
	printPage(b, "Hunt of the Gloam Moth, level 1", "Resources", "Events", got["How it ended"][0])
}

// A finished journey reopened after a pause retells its end, its fallen
// and its luckiest and unluckiest rolls; its printed page is the story.
func TestRecapAndPrintHope(t *testing.T) {
	link, _ := hopeLink(t, 4, 0)
	b, _, got := restedRecap(t, link, `#hope[data-over="true"]`, "#hope-log li")
	if len(got["How it ended"]) != 1 || len(got["The luckiest roll"]) != 1 || len(got["The unluckiest roll"]) != 1 {
		t.Errorf("the journey's recap: %q", got)
	}
	printPage(b, "Characters", "Round 1", "The end", got["How it ended"][0])
}

// A Blessed campaign reopened after a pause: its recap tells the session
// and its worst check, in the characters' names; its printed page holds
// the character sheets and the campaign log.
func TestRecapAndPrintBlessed(t *testing.T) {
	cfg := blessed.Config{Edition: blessed.Edition}
	s, err := blessed.New(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	var moves []blessed.Move
	r := rand.New(rand.NewPCG(3, 4))
	for len(moves) < 200 {
		legal := blessed.Legal(s)
		m := legal[r.IntN(len(legal))]
		for _, k := range legal { // checks are seen through to the end
			if k.Kind == blessed.Roll || k.Kind == blessed.Settle {
				m = k
			}
		}
		if m.Kind == blessed.AddCharacter && len(s.Party) >= 2 || m.Kind == blessed.AddNPC {
			continue
		}
		if s, _, err = blessed.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	rec, err := blessed.Adapter.Encode(cfg, 5, moves)
	if err != nil {
		t.Fatal(err)
	}
	rec.Notes = []byte(`[{"name":"Ada"},{"name":"Bram"}]`)
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	b, _, got := restedRecap(t, link, ".blessed-party", "#blessed-log li")
	if len(got["The unluckiest roll"]) != 1 || !strings.HasPrefix(got["Where it stands"][0], "Session ") {
		t.Errorf("the campaign's recap: %q", got)
	}
	printPage(b, "Character sheets", "Ada", "Bram", "Campaign log", got["The unluckiest roll"][0])
}

// A game of The Harrowing reopened after a pause retells its end and the
// damned; the campaign's next game opens with its recap at once, saying
// where the campaign stands. The printed page holds the effigies, the
// manifested cards and the journal.
func TestRecapAndPrintHarrowing(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 3, 1, 2, 3}}, Names: []string{"Mara", "Ode"}}
	s, err := harrowing.New(cfg, 2)
	if err != nil {
		t.Fatal(err)
	}
	var moves []harrowing.Move
	r := rng.New(2)
	end, _, err := harrowingbot.Play(s, &r, func(_ harrowing.State, m harrowing.Move, _ []harrowing.Event) { moves = append(moves, m) })
	if err != nil || end.Result == harrowing.Playing {
		t.Fatalf("the bots' game: %v, %v", end.Result, err)
	}
	b, site, got := restedRecap(t, encode(t, harrowing.Adapter.Encode, cfg, 2, moves), "#harrowing-status", "#harrowing-log li")
	if len(got["How it ended"]) != 1 || len(got["Where it stands"]) != 1 || !strings.Contains(got["Where it stands"][0], "Game 1 of the campaign; ") {
		t.Errorf("the game's recap: %q", got)
	}
	printPage(b, "Effigies", "Mara", "Ode", "Manifested cards", got["How it ended"][0])

	next := harrowing.NextGame(end)
	importLink(b, site, encode(t, harrowing.Adapter.Encode, next, 9, nil), "#harrowing-status")
	got = readRecap(b, "#harrowing-log li")
	if len(got["Where it stands"]) != 1 || !strings.Contains(got["Where it stands"][0], "Game 2 of the campaign; ") {
		t.Errorf("the next game's recap: %q", got)
	}
}

// encode is a native game's share link.
func encode[C, M any](t *testing.T, enc func(C, uint64, []M) (record.Record, error), cfg C, seed uint64, moves []M) string {
	t.Helper()
	rec, err := enc(cfg, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	return link
}
