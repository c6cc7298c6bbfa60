//go:build e2e

// Package e2e drives the built site in real headless Chromium (chromedp).
//
// Every file carries the build tag e2e, so `go test ./...` skips the package;
// `make test` runs `go test -tags e2e ./e2e/...` after `make dist` and
// `npm ci` in e2e/ (which installs the pinned axe-core).
//
// A test starts the site and a browser, then drives it:
//
//	site := e2e.StartSite(t)          // a snapshot of dist/ on 127.0.0.1:<random>, netlify.toml headers
//	b := e2e.NewBrowser(t)            // fresh Chromium profile, closed at cleanup
//	b.Open(site.URL + "/#/settings")  // cold load of a fragment route
//	b.WaitReady()                     // wasm running, shell mounted
//	b.Go("/about")                    // in-app navigation (sets location.hash)
//	b.Click("#theme-dark")            // CSS selectors
//	b.Type("#name", "Mara")
//	got := b.Text("h1")
//	b.Screenshot("about", 1024, 768)  // e2e/output/<TestName>/about.png
//	b.Axe()                           // fails on serious or critical violations
//	b.WaitServiceWorker()             // the offline cache is installed
//	site.Stop()                       // the network is gone: reloads must use the cache
//	b.Reload(); b.WaitReady()
//
// Also: NewBrowserPrefs (a profile with Chromium preferences, e.g. site data
// blocked), NewBrowserJSFlags (V8's own flags), TraceNames (count the
// browser's trace events, e.g. V8's wasm code cache), Back, WaitRoute, WaitVisible, WaitTrue (poll a JS expression), Eval,
// Count, Errors (console errors and exceptions seen), Offline (DevTools
// network emulation), Run (raw chromedp actions), CopyDist + StartSiteDir
// (serve a copy the test changes, e.g. to publish an update), Site.Restart.
//
// The shell marks readiness on its root: #lantern[data-live="true"] exists
// once the WebAssembly app has mounted (the pre-rendered HTML says "false"),
// and data-route holds the current fragment route ("/", "/settings", …).
// Helpers fail the test (t.Fatal) rather than return errors; each action has
// a generous timeout (Timeout) because two cores are shared. Games add their
// own e2e/<game>_test.go files using these helpers; Benchmark functions here
// are run by `make bench`.
package e2e
