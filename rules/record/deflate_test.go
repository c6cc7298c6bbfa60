package record

import (
	"bytes"
	"errors"
	"testing"
)

func TestDeflateInflate(t *testing.T) {
	text := bytes.Repeat([]byte("Lantern "), 1000)
	z := Deflate(text)
	if len(z) >= len(text)/10 {
		t.Fatalf("%d bytes deflate to %d", len(text), len(z))
	}
	tests := []struct {
		name string
		z    []byte
		max  int
		want []byte
		err  error
	}{
		{"round trip", z, len(text), text, nil},
		{"one byte over the cap", z, len(text) - 1, nil, ErrInflatesTooLarge},
		{"empty", Deflate(nil), 0, []byte{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Inflate(tt.z, tt.max)
			if !errors.Is(err, tt.err) || (tt.err == nil && !bytes.Equal(got, tt.want)) {
				t.Fatalf("Inflate = %d bytes, %v; want %d bytes, %v", len(got), err, len(tt.want), tt.err)
			}
		})
	}
	for _, bad := range [][]byte{{0xff, 0xff}, z[:len(z)/2]} {
		if _, err := Inflate(bad, 1<<20); err == nil {
			t.Errorf("Inflate(% x…) accepted damaged data", bad[:2])
		}
	}
}
