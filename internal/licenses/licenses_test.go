//go:build !wasm

package licenses

import (
	"bytes"
	"slices"
	"testing"

	"lantern/internal/golden"
)

// web/licenses.txt, which the site ships, is the licence of every module
// app.wasm links, as the modules themselves state it.
func TestLicensesFile(t *testing.T) {
	mods, err := Wasm("lantern/cmd/lantern")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"github.com/maxence-charriere/go-app/v10", "github.com/google/uuid"} {
		if !has(mods, want) {
			t.Fatalf("the wasm build's modules %v lack %s", mods, want)
		}
	}
	text, err := Text(mods)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range mods {
		if !bytes.Contains(text, []byte("\n"+m.Path+" "+m.Version+"\n")) {
			t.Fatalf("licenses.txt lacks %s", m.Path)
		}
		want = append(want, m.Path+" "+m.Version)
	}
	if got := Libraries(text); !slices.Equal(got, want) {
		t.Fatalf("Libraries reads %q back, Text wrote %q", got, want)
	}
	golden.Check(t, "../../web/licenses.txt", text)
}

func has(mods []Module, path string) bool {
	for _, m := range mods {
		if m.Path == path {
			return true
		}
	}
	return false
}
