//go:build e2e

package e2e

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"lantern/internal/licenses"
)

// The About page names this build's version and every library app.wasm
// links (the wasm build's own modules), and the licences it links to are
// served, offline too.
func TestAboutLibrariesAndVersion(t *testing.T) {
	site := StartSite(t)
	mods, err := licenses.Wasm("lantern/cmd/lantern")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range mods {
		want = append(want, m.Path+" "+m.Version)
	}
	wasm, _ := filepath.Glob(filepath.Join(site.Dir, "web", "hashed", "app-*.wasm"))
	if len(wasm) != 1 {
		t.Fatalf("hashed wasm: %v", wasm)
	}
	version := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(wasm[0]), "app-"), ".wasm")

	b := NewBrowser(t)
	b.Open(site.URL + "/#/about")
	b.WaitRoute("/about")
	b.WaitServiceWorker()
	b.Offline(true)
	b.Reload()
	b.WaitRoute("/about")
	if got := b.Text(".version"); got != version {
		t.Errorf("version shown %q, want %q", got, version)
	}
	var got []string
	b.Eval(`[...document.querySelectorAll(".libraries li")].map(li => li.textContent.replace(" (patched)", ""))`, &got)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("About lists %q, the wasm build links %q", got, want)
	}
	var text string
	b.Eval(`fetch(document.querySelector('a[href="/web/licenses.txt"]').href).then(r => r.ok ? r.text() : "status " + r.status)`, &text)
	for _, w := range want {
		if !strings.Contains(text, "\n"+w+"\n") {
			t.Errorf("licenses.txt as served offline lacks %s", w)
		}
	}
	var shown bool
	b.Eval(`(document.querySelector(".libraries").scrollIntoView({block: "center"}), true)`, &shown)
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("about-%dx%d", size[0], size[1]), size[0], size[1])
	}
	b.Axe()
}
