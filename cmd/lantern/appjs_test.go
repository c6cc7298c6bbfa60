//go:build !wasm

package main

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// goAppJS is app.js as go.mod's go-app generates it for Lantern's wasm path.
func goAppJS(t *testing.T, wasm string) string {
	t.Helper()
	h := &app.Handler{Resources: hashedWasm{ResourceResolver: app.LocalDir(""), name: wasm}}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/app.js", nil))
	if w.Code != 200 {
		t.Fatalf("go-app's /app.js: status %d", w.Code)
	}
	return w.Body.String()
}

// Lantern's loader replaces go-app's fetch and instantiation of app.wasm
// and nothing else; when go-app's app.js changes there (an upgrade), the
// build fails and says what to re-check, rather than start Go twice or not
// at all.
func TestPatchAppJS(t *testing.T) {
	const wasm = "/web/hashed/app-0123456789abcdef.wasm"
	js := goAppJS(t, wasm)
	got, err := patchAppJS(js, wasm)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"await lanternStartGo();", "function goappCanLoadWebAssembly()", "goappInitServiceWorker();", "function goappTryUpdate()"} {
		if !strings.Contains(got, want) {
			t.Errorf("patched app.js lacks %s", want)
		}
	}
	for _, gone := range []string{"fetchWithProgress", "instantiateStreaming", wasm} {
		if strings.Contains(got, gone) {
			t.Errorf("patched app.js still has %s", gone)
		}
	}

	changed := []struct{ name, old, new string }{
		{"progress loop", "controller.enqueue(value);", "controller.enqueue(value.slice());"},
		{"instantiation", "go.run(wasm.instance);", "await go.run(wasm.instance);"},
		{"start call", "\ngoappInitWebAssembly();\n", "\n"},
		{"bot check", "function goappCanLoadWebAssembly()", "function goappMayLoadWebAssembly()"},
		{"function renamed", "async function fetchWithProgress(url, progess) {", "async function fetchWithProgress(url, progress) {"},
	}
	for _, c := range changed {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(js, c.old) {
				t.Fatalf("go-app's app.js has no %q to change", c.old)
			}
			_, err := patchAppJS(strings.Replace(js, c.old, c.new, 1), wasm)
			if err == nil || !strings.Contains(err.Error(), "re-check web/loader.js") || !strings.Contains(err.Error(), "appJSHash") {
				t.Fatalf("patching a changed app.js: %v; want an error saying what to re-check", err)
			}
		})
	}
}
