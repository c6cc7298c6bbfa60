//go:build e2e

package e2e

import (
	"testing"
)

// The first visit renders the library and installs the offline cache; with
// the server gone a reload still starts the app.
func TestShellLoadsAndWorksOffline(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	if got := b.Text("h1"); got != "Games" {
		t.Fatalf("library heading = %q", got)
	}
	b.WaitServiceWorker()
	b.Screenshot("library-1024x768", 1024, 768)
	b.Screenshot("library-768x1024", 768, 1024)
	b.Axe()

	site.Stop()
	b.Reload()
	b.WaitReady()
	if got := b.Text("h1"); got != "Games" {
		t.Fatalf("offline library heading = %q", got)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Logf("page errors (offline reload may log failed update checks): %v", errs)
	}
}
