package hoperec

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// ownerJSON is a small deck written for these tests: enough cards to deal
// three characters, one scene per terrain, two assets.
func ownerJSON(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/owner-deck.json")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func ownerDeck(t testing.TB, added bool) *hope.Deck {
	t.Helper()
	d, err := OwnerDeck(ownerJSON(t), added)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// sourceOf reads the deck source of a packed config of three seats.
func sourceOf(t *testing.T, b []byte) (src int, added bool) {
	t.Helper()
	u := record.NewUnpacker(b)
	for range u.Int(hope.MaxSeats) + 1 { // bot flags, then the expansion
		u.Bool()
	}
	if src = u.Int(9); src == deckOwner {
		added = u.Bool()
	}
	if u.Err() != nil {
		t.Fatal(u.Err())
	}
	return src, added
}

// sameCards compares decks by their JSON, which is what a record keeps.
func sameCards(t *testing.T, got, want *hope.Deck) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if !bytes.Equal(g, w) {
		t.Fatalf("the deck changed on its way through the record:\n got %.300s\nwant %.300s", g, w)
	}
}

func TestDeckSources(t *testing.T) {
	own := ownerDeck(t, false)
	lanternAndMore := hope.Combined(*hope.StandardDeck(), *own) // as if one file held both
	core := hope.CoreDeck()
	tests := []struct {
		name   string
		deck   *hope.Deck
		src    int
		added  bool
		unpack *hope.Deck // the deck a replay plays; nil is Lantern's
	}{
		{"no deck is Lantern's", nil, deckStandard, false, nil},
		{"Lantern's own", standard(), deckStandard, false, nil},
		{"a copy of Lantern's cards", hope.StandardDeck(), deckStandard, false, nil},
		{"an owner's cards only", own, deckOwner, false, own},
		{"an owner's cards added to Lantern's", ownerDeck(t, true), deckOwner, true, ownerDeck(t, true)},
		{"one file of Lantern's cards and more", &lanternAndMore, deckOwner, true, &lanternAndMore},
		{"Lantern's core without Martial Law", &core, deckOwner, false, &core},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(3, false)
			cfg.Deck = tt.deck
			var p record.Packer
			if err := packConfig(cfg, &p); err != nil {
				t.Fatal(err)
			}
			if src, added := sourceOf(t, p.Bytes()); src != tt.src || added != tt.added {
				t.Fatalf("source %d, added %v; want %d, %v", src, added, tt.src, tt.added)
			}
			u := record.NewUnpacker(p.Bytes())
			got := unpackConfig(u, names(cfg))
			if err := u.Done(); err != nil {
				t.Fatal(err)
			}
			if tt.unpack == nil {
				if got.Deck != nil {
					t.Fatal("Lantern's cards came back as an owner's deck")
				}
				return
			}
			sameCards(t, got.Deck, tt.unpack)
		})
	}
}

// Lantern's own records keep their bytes: source 0 and nothing more.
func TestStandardConfigBytes(t *testing.T) {
	var p record.Packer
	if err := packConfig(config(3, true), &p); err != nil {
		t.Fatal(err)
	}
	want := []byte{3, 0, 1, 1, 1, deckStandard, 0, 0, 0, 0, 0, 0, hope.EditionLatest}
	if !bytes.Equal(p.Bytes(), want) {
		t.Fatalf("config % x, want % x", p.Bytes(), want)
	}
	// the first edition packs as every record did before editions
	first := config(3, true)
	first.Edition = hope.EditionFirst
	p = record.Packer{}
	if err := packConfig(first, &p); err != nil {
		t.Fatal(err)
	}
	if want := want[:len(want)-1]; !bytes.Equal(p.Bytes(), want) {
		t.Fatalf("first edition config % x, want % x", p.Bytes(), want)
	}
}

// A whole game on an owner's deck survives record → bytes → file and link
// → replay with the same state, and autosaving (Append) writes the same
// record as Encode. Run natively and under WebAssembly (make test-wasm).
func TestOwnerGameRoundTrip(t *testing.T) {
	for _, added := range []bool{false, true} {
		for seed := range uint64(4) {
			t.Run(fmt.Sprintf("added=%v/seed=%d", added, seed), func(t *testing.T) {
				cfg := config(3, seed%2 == 1)
				cfg.Deck = ownerDeck(t, added)
				rec, link := roundTrip(t, cfg, seed)
				t.Logf("config %d bytes, link %d characters", len(rec.Config), len(link))
			})
		}
	}
}

