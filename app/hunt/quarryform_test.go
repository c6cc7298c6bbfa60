package hunt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/internal/htmltest"
)

// fresh is a setup screen on a device that keeps no quarry.
func fresh(t *testing.T) *Setup {
	t.Helper()
	if err := browser.Local.Del(quarriesKey); err != nil {
		t.Fatal(err)
	}
	s := &Setup{}
	s.OnInit()
	return s
}

// render shows the screen as s stands; s itself is never mounted, so the
// test can go on changing it.
func renderSetup(t *testing.T, s *Setup) string {
	t.Helper()
	c := &Setup{}
	*c = *s
	return htmltest.Render(t, c)
}

func typeIn(d *draft, fields ...string) {
	for i := 0; i+1 < len(fields); i += 2 {
		d.set(fields[i], fields[i+1])
	}
}

// A quarry typed in the form is kept on the device, chosen, and offered
// to edit, export and delete.
func TestQuarryFormSavesATypedQuarry(t *testing.T) {
	s := fresh(t)
	s.newQuarry(app.Context{}, app.Event{})
	html := renderSetup(t, s)
	htmltest.Has(t, html, "Type your quarry", `for="q-name"`, `id="q-levels-0-monster"`, `id="q-cards-0-title"`, `data-field="cards.0.pass"`,
		`aria-describedby="q-effects-hint"`, `id="quarry-save"`)
	htmltest.Lacks(t, html, "Not saved yet", "aria-invalid", "field-error")
	typeIn(s.draft, "name", "Ash Stag", "levels.0.monster", "8", "levels.0.basic", "1, 3, 7", "levels.0.cards", "2",
		"cards.0.title", "Warm Hoofprints", "cards.0.text", "Still warm.", "cards.0.pass", "team+1")
	s.saveDraft(app.Context{}, app.Event{})
	if s.draft != nil || len(s.owned) != 1 || s.quarry != "own:0" {
		t.Fatalf("not saved: draft %v, owned %d, quarry %q", s.draft, len(s.owned), s.quarry)
	}
	kept, msg := loadOwned()
	if msg != "" || len(kept) != 1 || kept[0].Name != "Ash Stag" || len(kept[0].Levels[0].Slots) != 4 {
		t.Fatalf("kept %+v %s", kept, msg)
	}
	htmltest.Has(t, renderSetup(t, s), "Ash Stag is saved on this device", "Edit Ash Stag", "Export Ash Stag", "Delete Ash Stag")

	s.editQuarry(app.Context{}, app.Event{})
	if s.draft == nil || s.draft.name != "Ash Stag" || s.draft.levels[0].basic != "1, 3, 7" {
		t.Fatalf("edit opened %+v", s.draft)
	}
	s.draft.set("cards.0.title", "Cold Hoofprints")
	s.saveDraft(app.Context{}, app.Event{})
	if kept, _ := loadOwned(); len(kept) != 1 || kept[0].Deck[0].Title != "Cold Hoofprints" {
		t.Fatalf("the edit was not kept in place: %+v", kept)
	}
}

// A Save with problems keeps the form open and tells each at its field,
// tied to it for screen readers, and in a summary.
func TestQuarryFormTellsProblemsAtTheirFields(t *testing.T) {
	s := fresh(t)
	s.newQuarry(app.Context{}, app.Event{})
	typeIn(s.draft, "levels.0.basic", "6", "cards.0.decider", "check")
	s.saveDraft(app.Context{}, app.Event{})
	if s.draft == nil {
		t.Fatal("a quarry with problems was saved")
	}
	html := renderSetup(t, s)
	htmltest.Has(t, html, `id="quarry-problems"`, `role="alert"`, "Not saved yet: 5 fields to put right.",
		"Name: name must be 1–40 characters",
		"Level 1, the monster’s space: type a whole number from 1 to 12",
		"Level 1, basic hunt event cards: no card may start on space 6",
		"Card 1, title: title must be 1–60 characters",
		"Card 1, the check: type a whole number from 2 to 10",
		`id="q-name-error"`, `aria-describedby="q-levels-0-basic-error q-spaces-hint"`)
	if n := strings.Count(html, `aria-invalid`); n != 5 {
		t.Errorf("%d fields marked invalid, want 5", n)
	}
	if strings.Index(html, "Name: name") > strings.Index(html, "Card 1, title") {
		t.Error("the summary is not in the form's order")
	}
}

