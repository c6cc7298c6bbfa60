//go:build !wasm

package main

import "testing"

func TestWasmSections(t *testing.T) {
	head := "\x00asm\x01\x00\x00\x00"
	tests := []struct {
		name       string
		module     string
		code, data int
		bad        bool
	}{
		{"empty module", head, 0, 0, false},
		{"type, code and data", head + "\x01\x02ab" + "\x0a\x03abc" + "\x0b\x01a", 3, 1, false},
		{"a size over 127 (two bytes of LEB128)", head + "\x0a\x80\x01" + string(make([]byte, 128)), 128, 0, false},
		{"custom sections are not counted", head + "\x00\x04name" + "\x0b\x02ab", 0, 2, false},
		{"a section past the end", head + "\x0a\x05abc", 0, 0, true},
		{"not wasm", "\x7fELF\x01\x00\x00\x00", 0, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, data, err := wasmSections([]byte(tt.module))
			if (err != nil) != tt.bad || code != tt.code || data != tt.data {
				t.Fatalf("wasmSections = %d, %d, %v; want %d, %d, error %v", code, data, err, tt.code, tt.data, tt.bad)
			}
		})
	}
}
