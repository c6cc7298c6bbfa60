package harrowing

import (
	"errors"
	"reflect"
	"testing"

	"lantern/rules"
	"lantern/rules/record"
)

// House rules set each effigy's omens (HA-36) and Bane (HA-37) at the
// start and deal the same game otherwise; out of range, or on an older
// revision, they are refused.
func TestVariantSetup(t *testing.T) {
	std, err := New(threeEffigies, 4)
	if err != nil {
		t.Fatal(err)
	}
	cfg := threeEffigies
	cfg.Variant = Variant{Omens: 5, Bane: 2}
	s, err := New(cfg, 4)
	if err != nil {
		t.Fatal(err)
	}
	if s.Bane != 3 || s.Effigies[0].Omens != 5 || s.Effigies[2].Omens != 5 || std.Effigies[0].Omens != StartOmens || std.Bane != 1 {
		t.Errorf("Bane %d, omens %d (standard: Bane %d, omens %d)", s.Bane, s.Effigies[0].Omens, std.Bane, std.Effigies[0].Omens)
	}
	if !reflect.DeepEqual(s.Deck, std.Deck) || !reflect.DeepEqual(s.Fate, std.Fate) || !reflect.DeepEqual(s.Effigies[1].Columns, std.Effigies[1].Columns) {
		t.Error("a house rule dealt another game")
	}
	for _, v := range []Variant{{Omens: -1}, {Omens: MaxOmens + 1}, {Bane: -1}, {Bane: MaxBaneStart + 1}} {
		c := threeEffigies
		c.Variant = v
		if _, err := New(c, 4); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("%+v: %v, want a refusal", v, err)
		}
	}
	old := cfg
	old.Rev = 5
	if _, err := New(old, 4); !errors.Is(err, rules.ErrBadConfig) {
		t.Errorf("a revision-5 game took a house rule: %v", err)
	}
}

// A house rule travels in the record and replays to the same game; the
// rulebook's game packs as it did before house rules.
func TestVariantRecord(t *testing.T) {
	var std record.Packer
	pack(threeEffigies, &std)
	cfg := threeEffigies
	cfg.Variant = Variant{Omens: 2, Bane: 1}
	var p record.Packer
	pack(cfg, &p)
	if got, want := p.Bytes()[len(std.Bytes()):], []byte{2, 2, 1}; string(got) != string(want) {
		t.Fatalf("house rule packed as % x, want % x", got, want)
	}
	moves, end := randomMoves(t, cfg, 9, 80)
	rec, err := Adapter.Encode(cfg, 9, moves)
	if err != nil {
		t.Fatal(err)
	}
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := Adapter.Replay(back)
	if err != nil || !reflect.DeepEqual(got, end) || got.Config.Variant != cfg.Variant {
		t.Fatalf("replay differs (%v): %+v", err, got.Config.Variant)
	}
	if _, err := record.Load(back); err != nil {
		t.Fatal(err)
	}
}
