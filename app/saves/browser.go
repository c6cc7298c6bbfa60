package saves

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/ui"
	"lantern/rules/record"
)

// Browser calls go through go-app's Value, which is inert outside WASM, so
// this package builds and tests natively.

// Download offers b as a file called name (games offer their own files,
// such as a deck to start from, the way saves are exported).
func Download(name string, b []byte) { download(name, b) }

// download offers b as a file called name.
func download(name string, b []byte) {
	w := app.Window()
	arr := w.Get("Uint8Array").New(len(b))
	app.CopyBytesToJS(arr, b)
	blob := w.Get("Blob").New([]any{arr}, map[string]any{"type": "application/octet-stream"})
	url := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoking at once can cancel the download in some browsers.
	w.Call("setTimeout", app.FuncOf(func(app.Value, []app.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 60000)
}

// canShare reports whether the Web Share API is there.
func canShare() bool {
	return browser.Has("navigator.share")
}

// shareURL opens the system share sheet; done gets "" once it is done or
// the player closed it, else the browser's reason.
func shareURL(title, url string, done func(reason string)) {
	p, err := browser.Call("navigator.share", map[string]any{"title": title, "url": url})
	if err != nil {
		done(err.Error())
		return
	}
	ui.Settle(p, func(_ app.Value, reason string) {
		if reason == "AbortError" {
			reason = ""
		}
		done(reason)
	})
}

// copyText puts s on the clipboard; done gets "" on success, else why not.
func copyText(s string, done func(reason string)) {
	p, err := browser.Call("navigator.clipboard.writeText", s)
	if err != nil {
		done(err.Error())
		return
	}
	ui.Settle(p, func(_ app.Value, reason string) { done(reason) })
}

// linkURL is the full share link for payload on the app's own origin.
func linkURL(payload string) string { return appURL(record.LinkPrefix + payload) }

// appURL is fragment (starting "#/") on the app's own origin.
func appURL(fragment string) string {
	u := *app.Window().URL()
	u.Path, u.RawQuery, u.Fragment, u.RawFragment = "/", "", "", ""
	return strings.TrimSuffix(u.String(), "#") + fragment
}
