//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// An owner types a quarry in the form (at the largest text), hunts it,
// reloads, and deletes it; the saved hunt still opens, since its record
// carries the quarry.
func TestHuntQuarryForm(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"text_size": "larger"}`)
	b.Reload()
	b.WaitReady()
	b.WaitTrue(`document.documentElement.dataset.text === "larger"`)
	b.Go("/new/hunt")
	b.Click("#hunt-size-1")
	b.Type("#survivor-1-name", "Mara")
	b.Click("#hunt-quarry-new")
	b.WaitVisible("#q-name")
	b.WaitTrue(`document.activeElement.id === "q-name"`)

	// Save at once: every problem is told at its field.
	b.Click("#quarry-save")
	b.WaitVisible("#quarry-problems")
	if got := b.Text("#quarry-problems"); !strings.Contains(got, "Name: name must be 1–40 characters") ||
		!strings.Contains(got, "Card 1, title: title must be 1–60 characters") {
		t.Fatalf("problems told: %s", got)
	}
	var invalid string
	b.Eval(`document.querySelector("#q-name").getAttribute("aria-invalid") + " " + document.querySelector("#q-name").getAttribute("aria-describedby")`, &invalid)
	if invalid != "true q-name-error" {
		t.Errorf("the name field is %q, want invalid and described by its error", invalid)
	}
	b.Screenshot("quarry-problems-390x844", 390, 844)

	b.Type("#q-name", "Cinder Hare")
	b.Type("#q-blurb", "A hare of live coals that runs where grass burned.")
	b.Type("#q-levels-0-monster", "8")
	b.Type("#q-levels-0-basic", "1, 3")
	b.Type("#q-levels-0-cards", "2, 4")
	b.Type("#q-cards-0-title", "Ash Prints")
	b.Type("#q-cards-0-text", "Small burnt prints lead on.")
	choose(b, "#q-cards-0-decider", "check")
	b.WaitVisible("#q-cards-0-check")
	b.Type("#q-cards-0-check", "4")
	b.Type("#q-cards-0-pass", "resource:cinder fur")
	b.Type("#q-cards-0-fail", "injury:singed")
	b.Click("#q-cards-add")
	b.WaitTrue(`document.activeElement.id === "q-cards-1-title"`)
	b.Type("#q-cards-1-title", "Smoke")
	choose(b, "#q-cards-1-decider", "options")
	b.WaitVisible("#q-cards-1-options-1-label")
	b.Type("#q-cards-1-options-0-label", "Follow it")
	b.Type("#q-cards-1-options-0-effects", "team+1")
	b.Type("#q-cards-1-options-1-label", "Wait")
	b.Type("#q-cards-1-options-1-effects", "monster-1")
	var left string
	if b.Eval(`document.querySelector("#quarry-problems")?.textContent ?? ""`, &left); left != "" {
		t.Fatalf("problems left once all is typed: %s", left)
	}

	for _, w := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("quarry-form-%dx%d", w[0], w[1]), w[0], w[1])
		var wide []string
		if b.Eval(overflow, &wide); len(wide) > 0 {
			t.Errorf("the form overflows at %dx%d: %v", w[0], w[1], wide)
		}
		checkFields(t, "quarry form", w, look(b).Fields)
	}
	b.Axe()
	b.Click("#quarry-save")
	b.WaitTrue(`document.querySelector("#hunt-quarry-status")?.textContent.includes("Cinder Hare is saved on this device")`)
	b.WaitTrue(`document.activeElement.id === "hunt-quarry-status"`)
	b.WaitTrue(`document.getElementById("hunt-quarry-own:0").checked`)

	// Hunt it with Lantern's dice, reload halfway, and play to the end.
	b.Click("#hunt-start")
	b.WaitVisible("#hunt-action")
	if got := b.Text("h1"); !strings.Contains(got, "Cinder Hare") {
		t.Fatalf("title %q", got)
	}
	openJournal(b)
	for i := 0; !over(b); i++ {
		if i > 300 {
			t.Fatal("the hunt did not end")
		}
		if i == 6 {
			log, n := b.Text("#hunt-log"), moves(b)
			b.Reload()
			b.WaitReady()
			b.WaitTrue(`document.querySelector("#hunt-action, #hunt-ask") !== null`)
			openJournal(b)
			if got := b.Text("#hunt-log"); got != log || moves(b) != n {
				t.Fatalf("after reload %d moves (want %d), log differs", moves(b), n)
			}
		}
		if asking(b) {
			huntTap(b, ".hunt-answer")
		} else {
			huntTap(b, "#hunt-action")
		}
	}
	if log := b.Text("#hunt-log"); !strings.Contains(log, "Ash Prints") && !strings.Contains(log, "Smoke") {
		t.Errorf("no card of the typed quarry was revealed:\n%s", log)
	}
	saved := b.Route()

	// After a reload the quarry is still kept; edit shows it; delete it.
	b.Go("/new/hunt")
	b.Reload()
	b.WaitReady()
	b.WaitTrue(`document.getElementById("hunt-quarry-own:0") !== null`)
	tap(b, `label[for="hunt-quarry-own:0"]`)
	b.Click("#hunt-quarry-edit")
	b.WaitVisible("#q-name")
	var name string
	if b.Eval(`document.querySelector("#q-name").value + " / " + document.querySelector("#q-cards-1-options-1-effects").value`, &name); name != "Cinder Hare / monster-1" {
		t.Errorf("the form edits %q", name)
	}
	b.Click("#quarry-cancel")
	b.Click("#hunt-quarry-delete")
	b.WaitTrue(`document.querySelector("#hunt-quarry-status")?.textContent.includes("Cinder Hare is deleted from this device")`)
	b.WaitTrue(`document.activeElement.id === "hunt-quarry-undo"`)
	if got := b.Text("#hunt-quarry-undo"); got != "Undo: keep Cinder Hare" {
		t.Errorf("undo button %q", got)
	}
	for _, w := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("quarry-deleted-%dx%d", w[0], w[1]), w[0], w[1])
		var wide []string
		if b.Eval(overflow, &wide); len(wide) > 0 {
			t.Errorf("the setup overflows at %dx%d: %v", w[0], w[1], wide)
		}
	}
	var kept string
	if b.Eval(`localStorage.getItem("lantern.hunt.quarries")`, &kept); strings.Contains(kept, "Cinder") {
		t.Fatalf("still kept: %s", kept)
	}

	// The hunt saved before still opens with its quarry.
	b.Go(saved)
	b.WaitVisible("#hunt-summary")
	if got := b.Text("#hunt-summary"); !strings.Contains(got, "Cinder Hare") {
		t.Fatalf("the saved hunt after the delete:\n%s", got)
	}
	b.Screenshot("saved-hunt-after-delete-390x844", 390, 844)
}

// choose picks value in the select sel, as a person does.
func choose(b *Browser, sel, value string) {
	b.t.Helper()
	b.Run("choose "+value+" in "+sel, chromedp.SetValue(sel, value, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector(`+quote(sel)+`).dispatchEvent(new Event("change", {bubbles: true}))`, nil))
}
