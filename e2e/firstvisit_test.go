//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// held keeps the requests whose URL matches a pattern waiting (CDP Fetch
// domain) until the test releases them: a slow network on demand.
type held struct {
	b       *Browser
	mu      sync.Mutex
	paused  []string // URL of every request paused, in order
	waiting map[string][]fetch.RequestID
}

func hold(b *Browser, patterns ...string) *held {
	h := &held{b: b, waiting: map[string][]fetch.RequestID{}}
	var ps []*fetch.RequestPattern
	for _, p := range patterns {
		ps = append(ps, &fetch.RequestPattern{URLPattern: p, RequestStage: fetch.RequestStageRequest})
	}
	chromedp.ListenTarget(b.ctx, func(ev any) {
		if ev, ok := ev.(*fetch.EventRequestPaused); ok {
			h.mu.Lock()
			h.paused = append(h.paused, ev.Request.URL)
			h.waiting[ev.Request.URL] = append(h.waiting[ev.Request.URL], ev.RequestID)
			h.mu.Unlock()
		}
	})
	b.Run("hold requests", network.Enable(), fetch.Enable().WithPatterns(ps))
	return h
}

// count is how many requests to URLs containing part were paused so far.
func (h *held) count(part string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, u := range h.paused {
		if strings.Contains(u, part) {
			n++
		}
	}
	return n
}

// waitFor waits until a request to a URL containing part has been paused.
func (h *held) waitFor(part string) {
	h.b.t.Helper()
	for end := time.Now().Add(Timeout); h.count(part) == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			h.b.t.Fatalf("no request for %s (seen: %v)", part, h.paused)
		}
	}
}

// release lets the waiting requests to URLs containing part go on.
func (h *held) release(part string) {
	h.b.t.Helper()
	h.mu.Lock()
	var ids []fetch.RequestID
	for u, w := range h.waiting {
		if strings.Contains(u, part) {
			ids = append(ids, w...)
			delete(h.waiting, u)
		}
	}
	h.mu.Unlock()
	for _, id := range ids {
		h.b.Run("release "+part, fetch.ContinueRequest(id))
	}
}

// navigate starts loading url without waiting for its load event, which
// a held preload delays.
func navigate(b *Browser, url string) {
	b.t.Helper()
	b.Run("navigate "+url, chromedp.Navigate("about:blank"), chromedp.ActionFunc(func(ctx context.Context) error {
		_, _, _, _, err := page.Navigate(url).Do(ctx)
		return err
	}))
}

// watchFirstFrames records, in every frame from the document's start,
// whether the library's cards were on screen before the app ran, the
// loader's progress, and the first view: the first frame with a heading,
// its text, whether it or the screen's centre was covered (see uncovered),
// the page's background and text size.
const watchFirstFrames = `
window.libraryShown = false; window.progress = []; window.firstView = null;
// On a busy machine the first frame with the page's heading can come after
// go-app took its loader away, or before the parser reached the loader
// (it comes after the page in the body): the bar counts if the parsed page
// had it (barAtLoad, read again when the test reads the first view).
document.addEventListener("DOMContentLoaded", () => { window.barAtLoad = !!document.querySelector(".goapp-app-info"); });
(function frame() {
	const live = document.querySelector('#lantern[data-live="true"]');
	const cards = document.querySelector(".cards");
	if (cards && cards.getClientRects().length > 0 && !live) {
		window.libraryShown = true;
	}
	const h1 = [...document.querySelectorAll("#main h1")].find(e => e.getClientRects().length);
	if (h1 && !live && !window.firstView) {
		const mine = (x, y) => { const e = document.elementFromPoint(x, y); return !!e && (!!e.closest("#lantern") || e === document.body || e === document.documentElement); };
		const r = h1.getBoundingClientRect();
		window.firstView = {h1: h1.textContent, uncovered: mine(r.x + r.width / 2, r.y + r.height / 2) && mine(innerWidth / 2, innerHeight / 2),
			bar: !!document.querySelector(".goapp-app-info") || window.barAtLoad === true, background: getComputedStyle(document.body).backgroundColor,
			text: document.documentElement.dataset.text};
	}
	const label = document.getElementById("app-wasm-loader-label");
	const m = label && /(\d+)\s*%/.exec(label.textContent);
	if (m && window.progress.at(-1) !== +m[1]) window.progress.push(+m[1]);
	requestAnimationFrame(frame);
})();`

