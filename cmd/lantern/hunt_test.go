//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHuntCommand(t *testing.T) {
	dir := t.TempDir()
	var tmpl strings.Builder
	if err := huntCmd([]string{"-template"}, &tmpl); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "mine.csv")
	bad := filepath.Join(dir, "bad.csv")
	for path, text := range map[string]string{good: tmpl.String(), bad: strings.Replace(tmpl.String(), "\n5,", "\nfive,", 1)} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	tests := []struct {
		name string
		args []string
		want string
		err  string
	}{
		{"one hunt", []string{"-seed", "3"}, "The showdown begins.", ""},
		{"statistics", []string{"-n", "50", "-level", "2"}, "50 hunts at level 2", ""},
		{"check a good table", []string{"-check", good}, "100 rows, valid", ""},
		{"check a bad table", []string{"-check", bad}, "", `line 6: roll must be a whole number from 1 to 100, not "five"`},
		{"play an owner's table", []string{"-table", good}, "The showdown begins.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			err := huntCmd(tt.args, &out)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || !strings.Contains(out.String(), tt.want) {
				t.Fatalf("%v\n%s", err, out.String())
			}
		})
	}
}
