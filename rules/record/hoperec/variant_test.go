package hoperec

import (
	"bytes"
	"testing"

	"lantern/rules/hope"
	"lantern/rules/record"
)

// A house rule travels in the record (file and link) and replays to the
// same state; the standard game's bytes stay as they were.
func TestVariantRoundTrip(t *testing.T) {
	for _, v := range []hope.Variant{{Hope: -2}, {Hope: 3}, {Humanity: 2}, {Hope: 1, Humanity: 3}} {
		cfg := config(4, true)
		cfg.Variant = v
		rec, link := roundTrip(t, cfg, 11)
		for _, r := range []record.Record{rec, mustLink(t, link)} {
			if got := VariantOf(r); got != v {
				t.Fatalf("variant %+v came back as %+v", v, got)
			}
		}
	}
}

func mustLink(t *testing.T, link string) record.Record {
	r, err := record.DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The packed variant: a field count, then the fields; a zero Variant adds
// nothing, and a first-edition game cannot carry one.
func TestVariantBytes(t *testing.T) {
	std := []byte{3, 0, 1, 1, 1, deckStandard, 0, 0, 0, 0, 0, 0, hope.EditionLatest}
	tests := []struct {
		v    hope.Variant
		tail []byte
	}{
		{hope.Variant{}, nil},
		{hope.Variant{Hope: 1}, []byte{1, 1}},
		{hope.Variant{Hope: -1}, []byte{1, 2}},
		{hope.Variant{Humanity: 3}, []byte{2, 0, 3}},
	}
	for _, tt := range tests {
		cfg := config(3, true)
		cfg.Variant = tt.v
		var p record.Packer
		if err := packConfig(cfg, &p); err != nil {
			t.Fatal(err)
		}
		if want := append(append([]byte(nil), std...), tt.tail...); !bytes.Equal(p.Bytes(), want) {
			t.Errorf("%+v packs % x, want % x", tt.v, p.Bytes(), want)
		}
	}
	first := config(3, true)
	first.Edition, first.Variant = hope.EditionFirst, hope.Variant{Hope: 1}
	if err := packConfig(first, &record.Packer{}); err == nil {
		t.Error("a first-edition game packed a house rule")
	}
}

// A record with a house rule this Lantern does not know (more fields than
// it reads), or one written in a non-canonical way, is refused.
func TestVariantUnknownRefused(t *testing.T) {
	std := []byte{3, 0, 1, 1, 1, deckStandard, 0, 0, 0, 0, 0, 0, hope.EditionLatest}
	for name, tail := range map[string][]byte{
		"a third field": {3, 0, 0, 1},
		"zero last":     {1, 0},
		"no fields":     {0},
		"humanity 6":    {2, 0, 6},
	} {
		u := record.NewUnpacker(append(append([]byte(nil), std...), tail...))
		unpackConfig(u, []string{"a", "b", "c"})
		if err := u.Done(); err == nil {
			t.Errorf("%s: read without complaint", name)
		}
	}
}
