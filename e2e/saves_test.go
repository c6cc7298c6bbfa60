//go:build e2e

package e2e

import (
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
	"lantern/rules/rng"
)

// hopeRecord is a 5-seat Hope game played natively by bots for the first
// moves moves (0 for the whole game), with its state hash.
func hopeRecord(t testing.TB, seed uint64, moves int) (record.Record, string) {
	t.Helper()
	cfg := hope.Config{}
	for _, n := range []string{"Mara", "Ode", "Ike", "Sol", "Wren"} {
		cfg.Seats = append(cfg.Seats, hope.SeatConfig{Name: n, Bot: true})
	}
	rec, err := hoperec.Adapter.Start(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	s, err := hoperec.Adapter.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed)
	for i := 0; !s.Over && (moves == 0 || i < moves); i++ {
		legal := hope.Legal(s)
		m := bot.Cautious{}.Choose(s, int(s.Pending.Seat), only(legal, s.Pending.Seat), &r)
		if rec, err = hoperec.Adapter.Append(rec, s, m); err != nil {
			t.Fatal(err)
		}
		if s, _, err = hope.Apply(s, m); err != nil {
			t.Fatal(err)
		}
	}
	sum, err := hoperec.Adapter.Load(rec)
	if err != nil || sum.Hash != hoperec.Hash(s) {
		t.Fatalf("native replay = %+v, %v", sum, err)
	}
	return rec, sum.Hash
}

func only(legal []hope.Move, seat int8) []hope.Move {
	var out []hope.Move
	for _, m := range legal {
		if m.Seat == seat {
			out = append(out, m)
		}
	}
	return out
}

func hopeLink(t testing.TB, seed uint64, moves int) (payload, hash string) {
	rec, hash := hopeRecord(t, seed, moves)
	payload, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	return payload, hash
}

// dataHash reads the data-state-hash shown under sel once it is filled in.
func dataHash(b *Browser, sel string) string {
	b.WaitTrue(fmt.Sprintf(`(document.querySelector(%s)||{dataset:{}}).dataset.stateHash`, quote(sel)))
	var h string
	b.Eval(fmt.Sprintf(`document.querySelector(%s).dataset.stateHash`, quote(sel)), &h)
	return h
}

// openLink opens a share link cold, checks what it shows and adds it.
func openLink(t *testing.T, b *Browser, site *Site, payload, hash string) {
	t.Helper()
	b.Open(site.URL + "/#/r/" + payload)
	b.WaitReady()
	b.WaitVisible(".link-summary")
	if got := dataHash(b, ".link-summary"); got != hash {
		t.Fatalf("link page shows state %s; the native game is %s", got, hash)
	}
	if txt := b.Text(".link-summary"); !strings.Contains(txt, "Mara, Ode, Ike, Sol, Wren") {
		t.Fatalf("link summary %q lacks the players", txt)
	}
	if txt := b.Text(".note"); !strings.Contains(txt, "order of every deck") {
		t.Fatalf("link page does not warn that the deck order is revealed: %q", txt)
	}
	b.Axe()
	b.Click("#link-import")
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/")`)
}

// savedHash opens the share page of the only save and returns its hash.
func savedHash(t *testing.T, b *Browser) string {
	t.Helper()
	b.Go("/saves")
	b.WaitVisible(".save")
	b.Click(`.save a[aria-label^="Share"]`)
	return dataHash(b, ".share [data-state-hash]")
}

func saveCount(b *Browser) int {
	b.Go("/saves")
	b.WaitTrue(`document.querySelector(".saves") !== null`)
	time.Sleep(300 * time.Millisecond) // the list fills in after the store answers
	return b.Count(".save")
}

