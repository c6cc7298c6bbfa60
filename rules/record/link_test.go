package record

import (
	"bytes"
	"compress/lzw"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
)

func TestLinkRoundTrip(t *testing.T) {
	r := toyGame(40)
	r.Snapshot = []byte("not in links")
	link, err := EncodeLink(r)
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(link, "+/=#?&") {
		t.Fatalf("link %q is not fragment-safe base64url", link)
	}
	got, err := DecodeLink(LinkPrefix + link)
	r.Snapshot = nil
	if err != nil || !sameRecord(got, r) {
		t.Fatalf("DecodeLink = %v, %v; want %v", got, err, r)
	}
}

// packLZW is a link payload holding b LZW-packed, whatever b is.
func packLZW(b []byte) string {
	buf := bytes.NewBuffer([]byte{linkLZW})
	w := lzw.NewWriter(buf, lzw.LSB, 8)
	w.Write(b)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// TestLinkPacking: a Hope-like record of random move bits goes as it is,
// a record with a long text config is LZW-packed and shorter for it.
func TestLinkPacking(t *testing.T) {
	small := toyGame(40)
	text := toyGame(10)
	text.Config = bytes.Repeat([]byte("a hunt event that an owner typed in, "), 200)
	for _, tt := range []struct {
		name string
		r    Record
		want byte
	}{{"moves", small, linkRaw}, {"text", text, linkLZW}} {
		t.Run(tt.name, func(t *testing.T) {
			link, err := EncodeLink(tt.r)
			if err != nil {
				t.Fatal(err)
			}
			z, _ := base64.RawURLEncoding.DecodeString(link)
			raw, _ := Marshal(tt.r)
			if z[0] != tt.want || len(z) > len(raw)+1 {
				t.Fatalf("packed as %q in %d bytes; want %q, at most %d", z[0], len(z), tt.want, len(raw)+1)
			}
			if got, err := DecodeLink(link); err != nil || !sameRecord(got, tt.r) {
				t.Fatalf("DecodeLink = %v, %v", got, err)
			}
		})
	}
}

func TestLinkRefusals(t *testing.T) {
	good, _ := EncodeLink(toyGame(20))
	tampered := []byte(good)
	tampered[len(tampered)/2] ^= 0x01
	tests := []struct{ name, payload string }{
		{"empty", ""},
		{"not base64", "!!!!"},
		{"truncated", good[:len(good)/2]},
		{"tampered", string(tampered)},
		{"too long", strings.Repeat("A", MaxLinkChars+1)},
		{"unpacks too far", packLZW(make([]byte, 4<<20))},
		{"not a record", packLZW([]byte{0xa3, 'a', 'b', 'c'})},
		{"raw, not a record", base64.RawURLEncoding.EncodeToString([]byte{linkRaw, 0xa3, 'a', 'b', 'c'})},
		{"unknown packing", base64.RawURLEncoding.EncodeToString([]byte{'D', 0x93, 1, 2, 3})},
		{"packing byte only", base64.RawURLEncoding.EncodeToString([]byte{linkLZW})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := DecodeLink(tt.payload)
			if err == nil {
				// A flipped bit may still decode; it must then at least be
				// caught by replay or differ visibly. Only "tampered" may land here.
				if tt.name != "tampered" {
					t.Fatalf("DecodeLink accepted it: %v", r)
				}
				return
			}
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("DecodeLink = %v; want ErrCorrupt", err)
			}
		})
	}
}
