package golden

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Packed keeps dst a compact copy of every JSON file under src, at the
// same relative path. Packages embed the copies and people edit the
// indented sources: inside app.wasm, indentation costs far more brotli
// than it does in a file of its own (docs/architecture.md). With -update
// it writes the copies and removes those whose source is gone.
func Packed(t testing.TB, src, dst string) {
	t.Helper()
	want := map[string]bool{}
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		want[rel] = true
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var packed bytes.Buffer
		if err := json.Compact(&packed, text); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out := filepath.Join(dst, rel)
		if *update {
			if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
				return err
			}
		}
		Check(t, out, packed.Bytes())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	stale(t, src, dst, want)
}

// stale fails on a copy in dst whose source is gone, or removes it with
// -update.
func stale(t testing.TB, src, dst string, want map[string]bool) {
	t.Helper()
	err := filepath.WalkDir(dst, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dst, path)
		if err != nil || want[rel] {
			return err
		}
		if *update {
			return os.Remove(path)
		}
		t.Fatalf("%s has no source in %s (run with -update to remove it)", path, src)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
