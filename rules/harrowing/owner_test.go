package harrowing

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"lantern/rules"

	"lantern/rules/words"
)

// ownerFile is a whole catalogue small enough to ride in a game's
// config: Lantern's cards of rules revision 1 (Lantern's own have since
// outgrown an owner's limit, and need not fit it).
const ownerFile = "cards/lantern-r1.json"

// ownerCards is Lantern's revision-1 catalogue as compact JSON with one card renamed,
// as an owner's typed-in catalogue would arrive.
func ownerCards(t *testing.T) string {
	t.Helper()
	b, err := readCard(ownerFile)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := json.Compact(&out, b); err != nil {
		t.Fatal(err)
	}
	return strings.Replace(out.String(), `"name":"The Cinder Gate"`, `"name":"Our Front Door"`, 1)
}

func TestOwnersCardsPlayAndTravelWithTheRecord(t *testing.T) {
	cfg := threeEffigies
	cfg.Cards = ownerCards(t)
	moves, end := randomMoves(t, cfg, 21, 80)
	if got := end.card("i-org-gate").Name; got != "Our Front Door" {
		t.Fatalf("the owner's start is called %q", got)
	}
	if Lantern().Card("i-org-gate").Name != "The Cinder Gate" {
		t.Fatal("an owner's catalogue changed Lantern's own")
	}
	rec, err := Adapter.Encode(cfg, 21, moves)
	if err != nil {
		t.Fatal(err)
	}
	back, got, err := Adapter.Replay(rec)
	if err != nil || len(got) != len(moves) || back.card("i-org-gate").Name != "Our Front Door" {
		t.Fatalf("replay from the record: %v", err)
	}
	if Adapter.Summary(back, nil, 0).Hash != Adapter.Summary(end, nil, 0).Hash {
		t.Fatal("the replayed game hashes differently")
	}
}

func TestOwnersCardsAreChecked(t *testing.T) {
	cfg := threeEffigies
	cfg.Cards = strings.Replace(ownerCards(t), `"op":"corrupt"`, `"op":"curse"`, 1)
	if _, err := New(cfg, 1); !errors.Is(err, rules.ErrBadCard) {
		t.Fatalf("err = %v, want ErrBadCard", err)
	}
	cfg.Cards = strings.Repeat(" ", MaxOwnerCards+1)
	if _, err := New(cfg, 1); !errors.Is(err, rules.ErrBadConfig) {
		t.Fatalf("err = %v, want ErrBadConfig for an oversized catalogue", err)
	}
}

func TestOwnerCardsCompactsAndSummarises(t *testing.T) {
	b, err := os.ReadFile(ownerFile) // indented, as an owner writes it
	if err != nil {
		t.Fatal(err)
	}
	text, sum, err := OwnerCards(b)
	c, _ := ParseCatalogue(b) // the owner's file, not Lantern's merged catalogue
	n := 0
	for _, ci := range c.Circles {
		n += len(ci.Infernal)
	}
	want := fmt.Sprintf("%s, %d infernal cards, %d items", words.Count(len(c.Circles), "circle"), n, len(c.Items))
	if err != nil || len(text) >= len(b) || sum != want {
		t.Fatalf("OwnerCards = %d bytes, %q, %v", len(text), sum, err)
	}
	cfg := threeEffigies
	cfg.Cards = text
	if _, err := New(cfg, 1); err != nil {
		t.Fatal(err)
	}
	if _, _, err := OwnerCards([]byte(`{"circles": []}`)); !errors.Is(err, rules.ErrBadCard) {
		t.Fatalf("an empty catalogue: %v", err)
	}
}
