//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/storage"
)

// When the browser drops the saved games under a running hunt (site data
// cleared, storage evicted), the next move opens the storage again and
// saves the hunt there, instead of saying on every move that it was not
// saved while promising a last save that is gone.
func TestClearedStorageIsOpenedAgain(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/new/hunt")
	b.WaitReady()
	b.Click("#hunt-size-2")
	b.Type("#survivor-1-name", "Mara")
	b.Type("#survivor-2-name", "Ode")
	b.Click("#hunt-start")
	b.WaitVisible("#hunt-action")
	route := b.Route()
	id := route[strings.LastIndex(route, "/")+1:]
	n := moves(b)

	b.Run("clear IndexedDB", storage.ClearDataForOrigin(site.URL, "indexeddb"))
	if u := updated(b, id); u != -1 {
		t.Fatalf("the save is still there after clearing site data (updated %v)", u)
	}
	step(b, n+1)
	waitSaved(b, id, -1)
	if c := b.Count("[role=alert]"); c != 0 {
		t.Fatalf("after the move: %q; want it saved", b.Text("[role=alert]"))
	}
	b.Reload()
	b.WaitReady()
	waitMoves(b, n+1)
}
