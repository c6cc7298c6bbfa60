module lantern

go 1.26

// What Lantern's code imports: app.wasm (go-app, the IndexedDB store, safe
// JavaScript calls, QR codes) and the lantern command (brotli for serve).
require (
	github.com/andybalholm/brotli v1.2.0
	github.com/hack-pad/go-indexeddb v0.3.2
	github.com/hack-pad/safejs v0.1.0
	github.com/maxence-charriere/go-app/v10 v10.1.11
	rsc.io/qr v0.2.0
)

// Tests and the bench only, never linked into app.wasm or the command:
// chromedp drives Chromium for the browser tests and make bench.
require (
	github.com/chromedp/cdproto v0.0.0-20250724212937-08a3db8b4327
	github.com/chromedp/chromedp v0.14.2
	github.com/makiuchi-d/gozxing v0.1.1 // e2e reads the share page's QR code back as a phone would
	github.com/vmihailenco/msgpack/v5 v5.3.6 // the oracle for rules/record's hand-written codec, which writes its bytes
)

require (
	github.com/chromedp/sysutil v1.1.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20250725192818-e39067aee2d2 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.4.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	golang.org/x/sys v0.34.0 // indirect
	golang.org/x/text v0.21.0 // indirect
	golang.org/x/xerrors v0.0.0-20200804184101-5ec99f83aff1 // indirect
)
