//go:build e2e

package e2e

import (
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"lantern/internal/netlify"
)

// Site is the built site (dist/) served over HTTP with netlify.toml's
// headers, as production serves it.
type Site struct {
	URL  string // http://127.0.0.1:port, no trailing slash
	Dir  string // the folder served
	t    testing.TB
	addr string
	h    http.Handler
	srv  *http.Server
}

// root is the module root: tests run in e2e/.
const root = ".."

// StartSite serves a snapshot of dist/ on a random local port until the
// test ends. The snapshot keeps the test on one build even if dist/ is
// rebuilt meanwhile (engineers share one checkout).
//
// Every test serves its own site in its own browsers, so tests run two at a
// time (go test's -parallel is the number of cores): a browser test spends
// much of its time waiting on its page, and the suite keeps within CI's
// quarter of an hour.
func StartSite(t testing.TB) *Site {
	t.Helper()
	parallel(t)
	return StartSiteDir(t, CopyDist(t))
}

// parallel marks t as a parallel test, once, when it is a *testing.T.
func parallel(t testing.TB) {
	if pt, ok := t.(*testing.T); ok {
		if _, seen := parallelTests.LoadOrStore(pt, true); !seen {
			pt.Parallel()
		}
	}
}

var parallelTests sync.Map

// StartSiteDir serves another built site, e.g. a CopyDist that the test
// then changes to publish a new version.
func StartSiteDir(t testing.TB, dist string) *Site {
	t.Helper()
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err != nil {
		t.Fatalf("no built site (%v): run `make dist` first", err)
	}
	f, err := os.Open(filepath.Join(root, "netlify.toml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules, err := netlify.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	s := &Site{Dir: dist, t: t, addr: "127.0.0.1:0", h: netlify.Handler(dist, rules)}
	s.start()
	s.URL = "http://" + s.addr
	t.Cleanup(s.Stop)
	return s
}

func (s *Site) start() {
	s.t.Helper()
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		s.t.Fatal(err)
	}
	s.addr = ln.Addr().String() // keep the port, so Restart serves the same origin
	s.srv = &http.Server{Handler: s.h}
	go func() {
		if err := s.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.t.Error(err)
		}
	}()
}

// CopyDist copies dist/ into a temporary folder the test may change.
func CopyDist(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(root, "dist"))); err != nil {
		t.Fatalf("copying dist (run `make dist` first): %v", err)
	}
	return dir
}

// Stop closes the server and its connections: the network is gone.
func (s *Site) Stop() {
	if s.srv != nil {
		s.srv.Close()
		s.srv = nil
	}
}

// Restart serves the site again on the same address after Stop.
func (s *Site) Restart() {
	s.t.Helper()
	if s.srv == nil {
		s.start()
	}
}
