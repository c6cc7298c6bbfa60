package netlify

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/andybalholm/brotli"
)

// site writes a small built site: an app.wasm that compresses well, an
// index page and a PNG.
func site(t *testing.T) (dir string, wasm []byte) {
	dir = t.TempDir()
	var b bytes.Buffer
	for i := range 20000 {
		fmt.Fprintf(&b, "func%d\x00\x01", i%700)
	}
	wasm = b.Bytes()
	os.MkdirAll(filepath.Join(dir, "web"), 0o755)
	os.WriteFile(filepath.Join(dir, "web", "app.wasm"), wasm, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), bytes.Repeat([]byte("<p>Lantern</p>"), 100), 0o644)
	os.WriteFile(filepath.Join(dir, "web", "icon.png"), []byte("\x89PNG not compressed again"), 0o644)
	return dir, wasm
}

// app.wasm is sent as Netlify sends it: brotli when accepted, else gzip,
// else raw, always with Vary, and each decodes to the file's own bytes.
func TestServeCompressed(t *testing.T) {
	dir, wasm := site(t)
	rules := []Rule{{For: "/*.wasm", Values: []Header{{"Content-Type", "application/wasm"}}}}
	srv := httptest.NewServer(Handler(dir, rules))
	defer srv.Close()
	tests := []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0.5, gzip;q=1", "br"},
		{"gzip, deflate", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"*", "br"},
		{"identity", ""},
		{"", ""},
		{"br;q=0, gzip;q=0", ""},
	}
	for _, tt := range tests {
		t.Run(tt.accept, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+"/web/app.wasm", nil)
			req.Header.Set("Accept-Encoding", tt.accept) // set: Go's client would ask for gzip itself and undo it
			res, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			h := res.Header
			if got := h.Get("Content-Encoding"); got != tt.want {
				t.Fatalf("Content-Encoding = %q, want %q", got, tt.want)
			}
			if h.Get("Vary") != "Accept-Encoding" || h.Get("Content-Type") != "application/wasm" {
				t.Fatalf("Vary %q, Content-Type %q", h.Get("Vary"), h.Get("Content-Type"))
			}
			if h.Get("Content-Length") != strconv.Itoa(len(body)) {
				t.Fatalf("Content-Length %q, body %d bytes", h.Get("Content-Length"), len(body))
			}
			if tt.want != "" && len(body) >= len(wasm)/4 {
				t.Fatalf("%s body is %d bytes of %d", tt.want, len(body), len(wasm))
			}
			if got := decode(t, tt.want, body); !bytes.Equal(got, wasm) {
				t.Fatalf("%s body decodes to %d bytes that differ from app.wasm's %d", tt.want, len(got), len(wasm))
			}
		})
	}
}

// The index is compressed at "/", PNGs are sent as they are, and the
// folder redirects FileServer makes stay.
func TestServeCompressedOthers(t *testing.T) {
	dir, _ := site(t)
	srv := httptest.NewServer(Handler(dir, nil))
	defer srv.Close()
	tests := []struct{ path, enc string }{
		{"/", "br"},
		{"/web/icon.png", ""},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest("GET", srv.URL+tt.path, nil)
		req.Header.Set("Accept-Encoding", "br")
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != tt.enc {
			t.Errorf("%s: status %d, Content-Encoding %q, want %q", tt.path, res.StatusCode, res.Header.Get("Content-Encoding"), tt.enc)
		}
	}
	for _, p := range []string{"/index.html", "/web"} {
		req, _ := http.NewRequest("GET", srv.URL+p, nil)
		req.Header.Set("Accept-Encoding", "br")
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMovedPermanently {
			t.Errorf("%s: status %d, want FileServer's redirect", p, res.StatusCode)
		}
	}
}

// A file is compressed once, whatever the number of requests or copies.
func TestEncodeOnce(t *testing.T) {
	b := bytes.Repeat([]byte("once "), 1000)
	first := encode(b, "br")
	if again := encode(bytes.Clone(b), "br"); &again[0] != &first[0] {
		t.Fatal("the same content was compressed twice")
	}
}

func decode(t *testing.T, enc string, b []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(b)
	switch enc {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		gr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = gr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
