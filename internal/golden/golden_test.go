package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// fakeT records a failure instead of stopping the test that drives it.
type fakeT struct {
	testing.TB
	failed bool
}

func (f *fakeT) Helper()               {}
func (f *fakeT) Fatal(...any)          { f.failed = true; panic(f) }
func (f *fakeT) Fatalf(string, ...any) { f.failed = true; panic(f) }

func check(path string, got []byte) (failed bool) {
	f := &fakeT{}
	defer func() {
		if r := recover(); r != nil && r != any(f) {
			panic(r)
		}
		failed = f.failed
	}()
	Check(f, path, got)
	return false
}

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.golden")
	if err := os.WriteFile(path, []byte("same"), 0o644); err != nil {
		t.Fatal(err)
	}
	if check(path, []byte("same")) {
		t.Error("equal output failed the check")
	}
	if !check(path, []byte("other")) {
		t.Error("different output passed the check")
	}
	if !check(filepath.Join(t.TempDir(), "missing"), []byte("x")) {
		t.Error("a missing golden file passed the check")
	}
}
