//go:build e2e

package e2e

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// An Endeavor action's chance of success reads the position roll already
// made: a Normal advance on a roll of 4 or less can only fail (0 %), on
// 5 or more can only succeed (100 %).
func TestBlessedEndeavorOddsKnowThePositionRoll(t *testing.T) {
	b := newCampaign(t, "")
	addCharacter(b, "Ada", "1", "Knots")
	play(b, "#endeavor-begin-0")
	blessedPickPlay(b, "#endeavor-join", "Ada joins")
	blessedPickPlay(b, "#endeavor-position", "Ada rolls Head")
	label := b.Text("#track-1")
	m := regexp.MustCompile(`position Head (\d+)`).FindStringSubmatch(label)
	if m == nil {
		t.Fatalf("Ada's track: %q", label)
	}
	roll, _ := strconv.Atoi(m[1])
	blessedPickPlay(b, "#endeavor-act", "advance")
	want := "Chance of success: 0%"
	if roll >= 5 {
		want = "Chance of success: 100%"
	}
	if got := b.Text("#check-odds"); !strings.Contains(got, want) {
		t.Fatalf("a position roll of %d: %q, want %q", roll, got, want)
	}
	endeavorShot(b, "#blessed-check", "odds-390x844", 390, 844)
	endeavorShot(b, "#blessed-check", "odds-768x1024", 768, 1024)
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// In a race, the Fatigue checks come before the special action and cannot
// be skipped; a racer reaching the finish line ends the race.
func TestBlessedRaceFatigueThenFinish(t *testing.T) {
	b := newCampaign(t, "")
	addCharacter(b, "Ada", "1", "Knots")
	addCharacter(b, "Bram", "3", "Locks")
	play(b, "#endeavor-begin-2")
	blessedPickPlay(b, "#endeavor-join", "Ada joins")
	blessedPickPlay(b, "#endeavor-join", "Bram joins")
	blessedPickPlay(b, "#endeavor-finish", "Finish line at 12")
	blessedPickPlay(b, "#endeavor-terrain", "Bram: Terrain at 3")
	blessedPickPlay(b, "#endeavor-position", "Ada rolls Head")
	blessedPickPlay(b, "#endeavor-position", "Bram rolls Heart")
	for range 4 { // Ada protects herself, spending a Blessing: a Fatigue button
		if !strings.Contains(b.Text("#endeavor-phase"), "'s turn") {
			break
		}
		if blessedOffers(b, "#endeavor-act", "Ada spends a") {
			blessedPickPlay(b, "#endeavor-act", "Ada spends a")
		}
		play(b, "#endeavor-end-turn")
	}
	if got := b.Text("#endeavor-phase"); !strings.Contains(got, "Fatigue") {
		t.Fatalf("after the turns: %q", got)
	}
	if b.Count("#endeavor-skip-special") != 0 || b.Count("#endeavor-special") != 0 {
		t.Fatal("the special action is offered before the Fatigue check")
	}
	endeavorShot(b, "#blessed-endeavor", "fatigue-1024x768", 1024, 768)
	endeavorShot(b, "#blessed-endeavor", "fatigue-768x1024", 768, 1024)
	endeavorShot(b, "#blessed-endeavor", "fatigue-390x844", 390, 844)
	b.Axe()
	blessedPickPlay(b, "#endeavor-fatigue", "Ada checks Head")
	blessedSettle(b)
	if b.Count("#endeavor-tracks") > 0 { // Ada may have left the race; else the special action is open
		if b.Count("#endeavor-skip-special") == 0 {
			t.Fatal("the special action waits after the Fatigue check")
		}
		play(b, "#endeavor-skip-special")
		for b.Count("#endeavor-tracks") > 0 {
			blessedPickPlay(b, "#endeavor-hand", "Ada up 10")
		}
		if got := b.Text("#table-announce"); !strings.Contains(got, "finish line") {
			t.Fatalf("the race's last step: %q", got)
		}
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// A monstrosity added from the Endeavor's short form and moved down onto
// its Recovery button is heard recovering.
func TestBlessedRecoveryAnnounced(t *testing.T) {
	b := newCampaign(t, "")
	addCharacter(b, "Ada", "1", "Knots")
	play(b, "#endeavor-begin-1")
	blessedPickPlay(b, "#endeavor-join", "Ada joins")
	b.Click("#monster-add summary")
	b.Type("#monster-name", "Grub")
	blessedChoose(b, "#monster-sp", "12")
	endeavorShot(b, "#monster-add", "monster-form-390x844", 390, 844)
	b.Axe()
	tap(b, "#monster-add-go")
	b.WaitTrue(`document.querySelector(".blessed").dataset.moves === "5"`) // the character, the Endeavor, Ada joins, Grub added and joined
	if got := b.Text("#track-2"); !strings.Contains(got, "Grub: at 12 (monstrosity") {
		t.Fatalf("Grub's track after the short form: %q", got)
	}
	blessedPickPlay(b, "#endeavor-recovery", "3 below")
	blessedPickPlay(b, "#endeavor-hand", "Grub down 4")
	want := "Grub moves down to its Recovery button at 9 and recovers to 12"
	if got := b.Text("#table-announce"); !strings.Contains(got, want) {
		t.Fatalf("announced %q, want %q", got, want)
	}
	if got := b.Text("#track-2"); !strings.Contains(got, "at 12") {
		t.Fatalf("Grub's track after recovering: %q", got)
	}
	endeavorShot(b, "#blessed-endeavor", "recovery-1024x768", 1024, 768)
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// endeavorShot scrolls sel into view and takes a screenshot.
func endeavorShot(b *Browser, sel, name string, w, h int64) {
	b.t.Helper()
	b.Eval(fmt.Sprintf(`(e => { e.scrollIntoView(); return true })(document.querySelector(%q))`, sel), new(bool))
	b.Screenshot(name, w, h)
}
