//go:build e2e

package e2e

import "github.com/chromedp/chromedp"

// NewTab opens another tab of the same browser: same profile, so the same
// IndexedDB and service worker, as when a player opens Lantern twice. It
// is closed when the test ends.
func (b *Browser) NewTab() *Browser {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	tab := &Browser{t: b.t, ctx: ctx, cancel: cancel}
	chromedp.ListenTarget(ctx, tab.listen)
	if err := chromedp.Run(ctx); err != nil {
		cancel()
		b.t.Fatalf("opening a tab: %v", err)
	}
	b.t.Cleanup(cancel)
	return tab
}