// uncovered fails unless the element drawn at sel's centre, and at the
// centre of the screen, belongs to the page under #lantern (or is the bare
// page, where a short page ends), not to a loader.
func uncovered(b *Browser, sel string) {
	b.t.Helper()
	var got string
	b.Eval(fmt.Sprintf(`(() => {
		const top = (x, y) => { const e = document.elementFromPoint(x, y); return e && (e.closest("#lantern") || e === document.body || e === document.documentElement) ? "" : (e ? e.outerHTML.slice(0, 120) : "nothing"); };
		const r = document.querySelector(%s).getBoundingClientRect();
		return top(r.x + r.width / 2, r.y + r.height / 2) || top(innerWidth / 2, innerHeight / 2);
	})()`, quote(sel)), &got)
	if got != "" {
		b.t.Fatalf("%s or the centre of the screen is covered by %s", sel, got)
	}
}

// While app.wasm downloads and compiles, the pre-rendered library is on
// screen and uncovered, with a slim progress bar. The loader in the head
// asks for the wasm before app.js has even run, once, and compiles it
// while app.js is still held back; Go starts once app.js runs.
func TestFirstVisitShowsPageWhileWasmLoads(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("watch frames", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(watchFirstFrames).Do(ctx)
		return err
	}))
	h := hold(b, "*/app.js", "*/web/hashed/app-*.wasm")
	navigate(b, site.URL+"/")
	h.waitFor("/app.js")
	h.waitFor(".wasm") // asked for by web/loader.js while app.js is held back
	b.WaitTrue(`document.readyState !== "loading" && document.querySelector("h1") !== null`)
	if got := b.Text("h1"); got != "Games" {
		t.Fatalf("first view heading = %q", got)
	}
	uncovered(b, "h1")
	uncovered(b, ".cards .card:last-child h2")
	var bar struct{ Height, Width float64 }
	b.Eval(`(() => { const r = document.getElementById("app-wasm-loader").getBoundingClientRect(); return {height: r.height, width: r.width}; })()`, &bar)
	if bar.Height == 0 || bar.Height > 48 {
		t.Errorf("the loading bar is %.0f px high; want a slim bar", bar.Height)
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("loading-%dx%d", size[0], size[1]), size[0], size[1])
	}

	// The wasm compiles while app.js is still held back, the page readable.
	h.release(".wasm")
	var compiled bool
	b.Eval(`lanternWasm.then(m => m instanceof WebAssembly.Module)`, &compiled)
	if !compiled {
		t.Fatal("web/loader.js did not compile app.wasm")
	}
	if got := b.Text("h1"); got != "Games" {
		t.Fatalf("heading once compiled = %q", got)
	}
	uncovered(b, "h1")
	if n := h.count("/app.js"); n != 1 || b.Count(`#lantern[data-live="true"]`) != 0 {
		t.Fatal("the app ran before app.js")
	}
	h.release("/app.js")
	b.WaitReady()
	var progress []int
	b.Eval(`window.progress`, &progress)
	if len(progress) == 0 || progress[len(progress)-1] > 100 {
		t.Errorf("progress shown: %v; want values up to 100", progress)
	}
	if n := h.count(".wasm"); n != 1 {
		t.Fatalf("app.wasm requested %d times; want once", n)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("page errors: %v", errs)
	}
}

// watchProgress records every value the loading bar shows, in its label
// ("… N%") and in its length (--progress), as they change.
const watchProgress = `
window.labelSeen = []; window.barSeen = [];
new MutationObserver(() => {
	const label = document.getElementById("app-wasm-loader-label");
	const loader = document.getElementById("app-wasm-loader");
	const m = label && /(\d+)\s*%/.exec(label.textContent);
	if (m && window.labelSeen.at(-1) !== +m[1]) window.labelSeen.push(+m[1]);
	const bar = loader ? parseFloat(loader.style.getPropertyValue("--progress")) : NaN;
	if (bar >= 0 && window.barSeen.at(-1) !== bar) window.barSeen.push(bar);
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["style"]});`