// A link opened in a fresh profile becomes a save with the same state; it
// survives a reload and an offline reload; a corrupted link changes nothing.
func TestSavesLinkReloadCorruptOffline(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	payload, hash := hopeLink(t, 7, 60)
	openLink(t, b, site, payload, hash)
	if got := savedHash(t, b); got != hash {
		t.Fatalf("saved game has state %s; the link held %s", got, hash)
	}
	b.WaitVisible(".qr svg")
	b.Screenshot("share-360x740", 360, 740)
	b.Axe()
	b.Go("/saves")
	b.Screenshot("saves-360x740", 360, 740)
	b.Axe()

	b.Reload()
	b.WaitReady()
	if got := savedHash(t, b); got != hash {
		t.Fatalf("after a reload the save has state %s; want %s", got, hash)
	}

	bad := []byte(payload)
	bad[len(bad)/2] ^= 0x05
	for name, p := range map[string]string{"tampered": string(bad), "truncated": payload[:len(payload)/2], "garbage": "not~a~link"} {
		b.Go("/r/" + p)
		b.WaitVisible("[data-link-error]")
		t.Logf("%s link: %s", name, b.Text("[data-link-error]"))
		if n := saveCount(b); n != 1 {
			t.Fatalf("after a %s link there are %d saves; want the 1 from before", name, n)
		}
	}

	b.WaitServiceWorker()
	site.Stop()
	b.Reload()
	b.WaitReady()
	if n := saveCount(b); n != 1 {
		t.Fatalf("offline, %d saves are listed; want 1", n)
	}
	if got := savedHash(t, b); got != hash {
		t.Fatalf("offline the save has state %s; want %s", got, hash)
	}
}

// A save exported to a file and imported in a fresh profile is the same
// game; a broken file is refused and changes nothing.
func TestSavesExportImportFreshProfile(t *testing.T) {
	site := StartSite(t)
	a := NewBrowser(t)
	payload, hash := hopeLink(t, 11, 0) // a complete game
	openLink(t, a, site, payload, hash)
	a.Go("/saves")
	a.WaitVisible(".save")
	a.Eval(`(() => { window.__blobs = []; const o = URL.createObjectURL;
		URL.createObjectURL = b => { window.__blobs.push(b); return o.call(URL, b); }; return true })()`, nil)
	a.Click(`.save button[aria-label^="Export"]`)
	a.WaitTrue(`window.__blobs.length === 1`)
	var b64 string
	a.Eval(`window.__blobs[0].arrayBuffer().then(b => { let s = ""; for (const c of new Uint8Array(b)) s += String.fromCharCode(c); return btoa(s); })`, &b64)
	file, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	f, err := record.UnmarshalFile(file)
	if err != nil {
		t.Fatalf("exported file does not decode natively: %v", err)
	}
	if sum, err := record.Load(f.Record); err != nil || sum.Hash != hash {
		t.Fatalf("exported file replays natively to %+v, %v; want %s", sum, err, hash)
	}
	dir := t.TempDir()
	good, broken := filepath.Join(dir, "game.lantern"), filepath.Join(dir, "broken.lantern")
	os.WriteFile(good, file, 0o644)
	os.WriteFile(broken, file[:len(file)-7], 0o644)

	b := NewBrowser(t)
	b.Open(site.URL + "/#/saves")
	b.WaitReady()
	b.Run("import a broken file", chromedp.SetUploadFiles("#import-file", []string{broken}, chromedp.ByQuery))
	b.WaitVisible(".error")
	t.Logf("broken file: %s", b.Text(".error"))
	if n := b.Count(".save"); n != 0 {
		t.Fatalf("a broken file made %d saves", n)
	}
	b.Run("import the file", chromedp.SetUploadFiles("#import-file", []string{good}, chromedp.ByQuery))
	b.WaitVisible(".save")
	if got := savedHash(t, b); got != hash {
		t.Fatalf("imported game has state %s; want %s", got, hash)
	}
}

