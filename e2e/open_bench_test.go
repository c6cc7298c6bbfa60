//go:build e2e

package e2e

import (
	"regexp"
	"strconv"
	"testing"
)

var openLine = regexp.MustCompile(`BenchmarkOpenLongest/(\w+)\S*\s+\d+\s+(\d+) ns/op\s+(\d+)(?:\.0+)? moves`)

// BenchmarkOpenLongestChromium opens the longest record each game allows
// (rules/recordtest's BenchmarkOpenLongest: one replay and its fingerprint
// check, as a game page does) in Chromium's WebAssembly, and reports the
// milliseconds per game. The target is 250 ms.
func BenchmarkOpenLongestChromium(b *testing.B) {
	out := runWasmTests(b, "./rules/recordtest", "-test.run ^$ -test.bench OpenLongest -test.benchtime 3x")
	b.Log(out)
	found := 0
	for _, m := range openLine.FindAllStringSubmatch(out, -1) {
		ns, _ := strconv.ParseFloat(m[2], 64)
		b.ReportMetric(ns/1e6, "ms-open-"+m[1]+"-"+m[3]+"-moves")
		found++
	}
	if found != 4 {
		b.Fatalf("%d of 4 games' opening times in the output", found)
	}
}
