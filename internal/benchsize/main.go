//go:build !wasm

// Command benchsize is `make bench`'s first part: it compares Lantern's
// app.wasm with a go-app hello world built by the same toolchain and flags,
// by download size (raw, gzip, brotli), by part (the platform alone, what
// each game adds), and by start-up in headless Chromium throttled like a
// tablet on a home connection, both sites served compressed as Netlify
// serves them.
//
// It exits with status 1 when a part is over its budget (budget.go).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	site := flag.String("site", "dist", "Lantern's built site")
	flags := flag.String("wasm-flags", `-trimpath -ldflags=-s -w`, "go build flags used for app.wasm")
	runs := flag.Int("runs", 3, "browser runs per measurement (the median is shown)")
	keep := flag.Bool("keep", false, "keep the hello world's temporary folder")
	appFlags := flag.String("app-flags", "", "go build flags of Lantern's own app.wasm, to measure it by part")
	pagesOnly := flag.Bool("lighthouse-only", false, "measure only the first visit with Lighthouse (lighthouse.go)")
	startsOnly := flag.Bool("starts-only", false, "time only the starts of -site and any further sites given as arguments against the hello world")
	sizesOnly := flag.Bool("sizes-only", false, "measure and judge only app.wasm's sizes, whole and by part")
	flag.Parse()
	var err error
	switch {
	case *pagesOnly:
		err = runPages(*site, *flags, *runs)
	case *startsOnly:
		err = runStarts(append([]string{*site}, flag.Args()...), *flags, *runs)
	default:
		err = run(*site, *flags, *appFlags, gameIDs("cmd/lantern"), *runs, *keep, *sizesOnly)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchsize:", err)
		os.Exit(1)
	}
}

// run measures app.wasm and the hello world, builds app.wasm by part, times
// both starting (unless sizesOnly), then judges every part against its
// budget.
func run(site, flags, appFlags string, games []string, runs int, keep, sizesOnly bool) error {
	if appFlags == "" {
		return errors.New("-app-flags is needed: the budget is per part")
	}
	if runs < 3 {
		return errors.New("-runs must be at least 3: the figures are medians")
	}
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
	// Raw sizes are printed, not capped: every start decodes and compiles
	// the code section, and the data section is copied into memory.
	fmt.Printf("%-12s %12s %12s %12s %12s %12s\n", "app.wasm", "raw", "code", "data", "gzip -9", "brotli 11")
	fmt.Printf("%-12s %12d %12d %12d %12d %12d\n", "lantern", a.raw, a.code, a.data, a.gzip, a.brotli)
	fmt.Printf("%-12s %12d %12d %12d %12d %12d\n", "hello world", h.raw, h.code, h.data, h.gzip, h.brotli)
	fmt.Printf("%-12s %12.3f %12.3f %12.3f %12.3f %12.3f\n", "ratio", ratio(a.raw, h.raw), ratio(a.code, h.code),
		ratio(a.data, h.data), ratio(a.gzip, h.gzip), ratio(a.brotli, h.brotli))
	fmt.Printf("whole app (brotli): %.3f × the hello world, not capped\n", ratio(a.brotli, h.brotli))
	f := figures{hello: h.brotli, app: a.brotli}
	if f.platform, f.games, err = measureParts(appFlags, games, h); err != nil {
		return err
	}
	fmt.Printf("budget: platform ≤ %.2f × the hello world, each game adds ≤ %d KB brotli\n", platformBudget, gameBudget/1000)
	if err := measureShares(appFlags, games, a.brotli, h); err != nil {
		return err
	}
	if sizesOnly {
		return overBudget(sizesOver(f))
	}

	s, err := measureStarts([]string{site, hello.site}, runs)
	if err != nil {
		return fmt.Errorf("start-up: %w", err)
	}
	f.lantern, f.helloStart = s[0], s[1]
	printStarts([]string{"lantern"}, s, runs)

	over := verdict(f)
	if f.lanternPage, err = lighthouse(site, runs); err != nil {
		return fmt.Errorf("lantern lighthouse: %w", err)
	}
	if f.helloPage, err = lighthouse(hello.site, runs); err != nil {
		return fmt.Errorf("hello lighthouse: %w", err)
	}
	printPages(f.lanternPage, f.helloPage, runs)
	return overBudget(append(over, pagesVerdict(f.lanternPage, f.helloPage)...))
}

// overBudget is the error that lists what is over its budget, nil for none.
func overBudget(over []string) error {
	if len(over) > 0 {
		return errors.New("over budget:\n  " + strings.Join(over, "\n  "))
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
