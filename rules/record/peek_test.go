package record

import (
	"bytes"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
)

func TestPeekRoundTrip(t *testing.T) {
	for _, p := range []Peek{
		{Kind: "hope", Body: []byte{1, 2, 3}},
		{Kind: "blessed", Body: nil},
		{Kind: "x", Body: bytes.Repeat([]byte("a hand of cards "), 200)},
	} {
		s, err := EncodePeek(p)
		if err != nil {
			t.Fatalf("%s: %v", p.Kind, err)
		}
		for _, in := range []string{s, PeekPrefix + s} {
			got, err := DecodePeek(in)
			if err != nil {
				t.Fatalf("%s: %v", p.Kind, err)
			}
			if got.Kind != p.Kind || !bytes.Equal(got.Body, p.Body) {
				t.Errorf("%s: got %q %q", p.Kind, got.Kind, got.Body)
			}
		}
	}
}

// envelope deflates raw envelope bytes, for codes EncodePeek never writes.
func envelope(b []byte) string { return base64.RawURLEncoding.EncodeToString(Deflate(b)) }

func TestPeekRefusals(t *testing.T) {
	good, _ := EncodePeek(Peek{Kind: "hope", Body: []byte("hand")})
	bomb := envelope(append([]byte{1, 4, 'h', 'o', 'p', 'e'}, make([]byte, MaxPeekInflated+1)...))
	cases := []struct{ name, in, want string }{
		{"empty", "", "holds nothing"},
		{"prefix only", PeekPrefix, "holds nothing"},
		{"too long", strings.Repeat("A", MaxPeekChars+1), "more than any Lantern code"},
		{"not base64", "ab$cd", "damaged"},
		{"cut short", good[:len(good)/2], "damaged"},
		{"not deflate", base64.RawURLEncoding.EncodeToString([]byte{0xff, 0xff, 0xff}), "damaged"},
		{"bomb", bomb, "unpacks past"},
		{"newer", envelope([]byte{2, 4, 'h', 'o', 'p', 'e'}), "newer Lantern"},
		{"no kind", envelope([]byte{1, 0}), "names no game"},
		{"kind cut", envelope([]byte{1, 9, 'h'}), "damaged"},
	}
	for _, c := range cases {
		_, err := DecodePeek(c.in)
		if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an ErrCorrupt saying %q", c.name, err, c.want)
		}
	}
	if _, err := EncodePeek(Peek{Kind: ""}); err == nil {
		t.Error("a peek without a kind was encoded")
	}
	if _, err := EncodePeek(Peek{Kind: "hope", Body: noise(4000)}); !errors.Is(err, ErrPeekTooLong) {
		t.Errorf("a view too long for a code: got %v", err)
	}
}

// noise is n bytes deflate cannot shrink.
func noise(n int) []byte {
	b := make([]byte, n)
	x := uint32(2463534242)
	for i := range b {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b[i] = byte(x)
	}
	return b
}

func FuzzDecodePeek(f *testing.F) {
	good, _ := EncodePeek(Peek{Kind: "hope", Body: []byte("hand")})
	for _, s := range []string{good, "", "AAAA", PeekPrefix + good, good[:5]} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := DecodePeek(s)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("error not ErrCorrupt: %v", err)
			}
			return
		}
		again, err := EncodePeek(p)
		if err != nil {
			return // a body that decodes may still be too long to encode again
		}
		q, err := DecodePeek(again)
		if err != nil || q.Kind != p.Kind || !bytes.Equal(q.Body, p.Body) {
			t.Fatalf("re-encoded peek reads back as %v %v", q, err)
		}
	})
}
