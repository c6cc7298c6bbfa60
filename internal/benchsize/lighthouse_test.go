//go:build !wasm

package main

import (
	"strings"
	"testing"
)

// A report's figures reach the verdict: each ratio over its target, and
// each score under 100, is named.
func TestPagesVerdict(t *testing.T) {
	report := func(fcp, si, tti string, a11y string) pageFigures {
		p, err := parseLighthouse([]byte(`{"audits": {"first-contentful-paint": {"numericValue": ` + fcp +
			`}, "speed-index": {"numericValue": ` + si + `}, "interactive": {"numericValue": ` + tti +
			`}, "total-byte-weight": {"numericValue": 1}}, "categories": {"accessibility": {"score": ` + a11y +
			`}, "best-practices": {"score": 1}, "seo": {"score": 1}}}`))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	hello := report("1000", "1000", "1000", "1")
	if over := pagesVerdict(report("1100", "1100", "1200", "1"), hello); len(over) != 0 {
		t.Errorf("at the targets: %v", over)
	}
	over := pagesVerdict(report("1101", "1000", "1201", "0.99"), hello)
	got := strings.Join(over, "\n")
	for _, want := range []string{"first contentful paint", "time to interactive", "accessibility score is 99"} {
		if !strings.Contains(got, want) {
			t.Errorf("verdict lacks %q:\n%s", want, got)
		}
	}
	if len(over) != 3 {
		t.Errorf("verdict %q; want 3 lines", over)
	}
	if _, err := parseLighthouse([]byte(`{"runtimeError": {"message": "NO_FCP"}}`)); err == nil {
		t.Error("a run that failed gave figures")
	}
	if _, err := parseLighthouse([]byte(`{"audits": {"first-contentful-paint": {"numericValue": 1}, "speed-index": {"numericValue": 1}, "interactive": {}}}`)); err == nil {
		t.Error("a run without a time to interactive gave figures")
	}
}

func TestMedianPage(t *testing.T) {
	m := medianPage([]pageFigures{
		{fcp: 3, speedIndex: 1, interactive: 9, scores: map[string]int{"seo": 90}},
		{fcp: 1, speedIndex: 2, interactive: 5, scores: map[string]int{"seo": 100}},
		{fcp: 2, speedIndex: 3, interactive: 1, scores: map[string]int{"seo": 80}},
	})
	if m.fcp != 2 || m.speedIndex != 2 || m.interactive != 5 || m.scores["seo"] != 100 {
		t.Fatalf("median %+v", m)
	}
}
