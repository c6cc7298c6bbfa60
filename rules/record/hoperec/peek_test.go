package hoperec

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// readHand decodes a payload as the phone does.
func readHand(t testing.TB, payload string) (Hand, error) {
	t.Helper()
	p, err := record.DecodePeek(payload)
	if err != nil {
		return Hand{}, err
	}
	if p.Kind != ID {
		t.Fatalf("kind %q", p.Kind)
	}
	return DecodeHand(p.Body)
}

// TestHandRoundTrip takes every seat's hand at every step of random games,
// Lantern's cards and an owner's, and reads each back from its code: the
// same hand, holding that seat's own secret traits and no other's.
func TestHandRoundTrip(t *testing.T) {
	longest := 0
	for _, c := range []struct {
		name string
		cfg  hope.Config
	}{
		{"Lantern's cards", config(5, true)},
		{"an owner's cards", func() hope.Config { c := config(3, false); c.Deck = ownerDeck(t, false); return c }()},
		{"an owner's added", func() hope.Config { c := config(4, true); c.Deck = ownerDeck(t, true); return c }()},
	} {
		for seed := range uint64(3) {
			s, err := newGame(c.cfg, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rng.New(seed + 99)
			for step := 0; !s.Over; step++ {
				for seat := range int(s.N) {
					h := HandOf(s, seat, "Character "+s.Seats[seat].Name)
					payload, err := EncodeHand(h)
					if err != nil {
						t.Fatalf("%s seed %d step %d seat %d: %v", c.name, seed, step, seat, err)
					}
					if c.cfg.Deck == nil {
						longest = max(longest, len(payload))
					}
					got, err := readHand(t, payload)
					if err != nil {
						t.Fatalf("%s seed %d step %d seat %d: %v", c.name, seed, step, seat, err)
					}
					if !reflect.DeepEqual(got, h) {
						t.Fatalf("%s seed %d step %d seat %d: read %+v, wrote %+v", c.name, seed, step, seat, got, h)
					}
					if len(got.Traits) != len(s.Seats[seat].Traits) {
						t.Fatalf("seat %d holds %d traits, its hand %d", seat, len(s.Seats[seat].Traits), len(got.Traits))
					}
					for i, tr := range s.Seats[seat].Traits {
						if got.Traits[i].ID != s.Cards.Traits[tr].ID {
							t.Fatalf("seat %d's hand holds trait %s, not its own %s", seat, got.Traits[i].ID, s.Cards.Traits[tr].ID)
						}
					}
				}
				legal := hope.Legal(s)
				if s, _, err = hope.Apply(s, legal[r.Intn(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if longest > 250 {
		t.Errorf("the longest hand of Lantern's cards makes a code of %d characters: a phone's camera wants it short", longest)
	}
	t.Logf("longest code of a hand of Lantern's cards: %d characters", longest)
}

// TestHandCodeIsShort: Lantern's own cards travel as ids, an owner's with
// their words.
func TestHandCodeIsShort(t *testing.T) {
	s, err := newGame(config(5, true), 1)
	if err != nil {
		t.Fatal(err)
	}
	h := HandOf(s, 0, "")
	own, _ := EncodeHand(h)
	h.Traits[0].Text = "A text Lantern's deck does not have, so it must travel in the code."
	changed, _ := EncodeHand(h)
	if len(own) > 160 || len(changed) <= len(own)+40 {
		t.Errorf("Lantern's hand %d characters, with one changed card %d", len(own), len(changed))
	}
	got, err := readHand(t, changed)
	if err != nil || got.Traits[0].Text != h.Traits[0].Text {
		t.Errorf("changed card read as %+v, %v", got.Traits[0], err)
	}
}

func TestHandPrint(t *testing.T) {
	s, _ := newGame(config(3, false), 2)
	h := HandOf(s, 0, "Ann")
	later := h
	later.Round, later.Turn = 3, "Ode"
	if HandPrint(h) != HandPrint(later) {
		t.Error("the moment changed the hand's print")
	}
	fewer := h
	fewer.Traits = h.Traits[1:]
	hurt := h
	hurt.Harm = 1
	if HandPrint(h) == HandPrint(fewer) || HandPrint(h) == HandPrint(hurt) {
		t.Error("a changed hand kept its print")
	}
}

func TestHandRefusals(t *testing.T) {
	s, _ := newGame(config(3, false), 2)
	good, _ := EncodeHand(HandOf(s, 0, ""))
	p, _ := record.DecodePeek(good)
	body := func(b ...byte) []byte { return b }
	var unknown record.Packer
	unknown.Int(handVersion)
	for range 2 {
		unknown.String("x")
	}
	unknown.Int(1)
	unknown.String("Ode")
	unknown.Bool(true)
	unknown.Int(5)
	unknown.Int(0)
	unknown.Int(0)
	unknown.Bool(true)
	unknown.String("no-such-card")
	unknown.Bool(false)
	cases := []struct {
		name string
		body []byte
		want string
	}{
		{"newer", body(2), "newer Lantern"},
		{"empty", nil, "damaged"},
		{"cut short", p.Body[:len(p.Body)-3], "damaged"},
		{"trailing", append(append([]byte(nil), p.Body...), 0), "damaged"},
		{"humanity past its limit", body(1, 0, 0, 1, 0, 1, 11), "damaged"},
		{"unknown card", unknown.Bytes(), "does not know"},
	}
	for _, c := range cases {
		_, err := DecodeHand(c.body)
		if !errors.Is(err, record.ErrCorrupt) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an ErrCorrupt saying %q", c.name, err, c.want)
		}
	}
}

func FuzzDecodeHand(f *testing.F) {
	s, _ := newGame(config(4, true), 3)
	for seat := range 4 {
		good, _ := EncodeHand(HandOf(s, seat, "C"))
		p, _ := record.DecodePeek(good)
		f.Add(p.Body)
	}
	f.Add([]byte{1})
	f.Fuzz(func(t *testing.T, b []byte) {
		h, err := DecodeHand(b)
		if err != nil {
			if !errors.Is(err, record.ErrCorrupt) {
				t.Fatalf("error not ErrCorrupt: %v", err)
			}
			return
		}
		payload, err := EncodeHand(h)
		if err != nil {
			return // too long for a code: the tablet would never show it
		}
		again, err := readHand(t, payload)
		if err != nil || !reflect.DeepEqual(again, h) {
			t.Fatalf("re-encoded hand reads back as %+v, %v", again, err)
		}
	})
}