// Rename, duplicate, delete and undo on the saves page.
func TestSavesManage(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	payload, hash := hopeLink(t, 3, 30)
	openLink(t, b, site, payload, hash)
	b.Go("/saves")
	b.WaitVisible(".save")

	b.Click(`.save button[aria-label^="Rename"]`)
	b.WaitVisible(".rename input")
	b.Eval(`document.querySelector(".rename input").select(), true`, nil) // typing replaces the old title
	b.Type(".rename input", "Tuesday night")
	b.Click("#rename-save")
	b.WaitTrue(`[...document.querySelectorAll(".save h2")].some(h => h.textContent === "Tuesday night")`)

	b.Click(`.save button[aria-label="Duplicate Tuesday night"]`)
	b.WaitTrue(`document.querySelectorAll(".save").length === 2`)
	b.WaitTrue(`[...document.querySelectorAll(".save h2")].some(h => h.textContent === "Tuesday night (copy)")`)

	b.Click(`.save button[aria-label="Delete Tuesday night (copy)"]`)
	b.WaitTrue(`document.querySelectorAll(".save").length === 1`)
	b.Axe()
	b.Click(`button[aria-label="Undo delete"]`)
	b.WaitTrue(`document.querySelectorAll(".save").length === 2`)
	b.Reload()
	b.WaitReady()
	if n := saveCount(b); n != 2 {
		t.Fatalf("after undo and a reload there are %d saves; want 2", n)
	}
	b.Click(`.save a[aria-label="Continue Tuesday night"]`)
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/")`)
	b.WaitVisible("#hope[data-state-hash]")
}

// A game opened in the Hope screen plays on (its bots move, each move
// autosaved), and a reload brings back exactly the same state.
func TestSavesHopePlayReload(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	// Reduced motion makes the Hope screen's bots move without pauses.
	b.Run("reduce motion", emulation.SetEmulatedMedia().WithFeatures(
		[]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	const played = 60
	payload, hash := hopeLink(t, 5, played)
	openLink(t, b, site, payload, hash)
	b.WaitVisible(`#hope[data-over="true"]`)
	waitStored(t, b, "Won after", "Lost in")
	var end string
	var moves int
	b.Eval(`document.getElementById("hope").dataset.stateHash`, &end)
	b.Eval(`+document.getElementById("hope").dataset.moves`, &moves)
	if moves <= played || end == hash {
		t.Fatalf("the bots did not play on: %d moves, state %s", moves, end)
	}
	b.Reload()
	b.WaitReady()
	b.WaitVisible(fmt.Sprintf(`#hope[data-moves="%d"]`, moves))
	if got := dataHash(b, "#hope"); got != end {
		t.Fatalf("after a reload the game is in state %s; before it was %s", got, end)
	}
	// The bots would replay lost moves identically: check the stored bytes.
	if recs := storedRecords(t, b); len(recs) != 1 {
		t.Fatalf("%d stored records; want 1", len(recs))
	} else if sum, err := record.Load(recs[0]); err != nil || sum.Hash != end {
		t.Fatalf("the stored record replays natively to %+v, %v; want state %s", sum, err, end)
	}
	t.Logf("bots played %d moves after the link's %d; the reload restored state %s", moves-played, played, end)

	// The Hope screen's Share button links to this very state.
	b.Click(".table-bar .share-open")
	b.WaitVisible("#share-link")
	if n := b.Count(".qr svg path"); n != 1 {
		t.Fatalf("share panel has %d QR paths; want 1", n)
	}
	var link string
	b.Eval(`document.getElementById("share-link").value`, &link)
	_, payload, ok := strings.Cut(link, record.LinkPrefix)
	if !ok {
		t.Fatalf("share link %q has no %s", link, record.LinkPrefix)
	}
	shared, err := record.DecodeLink(payload)
	if err != nil {
		t.Fatal(err)
	}
	if sum, err := record.Load(shared); err != nil || sum.Hash != end {
		t.Fatalf("the shared link replays natively to %+v, %v; want state %s", sum, err, end)
	}
	t.Logf("share link of the %d-move game: %d characters in all", moves, len(link))

	route := b.Route()
	b.Go("/saves")
	start := time.Now()
	b.Go(route)
	b.WaitVisible(fmt.Sprintf(`#hope[data-moves="%d"]`, moves))
	t.Logf("opening the complete %d-move game from the saves page took %v", moves, time.Since(start))
}

// Without IndexedDB the game still runs, in memory, with a visible warning.
func TestSavesWithoutIndexedDB(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("block IndexedDB", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(
			`Object.defineProperty(window, "indexedDB", {value: undefined})`).Do(ctx)
		return err
	}))
	payload, hash := hopeLink(t, 13, 40)
	openLink(t, b, site, payload, hash)
	b.WaitVisible("#hope .warning")
	if txt := b.Text("#hope .warning"); !strings.Contains(txt, "will not keep") {
		t.Fatalf("warning %q", txt)
	}
	b.Go("/saves")
	b.WaitVisible(".page .warning")
	b.WaitVisible(".save")
	b.Axe()
}

