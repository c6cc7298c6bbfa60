//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"lantern/internal/chromium"
)

// Timeout bounds each browser action. Loading 7 MB of wasm on two shared
// cores can take several seconds; a stuck page must still fail, not hang.
var Timeout = 60 * time.Second

// Browser is one headless Chromium with its own fresh profile.
type Browser struct {
	t      testing.TB
	ctx    context.Context
	cancel context.CancelFunc

	mu     sync.Mutex
	errors []string // uncaught exceptions and console errors, in order
}

// NewBrowser starts Chromium with a new temporary profile (so it has no
// service worker, storage or cache from other browsers) and closes it when
// the test ends.
func NewBrowser(t testing.TB) *Browser {
	t.Helper()
	return NewBrowserPrefs(t, "")
}

// NewBrowserPrefs is NewBrowser with Chromium preferences (its profile's
// Preferences JSON) written first, e.g. a content setting.
func NewBrowserPrefs(t testing.TB, prefs string) *Browser {
	t.Helper()
	return newBrowser(t, prefs)
}

// NewBrowserJSFlags is NewBrowser with V8's own flags (--js-flags), e.g.
// to make V8 cache compiled wasm sooner than Chrome's defaults do.
func NewBrowserJSFlags(t testing.TB, flags string) *Browser {
	t.Helper()
	return newBrowser(t, "", chromedp.Flag("js-flags", flags))
}

func newBrowser(t testing.TB, prefs string, extra ...chromedp.ExecAllocatorOption) *Browser {
	t.Helper()
	if _, err := os.Stat(chromium.Path); err != nil {
		t.Fatalf("%s missing: `make test` installs it (apt-get install chromium chromium-driver)", chromium.Path)
	}
	dir := profileDir(t)
	if prefs != "" {
		err := os.Mkdir(filepath.Join(dir, "Default"), 0o755)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "Default", "Preferences"), []byte(prefs), 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	opts := append(append(chromium.Options(dir), chromedp.WindowSize(1024, 768)), extra...)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	b := &Browser{t: t, ctx: ctx, cancel: func() { cancel(); acancel() }}
	chromedp.ListenTarget(ctx, b.listen)
	if err := chromedp.Run(ctx); err != nil { // starts the browser
		b.cancel()
		t.Fatalf("starting chromium: %v", err)
	}
	t.Cleanup(b.cancel)
	return b
}

// profileDir is a fresh Chromium profile folder. Chromium's helper processes
// may still be writing to it for a moment after the browser is closed, so
// removal is retried instead of failing the test like t.TempDir would.
func profileDir(t testing.TB) string {
	dir, err := os.MkdirTemp("", "lantern-e2e-profile-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for i := 0; i < 20 && os.RemoveAll(dir) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	})
	return dir
}

func (b *Browser) listen(ev any) {
	var msg string
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		msg = "exception: " + ev.ExceptionDetails.Text
		if ev.ExceptionDetails.Exception != nil {
			msg += " " + ev.ExceptionDetails.Exception.Description
		}
	case *runtime.EventConsoleAPICalled:
		if ev.Type != runtime.APITypeError {
			return
		}
		var parts []string
		for _, a := range ev.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
		}
		msg = "console.error: " + strings.Join(parts, " ")
	default:
		return
	}
	b.mu.Lock()
	b.errors = append(b.errors, msg)
	b.mu.Unlock()
}

// Errors returns the uncaught exceptions and console errors seen so far.
func (b *Browser) Errors() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errors...)
}

// Run runs chromedp actions with Timeout, failing the test on error.
func (b *Browser) Run(what string, actions ...chromedp.Action) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, Timeout)
	defer cancel()
	if err := chromedp.Run(ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v (page errors: %v)", what, err, b.Errors())
	}
}

// Open loads url as a new document (a cold load, even when only the
// fragment differs from the current page).
func (b *Browser) Open(url string) {
	b.t.Helper()
	b.Run("open "+url, chromedp.Navigate("about:blank"), chromedp.Navigate(url))
}

