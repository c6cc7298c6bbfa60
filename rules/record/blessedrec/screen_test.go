package blessedrec

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"lantern/rules/blessed"
	"lantern/rules/record"
)

// read decodes a payload as the phone does.
func read(t testing.TB, payload string) (Screen, error) {
	t.Helper()
	p, err := record.DecodePeek(payload)
	if err != nil {
		return Screen{}, err
	}
	if p.Kind != ID {
		t.Fatalf("kind %q", p.Kind)
	}
	return Decode(p.Body)
}

// sample is a screen with one of everything: two characters of the game
// master's on a table with an optional stat, and two traps.
func sample() Screen {
	dice := func(z ...blessed.Size) []blessed.Size { return z }
	return Screen{
		Campaign: "The lighthouse", Session: 2, During: "during the check of Ren",
		Optional: blessed.Hex, Setting: "Fate & Knowledge",
		Chars: []Char{
			{Name: "Grub", Dice: dice(4, 4, 6, 4, 8, 4, 4, 2), Blessings: []int{3, 6}, Temporary: []int{2},
				Conditions: 1 << blessed.Cursed, Aches: 1 << blessed.Head, Tags: 1<<blessed.Horde | 1<<blessed.Unique, Apts: []string{"Knives", ""}, Specs: []string{"Knives: twice"},
				Words: []Words{{Field: 4, Text: "Wants the lamp.\nFears the sea."}}},
			{Name: "Élodie", Dice: dice(4, 4, 4, 4, 4, 4, 4, 10)},
		},
		Traps: []Trap{
			{Attacker: "Grub", Defender: "Ren", Stat: blessed.Head, Ranks: 2},
			{Attacker: "Ren", Defender: "Élodie", Stat: blessed.Hurry, Std: -1},
		},
	}
}

func TestScreenRoundTrip(t *testing.T) {
	full := sample()
	for i := len(full.Chars); i < blessed.MaxParty; i++ {
		c := full.Chars[0]
		c.Name = strings.Repeat("ж", 60)
		full.Chars = append(full.Chars, c)
	}
	for i := len(full.Traps); i < blessed.MaxTraps; i++ {
		full.Traps = append(full.Traps, Trap{Attacker: "A", Defender: "B", Stat: blessed.Hex, Ranks: 1, Std: 7})
	}
	for _, c := range []struct {
		name string
		s    Screen
	}{
		{"nothing yet", Screen{Campaign: "New", Session: 1}},
		{"one of everything", sample()},
		{"a full table", full},
	} {
		t.Run(c.name, func(t *testing.T) {
			payload, err := Encode(c.s)
			if err != nil {
				t.Fatal(err)
			}
			got, err := read(t, payload)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.s) {
				t.Fatalf("read %+v\nwrote %+v", got, c.s)
			}
			t.Logf("%d characters", len(payload))
		})
	}
}

// Long notes that do not fit a code are cut, visibly, and the rest of
// the screen arrives whole.
func TestLongNotesAreCut(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	noise := func() string { // text that deflate cannot shrink much
		b := make([]rune, 600)
		for i := range b {
			b[i] = rune('a' + r.IntN(26))
			if r.IntN(6) == 0 {
				b[i] = ' '
			}
		}
		return string(b)
	}
	s := sample()
	for i := range s.Chars {
		s.Chars[i].Words = nil
		for f := range 5 {
			s.Chars[i].Words = append(s.Chars[i].Words, Words{Field: f, Text: noise()})
		}
	}
	payload, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(payload) > record.MaxPeekChars {
		t.Fatalf("%d characters", len(payload))
	}
	got, err := read(t, payload)
	if err != nil {
		t.Fatal(err)
	}
	cut := false
	for i, c := range got.Chars {
		for k, w := range c.Words {
			full := s.Chars[i].Words[k].Text
			if !strings.HasPrefix(full, w.Text) || w.Cut != (w.Text != full) {
				t.Fatalf("%s's text %d: %q (cut %v) from %q", c.Name, k, w.Text, w.Cut, full)
			}
			cut = cut || w.Cut
		}
	}
	if !cut {
		t.Fatal("nothing was cut: the test's notes are too short")
	}
	if got.Traps[0] != s.Traps[0] || got.Chars[0].Name != "Grub" || len(got.Chars[0].Words) != 5 {
		t.Fatalf("cutting the notes lost more: %+v", got)
	}
	if Print(got) == Print(s) {
		t.Error("a cut screen prints as the whole one")
	}
}

