//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"lantern/app/shell"
)

// fakeWeb copies the real web/ assets next to a stand-in app.wasm.
func fakeWeb(t *testing.T, wasm string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../../web")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "app.wasm"), []byte(wasm), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

var deferred = regexp.MustCompile(`<script (src="/web/update.js" defer|defer src="/web/update.js")></script>`)

func TestBuildSite(t *testing.T) {
	shell.Routes()
	web := fakeWeb(t, "not really wasm")
	out := filepath.Join(t.TempDir(), "dist")
	version, err := buildSite(web, out)
	if err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if read(filepath.FromSlash(hashedWasmPath(version))) != "not really wasm" {
		t.Fatal("hashed wasm missing or wrong")
	}
	tests := []struct{ file, want string }{
		{"app.js", "await lanternStartGo();"}, // web/loader.js compiled the wasm
		{"app.js", `"GOAPP_VERSION":"` + version + `"`},
		{"app.js", `"LANTERN_LIBRARIES":"github.com/google/uuid v1.6.0\n`}, // About's list
		{"app-worker.js", `"/web/icon.svg"`},
		{"app-worker.js", `"/app.css"`},
		{"app-worker.js", `"/web/start.js"`},
		{"app-worker.js", hashedWasmPath(version)},
		{"app-worker.js", `"/web/loader.js"`},
		{"app-worker.js", "event.waitUntil"},
		// the uncompressed size, for the progress bar
		{"index.html", `<script src="/web/loader.js" data-wasm="` + hashedWasmPath(version) + `" data-size="15"></script>`},
		{"index.html", `<script src="/web/start.js"></script>`},
		{"app.css", "/* web/lantern.css */\n/* Lantern's stylesheet."},
		{"app.css", "/* web/loader.css */"},
		{"manifest.webmanifest", `"/web/icon-maskable-512.png"`},
	}
	for _, tt := range tests {
		t.Run(tt.file+" has "+tt.want, func(t *testing.T) {
			if !strings.Contains(read(tt.file), tt.want) {
				t.Fatalf("%s lacks %s", tt.file, tt.want)
			}
		})
	}
	// go-app writes a tag's attributes in map order: src and defer either way.
	if !deferred.MatchString(read("index.html")) {
		t.Errorf("index.html lacks a deferred /web/update.js")
	}
	// The loader's script comes before the stylesheet, which would hold it
	// back, and is the only script that does.
	page := read("index.html")
	if i, j := strings.Index(page, `src="/web/loader.js"`), strings.Index(page, `rel="stylesheet"`); i < 0 || i > j {
		t.Errorf("index.html runs the loader at %d, after the stylesheet at %d", i, j)
	}
	if strings.Contains(page, `rel="preload"`) {
		t.Errorf("index.html preloads; an offline restart would never reuse the compiled wasm")
	}
	if n := strings.Count(page, "/web/loader.js"); n != 1 {
		t.Errorf("index.html names the loader %d times; want its one tag", n)
	}
	// One stylesheet blocks the first paint, not one per file.
	if n := strings.Count(read("index.html"), `rel="stylesheet"`); n != 1 {
		t.Errorf("index.html links %d stylesheets; want app.css alone", n)
	}
	for _, f := range []string{"index.html", "manifest.webmanifest", "app-worker.js"} {
		// og:url and og:image metadata say "https://" but are never fetched.
		s := strings.NewReplacer(`content="https://"`, "").Replace(read(f))
		if strings.Contains(s, "githubusercontent") || strings.Contains(s, `"http`) {
			t.Errorf("%s points at a remote asset: offline caching would break", f)
		}
	}
}

func TestVersionFollowsContent(t *testing.T) {
	versionOf := func(wasm string) string {
		dir := fakeWeb(t, wasm)
		files, err := webFiles(dir)
		if err != nil {
			t.Fatal(err)
		}
		v, err := contentVersion(dir, files)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	a, b, a2 := versionOf("one"), versionOf("two"), versionOf("one")
	if a == b || a != a2 {
		t.Fatalf("versions %s %s %s: want equal for equal content only", a, b, a2)
	}
}

func TestResetDirRefusesSourceTree(t *testing.T) {
	if err := resetDir("../.."); err == nil {
		t.Fatal("resetDir accepted the module root")
	}
}
