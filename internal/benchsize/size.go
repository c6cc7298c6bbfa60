//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"os"

	"github.com/andybalholm/brotli"
)

type sizes struct{ raw, gzip, brotli int }

// measureSize compresses at the strongest settings, what a static host that
// precompresses would serve; on-the-fly compression is weaker for both apps.
func measureSize(file string) (sizes, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return sizes{}, err
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
	return sizes{raw: len(b), gzip: g.Len(), brotli: br.Len()}, nil
}
