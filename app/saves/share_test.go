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

	url, svg, hash, err := makeLink(st, "short")
	if err != nil || !strings.Contains(url, record.LinkPrefix) || !strings.HasPrefix(svg, "<svg") || hash != sum.Hash {
		t.Fatalf("makeLink(short) = %q, %d bytes of SVG, %q, %v", url, len(svg), hash, err)
	}
	_, _, _, err = makeLink(st, "long")
	if !errors.Is(err, record.ErrLinkTooLong) || !strings.Contains(err.Error(), "export it to a file") {
		t.Fatalf("makeLink(long) = %v; want the link refused with the way out", err)
	}
}
