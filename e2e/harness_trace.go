//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// TraceNames records the browser's trace while f runs, in the given
// categories, and returns how many events of each name whose name holds
// part were seen: e.g. "v8.wasm." for V8's compile and code cache events
// ("v8.wasm.cachedModule", "v8.wasm.moduleCacheHit"), which are in the
// category "disabled-by-default-devtools.timeline".
func (b *Browser) TraceNames(categories []string, part string, f func()) map[string]int {
	b.t.Helper()
	var mu sync.Mutex
	names := map[string]int{}
	done := make(chan struct{})
	ctx, cancel := context.WithCancel(b.ctx)
	defer cancel()
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, raw := range ev.Value {
				var e struct{ Name string }
				if json.Unmarshal(raw, &e) == nil && strings.Contains(e.Name, part) {
					names[e.Name]++
				}
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	b.Run("start tracing", tracing.Start().
		WithTraceConfig(&tracing.TraceConfig{IncludedCategories: categories}).
		WithTransferMode(tracing.TransferModeReportEvents))
	f()
	b.Run("end tracing", tracing.End())
	select {
	case <-done:
	case <-time.After(Timeout):
		b.t.Fatal("the trace never ended")
	}
	mu.Lock()
	defer mu.Unlock()
	return names
}
