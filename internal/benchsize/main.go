//go:build !wasm

// Command benchsize is `make bench`'s first part: it compares Lantern's
// app.wasm with a go-app hello world built by the same toolchain and flags,
// by download size (raw, gzip, brotli) and by start time in headless
// Chromium (cold first visit, and restart from the offline cache).
//
// The budget is app.wasm brotli ≤ 1.25 × the hello world's; benchsize exits
// with status 1 when Lantern is over it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

const budget = 1.25

func main() {
	site := flag.String("site", "dist", "Lantern's built site")
	flags := flag.String("wasm-flags", `-trimpath -ldflags=-s -w`, "go build flags used for app.wasm")
	runs := flag.Int("runs", 5, "browser runs per measurement (the median is shown)")
	keep := flag.Bool("keep", false, "keep the hello world's temporary folder")
	appFlags := flag.String("app-flags", "", "go build flags of Lantern's own app.wasm, to measure it by part (none: skip)")
	flag.Parse()
	var games []string
	if *appFlags != "" {
		games = gameIDs("cmd/lantern")
	}
	if err := run(*site, *flags, *appFlags, games, *runs, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "benchsize:", err)
		os.Exit(1)
	}
}

// run compares app.wasm with the hello world, then (with appFlags) builds
// it by part, then times both starting.
func run(site, flags, appFlags string, games []string, runs int, keep bool) error {
	appWasm, err := findWasm(site)
	if err != nil {
		return err
	}
	hello, err := buildHello(flags)
	if err != nil {
		return fmt.Errorf("hello world: %w", err)
	}
	if keep {
		fmt.Println("hello world kept in", hello.dir)
	} else {
		defer os.RemoveAll(hello.dir)
	}

	a, err := measureSize(appWasm)
	if err != nil {
		return err
	}
	h, err := measureSize(hello.wasm)
	if err != nil {
		return err
	}
	fmt.Printf("%-12s %12s %12s %12s\n", "app.wasm", "raw", "gzip -9", "brotli 11")
	fmt.Printf("%-12s %12d %12d %12d\n", "lantern", a.raw, a.gzip, a.brotli)
	fmt.Printf("%-12s %12d %12d %12d\n", "hello world", h.raw, h.gzip, h.brotli)
	ratio := float64(a.brotli) / float64(h.brotli)
	fmt.Printf("ratio (brotli): %.3f, budget %.2f\n", ratio, budget)
	if len(games) > 0 {
		if err := measureParts(appFlags, games, h); err != nil {
			return err
		}
	}

	la, err := measureStart(site, runs)
	if err != nil {
		return fmt.Errorf("lantern start: %w", err)
	}
	ha, err := measureStart(hello.site, runs)
	if err != nil {
		return fmt.Errorf("hello start: %w", err)
	}
	fmt.Printf("%-12s %14s %18s   (median of %d, headless Chromium, local server)\n", "start", "cold", "offline restart", runs)
	fmt.Printf("%-12s %14v %18v\n", "lantern", la.cold, la.offline)
	fmt.Printf("%-12s %14v %18v\n", "hello world", ha.cold, ha.offline)

	if ratio > budget {
		return fmt.Errorf("app.wasm brotli is %.3f × the hello world, over the %.2f budget", ratio, budget)
	}
	return nil
}

// findWasm returns the content-hashed app.wasm that lantern build wrote.
func findWasm(site string) (string, error) {
	m, err := filepath.Glob(filepath.Join(site, "web", "hashed", "app-*.wasm"))
	if err != nil || len(m) != 1 {
		return "", fmt.Errorf("want exactly one %s/web/hashed/app-*.wasm (run make dist), found %v", site, m)
	}
	return m[0], nil
}

// splitFlags splits go build flags on spaces, keeping -ldflags="-s -w" whole.
func splitFlags(s string) []string {
	var out []string
	var cur strings.Builder
	quoted := false
	for _, r := range s {
		switch {
		case r == '"' || r == '\'':
			quoted = !quoted
		case r == ' ' && !quoted:
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteRune(r)
		}
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}
