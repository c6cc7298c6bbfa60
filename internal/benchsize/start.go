//go:build !wasm

package main

import (
	"context"
	"errors"
	"net"
	"net/http"
	"os"
	"slices"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"lantern/internal/chromium"
	"lantern/internal/netlify"
)

type starts struct{ cold, offline time.Duration }

// measureStart loads site in a fresh Chromium profile runs times and returns
// the median time to a live app, first from the network (cold), then from
// the service worker's cache with the server stopped (offline restart).
func measureStart(site string, runs int) (starts, error) {
	var cold, offline []time.Duration
	for range runs {
		c, o, err := startOnce(site)
		if err != nil {
			return starts{}, err
		}
		cold, offline = append(cold, c), append(offline, o)
	}
	return starts{median(cold), median(offline)}, nil
}

func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2].Round(time.Millisecond)
}

func startOnce(site string) (cold, offline time.Duration, err error) {
	f, err := os.Open("netlify.toml")
	if err != nil {
		return 0, 0, err
	}
	rules, err := netlify.Parse(f)
	f.Close()
	if err != nil {
		return 0, 0, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, 0, err
	}
	srv := &http.Server{Handler: netlify.Handler(site, rules)}
	go srv.Serve(ln)
	defer srv.Close()

	profile, err := os.MkdirTemp("", "lantern-bench-profile-")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(profile)
	ctx, cancel := browser(profile)
	defer cancel()

	ready := chromedp.WaitReady(`#lantern[data-live="true"]`, chromedp.ByQuery)
	if err := chromedp.Run(ctx, chromedp.Navigate("about:blank")); err != nil {
		return 0, 0, err
	}
	t0 := time.Now()
	if err := chromedp.Run(ctx, chromedp.Navigate("http://"+ln.Addr().String()+"/"), ready); err != nil {
		return 0, 0, err
	}
	cold = time.Since(t0)
	var ok bool
	if err := chromedp.Run(ctx, chromedp.Evaluate(cacheFilled, &ok, awaitPromise)); err != nil || !ok {
		return 0, 0, errors.Join(errors.New("offline cache never filled"), err)
	}
	srv.Close()
	t0 = time.Now()
	if err := chromedp.Run(ctx, chromedp.Reload(), ready); err != nil {
		return 0, 0, err
	}
	return cold, time.Since(t0), nil
}

// cacheFilled waits for an active service worker and for a cache
// holding the wasm. go-app's stock worker may activate before its cache is
// filled (Lantern's waits), so activation alone is not enough for the hello
// world. cache.addAll stores all or nothing, so one entry stands for all.
const cacheFilled = `(async () => {
	await navigator.serviceWorker.ready;
	for (;;) {
		for (const k of await caches.keys()) {
			const reqs = await (await caches.open(k)).keys();
			if (reqs.some(r => r.url.endsWith(".wasm"))) return true;
		}
		await new Promise(r => setTimeout(r, 20));
	}
})()`

func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

func browser(profile string) (context.Context, context.CancelFunc) {
	actx, acancel := chromedp.NewExecAllocator(context.Background(), chromium.Options(profile)...)
	ctx, cancel := chromedp.NewContext(actx)
	ctx, tcancel := context.WithTimeout(ctx, 2*time.Minute)
	return ctx, func() { tcancel(); cancel(); acancel() }
}
