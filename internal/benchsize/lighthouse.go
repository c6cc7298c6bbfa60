//go:build !wasm

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strings"

	"lantern/internal/chromium"
	"lantern/internal/netlify"
)

// Issue 19's first-visit targets, measured by Lighthouse (the version pinned
// in e2e/package-lock.json) on both sites served compressed, under its
// DevTools throttling: a tablet on 9 Mbit/s with 240 ms round trips and a
// CPU four times slower.
const (
	fcpBudget         = 1.1 // first contentful paint, × hello world
	speedIndexBudget  = 1.1 // how soon the page looks done, × hello world
	interactiveBudget = 1.2 // time to interactive, × hello world
)

// lighthouseCLI is Lighthouse's command line, installed by make bench
// (npm ci in internal/benchsize/lighthouse/, which make test never needs).
const lighthouseCLI = "internal/benchsize/lighthouse/node_modules/lighthouse/cli/index.js"

var lighthouseFlags = []string{
	"--quiet", "--output=json", "--output-path=stdout",
	"--only-categories=performance,accessibility,best-practices,seo",
	"--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run",
	"--form-factor=mobile", "--screenEmulation.mobile", "--screenEmulation.width=768",
	"--screenEmulation.height=1024", "--screenEmulation.deviceScaleFactor=2",
	"--throttling-method=devtools", "--throttling.requestLatencyMs=240",
	"--throttling.downloadThroughputKbps=9000", "--throttling.cpuSlowdownMultiplier=4",
}

// pageFigures are the medians of Lighthouse's figures, in ms, and its
// category scores (0 to 100) from the median run by time to interactive.
type pageFigures struct {
	fcp, speedIndex, interactive, bytes float64
	scores                              map[string]int
}

// lighthouse runs Lighthouse runs times against site, each time in a
// fresh profile (Lighthouse clears the origin's storage: a first visit).
func lighthouse(site string, runs int) (pageFigures, error) {
	if _, err := os.Stat(lighthouseCLI); err != nil {
		return pageFigures{}, fmt.Errorf("%v: run npm ci in e2e/", err)
	}
	f, err := os.Open("netlify.toml")
	if err != nil {
		return pageFigures{}, err
	}
	rules, err := netlify.Parse(f)
	f.Close()
	if err != nil {
		return pageFigures{}, err
	}
	if err := netlify.Warm(site); err != nil {
		return pageFigures{}, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return pageFigures{}, err
	}
	srv := &http.Server{Handler: netlify.Handler(site, rules)}
	go srv.Serve(ln)
	defer srv.Close()

	var all []pageFigures
	failed := 0
	for len(all) < runs {
		p, err := lighthouseOnce("http://" + ln.Addr().String() + "/")
		if err != nil {
			// Lighthouse sometimes loses its trace on a loaded machine
			// (NO_NAVSTART, NO_FCP): such a run has no figures; try again.
			if failed++; failed > runs {
				return pageFigures{}, err
			}
			fmt.Fprintln(os.Stderr, "benchsize: run again:", err)
			continue
		}
		all = append(all, p)
	}
	return medianPage(all), nil
}

