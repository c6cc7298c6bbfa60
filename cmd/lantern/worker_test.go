//go:build !wasm

package main

import (
	"strings"
	"testing"
)

func TestWorkerTemplateWaitsForTheCache(t *testing.T) {
	s, err := workerTemplate()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(s, "event.waitUntil("); n < 2 {
		t.Fatalf("patched worker has %d waitUntil calls, want install and activate", n)
	}
	if strings.Contains(s, `addEventListener("install", async`) {
		t.Fatal("install listener still async without waitUntil")
	}
}
