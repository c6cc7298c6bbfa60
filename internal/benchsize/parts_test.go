//go:build !wasm

package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// Every game cmd/lantern builds in is found, so a new game is measured
// without touching the bench, and its tag leaves all of it out: a stray
// import elsewhere would make its cost look smaller than it is.
func TestGamesLeaveOut(t *testing.T) {
	games := gameIDs("../../cmd/lantern")
	if !slices.Contains(games, "hope") || !slices.Contains(games, "hunt") {
		t.Fatalf("gameIDs = %q", games)
	}
	cmd := exec.Command("go", "list", "-deps", "-tags", leaveOut(games, nil), "../../cmd/lantern")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		for _, g := range games {
			if pkg == "lantern/app/"+g || pkg == "lantern/rules/"+g || strings.HasPrefix(pkg, "lantern/rules/"+g+"/") {
				t.Errorf("with every game left out, app.wasm still links %s", pkg)
			}
		}
	}
}

func TestLeaveOut(t *testing.T) {
	games := []string{"hope", "hunt", "harrowing"}
	tests := []struct {
		keep []string
		want string
	}{
		{nil, "lantern_nohope,lantern_nohunt,lantern_noharrowing"},
		{[]string{"hunt"}, "lantern_nohope,lantern_noharrowing"},
		{games, ""},
	}
	for _, tt := range tests {
		if got := leaveOut(games, tt.keep); got != tt.want {
			t.Errorf("leaveOut(%q) = %q, want %q", tt.keep, got, tt.want)
		}
	}
}
