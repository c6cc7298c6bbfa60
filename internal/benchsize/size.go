//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"os"

	"github.com/andybalholm/brotli"
)

// sizes are one app.wasm's: raw, its code and data sections raw (what the
// browser decodes and compiles at every start), and compressed.
type sizes struct{ raw, code, data, gzip, brotli int }

// measureSize compresses at the strongest settings, what a static host that
// precompresses would serve; on-the-fly compression is weaker for both apps.
func measureSize(file string) (sizes, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return sizes{}, err
	}
	code, data, err := wasmSections(b)
	if err != nil {
		return sizes{}, fmt.Errorf("%s: %w", file, err)
	}
	var g, br bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	gw.Write(b)
	if err := gw.Close(); err != nil {
		return sizes{}, err
	}
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(b)
	if err := bw.Close(); err != nil {
		return sizes{}, err
	}
	return sizes{raw: len(b), code: code, data: data, gzip: g.Len(), brotli: br.Len()}, nil
}

// The WebAssembly binary format's section ids for code and data.
const (
	codeSection = 10
	dataSection = 11
)

// wasmSections returns the sizes of a wasm module's code and data
// sections (their contents, without the section headers).
func wasmSections(b []byte) (code, data int, err error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return 0, 0, errors.New("not a WebAssembly module")
	}
	for i := 8; i < len(b); {
		id := b[i]
		n, w := binary.Uvarint(b[i+1:])
		if w <= 0 || uint64(len(b)-i-1-w) < n {
			return 0, 0, fmt.Errorf("section %d at byte %d runs past the end", id, i)
		}
		switch id {
		case codeSection:
			code += int(n)
		case dataSection:
			data += int(n)
		}
		i += 1 + w + int(n)
	}
	return code, data, nil
}
