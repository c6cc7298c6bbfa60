//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// A session as a game master runs it: three characters and the game
// master's own, an attack made harder by the defender's aptitude, a vex
// by the game master's character, a check with Help and Spark, a
// Monstrous Endeavor from its first round to its end, and reloads in the
// middle of a check and of the Endeavor, with screenshots at three sizes;
// then a second session with an Analytical Specialization, favorability
// and a delayed attack that waits through a reload and springs.
func TestBlessedSession(t *testing.T) {
	b := newCampaign(t, "The harbour")
	addCharacter(b, "Ada", "1", "Knots") // Head high: Head, Heart, Hurry d6
	addCharacter(b, "Bram", "3", "Locks")
	addCharacter(b, "Cleo", "5", "Brawls")
	b.Type("#new-name", "Grub")
	b.Click("#new-high-5")
	play(b, "#new-npc")
	if got := b.Text("#char-4"); !strings.Contains(got, "game master's character") {
		t.Fatalf("Grub's card: %q", got)
	}

	// Grub attacks Ada, who is apt: the attack is one rank harder.
	blessedChoose(b, "#check-who", "3")
	blessedChoose(b, "#check-stat", "5")
	play(b, "#check-begin")
	blessedPickPlay(b, "#check-frame", "violent attack")
	blessedPickPlay(b, "#check-frame", "Ada's aptitude covers it: one rank")
	if got := b.Text("#check-summary"); !strings.Contains(got, "Hard") {
		t.Fatalf("the attack on an apt Ada: %q", got)
	}
	blessedSettle(b)

	// Ada is Vexed on Heart; Grub makes her Heart check fail.
	blessedPickPlay(b, "#char-1-condition", "Add Vexed on Heart")
	blessedChoose(b, "#check-who", "0")
	blessedChoose(b, "#check-stat", "3")
	play(b, "#check-begin")
	play(b, "#check-vex-4")
	play(b, "#check-settle")
	if got := b.Text("#check-outcome"); !strings.Contains(got, "Vexed") {
		t.Fatalf("vexed check: %q", got)
	}

	// Ada gains Blessings until two match, then checks Head with Help
	// from Bram and a spark with Hurry.
	for range 7 {
		play(b, "#char-1-gain")
	}
	play(b, "#char-2-gain")
	blessedChoose(b, "#check-who", "0")
	blessedChoose(b, "#check-stat", "1")
	play(b, "#check-begin")
	blessedPickPlay(b, "#check-help", "Bram helps")
	blessedPickPlay(b, "#check-spark", "Spark with Hurry")
	b.Screenshot("check-1024x768", 1024, 768)
	b.Reload() // mid-check
	b.WaitReady()
	b.WaitVisible("#check-summary")
	if got := b.Text("#check-summary"); !strings.Contains(got, "sparked with Hurry") || !strings.Contains(got, "Help +") {
		t.Fatalf("after a reload mid-check: %q", got)
	}
	blessedSettle(b)
	b.Axe()

	// A Monstrous Endeavor: everyone joins, Grub at 6 with a Recovery
	// button 2 below; a round of positions, turns and the special action.
	play(b, fmt.Sprintf("#endeavor-begin-%d", 1))
	for _, who := range []string{"Ada joins", "Bram joins", "Cleo joins", "Grub joins as a monstrosity at 6"} {
		blessedPickPlay(b, "#endeavor-join", who)
	}
	blessedPickPlay(b, "#endeavor-recovery", "2 below")
	for _, who := range []string{"Ada rolls Heart", "Bram rolls Heart", "Cleo rolls Hurt", "Grub rolls Hurt"} {
		blessedPickPlay(b, "#endeavor-position", who)
	}
	b.WaitVisible("#endeavor-tracks")
	b.Screenshot("endeavor-1024x768", 1024, 768)
	b.Screenshot("endeavor-768x1024", 768, 1024)
	b.Screenshot("endeavor-390x844", 390, 844)
	b.Axe()
	b.Reload() // mid-Endeavor
	b.WaitReady()
	b.WaitVisible("#endeavor-tracks")
	if got := b.Text("#endeavor-phase"); !strings.Contains(got, "'s turn") {
		t.Fatalf("after a reload mid-Endeavor: %q", got)
	}
	for range 8 { // each turn: attack or advance through a check, or pass
		if !strings.Contains(b.Text("#endeavor-phase"), "'s turn") {
			break
		}
		switch {
		case blessedOffers(b, "#endeavor-act", "violent attack on"):
			blessedPickPlay(b, "#endeavor-act", "violent attack on")
			blessedSettle(b)
		case blessedOffers(b, "#endeavor-act", "advance"):
			blessedPickPlay(b, "#endeavor-act", "advance")
			blessedSettle(b)
		default:
			play(b, "#endeavor-end-turn")
		}
		if b.Count("#blessed-endeavor h2") == 0 || b.Count("#endeavor-phase") == 0 {
			break // the Endeavor ended
		}
	}
	if b.Count("#endeavor-skip-special") > 0 {
		play(b, "#endeavor-skip-special")
	}
	for b.Count("#endeavor-tracks") > 0 { // Grub is driven down to its Defeat button
		blessedPickPlay(b, "#endeavor-hand", "Grub down 10")
	}
	if last := b.Text("#table-announce"); !strings.Contains(last, "ends") {
		t.Fatalf("the Endeavor's last step: %q", last)
	}
	b.Screenshot("after-390x844", 390, 844)

	// The shop grants Ada an aptitude, which she names in her sheet.
	play(b, "#end-session")
	blessedPickPlay(b, "#shop-1-pick", "Raise Head (free)")
	blessedPickPlay(b, "#shop-1-pick", "A new aptitude")
	if got := b.Text("#char-1-apts"); !strings.Contains(got, "2 not named yet") {
		t.Fatalf("after the shop: %q", got)
	}
	b.Eval(`(e => { e.value = "Sea charts"; e.dispatchEvent(new Event("change", {bubbles: true})); return true })(document.querySelector("#char-1-apt-2"))`, new(bool))
	b.WaitTrue(`document.querySelector("#char-1-apts").textContent.includes("Sea charts")`)
	b.Eval(`(e => { e.value = "Grew up on the quay."; e.dispatchEvent(new Event("change", {bubbles: true})); return true })(document.querySelector("#char-1-backstory"))`, new(bool))
	b.WaitTrue(`document.querySelector("#table-announce").textContent.includes("(backstory)")`)
	b.Run("let the save land", chromedp.Sleep(500*time.Millisecond))
	b.Reload()
	b.WaitReady()
	b.WaitVisible("#blessed-shop")
	if got := b.Text("#char-1-apts"); !strings.Contains(got, "Sea charts") {
		t.Fatalf("after a reload the named aptitude is gone: %q", got)
	}
	var story string
	b.Eval(`document.querySelector("#char-1-backstory").value`, &story)
	if story != "Grew up on the quay." {
		t.Fatalf("after a reload the backstory reads %q", story)
	}
	b.Axe()
	b.Screenshot("shop-1024x768", 1024, 768)

	// Bram raises Hurry to a d8 and specializes. In session 2 he is
	// Analytical, Ada stands well with him, and Grub's delayed attack on
	// Cleo waits on the table through a reload, then springs.
	blessedPickPlay(b, "#shop-2-pick", "Raise Hurry (free)")
	blessedPickPlay(b, "#shop-2-pick", "Specialize an aptitude")
	play(b, "#start-session")
	blessedPickPlay(b, "#char-2-spec", "Take Analytical")
	if got := b.Text("#char-2-specs"); !strings.Contains(got, "Analytical") {
		t.Fatalf("Bram's Specializations: %q", got)
	}
	blessedPickPlay(b, "#char-1-favoring", "Up with Bram")
	if got := b.Text("#char-1-favor"); !strings.Contains(got, "Bram +1") {
		t.Fatalf("Ada's favorability: %q", got)
	}
	blessedPickPlay(b, "#trap-set", "Grub on Cleo")
	blessedPickPlay(b, "#trap-aim", "Head, two ranks harder")
	b.Reload() // a delayed attack waiting
	b.WaitReady()
	b.WaitVisible("#trap-1")
	if got := b.Text("#trap-1"); !strings.Contains(got, "Grub's delayed attack on Cleo: a Head defence, two ranks harder") {
		t.Fatalf("the waiting delayed attack: %q", got)
	}
	b.Eval(`(e => { e.scrollIntoView(); return true })(document.querySelector("#blessed-traps"))`, new(bool))
	b.Screenshot("traps-1024x768", 1024, 768)
	b.Eval(`(e => { e.scrollIntoView(); return true })(document.querySelector("#blessed-traps"))`, new(bool))
	b.Screenshot("traps-390x844", 390, 844)
	b.Axe()
	play(b, "#trap-1-spring")
	if got := b.Text("#check-summary"); !strings.Contains(got, "Complex (3 rolls)") || !strings.Contains(got, "defending a delayed attack") {
		t.Fatalf("the sprung defence: %q", got)
	}
	blessedPickPlay(b, "#check-spec", "Bram helps analytically")
	b.Screenshot("analytical-1024x768", 1024, 768)
	blessedSettle(b)
	if got := b.Text("#check-working"); !strings.Contains(got, "Analytical") {
		t.Fatalf("the working does not show Analytical: %q", got)
	}
	if got := b.Text("#table-announce"); !strings.Contains(got, "delayed attack") {
		t.Fatalf("the delayed attack is not resolved: %q", got)
	}
	if b.Count("#trap-1") != 0 {
		t.Fatal("the resolved delayed attack still waits")
	}
	b.Screenshot("analytical-390x844", 390, 844)
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// pickPlay picks the option of sel holding part and plays it.
func blessedPickPlay(b *Browser, sel, part string) {
	b.t.Helper()
	blessedPick(b, sel, part)
	play(b, sel+"-go")
}

// offers reports whether the select sel has an option holding part.
func blessedOffers(b *Browser, sel, part string) bool {
	b.t.Helper()
	var ok bool
	b.Eval(fmt.Sprintf(`(s => !!s && [...s.options].some(o => o.text.includes(%q)))(document.querySelector(%q))`, part, sel), &ok)
	return ok
}

// settleCheck rolls every roll left and reads the result.
func blessedSettle(b *Browser) {
	b.t.Helper()
	for b.Count("#check-roll") > 0 {
		play(b, "#check-roll")
	}
	play(b, "#check-settle")
}

// choose sets the select sel to value as a person would, and waits for
// the page to show it.
func blessedChoose(b *Browser, sel, value string) {
	b.t.Helper()
	b.WaitTrue(fmt.Sprintf(`(s => !!s && [...s.options].some(o => o.value === %q))(document.querySelector(%q))`, value, sel))
	var ok bool
	b.Eval(fmt.Sprintf(`(s => { s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return s.value === %q })(document.querySelector(%q))`, value, value, sel), &ok)
	if !ok {
		b.t.Fatalf("%s has no option %q", sel, value)
	}
	b.WaitTrue(fmt.Sprintf(`document.querySelector(%q).dataset.value === %q`, sel, value))
}

// At 360 px wide with the largest text and the dark theme, the setup,
// the check builder, an Endeavor's tracks and the whole sheet fit the
// width: nothing scrolls sideways.
func TestBlessedNarrowLargeText(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"theme": "dark", "text_size": "larger", "reduce_motion": true}`)
	b.Open(site.URL + "/#/new/blessed")
	b.WaitReady()
	b.Run("narrow", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	b.Type("#blessed-title", "A very long campaign title for a narrow screen")
	sideways(t, b)
	b.Screenshot("setup-larger-360x740", 360, 740)
	b.Click("#blessed-start")
	b.WaitVisible("#new-name")
	addCharacter(b, "Bartholomew the Unready", "3", "Lighthouse keeping")
	b.Type("#new-name", "The Drowned Choir")
	play(b, "#new-npc")
	play(b, "#endeavor-begin-1")
	blessedPickPlay(b, "#endeavor-join", "Bartholomew")
	blessedPickPlay(b, "#endeavor-join", "monstrosity at 12")
	blessedPickPlay(b, "#endeavor-position", "Bartholomew the Unready rolls Heart")
	blessedPickPlay(b, "#endeavor-position", "Choir rolls Hurt")
	b.Eval(`(() => { document.querySelectorAll("details").forEach(d => d.open = true); return true })()`, new(bool))
	sideways(t, b)
	b.Screenshot("endeavor-larger-360x740", 360, 740)
	b.Axe()
}
