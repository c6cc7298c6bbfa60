//go:build !wasm

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"lantern/app/shell"
)

// The built page's head has no empty author, og:url or og:image tag (go-app
// writes them whatever the Handler says), a theme colour for each colour
// scheme, and the manifest an id and the light theme's colour.
func TestHeadAndManifest(t *testing.T) {
	shell.Routes()
	out := filepath.Join(t.TempDir(), "dist")
	if _, err := buildSite(fakeWeb(t, "wasm"), out); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range regexp.MustCompile(`<meta [^>]*>`).FindAllString(string(page), -1) {
		if regexp.MustCompile(`"(author|og:url|og:image)"`).MatchString(tag) {
			t.Errorf("head has %s, which says nothing", tag)
		}
	}
	for _, want := range []string{
		`<meta name="theme-color" media="(prefers-color-scheme: light)" content="` + themeLight + `">`,
		`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="` + themeDark + `">`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("head lacks %s", want)
		}
	}
	if n := strings.Count(string(page), `name="theme-color"`); n != 2 {
		t.Errorf("head has %d theme-color tags, want 2", n)
	}
	b, err := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m["id"] != "/" || m["theme_color"] != themeLight || m["name"] != "Lantern" {
		t.Errorf("manifest id %v, theme_color %v, name %v", m["id"], m["theme_color"], m["name"])
	}
}
