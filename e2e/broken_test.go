//go:build e2e

package e2e

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"lantern/rules/record"
)

// A save that no longer opens (here: its fingerprint no longer matches its
// moves) is never a dead page (G-02): the game page says why, opens a copy
// at its last move that works, leaves the save as it was, and deletes it
// only when asked twice.
func TestBrokenSaveRecoversOrDeletes(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	payload, hash := hopeLink(t, 7, 60)
	openLink(t, b, site, payload, hash)
	id := strings.TrimPrefix(b.Route(), "/play/hope/")

	rec, _ := hopeRecord(t, 7, 60)
	rec.Check = make([]byte, record.CheckSize) // a fingerprint no state has
	bad, err := record.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	b.Go("/saves")
	var put bool
	b.Eval(fmt.Sprintf(`new Promise((ok, fail) => {
		const open = indexedDB.open("lantern-saves");
		open.onsuccess = () => {
			const tx = open.result.transaction("records", "readwrite");
			const bytes = Uint8Array.from(atob(%s), c => c.charCodeAt(0));
			tx.objectStore("records").put(bytes, %s);
			tx.oncomplete = () => { open.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
		open.onerror = () => fail(open.error);
	})`, quote(base64.StdEncoding.EncodeToString(bad)), quote(id)), &put)

	b.Go("/play/hope/" + id)
	b.WaitVisible("[data-open-error]")
	t.Logf("broken save: %s", b.Text("[data-open-error]"))
	b.Screenshot("broken-save-390x844", 390, 844)
	b.Axe()
	b.Click("#broken-recover")
	b.WaitTrue(fmt.Sprintf(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/") && !document.getElementById("lantern").dataset.route.endsWith(%s)`, quote(id)))
	if got := dataHash(b, "#hope"); got != hash {
		t.Fatalf("the recovered copy is at state %s; the save's moves reach %s", got, hash)
	}
	if n := saveCount(b); n != 2 {
		t.Fatalf("after recovering, %d saves; want the broken one and its copy", n)
	}

	b.Go("/play/hope/" + id)
	b.WaitVisible("#broken-delete")
	b.Click("#broken-delete")
	b.WaitVisible("#broken-delete-confirm")
	b.Click("#broken-delete-confirm")
	b.WaitRoute("/saves")
	if n := saveCount(b); n != 1 {
		t.Fatalf("after deleting the broken save, %d saves; want the copy alone", n)
	}
}