// The bar counts app.wasm's bytes as they arrive, compressed by the host or
// not: it leaves 0 % with the first bytes, never goes back, never passes
// 100 % and reaches it once, with the last byte.
func TestFirstVisitProgressReachesHundredOnce(t *testing.T) {
	for _, tc := range []struct {
		name       string
		encoding   string // the browser's Accept-Encoding; "" leaves Chromium's
		compressed bool
	}{{"compressed", "", true}, {"uncompressed", "identity", false}} {
		t.Run(tc.name, func(t *testing.T) {
			site := StartSite(t)
			b := NewBrowser(t)
			b.Run("watch progress", chromedp.ActionFunc(func(ctx context.Context) error {
				_, err := page.AddScriptToEvaluateOnNewDocument(watchProgress).Do(ctx)
				return err
			}))
			if tc.encoding != "" {
				b.Run("accept-encoding", network.Enable(), network.SetExtraHTTPHeaders(network.Headers{"Accept-Encoding": tc.encoding}))
			}
			b.Open(site.URL + "/")
			b.WaitReady()
			var sizes struct{ Encoded, Decoded float64 }
			b.Eval(`(() => { const e = performance.getEntriesByType("resource").find(e => e.name.endsWith(".wasm"));
				return {encoded: e.encodedBodySize, decoded: e.decodedBodySize}; })()`, &sizes)
			if compressed := sizes.Encoded < sizes.Decoded; compressed != tc.compressed {
				t.Fatalf("app.wasm came %v bytes for %v: compressed %v, want %v", sizes.Encoded, sizes.Decoded, compressed, tc.compressed)
			}
			var seen struct{ Label, Bar []float64 }
			b.Eval(`({label: window.labelSeen, bar: window.barSeen})`, &seen)
			for what, values := range map[string][]float64{"label": seen.Label, "bar": seen.Bar} {
				hundreds, between := 0, 0
				for i, v := range values {
					if v > 100 || (i > 0 && v < values[i-1]) {
						t.Errorf("%s showed %v: over 100 %% or going back", what, values)
					}
					if v == 100 {
						hundreds++
					}
					if v > 0 && v < 100 {
						between++
					}
				}
				if hundreds != 1 || values[len(values)-1] != 100 || between == 0 {
					t.Errorf("%s showed %v; want a climb from 0 to 100 %%, reaching 100 once, at the end", what, values)
				}
			}
		})
	}
}

// A share link's first view says a shared game is being opened before the
// app runs (the fragment never reaches the server), never showing the
// library first, then names the game once the app has decoded the link.
func TestFirstVisitShareLinkSaysWhatItOpens(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("watch frames", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(watchFirstFrames).Do(ctx)
		return err
	}))
	payload, hash := hopeLink(t, 7, 60)
	h := hold(b, "*/web/hashed/app-*.wasm")
	navigate(b, site.URL+"/#/r/"+payload)
	h.waitFor(".wasm")
	b.WaitTrue(`document.readyState !== "loading"`)
	b.WaitTrue(`typeof goappInitWebAssembly === "function"`)
	var first struct{ H1, Body string }
	b.Eval(`(() => { const h = [...document.querySelectorAll("#main h1")].find(e => e.getClientRects().length);
		return {h1: h ? h.textContent : "", body: document.getElementById("main").innerText}; })()`, &first)
	if first.H1 != "A shared game" || !strings.Contains(first.Body, "Opening the shared game") {
		t.Fatalf("share link's first view: heading %q, text %q", first.H1, first.Body)
	}
	uncovered(b, "#main h1:not(:empty)")
	for _, size := range [][2]int64{{1024, 768}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("share-loading-%dx%d", size[0], size[1]), size[0], size[1])
	}
	h.release(".wasm")
	b.WaitReady()
	b.WaitVisible(".link-summary")
	if got := dataHash(b, ".link-summary"); got != hash {
		t.Fatalf("link page shows state %s; want %s", got, hash)
	}
	if got := b.Text(".link-summary dd"); got != "Hope Inhumanity" {
		t.Errorf("the shared game is named %q", got)
	}
	var shown bool
	b.Eval(`window.libraryShown`, &shown)
	if shown {
		t.Error("the library was on screen before the shared game")
	}
}

