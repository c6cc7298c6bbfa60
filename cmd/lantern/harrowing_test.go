//go:build !wasm

package main

import (
	"strings"
	"testing"
)

func TestHarrowingSim(t *testing.T) {
	var out, errOut strings.Builder
	if err := harrowingCmd([]string{"sim", "-games", "2", "-effigies", "1", "-campaigns", "0"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Bane median", "moves median", "I", "II"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
	if err := harrowingCmd([]string{"sim", "-effigies", "0..6"}, &out, &errOut); err == nil {
		t.Fatal("-effigies 0..6 was accepted")
	}
	if err := harrowingCmd([]string{"sim", "-circles", "I,nowhere"}, &out, &errOut); err == nil {
		t.Fatal("-circles naming no circle was accepted")
	}
}

// -circles plays only the circles named; campaigns report each circle's
// first game and each Unknown card's share.
func TestHarrowingSimCircles(t *testing.T) {
	var out, errOut strings.Builder
	if err := harrowingCmd([]string{"sim", "-games", "1", "-effigies", "1", "-circles", "II", "-campaigns", "1", "-depth", "2"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(out.String(), "\n")
	if len(rows) < 2 || !strings.Contains(rows[1], "II") || strings.Contains(out.String(), "\n  I ") {
		t.Errorf("the report should have circle II's row only:\n%s", out.String())
	}
	for _, want := range []string{"first game in each circle", "I:1 (1)", "share of campaigns"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}
