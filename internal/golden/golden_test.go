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

// fails runs do with a testing.TB that records a failure instead of
// stopping the test that drives it.
func fails(do func(testing.TB)) (failed bool) {
	f := &fakeT{}
	defer func() {
		if r := recover(); r != nil && r != any(f) {
			panic(r)
		}
		failed = f.failed
	}()
	do(f)
	return false
}

func check(path string, got []byte) bool {
	return fails(func(t testing.TB) { Check(t, path, got) })
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

func packed(src, dst string) bool {
	return fails(func(t testing.TB) { Packed(t, src, dst) })
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPacked(t *testing.T) {
	dir := t.TempDir()
	src, dst := filepath.Join(dir, "cards"), filepath.Join(dir, "packed")
	write(t, filepath.Join(src, "a.json"), "{\n\t\"name\": \"a b\",\n\t\"n\": [1, 2]\n}\n")
	write(t, filepath.Join(src, "old", "b.json"), "[ true ]")
	write(t, filepath.Join(src, "notes.txt"), "not JSON, not packed")
	if !packed(src, dst) {
		t.Error("missing copies passed")
	}
	*update = true
	failed := packed(src, dst)
	*update = false
	if failed {
		t.Fatal("-update failed")
	}
	for path, want := range map[string]string{"a.json": `{"name":"a b","n":[1,2]}`, "old/b.json": "[true]"} {
		if got, err := os.ReadFile(filepath.Join(dst, path)); err != nil || string(got) != want {
			t.Errorf("%s = %q, %v; want %q", path, got, err, want)
		}
	}
	if packed(src, dst) {
		t.Error("current copies failed")
	}
	write(t, filepath.Join(src, "a.json"), `{"name": "c"}`)
	if !packed(src, dst) {
		t.Error("a stale copy passed")
	}
	write(t, filepath.Join(src, "a.json"), "{\n\t\"name\": \"a b\",\n\t\"n\": [1, 2]\n}\n")
	write(t, filepath.Join(dst, "gone.json"), "{}")
	if !packed(src, dst) {
		t.Error("a copy without a source passed")
	}
}