func TestPrint(t *testing.T) {
	s := sample()
	later := s
	later.Session, later.During = 3, "in the Session Shop"
	if Print(later) != Print(s) {
		t.Error("the moment changed the screen's print")
	}
	changes := map[string]func(*Screen){
		"a new trap":       func(s *Screen) { s.Traps = append(s.Traps, Trap{Attacker: "Grub", Defender: "Ada"}) },
		"a trap aimed":     func(s *Screen) { s.Traps[0].Ranks = 1 },
		"a die set":        func(s *Screen) { s.Chars[0].Dice[0] = blessed.D6 },
		"a Blessing spent": func(s *Screen) { s.Chars[0].Blessings = s.Chars[0].Blessings[1:] },
		"a condition":      func(s *Screen) { s.Chars[1].Vexes = 1 << blessed.Hand },
		"a secret tag":     func(s *Screen) { s.Chars[1].Tags = 1 << blessed.Revenge },
		"a note":           func(s *Screen) { s.Chars[0].Words[0].Text += " And the keeper." },
		"a new character":  func(s *Screen) { s.Chars = append(s.Chars, Char{Name: "Moth"}) },
	}
	for name, change := range changes {
		c := sample()
		c.Chars[0].Dice = append([]blessed.Size(nil), c.Chars[0].Dice...)
		c.Chars[0].Words = append([]Words(nil), c.Chars[0].Words...)
		c.Traps = append([]Trap(nil), c.Traps...)
		change(&c)
		if Print(c) == Print(s) {
			t.Errorf("%s kept the print", name)
		}
	}
}

func TestScreenRefusals(t *testing.T) {
	good, _ := Encode(sample())
	p, _ := record.DecodePeek(good)
	bad := func(change func(*Screen)) []byte {
		s := sample()
		s.Chars[0].Dice = append([]blessed.Size(nil), s.Chars[0].Dice...)
		change(&s)
		return pack(s)
	}
	cases := []struct {
		name string
		body []byte
		want string
	}{
		{"newer", []byte{2}, "newer Lantern"},
		{"empty", nil, "damaged"},
		{"cut short", p.Body[:len(p.Body)-3], "damaged"},
		{"trailing", append(append([]byte(nil), p.Body...), 0), "damaged"},
		{"a core stat as the optional one", bad(func(s *Screen) { s.Optional = blessed.Head }), "damaged"},
		{"a die past d10", bad(func(s *Screen) { s.Chars[0].Dice[2] = 12 }), "damaged"},
		{"a tag Lantern does not know", bad(func(s *Screen) { s.Chars[0].Tags = 1 << blessed.NumMonsterTags }), "damaged"},
		{"a trap two ranks past", bad(func(s *Screen) { s.Traps[0].Ranks = 3 }), "damaged"},
		{"a long text in no field", bad(func(s *Screen) { s.Chars[0].Words[0].Field = maxFields }), "damaged"},
	}
	for _, c := range cases {
		_, err := Decode(c.body)
		if !errors.Is(err, record.ErrCorrupt) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an ErrCorrupt saying %q", c.name, err, c.want)
		}
	}
}

func FuzzDecodeScreen(f *testing.F) {
	good, _ := Encode(sample())
	p, _ := record.DecodePeek(good)
	f.Add(p.Body)
	f.Add([]byte{1})
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Decode(b)
		if err != nil {
			if !errors.Is(err, record.ErrCorrupt) {
				t.Fatalf("error not ErrCorrupt: %v", err)
			}
			return
		}
		payload, err := Encode(s)
		if err != nil {
			return // too long for a code: the tablet would never show it
		}
		again, err := read(t, payload)
		if err != nil || again.Campaign != s.Campaign || !reflect.DeepEqual(again.Traps, s.Traps) {
			t.Fatalf("re-encoded screen reads back as %+v, %v", again, err)
		}
	})
}