// ownerConfig packs a config of three seats naming an owner's deck whose
// packed bytes are given as they are.
func ownerConfig(src int, added bool, packed []byte) []byte {
	var p record.Packer
	p.Int(3)
	for range 4 {
		p.Bool(false)
	}
	p.Int(src)
	p.Bool(added)
	p.String(string(packed))
	for range 6 {
		p.Int(0)
	}
	return p.Bytes()
}

func deflate(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// Records and links are untrusted: a deck inside one that is damaged,
// too large or not a valid deck is refused with a reason, never a panic,
// and costs at most a few MiB to refuse.
func TestHostileDecks(t *testing.T) {
	good := ownerJSON(t)
	clash := strings.Replace(string(good), `"own-w01"`, fmt.Sprintf("%q", standard().Scenes[0].ID), 1)
	var short hope.Deck
	json.Unmarshal(good, &short)
	short.Traits = short.Traits[:2]
	shortJSON, _ := json.Marshal(short)
	cut := ownerConfig(deckOwner, false, deflate(good))
	tests := []struct {
		name   string
		config []byte
		want   []error
		says   string
	}{
		{"unknown source", ownerConfig(2, false, nil), []error{record.ErrCorrupt}, "above its limit"},
		{"not deflate", ownerConfig(deckOwner, false, []byte("plain words")), []error{record.ErrCorrupt}, "damaged"},
		{"a bomb", ownerConfig(deckOwner, false, deflate(bytes.Repeat([]byte{' '}, 2*maxDeckJSON))), []error{record.ErrCorrupt}, "too large"},
		{"not JSON", ownerConfig(deckOwner, false, deflate([]byte("{"))), []error{rules.ErrBadConfig, rules.ErrBadCard}, "not readable JSON"},
		{"a bad card", ownerConfig(deckOwner, false, deflate([]byte(strings.Replace(string(good), `"uses": 2`, `"uses": 0`, 1)))),
			[]error{rules.ErrBadConfig, rules.ErrBadCard}, "asset own-asset01: uses 0"},
		{"an id Lantern uses", ownerConfig(deckOwner, true, deflate([]byte(clash))), []error{rules.ErrBadConfig, rules.ErrBadCard}, standard().Scenes[0].ID},
		{"too few traits to deal", ownerConfig(deckOwner, false, deflate(shortJSON)), []error{rules.ErrBadConfig}, "9 traits and has 2"},
		{"cut short", cut[:len(cut)-20], []error{record.ErrCorrupt}, ""},
		{"over the cap", ownerConfig(deckOwner, false, make([]byte, MaxPackedDeck+1)), []error{record.ErrCorrupt}, "above its limit"},
	}
	start, _ := Adapter.Start(config(3, false), 1)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := record.Record{Game: ID, Rules: RulesVersion, Config: tt.config, Moves: start.Moves, Seed: 1, Names: []string{"A", "B", "C"}}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := record.Load(r)
			runtime.ReadMemStats(&after)
			for _, w := range tt.want {
				if !errors.Is(err, w) {
					t.Fatalf("Load = %v; want %v", err, w)
				}
			}
			if !strings.Contains(fmt.Sprint(err), tt.says) {
				t.Fatalf("Load = %v; want it to say %q", err, tt.says)
			}
			if n := after.TotalAlloc - before.TotalAlloc; n > 4<<20 {
				t.Fatalf("refusing it allocated %d bytes", n)
			}
		})
	}
}

