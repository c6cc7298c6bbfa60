//go:build !wasm

package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"slices"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"lantern/internal/chromium"
	"lantern/internal/netlify"
)

// The profile of a tablet on a home connection: about 9 Mbit/s down, 60 ms
// round trips, a CPU four times slower than the machine's.
const (
	latency    = 60 * time.Millisecond
	throughput = 9e6 / 8 // bytes per second
	cpuSlowing = 4
)

// starts are a site's start-up times, each from the navigation's start:
// the first paint of the prerendered page, the first tap that works (the
// app is live), the restart from the offline cache to live, and the next
// offline restart, when the browser may have kept the compiled code
// (Lantern's loader compiles a response it can cache; go-app's cannot).
type starts struct{ paint, tap, offline, warm, wasm time.Duration }

// cacheWait is how long the bench lets the app run after the first
// offline restart, so V8 may hand its compiled code to the browser's cache
// (it waits until no new code was compiled for 2 s) before the next one.
const cacheWait = 5 * time.Second

// measureStarts loads each site in a fresh Chromium profile runs times and
// returns the median of each figure per site, the sites served compressed
// as Netlify serves them. The sites take turns, run by run, so a machine
// busy with other work slows each of them alike.
func measureStarts(sites []string, runs int) ([]starts, error) {
	f, err := os.Open("netlify.toml")
	if err != nil {
		return nil, err
	}
	rules, err := netlify.Parse(f)
	f.Close()
	if err != nil {
		return nil, err
	}
	for _, site := range sites {
		if err := netlify.Warm(site); err != nil { // no compression inside the timings
			return nil, err
		}
	}
	all := make([][]starts, len(sites))
	for range runs {
		for i, site := range sites {
			s, err := startOnce(netlify.Handler(site, rules))
			if err != nil {
				return nil, fmt.Errorf("%s: %w", site, err)
			}
			all[i] = append(all[i], s)
		}
	}
	out := make([]starts, len(sites))
	for i, runs := range all {
		var paint, tap, offline, warm, wasm []time.Duration
		for _, s := range runs {
			paint, tap, offline, warm = append(paint, s.paint), append(tap, s.tap), append(offline, s.offline), append(warm, s.warm)
			wasm = append(wasm, s.wasm)
		}
		out[i] = starts{median(paint), median(tap), median(offline), median(warm), median(wasm)}
	}
	return out, nil
}

func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2].Round(time.Millisecond)
}

func startOnce(h http.Handler) (starts, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return starts{}, err
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	defer srv.Close()

	profile, err := os.MkdirTemp("", "lantern-bench-profile-")
	if err != nil {
		return starts{}, err
	}
	defer os.RemoveAll(profile)
	ctx, cancel := browser(profile)
	defer cancel()

	err = chromedp.Run(ctx,
		chromedp.Navigate("about:blank"),
		network.Enable(),
		network.EmulateNetworkConditions(false, float64(latency.Milliseconds()), throughput, throughput),
		emulation.SetCPUThrottlingRate(cpuSlowing),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(timings).Do(ctx)
			return err
		}),
	)
	if err != nil {
		return starts{}, err
	}
	var s starts
	var first [3]float64
	if err := chromedp.Run(ctx, chromedp.Navigate("http://"+ln.Addr().String()+"/"),
		chromedp.Evaluate(`window.lanternTimes`, &first, awaitPromise)); err != nil {
		return s, fmt.Errorf("first visit: %w", err)
	}
	s.paint, s.tap, s.wasm = ms(first[0]), ms(first[1]), ms(first[2])
	var ok bool
	if err := chromedp.Run(ctx, chromedp.Evaluate(cacheFilled, &ok, awaitPromise)); err != nil || !ok {
		return s, errors.Join(errors.New("offline cache never filled"), err)
	}
	srv.Close()
	var again [3]float64
	if err := chromedp.Run(ctx, chromedp.Reload(), chromedp.Evaluate(`window.lanternTimes`, &again, awaitPromise)); err != nil {
		return s, fmt.Errorf("offline restart: %w", err)
	}
	s.offline = ms(again[1])
	time.Sleep(cacheWait)
	if err := chromedp.Run(ctx, chromedp.Reload(), chromedp.Evaluate(`window.lanternTimes`, &again, awaitPromise)); err != nil {
		return s, fmt.Errorf("second offline restart: %w", err)
	}
	s.warm = ms(again[1])
	return s, nil
}

func ms(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }

// timings runs before the page's own scripts. It resolves with the first
// contentful paint, the moment the app marks itself live and the moment
// app.wasm's last byte arrived (0 when no entry shows it), in ms since
// the navigation started (the page's own clock, so the bench's round trips
// to the browser are not counted).
const timings = `window.lanternTimes = new Promise(resolve => {
	let paint = 0, live = 0;
	const wasmEnd = () => {
		const e = performance.getEntriesByType("resource").find(e => e.name.endsWith(".wasm"));
		return e ? e.responseEnd : 0;
	};
	const done = () => { if (paint && live) resolve([paint, live, wasmEnd()]); };
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) if (e.name === "first-contentful-paint") { paint = e.startTime; done(); }
	}).observe({type: "paint", buffered: true});
	const check = () => {
		if (!live && document.querySelector('#lantern[data-live="true"]')) { live = performance.now(); done(); }
	};
	new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["data-live"]});
	check();
});`

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
	ctx, tcancel := context.WithTimeout(ctx, 3*time.Minute)
	return ctx, func() { tcancel(); cancel(); acancel() }
}

// runStarts times only the starts of the given built sites against the
// hello world, in turns: to compare a change of the loader before and
// after without the rest of the bench.
func runStarts(sites []string, flags string, runs int) error {
	hello, err := buildHello(flags)
	if err != nil {
		return fmt.Errorf("hello world: %w", err)
	}
	defer os.RemoveAll(hello.dir)
	s, err := measureStarts(append(sites, hello.site), runs)
	if err != nil {
		return fmt.Errorf("start-up: %w", err)
	}
	printStarts(sites, s, runs)
	return nil
}

// printStarts prints each site's starts (the hello world's last) and their
// ratios to the hello world's.
func printStarts(names []string, s []starts, runs int) {
	fmt.Printf("start-up, median of %d, headless Chromium at %.0f Mbit/s, %v latency, CPU %d× slower, served compressed (brotli %d)\n",
		runs, throughput*8/1e6, latency, cpuSlowing, netlify.BrotliLevel)
	fmt.Printf("%-12s %14s %18s %18s %22s %14s\n", "", "first paint", "first working tap", "offline restart", "next offline restart", "wasm arrived")
	h := s[len(s)-1]
	for i, st := range s {
		name := "hello world"
		if i < len(names) {
			name = names[i]
		}
		fmt.Printf("%-12s %14v %18v %18v %22v %14v\n", name, st.paint, st.tap, st.offline, st.warm, st.wasm)
	}
	for i, name := range names {
		st := s[i]
		fmt.Printf("%-12s %14.2f %18.2f %18.2f %22.2f\n", "ratio "+name, ratio(int(st.paint), int(h.paint)),
			ratio(int(st.tap), int(h.tap)), ratio(int(st.offline), int(h.offline)), ratio(int(st.warm), int(h.warm)))
	}
	fmt.Printf("%-12s %14.1f %18.1f %18.1f %22s\n", "budget", paintBudget, tapBudget, offlineBudget, fmt.Sprintf("(stretch %.1f)", warmTarget))
}
