//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"lantern/rules/record"
)

// cardJS finds the save card whose title is title.
func cardJS(title string) string {
	return `[...document.querySelectorAll(".saves > li")].find(li => (li.querySelector("h2")||{}).textContent === ` + quote(title) + `)`
}

// The saves page's cards: actions spaced apart and of one height, Delete
// styled as destructive, Open for a finished game, and every outcome
// (a copy, a deletion and its Undo, a restore) told beside the card acted
// on, not at the top of the page.
func TestSavesCards(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	done, hash := hopeLink(t, 11, 0) // a complete game
	openLink(t, b, site, done, hash)
	b.Go("/saves")
	b.WaitVisible(".save")
	b.Click(`.save button[aria-label^="Rename"]`)
	b.WaitVisible(".rename input")
	b.Eval(`document.querySelector(".rename input").select(), true`, nil)
	b.Type(".rename input", "Finished")
	b.Click("#rename-save")
	b.WaitTrue(cardJS("Finished") + ` !== undefined`)
	if txt := b.Text(".save .actions a"); txt != "Open" {
		t.Fatalf("a finished game's first action is %q; want Open", txt)
	}

	b.Click(`.save button[aria-label="Duplicate Finished"]`)
	b.WaitTrue(cardJS("Finished (copy)") + ` !== undefined`)
	var where string
	b.WaitTrue(`document.querySelector(".save .feedback [role=status] span") !== null`)
	b.Eval(`(() => { const s = document.querySelector(".feedback [role=status] span");
		return s.closest(".save").querySelector("h2").textContent + ": " + s.textContent })()`, &where)
	if where != "Finished (copy): Copied from Finished." {
		t.Fatalf("the copy's notice reads %q; want it on the copy's card", where)
	}

	var layout struct {
		Heights []float64
		Gaps    []float64
		Danger  string
		Plain   string
	}
	b.Eval(`(() => { const row = document.querySelector(".save .actions"); const els = [...row.children];
		const r = els.map(e => e.getBoundingClientRect()); const gaps = [];
		for (let i = 1; i < r.length; i++) if (Math.abs(r[i].top - r[i-1].top) < 1) gaps.push(r[i].left - r[i-1].right);
		const del = row.querySelector("button[aria-label^=Delete]");
		return {heights: r.map(x => x.height), gaps, danger: getComputedStyle(del).backgroundColor,
			plain: getComputedStyle(row.querySelector("button[aria-label^=Rename]")).backgroundColor} })()`, &layout)
	for _, h := range layout.Heights {
		if h != layout.Heights[0] {
			t.Errorf("action heights differ: %v", layout.Heights)
			break
		}
	}
	for _, g := range layout.Gaps {
		if g < 8 {
			t.Errorf("actions %v px apart; want at least 8", layout.Gaps)
			break
		}
	}
	if layout.Danger == layout.Plain {
		t.Errorf("Delete looks like every other action (%s)", layout.Danger)
	}
	b.Screenshot("saves-1024x768", 1024, 768)
	b.Screenshot("saves-390x844", 390, 844)

	var before int
	b.Eval(`[...document.querySelectorAll(".saves > li")].indexOf(`+cardJS("Finished (copy)")+`)`, &before)
	b.Click(`.save button[aria-label="Delete Finished (copy)"]`)
	b.WaitTrue(`document.querySelectorAll(".save").length === 1`)
	var at int
	b.Eval(`[...document.querySelectorAll(".saves > li")].indexOf(document.querySelector(".card.deleted"))`, &at)
	if at != before {
		t.Fatalf("the deleted card's Undo is at place %d; the card was at %d", at, before)
	}
	if txt := b.Text(".card.deleted"); !strings.Contains(txt, "Deleted Finished (copy).") {
		t.Fatalf("the deleted card says %q", txt)
	}
	b.Screenshot("deleted-390x844", 390, 844)
	b.Axe()
	b.Click(`.card.deleted button[aria-label="Undo delete"]`)
	b.WaitTrue(`document.querySelectorAll(".save").length === 2 && !document.querySelector(".card.deleted")`)
	b.WaitTrue(cardJS("Finished (copy)") + `.textContent.includes("Restored Finished (copy).")`)
}

// A shared game keeps its title and the share page names it; the same
// link opened twice offers the save it made, with Open, not a silent copy.
func TestSharedTitleAndTwice(t *testing.T) {
	site := StartSite(t)
	a := NewBrowser(t)
	payload, hash := hopeLink(t, 11, 0) // complete: the bots cannot play it on
	openLink(t, a, site, payload, hash)
	a.Go("/saves")
	a.WaitVisible(".save")
	a.Click(`.save button[aria-label^="Rename"]`)
	a.WaitVisible(".rename input")
	a.Eval(`document.querySelector(".rename input").select(), true`, nil)
	a.Type(".rename input", "Tuesday night")
	a.Click("#rename-save")
	a.WaitTrue(cardJS("Tuesday night") + ` !== undefined`)
	a.Click(`.save a[aria-label="Share Tuesday night"]`)
	a.WaitVisible("#share-link")
	a.WaitTrue(`document.querySelector("h1").textContent === "Share “Tuesday night”"`)
	if txt := a.Text(".share-game"); !strings.HasPrefix(txt, "Hope Inhumanity · ") {
		t.Fatalf("the share page names the game %q", txt)
	}
	a.Screenshot("share-1024x768", 1024, 768)
	a.Screenshot("share-390x844", 390, 844)
	var link string
	a.Eval(`document.getElementById("share-link").value`, &link)
	_, shared, _ := strings.Cut(link, record.LinkPrefix)
	if f, err := record.DecodeLinkFile(shared); err != nil || f.Title != "Tuesday night" {
		t.Fatalf("the share link holds title %q, %v", f.Title, err)
	}

	b := NewBrowser(t)
	b.Open(site.URL + "/#/r/" + shared)
	b.WaitReady()
	b.WaitTrue(`document.querySelector("h1").textContent === "A shared game: Tuesday night"`)
	b.Click("#link-import")
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/")`)
	route := b.Route()
	b.Go("/saves")
	b.WaitTrue(cardJS("Tuesday night") + ` !== undefined`)

	b.Go("/r/" + shared)
	b.WaitVisible("#link-open")
	if txt := b.Text(".link-have"); !strings.Contains(txt, "You already have this game") || !strings.Contains(txt, "Tuesday night") {
		t.Fatalf("opening the link again says %q", txt)
	}
	b.Screenshot("twice-390x844", 390, 844)
	b.Screenshot("twice-1024x768", 1024, 768)
	b.Axe()
	b.Click("#link-open")
	b.WaitTrue(`document.getElementById("lantern").dataset.route === ` + quote(route))
	if n := saveCount(b); n != 1 {
		t.Fatalf("the link opened twice made %d saves; want 1", n)
	}
}