func lighthouseOnce(url string) (pageFigures, error) {
	cmd := exec.Command("node", append([]string{lighthouseCLI, url}, lighthouseFlags...)...)
	cmd.Env = append(os.Environ(), "CHROME_PATH="+chromium.Path)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return pageFigures{}, fmt.Errorf("lighthouse: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	return parseLighthouse(out)
}

func parseLighthouse(report []byte) (pageFigures, error) {
	var r struct {
		RuntimeError *struct{ Message string }
		Audits       map[string]struct{ NumericValue float64 }
		Categories   map[string]struct{ Score float64 }
	}
	if err := json.Unmarshal(report, &r); err != nil {
		return pageFigures{}, fmt.Errorf("lighthouse report: %w", err)
	}
	if r.RuntimeError != nil {
		return pageFigures{}, fmt.Errorf("lighthouse: %s", r.RuntimeError.Message)
	}
	p := pageFigures{
		fcp:         r.Audits["first-contentful-paint"].NumericValue,
		speedIndex:  r.Audits["speed-index"].NumericValue,
		interactive: r.Audits["interactive"].NumericValue,
		bytes:       r.Audits["total-byte-weight"].NumericValue,
		scores:      map[string]int{},
	}
	if p.fcp == 0 || p.speedIndex == 0 || p.interactive == 0 {
		// An audit that could not be computed (a page never quiet for
		// TTI's five seconds within the trace) must not pass as 0 ms.
		return pageFigures{}, fmt.Errorf("lighthouse gave no figure: FCP %.0f, Speed Index %.0f, TTI %.0f", p.fcp, p.speedIndex, p.interactive)
	}
	for k, c := range r.Categories {
		p.scores[k] = int(c.Score*100 + 0.5)
	}
	return p, nil
}

// medianPage takes each figure's median separately; the scores come from
// the run whose time to interactive is the median.
func medianPage(all []pageFigures) pageFigures {
	med := func(get func(pageFigures) float64) float64 {
		v := make([]float64, len(all))
		for i, p := range all {
			v[i] = get(p)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	m := pageFigures{
		fcp:         med(func(p pageFigures) float64 { return p.fcp }),
		speedIndex:  med(func(p pageFigures) float64 { return p.speedIndex }),
		interactive: med(func(p pageFigures) float64 { return p.interactive }),
		bytes:       med(func(p pageFigures) float64 { return p.bytes }),
	}
	for _, p := range all {
		if p.interactive == m.interactive {
			m.scores = p.scores
		}
	}
	return m
}

// printPages prints every Lighthouse figure of both sites and their ratios.
func printPages(lantern, hello pageFigures, runs int) {
	fmt.Printf("Lighthouse, median of %d, 768×1024 tablet at 9 Mbit/s, 240 ms round trip, CPU 4× slower, served compressed\n", runs)
	fmt.Printf("%-12s %12s %12s %12s %12s   %s\n", "", "FCP", "Speed Index", "TTI", "bytes", "a11y / best practices / SEO")
	for _, s := range []struct {
		name string
		p    pageFigures
	}{{"lantern", lantern}, {"hello world", hello}} {
		fmt.Printf("%-12s %11.0fms %11.0fms %11.0fms %12.0f   %d / %d / %d\n", s.name, s.p.fcp, s.p.speedIndex, s.p.interactive,
			s.p.bytes, s.p.scores["accessibility"], s.p.scores["best-practices"], s.p.scores["seo"])
	}
	fmt.Printf("%-12s %12.2f %12.2f %12.2f\n", "ratio", lantern.fcp/hello.fcp, lantern.speedIndex/hello.speedIndex, lantern.interactive/hello.interactive)
	fmt.Printf("%-12s %12.1f %12.1f %12.1f   100 / 100 / 100\n", "budget", fcpBudget, speedIndexBudget, interactiveBudget)
}

// pagesVerdict lists every Lighthouse figure over its target.
func pagesVerdict(lantern, hello pageFigures) []string {
	var over []string
	for _, s := range []struct {
		what       string
		app, hello float64
		budget     float64
	}{
		{"first contentful paint", lantern.fcp, hello.fcp, fcpBudget},
		{"Speed Index", lantern.speedIndex, hello.speedIndex, speedIndexBudget},
		{"time to interactive", lantern.interactive, hello.interactive, interactiveBudget},
	} {
		if r := s.app / s.hello; r > s.budget {
			over = append(over, fmt.Sprintf("Lighthouse %s is %.0f ms, %.2f × the hello world's %.0f ms, over %.1f", s.what, s.app, r, s.hello, s.budget))
		}
	}
	for _, c := range []string{"accessibility", "best-practices", "seo"} {
		if s := lantern.scores[c]; s < 100 {
			over = append(over, fmt.Sprintf("Lighthouse %s score is %d, not 100", c, s))
		}
	}
	return over
}

// runPages is -lighthouse-only: the hello world and Lighthouse, no sizes.
func runPages(site, flags string, runs int) error {
	hello, err := buildHello(flags)
	if err != nil {
		return fmt.Errorf("hello world: %w", err)
	}
	defer os.RemoveAll(hello.dir)
	lantern, err := lighthouse(site, runs)
	if err != nil {
		return fmt.Errorf("lantern lighthouse: %w", err)
	}
	h, err := lighthouse(hello.site, runs)
	if err != nil {
		return fmt.Errorf("hello lighthouse: %w", err)
	}
	printPages(lantern, h, runs)
	if over := pagesVerdict(lantern, h); len(over) > 0 {
		return errors.New("over budget:\n  " + strings.Join(over, "\n  "))
	}
	return nil
}
