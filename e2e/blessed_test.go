//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A campaign is made from the library, two characters join, a check is
// made with Help and its odds shown first, a session ends in the shop, a
// mis-tap is undone, and everything comes back after a reload and from a
// share link in a fresh profile.
func TestBlessedCampaign(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.Click(`a[href="#/new/blessed"]`)
	b.WaitRoute("/new/blessed")
	b.Type("#blessed-title", "The lighthouse")
	b.Axe()
	b.Click("#blessed-start")
	b.WaitVisible("#new-name")
	b.Axe()

	// Ada: Head highest, Carefree and Vice & Virtue raise Heart and Hurry.
	addCharacter(b, "Ada", "1", "Knots")
	if got := b.Text("#char-1"); !strings.Contains(got, "Head d6") || !strings.Contains(got, "Heart d6") || !strings.Contains(got, "Knots") {
		t.Fatalf("Ada's sheet: %q", got)
	}
	// Bram: Heart highest and raised again by the table: a d8, three aptitudes.
	b.Type("#new-name", "Bram")
	b.Click("#new-high-3")
	if got := b.Text("#new-dice"); !strings.Contains(got, "Heart d8") || !strings.Contains(got, "Aptitudes: 3") {
		t.Fatalf("Bram's preview: %q", got)
	}
	addCharacter(b, "", "", "Lockpicks")

	play(b, "#char-2-gain")
	if got := b.Text("#char-2-blessings"); !strings.HasPrefix(got, "Blessings: ") || got == "Blessings: none" {
		t.Fatalf("after gaining, Bram has %q", got)
	}

	// Ada checks Head; Bram helps with his first Blessing.
	blessedChoose(b, "#check-who", "0")
	blessedChoose(b, "#check-stat", "1")
	play(b, "#check-begin")
	before := b.Text("#check-odds")
	if !strings.HasPrefix(before, "Chance of success: ") {
		t.Fatalf("odds before rolling: %q", before)
	}
	b.Screenshot("check-768x1024", 768, 1024)
	b.Axe()
	if got := blessedSelected(b, "#check-help"); got != "none" {
		t.Fatalf("the Help select starts on %q, want no move", got)
	}
	blessedPick(b, "#check-help", "helps")
	play(b, "#check-help-go")
	if got := b.Text("#check-summary"); !strings.Contains(got, "Help +") {
		t.Fatalf("after Help the check reads %q", got)
	}
	if after := b.Text("#check-odds"); after == before {
		t.Fatalf("the odds stayed %q after Help", after)
	}
	play(b, "#check-roll")
	play(b, "#check-settle")
	out := b.Text("#check-outcome")
	if !strings.HasPrefix(out, "Last check: Ada") {
		t.Fatalf("outcome %q", out)
	}
	if got := b.Text("#table-announce"); !strings.Contains(got, "Ada") {
		t.Fatalf("announced %q", got)
	}

	// The session ends; Ada spends her free upgrade; a mis-tap is undone.
	play(b, "#end-session")
	b.WaitVisible("#blessed-shop")
	b.Axe()
	if got := blessedSelected(b, "#shop-1-pick"); got != "none" {
		t.Fatalf("the shop select starts on %q, want no move", got)
	}
	blessedPick(b, "#shop-1-pick", "(free)")
	play(b, "#shop-1-pick-go")
	if got := blessedSelected(b, "#shop-1-pick"); got != "none" {
		t.Fatalf("after Apply the shop select shows %q, want no move", got)
	}
	if got := b.Text("#shop-1"); !strings.Contains(got, "0 free Stat Upgrade") {
		t.Fatalf("after the upgrade: %q", got)
	}
	n := campaignMoves(b)
	b.Click("#table-undo")
	b.Run("wait for the undo", chromedp.WaitReady(fmt.Sprintf(`.blessed[data-moves="%d"]`, n-1), chromedp.ByQuery))
	if got := b.Text("#shop-1"); !strings.Contains(got, "1 free Stat Upgrade") {
		t.Fatalf("after undo: %q", got)
	}
	b.Screenshot("shop-360x740", 360, 740)

	b.Reload()
	b.WaitReady()
	b.WaitVisible("#blessed-shop")
	if got := campaignMoves(b); got != n-1 {
		t.Fatalf("after reload %d moves; want %d", got, n-1)
	}
	if got := b.Text("#char-2 h3"); got != "Bram" {
		t.Fatalf("after reload the second character is %q", got)
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
	c.WaitVisible("#blessed-shop")
	if got := c.Text("#char-1 h3"); got != "Ada" {
		t.Fatalf("from the link the first character is %q", got)
	}
	if got := c.Text("#check-outcome"); got != out {
		t.Fatalf("from the link the last check reads %q; want %q", got, out)
	}
	for _, br := range []*Browser{b, c} {
		if errs := br.Errors(); len(errs) > 0 {
			t.Fatalf("page errors: %v", errs)
		}
	}
}

// addCharacter fills the add form (name and high stat when given) and
// names the first aptitude, then adds the character.
// newCampaign opens a fresh browser on a new Humanity, Blessed campaign
// (titled when title is not empty), ready for its first character.
func newCampaign(t *testing.T, title string) *Browser {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/blessed")
	b.WaitReady()
	if title != "" {
		b.Type("#blessed-title", title)
	}
	b.Click("#blessed-start")
	b.WaitVisible("#new-name")
	return b
}

func addCharacter(b *Browser, name, high, apt string) {
	b.t.Helper()
	if name != "" {
		b.Type("#new-name", name)
	}
	if high != "" {
		b.Click("#new-high-" + high)
	}
	b.Type("#new-apt-1", apt)
	play(b, "#new-add")
}

// pick chooses the first option of the select sel whose text holds part.
func blessedPick(b *Browser, sel, part string) {
	b.t.Helper()
	var ok bool
	b.Eval(fmt.Sprintf(`(s => { const o = [...s.options].find(o => o.text.includes(%q)); if (o) s.value = o.value; return !!o })(document.querySelector(%q))`, part, sel), &ok)
	if !ok {
		b.t.Fatalf("%s offers nothing with %q", sel, part)
	}
}

// selected is the value the select sel shows: "none" for Choose…, or
// when there is no such select.
func blessedSelected(b *Browser, sel string) string {
	b.t.Helper()
	var v string
	b.Eval(fmt.Sprintf(`(document.querySelector(%q) || {value: "none"}).value`, sel), &v)
	return v
}

// play taps sel and waits for the move it makes.
func play(b *Browser, sel string) {
	b.t.Helper()
	n := campaignMoves(b)
	tap(b, sel)
	b.Run("wait for "+sel, chromedp.WaitReady(fmt.Sprintf(`.blessed[data-moves="%d"]`, n+1), chromedp.ByQuery))
}

func campaignMoves(b *Browser) int {
	b.t.Helper()
	var n int
	b.Eval(`+document.querySelector(".blessed").dataset.moves`, &n)
	return n
}
