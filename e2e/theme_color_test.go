//go:build e2e

package e2e

import (
	"encoding/json"
	"testing"
)

// The browser's bar colour follows the theme: one tag per colour scheme as
// built, and the chosen theme's background once one is chosen.
func TestShellThemeColor(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/settings")
	b.WaitRoute("/settings")
	want := func(light, dark string) {
		t.Helper()
		w, _ := json.Marshal([]string{"(prefers-color-scheme: light) " + light, "(prefers-color-scheme: dark) " + dark})
		b.WaitTrue(`JSON.stringify([...document.querySelectorAll('meta[name="theme-color"]')].map(m => m.media + " " + m.content)) === ` + quote(string(w)))
	}
	want("#faf6ee", "#1b1712")
	b.Click("#theme-dark")
	want("#1b1712", "#1b1712")
	b.Click("#theme-light")
	want("#faf6ee", "#faf6ee")
	b.Click("#theme-system")
	want("#faf6ee", "#1b1712")
}