// Reload reloads the current page, once no autosave is under way (the app
// marks the root with data-saving meanwhile): a reload in the milliseconds
// a write takes can cut it short, which a test would read as a lost move.
func (b *Browser) Reload() {
	b.t.Helper()
	b.WaitTrue(`!document.documentElement.hasAttribute("data-saving")`)
	b.Run("reload", chromedp.Reload())
}

// WaitReady waits until the wasm app runs and the shell has mounted.
func (b *Browser) WaitReady() {
	b.t.Helper()
	b.Run("wait for the app", chromedp.WaitReady(`#lantern[data-live="true"]`, chromedp.ByQuery))
}

// Route returns the shell's current route, e.g. "/settings".
func (b *Browser) Route() string {
	b.t.Helper()
	var r string
	b.Run("read route", chromedp.Evaluate(`document.getElementById("lantern").dataset.route`, &r))
	return r
}

// Go navigates within the app to fragment (e.g. "/about") the way a typed
// URL or a link does, and waits for the shell to show it.
func (b *Browser) Go(fragment string) {
	b.t.Helper()
	js := fmt.Sprintf(`location.hash = %s`, quote("#"+fragment))
	b.Run("go "+fragment, chromedp.Evaluate(js, nil))
	b.WaitRoute(fragment)
}

// WaitRoute waits until the shell's route is fragment.
func (b *Browser) WaitRoute(fragment string) {
	b.t.Helper()
	sel := fmt.Sprintf(`#lantern[data-live="true"][data-route=%s]`, quote(fragment))
	b.Run("wait for route "+fragment, chromedp.WaitReady(sel, chromedp.ByQuery))
}

// Back presses the browser's back button.
func (b *Browser) Back() {
	b.t.Helper()
	b.Run("back", chromedp.Evaluate(`history.back()`, nil))
}

// Click clicks the first element matching a CSS selector. When the page
// draws the element anew between finding it and clicking it (a list that
// fills in after the store answers), it finds it again.
//
// It clicks where the element is drawn, as a finger would, so it first waits
// for the element to stay put for a few frames: a notice that appears above
// it (the install offer, a list filling in) would otherwise take the tap.
func (b *Browser) Click(sel string) {
	b.t.Helper()
	deadline := time.Now().Add(Timeout)
	b.Run("wait for "+sel+" to stay put", chromedp.Evaluate(fmt.Sprintf(settled, quote(sel)), nil, awaitPromise))
	for {
		ctx, cancel := context.WithDeadline(b.ctx, deadline)
		err := chromedp.Run(ctx, chromedp.Click(sel, chromedp.ByQuery, chromedp.NodeVisible))
		cancel()
		if err == nil {
			return
		}
		if !strings.Contains(err.Error(), "Could not find node with given id") || time.Now().After(deadline) {
			b.t.Fatalf("click %s: %v (page errors: %v)", sel, err, b.Errors())
		}
	}
}

// Type types text into the element matching sel.
func (b *Browser) Type(sel, text string) {
	b.t.Helper()
	b.Run("type into "+sel, chromedp.SendKeys(sel, text, chromedp.ByQuery, chromedp.NodeVisible))
}

// WaitVisible waits for an element matching sel to be visible.
func (b *Browser) WaitVisible(sel string) {
	b.t.Helper()
	b.Run("wait for "+sel, chromedp.WaitVisible(sel, chromedp.ByQuery))
}

// Text returns the visible text of the first element matching sel.
func (b *Browser) Text(sel string) string {
	b.t.Helper()
	var s string
	b.Run("text of "+sel, chromedp.Text(sel, &s, chromedp.ByQuery, chromedp.NodeVisible))
	return strings.TrimSpace(s)
}

// Count returns how many elements match sel right now.
func (b *Browser) Count(sel string) int {
	b.t.Helper()
	var n int
	b.Run("count "+sel, chromedp.Evaluate(`document.querySelectorAll(`+quote(sel)+`).length`, &n))
	return n
}

// Eval evaluates a JavaScript expression (awaiting a promise) into out.
func (b *Browser) Eval(js string, out any) {
	b.t.Helper()
	b.Run("eval "+js, chromedp.Evaluate(js, out, awaitPromise))
}

