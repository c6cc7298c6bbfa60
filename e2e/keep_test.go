//go:build e2e

package e2e

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"lantern/rules/record"
)

// blockSiteData is Chromium's setting "Don't allow sites to save data":
// reading localStorage throws, IndexedDB and service workers are refused.
const blockSiteData = `{"profile": {"default_content_setting_values": {"cookies": 2}}}`

// huntUnderWay sets up a hunt for two and places its events: the hunt
// board with its action button on screen.
func huntUnderWay(b *Browser) {
	b.t.Helper()
	b.Go("/new/hunt")
	b.Click("#hunt-size-2")
	b.Type("#survivor-1-name", "Mara")
	b.Type("#survivor-2-name", "Ode")
	b.Click("#hunt-start")
	b.WaitVisible("#place-mineral-go, #hunt-action")
	if b.Count("#place-mineral-go") > 0 {
		b.Click("#place-mineral-go")
	}
	b.WaitVisible("#hunt-action")
}

// With site data blocked the app still starts, on storage that lasts as
// long as the page, says on every page that nothing will be kept, and
// plays.
func TestBlockedSiteData(t *testing.T) {
	site := StartSite(t)
	b := NewBrowserPrefs(t, blockSiteData)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.WaitVisible(`a[href="#/new/hunt"]`)
	if got := b.Text("#refused"); !strings.HasPrefix(got, "Nothing will be kept") || !strings.Contains(got, "Access is denied") {
		t.Fatalf("the notice says %q", got)
	}
	b.Axe()

	huntUnderWay(b)
	n := moves(b)
	b.Click("#hunt-action")
	b.Run("wait for the move", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
	b.WaitVisible("#refused")

	b.Go("/settings") // settings still apply, for as long as the page lasts
	b.Click("#theme-dark")
	b.WaitTrue(`document.documentElement.dataset.theme === "dark"`)
	for _, e := range b.Errors() {
		if strings.Contains(e, "exception") {
			t.Errorf("page error: %s", e)
		}
	}
}

// A tablet putting the tab away keeps every move: Hope's autosave waits
// 30 ms for the move's frame to paint, and the page may never run again
// once hidden. So the moment the last move is on screen the page is hidden,
// and at once either a read of the store (IndexedDB runs it after every
// write begun before it) finds that move, or the journal in localStorage
// holds it (when an earlier write was still under way, the newest waits
// for it); a reload must find it too.
func TestQuickReloadKeepsEveryMove(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("reduce motion", emulation.SetEmulatedMedia().WithFeatures(
		[]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	payload, hash := hopeLink(t, 5, 60)
	openLink(t, b, site, payload, hash)
	var over bool
	b.Eval(`new Promise(ok => { const r = indexedDB.open("lantern-saves"); r.onsuccess = () => {
		window.testDB = r.result;
		new MutationObserver((_, o) => {
			const h = document.querySelector("#hope[data-over='true']");
			if (!h) return;
			o.disconnect();
			Object.defineProperty(document, "visibilityState", {value: "hidden", configurable: true});
			document.dispatchEvent(new Event("visibilitychange"));
			const journal = localStorage.getItem("lantern.unsaved") || "";
			const g = window.testDB.transaction("records").objectStore("records").getAll();
			g.onsuccess = () => { window.testKept = {Hash: h.dataset.stateHash, Journal: journal, Records: g.result.map(a => {
				let s = ""; for (const c of a) s += String.fromCharCode(c); return btoa(s); })}; };
		}).observe(document.body, {subtree: true, attributes: true, attributeFilter: ["data-over"]});
		ok(document.querySelector("#hope[data-over='true']") !== null); }; })`, &over)
	if over {
		t.Fatal("the bots finished before the test was watching")
	}
	b.WaitTrue(`window.testKept !== undefined`)
	var kept struct {
		Hash    string
		Journal string
		Records []string
	}
	b.Eval(`window.testKept`, &kept)
	if len(kept.Records) != 1 {
		t.Fatalf("%d records stored; want 1", len(kept.Records))
	}
	raw, err := base64.StdEncoding.DecodeString(kept.Records[0])
	if err != nil {
		t.Fatal(err)
	}
	stored := recordHash(t, raw)
	if journaled := journalHashes(t, kept.Journal); stored != kept.Hash && !slices.Contains(journaled, kept.Hash) {
		t.Fatalf("when the page was hidden the store held state %s and the journal %v; the screen showed %s", stored, journaled, kept.Hash)
	}
	b.Reload()
	b.WaitReady()
	b.WaitVisible(`#hope[data-over="true"]`)
	if got := dataHash(b, "#hope"); got != kept.Hash {
		t.Fatalf("after a reload the game is in state %s; before it was %s", got, kept.Hash)
	}
}

// A reload while autosaves are still being written keeps every move.
// Here a transaction that never ends holds the page's IndexedDB writes
// back, as a slow disk would for a moment: only the journal, written to
// localStorage as the page goes, can carry the last moves over the reload.
func TestReloadDuringWritesKeepsEveryMove(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("reduce motion", emulation.SetEmulatedMedia().WithFeatures(
		[]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	// The test's worker below is a blob: the site's policy refuses those.
	b.Run("bypass the content policy", page.SetBypassCSP(true))
	payload, hash := hopeLink(t, 5, 60)
	openLink(t, b, site, payload, hash)
	// Once the bots play, the game has done all its reading.
	b.WaitTrue(`(document.querySelector("#hope") || {dataset: {}}).dataset.moves > 60`)
	var over bool
	// A worker holds the transaction: spinning it on the page itself would
	// starve the page's timers, and with them the bots.
	b.Eval(`new Promise(ok => {
		const w = new Worker(URL.createObjectURL(new Blob([
			'const r = indexedDB.open("lantern-saves"); r.onsuccess = () => {' +
			'const tx = r.result.transaction(["meta", "records"], "readwrite");' +
			'const spin = () => { tx.objectStore("meta").get("none").onsuccess = spin; };' +
			'spin(); postMessage("held"); };'])));
		w.onmessage = () => ok(document.querySelector("#hope[data-over='true']") !== null); })`, &over)
	if over {
		t.Fatal("the bots finished before the writes were held back")
	}
	b.WaitVisible(`#hope[data-over="true"]`)
	want := dataHash(b, "#hope")
	b.Run("reload while the writes wait", chromedp.Reload())
	b.WaitReady()
	// The first state shown, before the bots could play a move again.
	if got := dataHash(b, "#hope"); got != want {
		t.Fatalf("after a reload during its writes the game opens in state %s; before it was %s", got, want)
	}
	b.WaitTrue(`localStorage.getItem("lantern.unsaved") === null`)
}

// A new version waits for the player: the form being filled in stays as it
// is, and after Reload it is filled in again.
func TestUpdateKeepsTheOpenForm(t *testing.T) {
	b := releaseNext(t, "")
	b.Go("/new/hunt")
	b.Click("#hunt-size-2")
	b.Type("#survivor-1-name", "Mara")
	b.Type("#survivor-2-name", "Ode")
	b.Click("#survivor-2-mining")
	b.Eval(`window.lanternSamePage = true`, nil)
	checkForUpdate(b)
	waitBanner(t, b)
	formIsBack := `document.querySelector("#hunt-size-2").checked && document.querySelector("#survivor-2-mining").checked &&
		document.querySelector("#survivor-1-name").value === "Mara" && document.querySelector("#survivor-2-name").value === "Ode"`
	var same bool
	b.Eval(`window.lanternSamePage === true && `+formIsBack, &same)
	if !same {
		t.Fatal("the update banner reloaded the page or emptied the form")
	}
	b.Click(".banner button")
	b.WaitReady()
	b.WaitRoute("/new/hunt")
	b.WaitTrue(`window.lanternSamePage === undefined && document.querySelector("#survivor-2-name") !== null && ` + formIsBack)
	// The screen itself took the values, not only its fields: the hunt
	// starts with them.
	b.Click("#hunt-start")
	b.WaitVisible("#place-mineral-go")
}

// recordHash is the state a stored record replays to.
func recordHash(t *testing.T, raw []byte) string {
	t.Helper()
	rec, err := record.Unmarshal(raw)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := record.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	return sum.Hash
}

// journalHashes are the states of the journal's entries (app/store/journal.go).
func journalHashes(t *testing.T, journal string) []string {
	t.Helper()
	if journal == "" {
		return nil
	}
	var entries map[string]struct{ Save struct{ Record []byte } }
	if err := json.Unmarshal([]byte(journal), &entries); err != nil {
		t.Fatal(err)
	}
	var hashes []string
	for _, e := range entries {
		hashes = append(hashes, recordHash(t, e.Save.Record))
	}
	return hashes
}