// The installed app restarting offline (the service worker's cache, no
// network) shows its first view the same way: the page at once, uncovered,
// with the bar, then the app; a share link says what it opens.
func TestFirstVisitOfflineRestart(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("watch frames", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(watchFirstFrames).Do(ctx)
		return err
	}))
	payload, _ := hopeLink(t, 7, 60)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.WaitServiceWorker()
	site.Stop()
	for _, tc := range []struct{ fragment, h1 string }{{"", "Games"}, {"#/r/" + payload, "A shared game"}} {
		b.Open(site.URL + "/" + tc.fragment)
		b.WaitReady()
		var first struct {
			H1        string
			Uncovered bool
			Bar       bool
		}
		var shown bool
		b.Eval(`({...window.firstView, bar: window.firstView.bar || window.barAtLoad === true})`, &first)
		b.Eval(`window.libraryShown`, &shown)
		if first.H1 != tc.h1 || !first.Uncovered || !first.Bar {
			t.Errorf("offline first view of /%.8s: %+v; want %q uncovered under the loading bar", tc.fragment, first, tc.h1)
		}
		if tc.h1 != "Games" && shown {
			t.Errorf("offline, the library was on screen before the shared game")
		}
	}
	b.WaitVisible(".link-summary")
	if got := b.Text(".link-summary dd"); got != "Hope Inhumanity" {
		t.Errorf("offline, the shared game is named %q", got)
	}
}

// The player's theme and text size apply from the first paint, not when the
// app runs: no light page turning dark, no text growing under a finger.
func TestFirstVisitKeepsChosenLook(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.Eval(`localStorage.setItem("lantern.settings", JSON.stringify({theme: "dark", text_size: "larger", reduce_motion: false})), true`, nil)
	b.Run("watch frames", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(watchFirstFrames).Do(ctx)
		return err
	}))
	b.Reload()
	b.WaitReady()
	var first struct{ Background, Text string }
	b.Eval(`window.firstView`, &first)
	if first.Background != "rgb(27, 23, 18)" || first.Text != "larger" {
		t.Errorf("before the app ran: %+v; want the dark theme's background and larger text", first)
	}
}

// wasmCacheFlags make V8 cache a compiled module as soon as it has any
// optimized code. Chrome's defaults wait for more than a short test
// produces (docs/architecture.md); what this checks is that Lantern's
// loader compiles a response the browser can cache and find again.
const wasmCacheFlags = "--wasm-caching-threshold=1 --wasm-caching-hard-threshold=1 --wasm-caching-timeout-ms=0"

// traceCategories hold V8's wasm compile and code cache events.
var traceCategories = []string{"disabled-by-default-devtools.timeline", "v8.wasm"}

// Restarting offline again and again, the app starts each time, and from
// the second offline restart on the browser reuses the compiled code it
// kept beside the service worker's copy of app.wasm, compiling nothing.
func TestOfflineRestartsReuseCompiledCode(t *testing.T) {
	site := StartSite(t)
	b := NewBrowserJSFlags(t, wasmCacheFlags)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.WaitServiceWorker()
	site.Stop()
	for restart := 1; restart <= 3; restart++ {
		events := b.TraceNames(traceCategories, "v8.wasm.", func() {
			b.Open(site.URL + "/#/about")
			b.WaitRoute("/about")
			time.Sleep(time.Second) // room for V8 to hand over the code to cache
		})
		t.Logf("offline restart %d: %v", restart, events)
		if events["v8.wasm.streamFromResponseCallback"] != 1 {
			t.Fatalf("offline restart %d compiled app.wasm %d times from a response; want once, streaming", restart, events["v8.wasm.streamFromResponseCallback"])
		}
		if hit := events["v8.wasm.moduleCacheHit"] > 0; hit != (restart > 1) {
			t.Errorf("offline restart %d: compiled code reused %v, want %v", restart, hit, restart > 1)
		}
	}
}

