package netlify

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// BrotliLevel is the level files are compressed at when served. Netlify
// compresses on the fly at a middle level, not the slowest: level 11 takes
// over a minute on app.wasm here, level 6 a few seconds for about 15% more
// bytes. benchsize's size table keeps level 11, a precompressing host's.
const BrotliLevel = 6

// encoded is one file's bytes in one encoding, made once and shared by every
// request and every copy of the site (the browser tests serve copies).
type encoded struct {
	once sync.Once
	b    []byte
}

var (
	cacheMu sync.Mutex
	cache   = map[[sha256.Size]byte]map[string]*encoded{}
)

// encode returns b compressed with enc ("br" or "gzip"), computed once per
// content.
func encode(b []byte, enc string) []byte {
	key := sha256.Sum256(b)
	cacheMu.Lock()
	if cache[key] == nil {
		cache[key] = map[string]*encoded{}
	}
	e := cache[key][enc]
	if e == nil {
		e = &encoded{}
		cache[key][enc] = e
	}
	cacheMu.Unlock()
	e.once.Do(func() {
		var buf bytes.Buffer
		if enc == "br" {
			w := brotli.NewWriterLevel(&buf, BrotliLevel)
			w.Write(b)
			w.Close()
		} else {
			w, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
			w.Write(b)
			w.Close()
		}
		e.b = buf.Bytes()
	})
	return e.b
}

// compressible reports whether a file of this name is worth compressing:
// text, scripts, the manifest, SVG and WebAssembly, not PNGs that are
// compressed already.
func compressible(name string) bool {
	t, _, _ := strings.Cut(mime.TypeByExtension(path.Ext(name)), ";")
	switch t {
	case "application/wasm", "application/javascript", "text/javascript", "application/json",
		"application/manifest+json", "image/svg+xml", "application/xml":
		return true
	}
	return strings.HasPrefix(t, "text/") || path.Ext(name) == ".webmanifest"
}

// accepts reports whether an Accept-Encoding header admits enc: named with
// a q above 0, or covered by "*" when not named.
func accepts(header, enc string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case enc:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

// serveCompressed serves the regular file the request names, brotli or gzip
// as the browser accepts, with Vary and Content-Encoding. It reports false,
// having written nothing, for anything else (directories without a trailing
// slash, redirects, missing files, PNGs), which http.FileServer handles.
func serveCompressed(dir string, w http.ResponseWriter, r *http.Request) bool {
	p := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(r.URL.Path, "/") {
		p = path.Join(p, "index.html")
	} else if strings.HasSuffix(p, "/index.html") {
		return false // FileServer redirects it to the folder
	}
	if !compressible(p) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	file := filepath.Join(dir, filepath.FromSlash(p))
	fi, err := os.Stat(file)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return false
	}
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	ae := r.Header.Get("Accept-Encoding")
	for _, enc := range []string{"br", "gzip"} {
		if accepts(ae, enc) {
			h.Set("Content-Encoding", enc)
			b = encode(b, enc)
			break
		}
	}
	if r.Header.Get("Range") == "" {
		// ServeContent leaves it out once Content-Encoding is set.
		h.Set("Content-Length", strconv.Itoa(len(b)))
	}
	http.ServeContent(w, r, p, fi.ModTime(), bytes.NewReader(b))
	return true
}

// Warm compresses every compressible file under dir now, so the first
// visit is not timed with the compression in it.
func Warm(dir string) error {
	return filepath.WalkDir(dir, func(file string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(file) {
			return err
		}
		b, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		encode(b, "br")
		encode(b, "gzip")
		return nil
	})
}
