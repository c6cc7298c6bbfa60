//go:build e2e

package e2e

import (
	"regexp"
	"strconv"
	"testing"
	"time"
)

var momentLine = regexp.MustCompile(`BenchmarkTimelineMoment/(\w+)\S*\s+\d+\s+(\d+) ns/op\s+(\d+)(?:\.0+)? moves`)

// BenchmarkTimelineMomentChromium shows moments of the longest record each
// game allows (rules/recordtest's BenchmarkTimelineMoment: one kept state
// and the moves after it, what the timeline does as its slider moves) in
// Chromium's WebAssembly, and reports the milliseconds per game. The
// target is a frame: 16 ms.
func BenchmarkTimelineMomentChromium(b *testing.B) {
	// the longest games are played out in the browser first: minutes
	defer func(t time.Duration) { Timeout = t }(Timeout)
	Timeout = 10 * time.Minute
	out := runWasmTests(b, "./rules/recordtest", "-test.run ^$ -test.bench TimelineMoment -test.benchtime 20x")
	b.Log(out)
	found := 0
	for _, m := range momentLine.FindAllStringSubmatch(out, -1) {
		ns, _ := strconv.ParseFloat(m[2], 64)
		b.ReportMetric(ns/1e6, "ms-moment-"+m[1]+"-"+m[3]+"-moves")
		found++
	}
	if found != 4 {
		b.Fatalf("%d of 4 games' moment times in the output", found)
	}
}
