//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

func TestSplitFlags(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{`-trimpath -ldflags="-s -w"`, []string{"-trimpath", "-ldflags=-s -w"}},
		{`-ldflags='-s -w'  -trimpath`, []string{"-ldflags=-s -w", "-trimpath"}},
		{``, nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := splitFlags(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("splitFlags(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestGoAppVersion(t *testing.T) {
	dir := t.TempDir()
	mod := filepath.Join(dir, "go.mod")
	os.WriteFile(mod, []byte("module x\n\nrequire (\n\tgithub.com/maxence-charriere/go-app/v10 v10.1.11 // indirect\n)\n"), 0o644)
	if v, err := goAppVersion(mod); err != nil || v != "v10.1.11" {
		t.Fatalf("goAppVersion = %q, %v", v, err)
	}
	os.WriteFile(mod, []byte("module x\n"), 0o644)
	if _, err := goAppVersion(mod); err == nil {
		t.Fatal("no error without go-app")
	}
}

func TestMedian(t *testing.T) {
	ms := time.Millisecond
	if got := median([]time.Duration{5 * ms, 1 * ms, 3 * ms}); got != 3*ms {
		t.Fatalf("median = %v", got)
	}
}