func TestQuarryFormRefusesAKeptName(t *testing.T) {
	s := fresh(t)
	s.importedQuarry("ash-stag.json", ashStag(t), nil)
	s.newQuarry(app.Context{}, app.Event{})
	typeIn(s.draft, "name", "ash stag")
	s.saveDraft(app.Context{}, app.Event{})
	htmltest.Has(t, renderSetup(t, s), "you already keep a quarry called Ash Stag")
}

// Cards, bands and options come and go by the field their button names.
func TestQuarryFormRows(t *testing.T) {
	d := newDraft()
	if got := d.add("cards"); got != "cards.1.title" || len(d.cards) != 2 {
		t.Fatalf("add card: %q, %d cards", got, len(d.cards))
	}
	d.set("cards.1.decider", "bands")
	if len(d.cards[1].bands) != 3 || d.cards[1].bands[2].from != "8" {
		t.Fatalf("bands start as 1–3, 4–7, 8–10: %+v", d.cards[1].bands)
	}
	d.set("cards.1.bands.2.effects", "resource:ash")
	d.remove("cards.1.bands.0")
	if len(d.cards[1].bands) != 2 || d.cards[1].bands[1].effects != "resource:ash" {
		t.Fatalf("remove band: %+v", d.cards[1].bands)
	}
	d.set("cards.0.decider", "options")
	if got := d.add("cards.0.options"); got != "cards.0.options.2.label" {
		t.Fatalf("add option: %q", got)
	}
	d.remove("cards.0")
	if len(d.cards) != 1 || d.cards[0].decider != "bands" {
		t.Fatalf("remove card: %+v", d.cards)
	}
	d.setLevels(3)
	d.set("levels.2.monster", "11")
	d.setLevels(1)
	if len(d.levels) != 1 {
		t.Fatalf("%d levels", len(d.levels))
	}
	for _, f := range []string{"cards.9.title", "levels.x.monster", "nothing", "cards.0.bands.7.to"} {
		d.set(f, "x") // names no field: changes nothing, and does not panic
	}
}

// Deleting a kept quarry says which, and Undo puts it back where it was.
func TestDeleteAQuarryAndUndo(t *testing.T) {
	s := fresh(t)
	s.importedQuarry("ash-stag.json", ashStag(t), nil)
	other := ashStag(t)
	other.Name = "Bone Hare"
	s.importedQuarry("bone-hare.json", other, nil)
	s.quarry = "own:0"
	s.deleteQuarry(app.Context{}, app.Event{})
	kept, _ := loadOwned()
	if len(kept) != 1 || kept[0].Name != "Bone Hare" || s.quarry != "gloam-moth" {
		t.Fatalf("kept %d, chosen %q", len(kept), s.quarry)
	}
	htmltest.Has(t, renderSetup(t, s), "Ash Stag is deleted from this device. Hunts of it already saved still open.", "Undo: keep Ash Stag")
	s.undoDelete(app.Context{}, app.Event{})
	kept, _ = loadOwned()
	if len(kept) != 2 || kept[0].Name != "Ash Stag" || s.quarry != "own:0" || s.removed != nil {
		t.Fatalf("undo: kept %d, chosen %q", len(kept), s.quarry)
	}
}

// Spaces may be typed with commas, semicolons or spaces between them.
func TestQuarryFormReadsSpaces(t *testing.T) {
	for _, typed := range []string{"1, 3, 7", "1 3 7", "1;3; 7", " 1,3 ,7 "} {
		d := fromQuarry(ashStag(t), -1)
		d.set("levels.0.basic", typed)
		q, errs := d.quarry()
		if basic, _ := q.Levels[0].Spaces(); len(errs) != 0 || fmt.Sprint(basic) != "[1 3 7]" {
			t.Errorf("%q read as %v (%v)", typed, basic, errs)
		}
	}
}

// Row buttons name their card for a screen reader going from button to
// button: every card's first band has a "Remove band 1".
func TestQuarryFormRowButtonsNameTheirCard(t *testing.T) {
	s := fresh(t)
	s.newQuarry(app.Context{}, app.Event{})
	s.draft.add("cards")
	s.draft.set("cards.1.decider", "bands")
	s.draft.set("cards.0.decider", "options")
	htmltest.Has(t, renderSetup(t, s), `aria-label="Remove band 1 of card 2"`, `aria-label="Add a band to card 2"`,
		`aria-label="Remove option 2 of card 1"`, `aria-label="Add an option to card 1"`, `data-field="cards.1.bands.2"`)
}
