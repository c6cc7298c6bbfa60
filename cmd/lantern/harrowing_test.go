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
}
