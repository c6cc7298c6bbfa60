//go:build e2e

package e2e

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"lantern/rules/hope"
	"lantern/rules/record"
)

// ownerTitles are the personality and relationship titles of
// testdata/hope-deck.json, one of which the meet screen must show.
var ownerTitles = []string{"Night Owl", "Seasick", "Born Optimist", "Old Neighbours", "Rivals", "Siblings"}

func deckPath(t testing.TB, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// chooseDeck sets a file on the setup's deck input, as a player picking it.
func chooseDeck(b *Browser, name string) {
	b.Run("choose "+name, chromedp.SetUploadFiles("#hope-deck-file", []string{deckPath(b.t, name)}, chromedp.ByQuery))
}

// meetTitles passes the tablet to Mara, writes her sheet and returns the
// meet screen's text, before the game begins.
func meetScreen(b *Browser) string {
	tapAway(b, "#hope-start")
	tapAway(b, "#handover-ready")
	tapAway(b, "#sheet-done")
	b.WaitVisible("#hope-begin")
	return b.Text("#hope")
}

// waitSavedState waits until the store's only record replays natively to
// state hash, so a reload cannot lose the last autosave.
func waitSavedState(t *testing.T, b *Browser, hash string) record.Record {
	t.Helper()
	deadline := time.Now().Add(Timeout)
	for {
		recs := storedRecords(t, b)
		var sum record.Summary
		var err error
		if len(recs) == 1 {
			if sum, err = record.Load(recs[0]); err == nil && sum.Hash == hash {
				return recs[0]
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the store never held state %s: %d records, the last %+v, %v", hash, len(recs), sum, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// download clicks sel with downloads going to a fresh folder and returns
// the one file that lands there (Chromium writes it under a temporary
// name first).
func download(t *testing.T, b *Browser, sel, suffix string) []byte {
	t.Helper()
	dir := t.TempDir()
	b.Run("allow downloads", browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(dir))
	b.Click(sel)
	for deadline := time.Now().Add(Timeout); ; time.Sleep(100 * time.Millisecond) {
		if files, _ := filepath.Glob(filepath.Join(dir, "*"+suffix)); len(files) == 1 {
			if data, err := os.ReadFile(files[0]); err == nil && len(data) > 0 {
				return data
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("nothing downloaded by %s", sel)
		}
	}
}

// An owner's deck is imported through the real file input; the game deals
// its cards, autosaves, reloads to the same state, and its share link
// opens in a fresh profile as the same game on the same cards.
func TestHopeDeckPlaySaveShare(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	calm(b)
	setUpHope(b, site, []bool{false, true, true})
	chooseDeck(b, "hope-deck.json")
	b.WaitVisible(".deck-summary")
	if got := b.Text("#hope-deck-status"); !strings.Contains(got, "Playing your cards only, from hope-deck.json: 5 scenes (Wilderness 1,") ||
		!strings.Contains(got, "9 traits, 3 personalities, 3 relationships; no Martial Law cards") {
		t.Fatalf("summary %q", got)
	}
	var ok bool
	b.Eval(`(() => { document.querySelector(".deck-import").scrollIntoView(); return true })()`, &ok)
	b.Screenshot("deck-360x740", 360, 740)
	b.Screenshot("deck-1024x768", 1024, 768)
	b.Axe()
	b.Click("#hope-seats-4")
	b.WaitTrue(`document.getElementById("hope-deck-status").textContent.includes("cannot deal 4 characters")`)
	b.Click("#hope-seats-3")

	meet := meetScreen(b)
	if !containsAny(meet, ownerTitles) {
		t.Fatalf("the meet screen shows none of the owner's cards: %q", meet)
	}
	tapAway(b, "#hope-begin")
	// Five scenes last two rounds at most: play Mara's moves to the end.
	for st := waitHope(b); st != "over"; st = waitHope(b) {
		if passes(b, st) {
			continue
		}
		n := hopeMoves(b)
		tap(b, ".decision .moves button.move:not([disabled])")
		b.WaitTrue(`+document.querySelector("#hope").dataset.moves > ` + strconv.Itoa(n))
	}
	hash, moves := dataHash(b, "#hope"), hopeMoves(b)
	rec := waitSavedState(t, b, hash)
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	b.Reload()
	b.WaitReady()
	b.WaitVisible(`#hope[data-moves="` + strconv.Itoa(moves) + `"]`)
	if got := dataHash(b, "#hope"); got != hash {
		t.Fatalf("after a reload the game is in state %s; before it was %s", got, hash)
	}

	b.Go("/saves")
	b.WaitVisible(".save")
	if got := savedHash(t, b); got != hash {
		t.Fatalf("the saves page shares state %s; the game is %s", got, hash)
	}
	var shown string
	b.Eval(`document.getElementById("share-link").value`, &shown)
	// The link carries the save's title too (the file format), so it is
	// compared by the record it holds.
	f, err := record.DecodeLinkFile(shown[strings.Index(shown, record.LinkPrefix):])
	if err != nil {
		t.Fatalf("share link %.80q…: %v", shown, err)
	}
	want := rec
	want.Snapshot = nil
	got, _ := record.Marshal(f.Record)
	if stored, _ := record.Marshal(want); string(got) != string(stored) {
		t.Fatalf("share link %.80q… is not the stored record's", shown)
	}
	t.Logf("%d moves on the owner's deck; share link %d characters, QR codes shown %d", moves, len(shown), b.Count(".qr svg"))

	// Exported to a file and imported in another profile: the same game.
	b.Go("/saves")
	b.WaitVisible(".save")
	file := filepath.Join(t.TempDir(), "game.lantern")
	if err := os.WriteFile(file, download(t, b, `.save button[aria-label^="Export"]`, ".lantern"), 0o644); err != nil {
		t.Fatal(err)
	}
	other := NewBrowser(t)
	other.Open(site.URL + "/#/saves")
	other.WaitReady()
	other.Run("import the file", chromedp.SetUploadFiles("#import-file", []string{file}, chromedp.ByQuery))
	other.WaitVisible(".save")
	if got := savedHash(t, other); got != hash {
		t.Fatalf("the imported file is state %s; want %s", got, hash)
	}

	fresh := NewBrowser(t)
	fresh.Open(site.URL + "/#/r/" + link)
	fresh.WaitReady()
	if got := dataHash(fresh, ".link-summary"); got != hash {
		t.Fatalf("the link opens as state %s; want %s", got, hash)
	}
	fresh.Click("#link-import")
	fresh.WaitVisible(`#hope[data-moves="` + strconv.Itoa(moves) + `"]`)
	if got := dataHash(fresh, "#hope"); got != hash {
		t.Fatalf("the shared game opens in state %s; want %s", got, hash)
	}
	for _, br := range []*Browser{b, other, fresh} {
		if errs := br.Errors(); len(errs) > 0 {
			t.Fatalf("page errors: %v", errs)
		}
	}
}

// A broken deck file lists its problems by card and field, changes
// nothing, and the game starts on Lantern's cards. At 360 px with the
// largest text, the problems fit the width.
func TestHopeDeckBrokenFile(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	calm(b)
	presetSettings(b, site, `{"text_size": "larger", "reduce_motion": true}`)
	setUpHope(b, site, []bool{false, true, true})
	b.Run("narrow", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	chooseDeck(b, "hope-deck-broken.json")
	b.WaitVisible(".deck-problems")
	var wide []string
	if b.Eval(overflow, &wide); len(wide) > 0 {
		t.Errorf("the problems overflow at 360 px: %v", wide)
	}
	b.Eval(`document.querySelector(".deck-problems").scrollIntoView()`, nil)
	b.Screenshot("problems-360x740", 360, 740)
	got := b.Text("#hope-deck-status")
	for _, want := range []string{"Not taken", `scene broken-w01: terrain "swamp"`, "scene broken-w01: hardship 9 is outside 0 to 6",
		`scene broken-w01: fail: effect 1: effect kind "fly"`, "asset broken-asset01: uses 0 is outside 1 to 9"} {
		if !strings.Contains(got, want) {
			t.Errorf("problems %q lack %q", got, want)
		}
	}
	if n := b.Count("#hope-cards-own"); n != 0 {
		t.Fatal("a broken file offered its cards")
	}
	b.Axe()
	meet := meetScreen(b)
	var lantern []string
	for _, p := range hope.StandardDeck().Personalities {
		lantern = append(lantern, p.Title)
	}
	if containsAny(meet, ownerTitles) || !containsAny(meet, lantern) {
		t.Fatalf("the game is not on Lantern's cards: %q", meet)
	}
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// Lantern's cards download as a starting file; pasted back they are taken
// as the owner's cards; added to Lantern's they clash, which is refused
// with the choice kept; and the keyboard goes back to Lantern's cards.
func TestHopeDeckDownloadPaste(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	setUpHope(b, site, []bool{false, true, true})
	data := download(t, b, "#hope-deck-download", "lantern-hope-cards.json")
	d, err := hope.ParseDeck(data)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(d)
	want, _ := json.Marshal(hope.StandardDeck())
	if !bytes.Equal(got, want) {
		t.Fatal("the downloaded file is not Lantern's cards")
	}

	var ok bool
	b.Eval(`(() => { document.getElementById("hope-deck-paste").value = `+quote(string(data))+`; return true })()`, &ok)
	b.Click("#hope-deck-use")
	b.WaitVisible(".deck-summary")
	if got := b.Text("#hope-deck-status"); !strings.Contains(got, "Playing your cards only, from the pasted cards: "+strconv.Itoa(len(d.Scenes))+" scenes") {
		t.Fatalf("summary %q", got)
	}
	b.Run("pick adding by keyboard", chromedp.Focus("#hope-cards-added", chromedp.ByQuery), chromedp.KeyEvent(" "))
	b.WaitVisible(".deck-problems")
	if got := b.Text("#hope-deck-status"); !strings.Contains(got, "id is already used") {
		t.Fatalf("problems %q", got)
	}
	b.WaitTrue(`document.getElementById("hope-cards-own").checked && !document.getElementById("hope-cards-added").checked`)
	b.Axe()
	b.Run("back to Lantern's by keyboard", chromedp.Focus("#hope-cards-lantern", chromedp.ByQuery), chromedp.KeyEvent(" "))
	b.WaitTrue(`document.getElementById("hope-deck-status").textContent.trim() === "Playing Lantern's cards."`)
}