// A damaged app.wasm (here cut short on the server) stops the start with
// plain words and "Try again", the page still readable; once the server
// has the whole file again, "Try again" starts the app, and the whole
// file replaces the damaged one the service worker had kept.
func TestFirstVisitDamagedWasmSaysTryAgain(t *testing.T) {
	dist := CopyDist(t)
	wasm, err := filepath.Glob(filepath.Join(dist, "web", "hashed", "app-*.wasm"))
	if err != nil || len(wasm) != 1 {
		t.Fatalf("hashed wasm: %v %v", wasm, err)
	}
	whole, err := os.ReadFile(wasm[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(wasm[0], whole[:len(whole)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	site := StartSiteDir(t, dist)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitVisible(".goapp-app-info.failed button")
	if got := b.Text("#app-wasm-loader-label"); got != "Lantern arrived damaged or cut short, so it cannot start." {
		t.Errorf("the loader says %q", got)
	}
	if got := b.Text(".goapp-app-info.failed button"); got != "Try again" {
		t.Errorf("the loader's button says %q", got)
	}
	if got := b.Text("h1"); got != "Games" {
		t.Errorf("the page under the error shows %q", got)
	}
	uncovered(b, "h1")
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("damaged-%dx%d", size[0], size[1]), size[0], size[1])
	}
	b.Axe()

	if err := os.WriteFile(wasm[0], whole, 0o644); err != nil {
		t.Fatal(err)
	}
	b.Click(".goapp-app-info.failed button")
	b.WaitReady()
	// The whole copy replaced the damaged one in the offline cache.
	b.WaitServiceWorker()
	site.Stop()
	b.Reload()
	b.WaitReady()
}

// Where the fast path is refused the loader takes the slower one, and the
// app starts: a browser without streaming compile, a host that sends
// app.wasm with the wrong MIME type. Where there is none, no connection on
// a first visit, it says so in plain words, and "Try again" starts the app
// once the connection is back.
func TestFirstVisitLoaderFallsBack(t *testing.T) {
	t.Run("no streaming compile", func(t *testing.T) {
		site := StartSite(t)
		b := NewBrowser(t)
		b.Run("no streaming compile", chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(`delete WebAssembly.compileStreaming; delete WebAssembly.instantiateStreaming;`).Do(ctx)
			return err
		}))
		b.Open(site.URL + "/")
		b.WaitReady()
	})
	t.Run("wrong MIME type", func(t *testing.T) {
		site := StartSite(t)
		b := NewBrowser(t)
		chromedp.ListenTarget(b.ctx, func(ev any) {
			if ev, ok := ev.(*fetch.EventRequestPaused); ok {
				var headers []*fetch.HeaderEntry
				for _, h := range ev.ResponseHeaders {
					if !strings.EqualFold(h.Name, "Content-Type") {
						headers = append(headers, h)
					}
				}
				headers = append(headers, &fetch.HeaderEntry{Name: "Content-Type", Value: "application/octet-stream"})
				// Chromium wants the status too once the headers change.
				go chromedp.Run(b.ctx, fetch.ContinueResponse(ev.RequestID).WithResponseCode(ev.ResponseStatusCode).WithResponseHeaders(headers))
			}
		})
		b.Run("retype the wasm", fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*/web/hashed/app-*.wasm", RequestStage: fetch.RequestStageResponse}}))
		b.Open(site.URL + "/")
		b.WaitReady()
		var typ string
		b.Eval(`fetch(document.querySelector("script[data-wasm]").dataset.wasm).then(r => r.headers.get("Content-Type"))`, &typ)
		if typ != "application/octet-stream" {
			t.Fatalf("app.wasm came as %q; the test meant to send it wrongly typed", typ)
		}
	})
	t.Run("no connection", func(t *testing.T) {
		site := StartSite(t)
		b := NewBrowser(t)
		h := hold(b, "*/web/hashed/app-*.wasm")
		navigate(b, site.URL+"/")
		h.waitFor(".wasm")
		h.mu.Lock()
		var ids []fetch.RequestID
		for _, w := range h.waiting {
			ids = append(ids, w...)
		}
		h.waiting = map[string][]fetch.RequestID{}
		h.mu.Unlock()
		for _, id := range ids {
			b.Run("cut the connection", fetch.FailRequest(id, network.ErrorReasonInternetDisconnected))
		}
		b.WaitVisible(".goapp-app-info.failed button")
		if got := b.Text("#app-wasm-loader-label"); got != "Lantern could not be downloaded. Check the connection." {
			t.Errorf("the loader says %q", got)
		}
		b.Screenshot("offline-390x844", 390, 844)
		b.Run("stop holding", fetch.Disable())
		b.Click(".goapp-app-info.failed button")
		b.WaitReady()
	})
}
