//go:build e2e

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// The campaign page puts the party first: on a tablet either way round
// the first character's card starts on the first screen, the page is at
// most three screens long once the add form is folded, the whole sheet
// opens from a full-size target, and on a phone with the largest text
// the Endeavor track's numbers are readable and whole.
func TestBlessedPagePartyFirst(t *testing.T) {
	b := newCampaign(t, "The lighthouse")
	addCharacter(b, "Ada", "1", "Knots")
	addCharacter(b, "Bram", "3", "Locks")
	b.Reload() // as the table finds it next time: the add form folded
	b.WaitReady()
	b.WaitVisible("#char-2")
	for _, size := range []struct {
		name string
		w, h int64
	}{{"1024x768", 1024, 768}, {"768x1024", 768, 1024}} {
		var m struct{ Top, Opener, Page float64 }
		b.Run("resize", chromedp.EmulateViewport(size.w, size.h))
		b.Eval(`(() => { scrollTo(0, 0); return {
			Top: document.querySelector("#char-1").getBoundingClientRect().top,
			Opener: document.querySelector("#char-1-sheet > summary").getBoundingClientRect().height,
			Page: document.documentElement.scrollHeight } })()`, &m)
		t.Logf("%s: first card at %.0f px, whole-sheet opener %.0f px, page %.1f screens", size.name, m.Top, m.Opener, m.Page/float64(size.h))
		if m.Top >= float64(size.h) {
			t.Errorf("at %s the first card starts at %.0f px, below the first screen", size.name, m.Top)
		}
		if m.Page > 3*float64(size.h) {
			t.Errorf("at %s the page is %.1f screens long, want at most 3", size.name, m.Page/float64(size.h))
		}
		if m.Opener < 44 {
			t.Errorf("at %s the whole sheet opens from a %.0f px target, want 44 px", size.name, m.Opener)
		}
		b.Screenshot("campaign-"+size.name, size.w, size.h)
	}
	b.Eval(`(() => { scrollTo(0, 0); return true })()`, new(bool))
	b.Screenshot("campaign-390x844", 390, 844)
	endeavorShot(b, "#blessed-gm", "below-the-party-1024x768", 1024, 768)
	b.Axe()

	b.Click("#blessed-add > summary")
	b.Type("#new-name", "The Drowned Choir")
	play(b, "#new-npc")
	play(b, "#endeavor-begin-1")
	blessedPickPlay(b, "#endeavor-join", "Ada")
	blessedPickPlay(b, "#endeavor-join", "monstrosity at 12")
	var ok bool
	b.Eval(`(() => { localStorage.setItem("lantern.settings", JSON.stringify({text_size: "larger"})); return true })()`, &ok)
	b.Reload()
	b.WaitReady()
	b.WaitVisible("#endeavor-tracks")
	b.Run("phone", chromedp.EmulateViewport(390, 844))
	var nums []struct {
		Text         string
		Size         float64
		Inside, Full bool
	}
	// Every number drawn on a track row: its font size, whether its box
	// lies inside the row's track, and whether its text fits its box.
	b.Eval(`[...document.querySelectorAll("#endeavor-tracks .track-row *")]
		.filter(e => e.children.length === 0 && /^\d+$/.test(e.textContent.trim()))
		.map(e => { const r = e.getBoundingClientRect(), c = e.closest(".track-row").getBoundingClientRect();
			return {Text: e.textContent.trim(), Size: parseFloat(getComputedStyle(e).fontSize),
				Inside: r.left >= c.left - 0.5 && r.right <= c.right + 0.5,
				Full: e.scrollWidth <= e.clientWidth} })`, &nums)
	if len(nums) < 3 {
		t.Fatalf("a Monstrous track shows %d numbers, want 0, 10, 20 and 30", len(nums))
	}
	for _, n := range nums {
		if n.Size < 12 || !n.Inside || !n.Full {
			t.Errorf("the track's %q: %.1f px, inside the track %v, not clipped %v", n.Text, n.Size, n.Inside, n.Full)
		}
	}
	endeavorShot(b, "#endeavor-tracks", "tracks-larger-390x844", 390, 844)
}