func TestCheckDeck(t *testing.T) {
	own := ownerDeck(t, false)
	martial := *own
	martial.Scenes = nil
	for _, s := range own.Scenes {
		s.Expansion = true
		martial.Scenes = append(martial.Scenes, s)
	}
	tests := []struct {
		name      string
		deck      *hope.Deck
		seats     int
		expansion bool
		says      string // "" for a deck that can start
	}{
		{"Lantern's, five seats", standard(), 5, false, ""},
		{"the owner's, three seats", own, 3, false, ""},
		{"the owner's, four seats", own, 4, false, "cannot deal 4 characters: it needs 4 personalities and has 3; 12 traits and has 9; 4 relationships and has 3"},
		{"Martial Law scenes only, without it", &martial, 3, false, "1 scene and has 0 (its Martial Law cards count only with the expansion on)"},
		{"Martial Law scenes only, with it", &martial, 3, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckDeck(tt.deck, tt.seats, tt.expansion)
			if tt.says == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if !errors.Is(err, rules.ErrBadConfig) || !strings.Contains(err.Error(), tt.says) {
				t.Fatalf("CheckDeck = %v; want %q", err, tt.says)
			}
			cfg := config(tt.seats, tt.expansion)
			cfg.Deck = tt.deck
			if _, err := Adapter.Start(cfg, 1); !errors.Is(err, rules.ErrBadConfig) {
				t.Fatalf("Start = %v; want the same refusal", err)
			}
		})
	}
}

// noisyDeck is the owner's deck plus traits of random letters, which
// deflate poorly: a deck large enough to test the record's limits.
func noisyDeck(t *testing.T, traits int) *hope.Deck {
	d := *ownerDeck(t, false)
	r := rng.New(uint64(traits))
	for i := range traits {
		text := make([]byte, 390)
		for k := range text {
			text[k] = "abcdefghijklmnopqrstuvwxyz  "[r.Intn(28)]
		}
		d.Traits = append(d.Traits, hope.Trait{ID: fmt.Sprintf("noise-%d", i), Title: "Noise", Text: string(text),
			Window: hope.AnyDecision, Effects: []hope.Effect{{Kind: hope.Feed, N: 1}}})
	}
	return &d
}

// A deck too large for a link is saved and exported, and its link is
// refused saying to use a file; a deck too large for a record is refused
// before the game starts.
func TestDeckSizeLimits(t *testing.T) {
	cfg := config(3, false)
	cfg.Deck = noisyDeck(t, 60)
	rec, err := Adapter.Start(cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := record.EncodeLink(rec); !errors.Is(err, record.ErrLinkTooLong) || !strings.Contains(err.Error(), "export it to a file") {
		t.Fatalf("EncodeLink = %v; want ErrLinkTooLong saying to export a file", err)
	}
	file, err := record.MarshalFile(record.File{Title: "big", Updated: 1, Record: rec})
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.UnmarshalFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := record.Load(back.Record); err != nil {
		t.Fatal(err)
	}
	t.Logf("config %d bytes, file %d bytes", len(rec.Config), len(file))

	cfg.Deck = noisyDeck(t, 150)
	if _, err := Adapter.Start(cfg, 7); !errors.Is(err, rules.ErrBadConfig) || !strings.Contains(err.Error(), "too large to save") {
		t.Fatalf("Start = %v; want too large to save", err)
	}
	if err := Recordable(cfg.Deck); err == nil {
		t.Fatal("Recordable accepted a deck Start refuses")
	}

	// Cards that compress well enough to fit, but inflate past the cap a
	// record's reader puts on a deck, are refused the same way.
	d := *ownerDeck(t, false)
	text := strings.Repeat("a", 400)
	for i := range hope.MaxCardsPerKind - len(d.Traits) {
		d.Traits = append(d.Traits, hope.Trait{ID: fmt.Sprintf("same-%d", i), Title: "Same", Text: text,
			Window: hope.AnyDecision, Effects: []hope.Effect{{Kind: hope.Feed, N: 1}}})
	}
	for i := range hope.MaxCardsPerKind - len(d.Personalities) {
		d.Personalities = append(d.Personalities, hope.Personality{ID: fmt.Sprintf("alike-%d", i), Title: "Alike", Text: text,
			Passives: []hope.Passive{{Trigger: hope.WhenActing, Effects: []hope.Effect{{Kind: hope.Hardship, N: 1}}}}})
	}
	for i := range hope.MaxCardsPerKind - len(d.Assets) {
		d.Assets = append(d.Assets, hope.Asset{ID: fmt.Sprintf("twin-%d", i), Title: "Twin", Text: text, Uses: 1,
			Window: hope.AnyDecision, Effects: []hope.Effect{{Kind: hope.Feed, N: 1}}})
	}
	cfg.Deck = &d
	if _, err := Adapter.Start(cfg, 7); !errors.Is(err, rules.ErrBadConfig) || !strings.Contains(err.Error(), "KiB of cards") {
		t.Fatalf("Start = %v; want too large to save", err)
	}
}
