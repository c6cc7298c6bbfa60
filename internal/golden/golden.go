// Package golden compares test output with files kept beside the tests, or
// rewrites them when the tests run with -update. Every package's golden
// tests share the one flag: go test ./rules/... -update.
package golden

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files instead of comparing with them")

// Updating reports whether the tests were asked to rewrite golden files.
func Updating() bool { return *update }

// Check compares got with the file at path; with -update it first writes got
// there. A difference fails the test and shows what the code produced.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Fatalf("%s differs from what the code produces (run with -update only if the change is meant); it produces:\n%s", path, clip(got))
	}
}

// clip keeps a failure message readable when the output is a whole deck.
func clip(b []byte) []byte {
	const most = 4 << 10
	if len(b) <= most {
		return b
	}
	return append(b[:most:most], "\n…"...)
}
