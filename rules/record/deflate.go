package record

import (
	"bytes"
	"compress/flate"
	"errors"
	"io"
)

// Deflate compresses b as raw deflate (RFC 1951) at the best level: links,
// and owners' decks inside configs, are written once and read many times.
func Deflate(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression) // the level is valid
	w.Write(b)                                           // a bytes.Buffer never fails
	w.Close()
	return buf.Bytes()
}

// ErrInflatesTooLarge is Inflate's refusal of data past its cap.
var ErrInflatesTooLarge = errors.New("inflates past its limit")

// Inflate decompresses raw deflate z, reading at most max bytes of output,
// so that a few bytes of untrusted input cannot make it allocate much more
// (a deflate bomb): past max it returns ErrInflatesTooLarge.
func Inflate(z []byte, max int) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), int64(max)+1))
	if err == nil && len(b) > max {
		err = ErrInflatesTooLarge
	}
	return b, err
}
