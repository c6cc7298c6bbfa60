//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// The game master's screen on their own phone. Ada (a player, with a
// private note) and Grub (the game master's, with notes) sit at the
// table; Grub's delayed attack on Ada waits. In the game master's section
// the code read from the tablet's screenshot opens in another browser
// profile, offline, at 360 px with the largest text: Grub's sheet, his
// notes and the delayed attack, and nothing of Ada's sheet. A new delayed
// attack: the table says the phone is out of date and offers a new code,
// which during Ada's check says so. A damaged code gets a plain error;
// the phone keeps no save.
func TestBlessedGMScreenOnPhone(t *testing.T) {
	site := StartSite(t)

	phone := offlinePhone(t, site)

	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/blessed")
	b.WaitReady()
	b.Type("#blessed-title", "The harbour")
	b.Click("#blessed-start")
	b.WaitVisible("#new-name")
	addCharacter(b, "Ada", "1", "Knots")
	b.Type("#new-name", "Grub")
	b.Click("#new-high-5")
	b.Type("#new-apt-1", "Knives")
	play(b, "#new-npc")
	writeNote(b, 1, "Ada", "ADA-SECRET: she kept the key.")
	writeNote(b, 2, "Grub", "Wants the lamp.\nFears the tide.")
	blessedPickPlay(b, "#trap-set", "Grub on Ada")

	if b.Count("#blessed-gm #phone-open") != 1 || b.Count(".blessed-party #phone-open") != 0 {
		t.Fatal("the code is not offered in the game master's section alone")
	}
	b.Click("#phone-open")
	b.WaitVisible("#phone-code svg")
	b.WaitFocus("phone-close")
	var url string
	for _, size := range [][2]int64{{768, 1024}, {1024, 768}} {
		b.Run("view", chromedp.EmulateViewport(size[0], size[1]))
		var ok bool
		b.Eval(`(() => { document.querySelector("#phone-code svg").scrollIntoView({block: "center"}); return true })()`, &ok)
		b.Screenshot(fmt.Sprintf("tablet-code-%dx%d", size[0], size[1]), size[0], size[1])
		url = readScreenQR(t, b)
	}
	if !strings.HasPrefix(url, site.URL+"/#/peek/") {
		t.Fatalf("the code on the tablet reads %q", url)
	}
	b.Axe()

	phone.Run("a phone", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	phone.Open(url)
	phone.WaitVisible("#peek")
	if h1 := phone.Text("h1"); h1 != "The game master's screen" {
		t.Errorf("the phone's title is %q", h1)
	}
	if m := phone.Text("#peek-moment"); m != "Humanity, Blessed: The harbour, session 1." {
		t.Errorf("the phone says it was taken %q", m)
	}
	chars, traps := phone.Text("#peek-chars"), phone.Text("#peek-traps")
	for _, want := range []string{"Your characters (1)", "Grub", "Hurt d6", "Apt in: Knives", "Wants the lamp.", "Fears the tide."} {
		if !strings.Contains(chars, want) {
			t.Errorf("the phone's characters lack %q: %s", want, chars)
		}
	}
	if !strings.Contains(traps, "Grub's delayed attack on Ada: a Hurry defence") {
		t.Errorf("the phone's delayed attacks: %s", traps)
	}
	all := phone.Text("#peek")
	for _, private := range []string{"ADA-SECRET", "Knots", "Carefree", "Vice & Virtue"} {
		if strings.Contains(all, private) {
			t.Errorf("the game master's phone shows Ada's %q", private)
		}
	}
	var wide []string
	if phone.Eval(overflow, &wide); len(wide) > 0 {
		t.Errorf("the phone's page overflows at 360 px with the largest text: %v", wide)
	}
	phone.Axe()
	phone.Screenshot("phone-360x740", 360, 740)
	phone.Screenshot("phone-390x844", 390, 844)
	phone.Eval(`(() => { document.querySelector("#peek-chars h3").scrollIntoView(); return true })()`, new(bool))
	phone.Screenshot("phone-sheet-390x844", 390, 844)

	// A new delayed attack: the table flags the phone.
	tapAway(b, "#phone-close")
	if b.Count(".phone-stale") != 0 {
		t.Fatal("the phone is called out of date before the screen changed")
	}
	writeNote(b, 1, "Ada", "ADA-SECRET: and the map.") // not on the phone: it stays up to date
	if b.Count(".phone-stale") != 0 {
		t.Fatal("a player's note made the game master's phone out of date")
	}
	blessedPickPlay(b, "#trap-set", "Ada on Grub")
	b.WaitVisible(".phone-stale")
	if note := b.Text(".phone-stale"); !strings.HasPrefix(note, "The game master's phone is out of date — show a new code") {
		t.Errorf("the table says %q", note)
	}
	if got := b.Text("#phone-open"); got != "My phone is out of date: show a new code" {
		t.Errorf("the game master is offered %q", got)
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}} {
		b.Run("view", chromedp.EmulateViewport(size[0], size[1]))
		b.Eval(`(() => { scrollTo(0, 0); return true })()`, new(bool))
		b.Screenshot(fmt.Sprintf("tablet-stale-%dx%d", size[0], size[1]), size[0], size[1])
	}
	b.Eval(`(() => { document.querySelector("#blessed-gm").scrollIntoView(); return true })()`, new(bool))
	b.Screenshot("tablet-stale-gm-768x1024", 768, 1024)
	b.Axe()

	// During Ada's check the game master's section holds the offer alone;
	// the new code says when it was taken.
	blessedChoose(b, "#check-who", "0")
	blessedChoose(b, "#check-stat", "1")
	play(b, "#check-begin")
	if b.Count("#blessed-gm #phone-open") != 1 || b.Count("#gm-tools") != 0 {
		t.Fatal("during a check the game master's section is not the phone's offer alone")
	}
	b.Click("#phone-open")
	b.WaitVisible("#phone-code svg")
	b.Eval(`(() => { document.querySelector("#phone-code svg").scrollIntoView({block: "center"}); return true })()`, new(bool))
	b.Screenshot("tablet-check-code-768x1024", 768, 1024)
	phone.Open(readScreenQR(t, b))
	phone.WaitVisible("#peek")
	if m := phone.Text("#peek-moment"); m != "Humanity, Blessed: The harbour, session 1, during the check of Ada." {
		t.Errorf("the phone says it was taken %q", m)
	}
	if traps := phone.Text("#peek-traps"); !strings.Contains(traps, "Delayed attacks (2)") {
		t.Errorf("the new code's delayed attacks: %s", traps)
	}

	damagedCodeKeepsNothing(t, phone, url)
	for _, br := range []*Browser{b, phone} {
		if errs := br.Errors(); len(errs) > 0 {
			t.Errorf("page errors: %v", errs)
		}
	}
}

// writeNote writes text in the notes of character n's whole sheet and
// waits for the table to say name's sheet is saved.
func writeNote(b *Browser, n int, name, text string) {
	b.t.Helper()
	id := fmt.Sprintf("#char-%d-notes", n)
	var ok bool
	b.Eval(fmt.Sprintf(`(() => { document.querySelector("#char-%d-sheet").open = true; const t = document.querySelector(%q); t.value = ""; return true })()`, n, id), &ok)
	b.Type(id, text)
	b.Eval(fmt.Sprintf(`document.querySelector(%q).dispatchEvent(new Event("change", {bubbles: true}))`, id), &ok)
	b.WaitTrue(fmt.Sprintf(`document.querySelector("#table-announce").textContent.includes(%q)`, name+"'s sheet is saved (notes)"))
}
