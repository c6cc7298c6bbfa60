package goapp_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPatchOnlyTouchesStart checks that _engine.go is go.mod's go-app
// engine.go with only (*engineX).Start changed, and that Start did change.
func TestPatchOnlyTouchesStart(t *testing.T) {
	out, err := exec.Command("go", "mod", "download", "-json", "github.com/maxence-charriere/go-app/v10").Output()
	if err != nil {
		t.Fatalf("go mod download: %v", err)
	}
	var mod struct{ Dir string }
	if err := json.Unmarshal(out, &mod); err != nil {
		t.Fatal(err)
	}
	dir := mod.Dir
	upstream, err := os.ReadFile(filepath.Join(dir, "pkg", "app", "engine.go"))
	if err != nil {
		t.Fatal(err)
	}
	patched, err := os.ReadFile("_engine.go")
	if err != nil {
		t.Fatal(err)
	}
	upRest, upStart := cutStart(t, string(upstream))
	ourRest, ourStart := cutStart(t, string(patched))
	if upRest != ourRest {
		t.Error("_engine.go differs from upstream outside Start: copy engine.go from the go-app in go.mod and patch Start again")
	}
	if upStart == ourStart {
		t.Error("Start is unpatched: the copy is pointless")
	}
	if !strings.Contains(ourStart, "len(e.dispatches) == 0") {
		t.Error("Start no longer draws when the dispatch queue is empty")
	}
}

// cutStart splits src into the text without Start and Start itself.
func cutStart(t *testing.T, src string) (rest, start string) {
	t.Helper()
	const head = "func (e *engineX) Start("
	i := strings.Index(src, head)
	if i < 0 {
		t.Fatal("no Start in engine.go")
	}
	n := strings.Index(src[i:], "\n}\n")
	if n < 0 {
		t.Fatal("Start has no end")
	}
	return src[:i] + src[i+n:], src[i : i+n]
}
