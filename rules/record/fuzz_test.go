package record

import (
	"encoding/base64"
	"os"
	"testing"
)

// The decoders must never panic, and what they accept must survive a round
// trip unchanged.

func FuzzUnmarshal(f *testing.F) {
	for _, b := range seeds() {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Unmarshal(b)
		if err != nil {
			return
		}
		out, err := Marshal(r)
		if err != nil {
			t.Fatalf("accepted %v but cannot write it back: %v", r, err)
		}
		if back, err := Unmarshal(out); err != nil || !sameRecord(back, r) {
			t.Fatalf("round trip of an accepted record: %v, %v", back, err)
		}
		_, _ = Load(r) // replay must refuse bad moves, never panic
	})
}

func FuzzDecodeLink(f *testing.F) {
	for _, b := range seeds() {
		f.Add(deflate(b))
		f.Add(base64.RawURLEncoding.EncodeToString(append([]byte{rawMark}, b...)))
	}
	titled, _ := EncodeLinkFile(File{Title: "t", Record: toyGame(3)})
	f.Add(titled)
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		file, err := DecodeLinkFile(s)
		if err != nil {
			return
		}
		link, err := EncodeLinkFile(file)
		if err != nil {
			t.Fatalf("accepted %+v but cannot link it: %v", file, err)
		}
		if back, err := DecodeLinkFile(link); err != nil || back.Title != file.Title || !sameRecord(back.Record, file.Record) {
			t.Fatalf("round trip of an accepted link: %+v, %v", back, err)
		}
		_, _ = Load(file.Record)
	})
}

func FuzzUnmarshalFile(f *testing.F) {
	for _, b := range seeds() {
		f.Add(b)
		fb, _ := MarshalFile(File{Title: "t", Record: goldenRecord(Version)})
		f.Add(fb)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := UnmarshalFile(b)
		if err != nil {
			return
		}
		out, err := MarshalFile(file)
		if err != nil {
			t.Fatalf("accepted %+v but cannot write it back: %v", file, err)
		}
		if back, err := UnmarshalFile(out); err != nil || back.Title != file.Title || !sameRecord(back.Record, file.Record) {
			t.Fatalf("round trip of an accepted file: %+v, %v", back, err)
		}
	})
}

func seeds() [][]byte {
	var out [][]byte
	for _, n := range []int{0, 1, 30} {
		b, _ := Marshal(toyGame(n))
		out = append(out, b)
	}
	if g, err := os.ReadFile("testdata/record-v1.golden"); err == nil {
		out = append(out, g)
	}
	for _, b := range hostile() {
		out = append(out, b)
	}
	return out
}
