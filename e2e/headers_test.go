//go:build e2e

package e2e

import (
	"io/fs"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// Every file of the built site, as served with netlify.toml's headers:
// a file whose name stays the same between releases is revalidated
// (no-cache), or a browser would keep last release's stylesheet or icon
// beside this release's code; a hashed one is kept forever. Every response
// carries the security headers, and the CSP admits no data: image.
func TestHeadersOfEveryFile(t *testing.T) {
	site := StartSite(t)
	paths := []string{"/"}
	err := filepath.WalkDir(site.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(site.Dir, p)
			paths = append(paths, "/"+filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		res, err := http.Get(site.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		h := res.Header
		want := "no-cache"
		if strings.HasPrefix(p, "/web/hashed/") {
			want = "public, max-age=31536000, immutable"
		}
		if got := h.Get("Cache-Control"); res.StatusCode != 200 || got != want {
			t.Errorf("%s: %d, Cache-Control %q; want 200, %q", p, res.StatusCode, got, want)
		}
		for name, want := range map[string]string{
			"Cross-Origin-Opener-Policy":   "same-origin",
			"Cross-Origin-Resource-Policy": "same-origin",
			"X-Content-Type-Options":       "nosniff",
		} {
			if got := h.Get(name); got != want {
				t.Errorf("%s: %s %q; want %q", p, name, got, want)
			}
		}
		pp := h.Get("Permissions-Policy")
		for _, f := range []string{"camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()", "clipboard-write=(self)", "web-share=(self)"} {
			if !strings.Contains(pp, f) {
				t.Errorf("%s: Permissions-Policy %q lacks %s", p, pp, f)
			}
		}
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "img-src 'self';") {
			t.Errorf("%s: CSP %q: want img-src 'self' alone", p, csp)
		}
	}
}
