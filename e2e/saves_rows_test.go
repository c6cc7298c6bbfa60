//go:build e2e

package e2e

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"lantern/rules/record"
)

// savesNamed makes one save for each title, oldest first, from Hope links.
func savesNamed(t *testing.T, b *Browser, site *Site, titles ...string) {
	t.Helper()
	for i, title := range titles {
		payload, hash := hopeLink(t, uint64(20+i), 10)
		openLink(t, b, site, payload, hash)
		b.Go("/saves")
		b.WaitTrue(fmt.Sprintf(`document.querySelectorAll(".save").length === %d`, i+1))
		var id string
		b.Eval(fmt.Sprintf(`[...document.querySelectorAll(".save")].find(r => !%s.includes(r.querySelector("h2").textContent)).dataset.saveId`, jsList(titles)), &id)
		b.Click(fmt.Sprintf(`.save[data-save-id=%q] button[aria-label^="Rename"]`, id))
		b.WaitVisible(".rename input")
		b.Eval(`document.querySelector(".rename input").select(), true`, nil)
		b.Type(".rename input", title)
		b.Click("#rename-save")
		waitTitles(b, titles[:i+1]...)
	}
}

func jsList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = quote(s)
	}
	return "[" + strings.Join(q, ",") + "]"
}

// waitTitles waits until the saves page lists exactly these titles, in any order.
func waitTitles(b *Browser, titles ...string) {
	b.WaitTrue(fmt.Sprintf(`(() => { const got = [...document.querySelectorAll(".save h2")].map(h => h.textContent).sort();
		const want = %s.sort(); return got.length === want.length && got.every((g, i) => g === want[i]) })()`, jsList(titles)))
}

func waitNotice(t *testing.T, b *Browser, want string) {
	t.Helper()
	b.WaitTrue(fmt.Sprintf(`[...document.querySelectorAll(".status")].some(s => s.textContent.includes(%s))`, quote(want)))
}

// Every button of a row acts on that row's save after the list changed
// under it: go-app keeps the handler a row was first drawn with, so the
// row's save is read from the element at the click (issue #11).
func TestSavesRowsActOnTheirSave(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	savesNamed(t, b, site, "Alpha", "Bravo", "Charlie")

	// The copy is drawn first (newest), in the row that showed Charlie.
	b.Click(`.save button[aria-label="Duplicate Bravo"]`)
	waitTitles(b, "Alpha", "Bravo", "Charlie", "Bravo (copy)")
	b.Click(`.save button[aria-label="Delete Bravo (copy)"]`)
	waitNotice(t, b, "Deleted Bravo (copy).")
	waitTitles(b, "Alpha", "Bravo", "Charlie")

	// Deleting the first row moves every other row up one.
	first := b.Text(".save h2")
	b.Click(fmt.Sprintf(`.save button[aria-label="Delete %s"]`, first))
	waitNotice(t, b, "Deleted "+first+".")
	moved := b.Text(".save h2")
	if moved == first {
		t.Fatalf("%s still first after its delete", first)
	}

	b.Eval(`(() => { window.__blobs = []; const o = URL.createObjectURL;
		URL.createObjectURL = b => { window.__blobs.push(b); return o.call(URL, b); }; return true })()`, nil)
	b.Click(fmt.Sprintf(`.save button[aria-label="Export %s to a file"]`, moved))
	b.WaitTrue(`window.__blobs.length === 1`)
	var b64 string
	b.Eval(`window.__blobs[0].arrayBuffer().then(b => { let s = ""; for (const c of new Uint8Array(b)) s += String.fromCharCode(c); return btoa(s); })`, &b64)
	file, _ := base64.StdEncoding.DecodeString(b64)
	if f, err := record.UnmarshalFile(file); err != nil || f.Title != moved {
		t.Fatalf("exporting %s wrote the file of %q (%v)", moved, f.Title, err)
	}

	b.Click(fmt.Sprintf(`.save button[aria-label="Duplicate %s"]`, moved))
	waitNotice(t, b, "Copied from "+moved+".")
	b.WaitTrue(fmt.Sprintf(`[...document.querySelectorAll(".save h2")].some(h => h.textContent === %s)`, quote(moved+" (copy)")))

	row := fmt.Sprintf(`.save button[aria-label="Rename %s"]`, moved)
	b.Click(row)
	b.WaitVisible(".rename input")
	if v := b.Text(".rename label"); v != "New title" {
		t.Fatalf("rename shows %q", v)
	}
	var editing string
	b.Eval(`document.querySelector(".rename input").value`, &editing)
	if editing != moved {
		t.Fatalf("Rename %s opened the title %q", moved, editing)
	}
	b.Eval(`document.querySelector(".rename input").select(), true`, nil)
	b.Type(".rename input", "Delta")
	b.Click("#rename-save")
	b.WaitTrue(`[...document.querySelectorAll(".save h2")].some(h => h.textContent === "Delta")`)
	b.Axe()
}
