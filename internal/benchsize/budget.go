//go:build !wasm

package main

import (
	"fmt"
	"time"
)

// The budget. The platform alone is measured against a hello world built
// beside it; each game by what it adds to the platform, so a game's code
// never has to make room for the platform's libraries. The platform's is
// 1.25 × since it also holds what looks back over a game, counts a
// table's numbers and shows private views on phones.
const (
	platformBudget = 1.25       // platform alone, brotli, × the hello world's
	gameBudget     = 250 * 1000 // bytes of brotli one game may add
	paintBudget    = 1.1        // first paint of the prerendered page, × hello world
	tapBudget      = 1.2        // first tap that works, × hello world
	offlineBudget  = 1.3        // restart from the offline cache, × hello world
	// The next offline restart, when the browser may have kept the compiled
	// code: a stretch target, printed beside the figure, never judged.
	warmTarget = 1.0
)

// gameSize is what one game adds to the platform, in brotli bytes.
type gameSize struct {
	id    string
	added int
}

// figures are one bench run's measurements.
type figures struct {
	hello, platform, app int // app.wasm brotli bytes
	games                []gameSize
	lantern, helloStart  starts
	lanternPage          pageFigures // Lighthouse (lighthouse.go)
	helloPage            pageFigures
}

// verdict lists every part over its budget; none means the run passes. The
// whole app's ratio is not a budget: it is printed, never checked.
func verdict(f figures) []string { return append(sizesOver(f), startsOver(f)...) }

// sizesOver lists the parts of app.wasm over their budgets.
func sizesOver(f figures) []string {
	var over []string
	if r := ratio(f.platform, f.hello); r > platformBudget {
		over = append(over, fmt.Sprintf("the platform alone is %.3f × the hello world, over %.2f", r, platformBudget))
	}
	for _, g := range f.games {
		if g.added > gameBudget {
			over = append(over, fmt.Sprintf("%s adds %d KB brotli, over %d KB", g.id, g.added/1000, gameBudget/1000))
		}
	}
	return over
}

// startsOver lists the starts over their budgets.
func startsOver(f figures) []string {
	var over []string
	for _, s := range []struct {
		what       string
		app, hello time.Duration
		budget     float64
	}{
		{"first paint", f.lantern.paint, f.helloStart.paint, paintBudget},
		{"first working tap", f.lantern.tap, f.helloStart.tap, tapBudget},
		{"offline restart", f.lantern.offline, f.helloStart.offline, offlineBudget},
	} {
		if r := ratio(int(s.app), int(s.hello)); r > s.budget {
			over = append(over, fmt.Sprintf("%s takes %v, %.2f × the hello world's %v, over %.1f", s.what, s.app, r, s.hello, s.budget))
		}
	}
	return over
}

func ratio(a, b int) float64 { return float64(a) / float64(b) }
