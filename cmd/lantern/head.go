//go:build !wasm

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
)

// The page's bar colours, web/lantern.css's --bg in each colour scheme.
const (
	themeLight = "#faf6ee"
	themeDark  = "#1b1712"
)

var (
	metaTag = regexp.MustCompile(`[ \t]*<meta [^>]*>\n?`)
	// go-app writes these whatever the Handler says: an author tag without
	// content, and og:url and og:image of just "https://" (no domain).
	emptyMeta  = regexp.MustCompile(`name="author"|property="og:(url|image)"`)
	themeColor = regexp.MustCompile(`name="theme-color"`)
)

// fixHead rewrites what go-app wrote into out: the page's head loses its
// empty tags and gets a theme colour per colour scheme; the manifest gets
// an id, so a later change of start_url does not make it another app.
func fixHead(out string) error {
	page := filepath.Join(out, "index.html")
	b, err := os.ReadFile(page)
	if err != nil {
		return err
	}
	b = metaTag.ReplaceAllFunc(b, func(tag []byte) []byte {
		switch {
		case emptyMeta.Match(tag):
			return nil
		case themeColor.Match(tag):
			return []byte(`    <meta name="theme-color" media="(prefers-color-scheme: light)" content="` + themeLight + `">` + "\n" +
				`    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="` + themeDark + `">` + "\n")
		}
		return tag
	})
	if err := os.WriteFile(page, b, 0o644); err != nil {
		return err
	}
	manifest := filepath.Join(out, "manifest.webmanifest")
	if b, err = os.ReadFile(manifest); err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	m["id"] = "/"
	m["theme_color"] = themeLight // the page's own tags follow the scheme once it is open
	if b, err = json.Marshal(m); err != nil {
		return err
	}
	return os.WriteFile(manifest, b, 0o644)
}
