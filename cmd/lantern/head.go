//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
	stylesheet = regexp.MustCompile(`[ \t]*<link [^>]*rel="stylesheet"[^>]*>\n`)
)

// loaderTag starts app.wasm's download and compile before the stylesheet
// (a script after a stylesheet waits for it) and carries the wasm's path
// and uncompressed size (the body the loader reads is uncompressed,
// whatever the host's compression). The wasm is not preloaded: Chromium
// hands fetch() a preloaded response without the service worker cache's
// compiled code, so an offline restart would compile it again every time
// (docs/architecture.md).
func loaderTag(wasm string, size int64) string {
	return fmt.Sprintf(`    <script src="%s" data-wasm="%s" data-size="%d"></script>`+"\n", loaderScript, wasm, size)
}

// fixHead rewrites what go-app wrote into out: the page's head loses its
// empty tags, gets a theme colour per colour scheme and Lantern's loader
// (loaderTag); the manifest gets an id, so a later change of start_url
// does not make it another app.
func fixHead(out, wasm string, wasmSize int64) error {
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
	at := stylesheet.FindIndex(b)
	if at == nil {
		return fmt.Errorf("%s has no stylesheet to put the loader before", page)
	}
	b = slices.Concat(b[:at[0]], []byte(loaderTag(wasm, wasmSize)), b[at[0]:])
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
