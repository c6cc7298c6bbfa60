package saves

import (
	"errors"
	"strings"
	"testing"

	"lantern/app/store"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
	"lantern/rules/rng"
)

// The share panel's link replays the save, and a game too long for a link
// (notes or an owner's deck past the link's cap) is refused with the way
// out: a file.
func TestMakeLink(t *testing.T) {
	st := &store.Memory{}
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, err := hoperec.Adapter.Start(cfg, 9)
	if err != nil {
		t.Fatal(err)
	}
	sum, _ := record.Load(rec)
	long := rec
	src := rng.New(1)
	long.Notes = make([]byte, record.MaxNotesBytes) // noise does not deflate
	for i := range long.Notes {
		long.Notes[i] = byte(src.Uint64())
	}
	for id, r := range map[string]record.Record{"short": rec, "long": long} {
		if err := Autosave(background, st, id, id, r, sum); err != nil {
			t.Fatal(err)
		}
	}

	l, err := makeLink(st, "short")
	if err != nil || !strings.Contains(l.url, record.LinkPrefix) || !strings.HasPrefix(l.svg, "<svg") || l.hash != sum.Hash || l.game != "hope" {
		t.Fatalf("makeLink(short) = %q, %d bytes of SVG, %q, %q, %v", l.url, len(l.svg), l.game, l.hash, err)
	}
	_, err = makeLink(st, "long")
	if !errors.Is(err, record.ErrLinkTooLong) || !strings.Contains(err.Error(), "export it to a file") {
		t.Fatalf("makeLink(long) = %v; want the link refused with the way out", err)
	}
}

// The warning names the secrets of the game shared: The Harrowing has no
// traits to give away.
func TestRevealNoteNamesTheGamesSecrets(t *testing.T) {
	tests := []struct{ game, has, lacks string }{
		{"hope", "secret traits", ""},
		{"harrowing", "face-down Fate cards", "traits"},
		{"blessed", "dice still to come", "traits"},
		{"hunt", "hunt event cards", "traits"},
	}
	for _, tt := range tests {
		note := revealNote(tt.game)
		if !strings.Contains(note, tt.has) || (tt.lacks != "" && strings.Contains(note, tt.lacks)) {
			t.Errorf("%s: %q; want %q without %q", tt.game, note, tt.has, tt.lacks)
		}
	}
}
