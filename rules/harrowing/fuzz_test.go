package harrowing

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"lantern/rules"
	"lantern/rules/rng"
)

// playout plays up to n random legal moves from a game of k effigies,
// checking after each that Apply kept its input and the invariants hold.
func playout(t *testing.T, seed uint64, k, n int) State {
	t.Helper()
	r := rng.New(seed ^ 0x9e3779b97f4a7c15)
	cfg := Config{}
	for range k {
		var sins [7]int8
		for i := range sins {
			sins[i] = int8(r.Intn(4) + 1)
		}
		cfg.Sins = append(cfg.Sins, sins)
	}
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	total := s.cardCount()
	for range n {
		legal := Legal(s)
		if len(legal) == 0 {
			break
		}
		m := legal[r.Intn(len(legal))]
		before := s.clone()
		next, _, err := Apply(s, m)
		if err != nil {
			t.Fatalf("seed %d: legal move %s refused: %v", seed, Describe(s, m), err)
		}
		if !reflect.DeepEqual(before, s) {
			t.Fatalf("seed %d: Apply(%s) changed its input", seed, Describe(s, m))
		}
		s = next
		if err := s.invariants(total); err != nil {
			t.Fatalf("seed %d after %s: %v", seed, Describe(before, m), err)
		}
	}
	return s
}

// cardCount counts the infernal cards and items in play anywhere.
func (s State) cardCount() int {
	n := len(s.Deck) + len(s.Discard) + len(s.Fate) + len(s.Map) + len(s.Aside) + len(s.Abandoned) + len(s.SetAside)
	for _, a := range s.Areas {
		n += len(a.Deck) + len(a.Discard) + len(a.Fate)
	}
	n += len(s.Items) + len(s.ItemDiscard) + len(s.Trove)
	for _, ef := range s.Effigies {
		n += len(ef.Foes)
		if ef.Innate != "" {
			n++ // abandoned with its effigy (HA-22)
		}
		for _, col := range ef.Columns {
			for _, id := range col {
				if id != "" {
					n++
				}
			}
		}
	}
	if s.Ask != nil && (s.Ask.Kind == AskPlace || s.Ask.Kind == AskColumn) {
		n++ // the card or item in hand
	}
	for _, st := range s.Queue {
		if st.Effect.Op == opFinish {
			n++ // a crisis still resolving
		}
	}
	return n
}

func (s State) invariants(total int) error {
	for i, ef := range s.Effigies {
		for j, c := range ef.Corrupt {
			if c < ef.Base[j] || c > MaxSin {
				return errorf("effigy %d's %s corruption %d is outside %d..6", i+1, Sins[j], c, ef.Base[j])
			}
		}
		if ef.Omens < 0 || ef.Omens > MaxOmens {
			return errorf("effigy %d has %d omens", i+1, ef.Omens)
		}
		if s.placeAt(ef.At) < 0 && s.inGame(int8(i)) && !s.relocating(int8(i)) {
			return errorf("effigy %d stands off the map", i+1)
		}
		for _, col := range ef.Columns {
			if len(col) == 0 && !s.inGame(int8(i)) {
				continue // its starting items abandoned (HA-22)
			}
			if len(col) == 0 || col[0] == "" || (len(col) > 1 && col[len(col)-1] == "") {
				return errorf("effigy %d has a column %v with no head or a trailing gap", i+1, col)
			}
		}
	}
	gone := 0
	for _, id := range s.Obliterated {
		if !slices.Contains(s.Aside, id) {
			gone++
		}
	}
	if n := s.cardCount() + gone; n != total+manifestedCount(s) {
		return errorf("%d cards in play and %d obliterated, want %d", n-gone, gone, total+manifestedCount(s))
	}
	if s.Bane < 0 {
		return errorf("Bane %d", s.Bane)
	}
	return nil
}

func manifestedCount(s State) int {
	n := 0
	for _, u := range s.Book().Unknown {
		fresh := !slices.Contains(s.Config.Unlocked, u.Number) || u.To == "area" // an Area's deck enters play when it opens
		if slices.Contains(s.Manifested, u.Number) && fresh && s.counted(u) {
			n++
		}
	}
	return n
}

func TestRandomPlayouts(t *testing.T) {
	for seed := range uint64(60) {
		playout(t, seed, int(seed%5)+1, 400)
	}
}

// FuzzPlayout plays random games from fuzzed seeds: Apply accepts every
// move Legal lists, never changes its input, and the invariants hold.
func FuzzPlayout(f *testing.F) {
	for _, seed := range []uint64{1, 7, 42} {
		f.Add(seed, uint8(3))
	}
	f.Fuzz(func(t *testing.T, seed uint64, k uint8) {
		playout(t, seed, int(k%5)+1, 300)
	})
}

func TestIllegalMovesAreRefusedWithReasons(t *testing.T) {
	s := newGame(t, 3)
	_, _, err := Apply(s, Move{Kind: Act, Seat: 0, Index: 2, Card: "nope"})
	if !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("err = %v, want ErrIllegal", err)
	}
}

// relocating: seat stands on a removed location and is about to leave it.
func (s State) relocating(seat int8) bool {
	if s.Ask != nil && s.Ask.Kind == AskRelocate && s.Ask.Seat == seat {
		return true
	}
	return slices.ContainsFunc(s.Queue, func(st Step) bool { return st.Seat == seat && st.Effect.Op == opRelocate })
}

// counted: a manifested Unknown card that is now somewhere cardCount looks.
func (s State) counted(u Unknown) bool {
	switch u.To {
	case "infernal":
		return s.Config.Legacy || s.joins(u, s.circle())
	case "items":
		return true
	case "setAside":
		return !s.Config.Legacy
	case "area":
		return !s.Config.Legacy && s.area(u.Area) != nil
	}
	return false
}