// waitStored waits until IndexedDB holds a save whose progress starts with
// one of prefixes: autosaves run behind the screen, and a burst of bot
// moves takes a moment to land.
func waitStored(t *testing.T, b *Browser, prefixes ...string) {
	t.Helper()
	js := `new Promise(done => { const r = indexedDB.open("lantern-saves");
		r.onsuccess = () => { const g = r.result.transaction("meta").objectStore("meta").getAll();
			g.onsuccess = () => { done(g.result.map(m => m.progress).join("\n")); r.result.close(); }; }; })`
	deadline := time.Now().Add(Timeout)
	for {
		var progress string
		b.Eval(js, &progress)
		for _, p := range prefixes {
			if strings.HasPrefix(progress, p) {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the store still holds progress %q", progress)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// storedRecords reads every record in IndexedDB and decodes it natively.
func storedRecords(t *testing.T, b *Browser) []record.Record {
	t.Helper()
	var all []string
	b.Eval(`new Promise(done => { const r = indexedDB.open("lantern-saves");
		r.onsuccess = () => { const g = r.result.transaction("records").objectStore("records").getAll();
			g.onsuccess = () => { done(g.result.map(a => { let s = ""; for (const c of a) s += String.fromCharCode(c); return btoa(s); }));
				r.result.close(); }; }; })`, &all)
	var out []record.Record
	for _, s := range all {
		raw, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			t.Fatal(err)
		}
		r, err := record.Unmarshal(raw)
		if err != nil {
			t.Fatalf("a stored record does not decode: %v", err)
		}
		out = append(out, r)
	}
	return out
}

// The IndexedDB store passes its contract tests in real Chromium.
func TestStoreInChromium(t *testing.T) {
	out := runWasmTests(t, "./app/store", "-test.v -test.run IDB")
	t.Log(out)
	if !strings.Contains(out, "--- PASS: TestIDBContract") || !strings.HasSuffix(strings.TrimSpace(out), "PASS") {
		t.Fatal("store tests did not pass in Chromium")
	}
	if strings.Contains(out, "memory fallback") {
		t.Fatal("Chromium offered no IndexedDB")
	}
}

var metric = regexp.MustCompile(`([0-9.]+) (p50-ms|p95-ms)`)

// BenchmarkAutosaveChromium times autosaves into Chromium's IndexedDB
// (app/store's BenchmarkAutosave run in the page) and reports p50 and p95.
func BenchmarkAutosaveChromium(b *testing.B) {
	out := runWasmTests(b, "./app/store", "-test.run ^$ -test.bench Autosave -test.benchtime 500x")
	b.Log(out)
	found := 0
	for _, m := range metric.FindAllStringSubmatch(out, -1) {
		v, _ := strconv.ParseFloat(m[1], 64)
		b.ReportMetric(v, m[2])
		found++
	}
	if found != 2 {
		b.Fatal("no autosave timings in the output")
	}
}
