package harrowing

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"lantern/rules"
	"lantern/rules/record"
	"lantern/rules/rng"
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
	for _, v := range []Variant{{Omens: -1}, {Omens: MaxOmens + 1}, {Bane: -1}, {Bane: MaxBaneStart + 1}, {Growth: -1}, {Growth: MaxGrowth + 1}} {
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
// rulebook's game packs as it did before house rules, and a growth of
// Bane past the last this Lantern knows is refused.
func TestVariantRecord(t *testing.T) {
	var std record.Packer
	pack(threeEffigies, &std)
	for _, c := range []struct {
		v    Variant
		want []byte
	}{
		{Variant{Omens: 2, Bane: 1}, []byte{2, 2, 1}},
		{Variant{Growth: GrowDoubled}, []byte{3, 0, 0, GrowDoubled}},
	} {
		testVariantRecord(t, std.Bytes(), c.v, c.want)
	}
	p := std
	p.Extra(0, 0, MaxGrowth+1)
	u := record.NewUnpacker(p.Bytes())
	unpackConfig(u, nil)
	if u.Done() == nil {
		t.Error("a growth of Bane past the last was read")
	}
}

func testVariantRecord(t *testing.T, std []byte, v Variant, want []byte) {
	t.Helper()
	cfg := threeEffigies
	cfg.Variant = v
	var p record.Packer
	pack(cfg, &p)
	if got := p.Bytes()[len(std):]; string(got) != string(want) {
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

// Under each house rule of Bane's growth (HA-39) a card's rise and a
// test's red die (a rise of 1) grow as the rule says, and the journal
// says when the rule changed a rise; Bane falls as the card says.
func TestBaneGrowth(t *testing.T) {
	for _, c := range []struct{ growth, rise, want, die int }{
		{GrowAsPrinted, 2, 2, 1}, {GrowOneMore, 2, 3, 2}, {GrowDoubled, 2, 4, 2}, {GrowOneLess, 2, 1, 0}, {GrowOneLess, 1, 0, 0},
	} {
		s := quiet(t, 1)
		s.Config.Variant.Growth = c.growth
		s.Bane = 3
		e := &eng{s: &s}
		e.bane("", c.rise)
		line := e.ev[len(e.ev)-1].Text
		if s.Bane != 3+c.want || strings.Contains(line, "house rule") != (c.want != c.rise) {
			t.Errorf("growth %d, a card's rise of %d: Bane %d, %q", c.growth, c.rise, s.Bane, line)
		}
		if e.bane("", -2); s.Bane != 1+c.want {
			t.Errorf("growth %d: Bane fell to %d", c.growth, s.Bane)
		}

		s.Bane = 3
		for seed := uint64(0); ; seed++ { // a seed whose red die shows Bane
			s.RNG = rng.New(seed)
			if ahead := s; ahead.rollDoom(2)[0] == BaneFace {
				break
			}
		}
		e.test(0, Test{Sin: Sins[0]}, "", "")
		if s.Bane != 3+c.die {
			t.Errorf("growth %d: a test's red die left Bane at %d", c.growth, s.Bane)
		}
	}
}