func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

// WaitServiceWorker waits until the service worker is active. Lantern's
// worker activates only once every resource is cached, so from then on the
// app starts offline. (It does not claim the first page; the next load is
// controlled.)
func (b *Browser) WaitServiceWorker() {
	b.t.Helper()
	var ok bool
	b.Eval(`navigator.serviceWorker.ready.then(r => new Promise(done => {
		const check = () => r.active && r.active.state === "activated" ? done(true) : setTimeout(check, 50);
		check();
	}))`, &ok)
	if !ok {
		b.t.Fatal("service worker not active")
	}
}

// WaitTrue waits until the JavaScript expression js is truthy: for state
// that a component sets after mounting (e.g. controls filled from storage).
func (b *Browser) WaitTrue(js string) {
	b.t.Helper()
	deadline := time.Now().Add(Timeout)
	for {
		ctx, cancel := context.WithDeadline(b.ctx, deadline)
		err := chromedp.Run(ctx, chromedp.Poll(js, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
		cancel()
		if err == nil {
			return
		}
		if !replaced(err) || time.Now().After(deadline) {
			b.t.Fatalf("wait for %s: %v (page errors: %v)", js, err, b.Errors())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// WaitFocus waits for keyboard focus to land on the element with that id:
// the app moves focus once the frame is painted (ui.FocusAfterPaint).
func (b *Browser) WaitFocus(id string) {
	b.t.Helper()
	var ok bool
	b.Eval(`new Promise(done => { const t0 = Date.now(); const f = () => document.activeElement && document.activeElement.id === `+quote(id)+` ? done(true) : Date.now() - t0 > 3000 ? done(false) : setTimeout(f, 30); f(); })`, &ok)
	if !ok {
		var at string
		b.Eval(`document.activeElement ? document.activeElement.outerHTML.slice(0, 80) : ""`, &at)
		b.t.Fatalf("the focus is on %s, not #%s", at, id)
	}
}

// replaced reports an evaluation cut short because the page was replaced
// under it (a reload the app itself started, as the update banner does):
// the condition is then asked again of the new page.
func replaced(err error) bool {
	s := err.Error()
	return strings.Contains(s, "Cannot find context with specified id") ||
		strings.Contains(s, "Execution context was destroyed")
}

// Offline cuts (or restores) the page's network in the browser itself.
// Site.Stop is the stronger test; this one keeps the server for other pages.
func (b *Browser) Offline(off bool) {
	b.t.Helper()
	b.Run("offline", network.Enable(), network.EmulateNetworkConditions(off, 0, -1, -1))
}

// Screenshot saves the viewport at width×height as
// e2e/output/<TestName>/<name>.png and returns the file's path.
func (b *Browser) Screenshot(name string, width, height int64) string {
	b.t.Helper()
	var png []byte
	b.Run("screenshot "+name,
		chromedp.EmulateViewport(width, height),
		chromedp.Sleep(200*time.Millisecond), // let layout settle after the resize
		chromedp.CaptureScreenshot(&png),
	)
	dir := OutputDir(b.t)
	file := filepath.Join(dir, name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	return file
}

// OutputDir is e2e/output/<TestName>/, created on first use.
func OutputDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join("output", strings.NewReplacer("/", "_", " ", "_").Replace(t.Name()))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// settled resolves once the element matching %s has kept its box for
// three reads 25 ms apart, or after two seconds whatever it does (a box
// that keeps moving is the test's own business to catch). An element not
// there yet resolves it at once: Click waits for it, and it is drawn anew.
const settled = `new Promise(done => {
	const t0 = performance.now();
	let last = "", same = 0;
	const read = () => {
		const el = document.querySelector(%s);
		if (!el) return done(true);
		const box = JSON.stringify(el.getBoundingClientRect());
		same = box === last ? same + 1 : 0;
		last = box;
		if (same >= 2 || performance.now() - t0 > 2000) return done(true);
		setTimeout(read, 25);
	};
	read();
})`

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
