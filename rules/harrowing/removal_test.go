package harrowing

import (
	"slices"
	"testing"
)

// run queues one effect for seat and resolves it.
func runEffect(s *State, seat int8, ef Effect) {
	e := &eng{s: s}
	e.then(Step{Seat: seat, Effect: ef})
	e.run()
}

// Cards may abandon or obliterate an adversary its controller holds:
// abandoned, it is gone until the next game; obliterated, for good (HA-21).
func TestAbandonAndObliterateAdversaries(t *testing.T) {
	tests := []struct {
		op         Op
		abandoned  bool
		nextLacks  bool
		foes, left int
	}{
		{OpAbandonFoe, true, false, 1, 0},
		{OpObliterateFoe, false, true, 1, 0},
		{OpAbandonFoe, true, false, 2, 1},
	}
	for _, tc := range tests {
		t.Run(string(tc.op), func(t *testing.T) {
			s := quiet(t, 2)
			for _, id := range []string{"i-adv-tallyman", "i-adv-moths"}[:tc.foes] {
				s.Deck = slices.DeleteFunc(s.Deck, func(x string) bool { return x == id })
				s.Effigies[0].Foes = append(s.Effigies[0].Foes, Foe{ID: id})
			}
			total := s.cardCount()
			runEffect(&s, 0, Effect{Op: tc.op})
			if tc.foes > 1 {
				if s.Ask == nil || s.Ask.Kind != AskRemoveFoe {
					t.Fatalf("two adversaries and no question: %+v", s.Ask)
				}
				s = answer(t, s, func(o Option) bool { return o.ID == "i-adv-tallyman" })
			}
			if len(s.Effigies[0].Foes) != tc.left || slices.Contains(s.Abandoned, "i-adv-tallyman") != tc.abandoned {
				t.Fatalf("foes %v, abandoned %v", s.Effigies[0].Foes, s.Abandoned)
			}
			if err := s.invariants(total); err != nil {
				t.Fatal(err)
			}
			next, err := New(NextGame(s), 2)
			if err != nil {
				t.Fatal(err)
			}
			dealt := slices.Contains(next.Deck, "i-adv-tallyman") || slices.ContainsFunc(next.Fate, func(f Fated) bool { return f.ID == "i-adv-tallyman" })
			if dealt == tc.nextLacks {
				t.Fatalf("in the next game's deck: %v; want %v", dealt, !tc.nextLacks)
			}
		})
	}
}

// Items may be abandoned or obliterated; an obliterated item never comes
// back into a later game's item deck.
func TestAbandonAndObliterateItems(t *testing.T) {
	for _, op := range []Op{OpAbandonItem, OpObliterateItem} {
		t.Run(string(op), func(t *testing.T) {
			s := quiet(t, 1)
			e := &eng{s: &s}
			id := s.Trove[0]
			s.Trove = s.Trove[1:]
			e.gain(0, id)
			e.run()
			s = settle(t, s)
			if !slices.ContainsFunc(s.Effigies[0].Columns[:], func(c []string) bool { return slices.Contains(c, id) }) {
				t.Fatalf("%s went nowhere", id)
			}
			runEffect(&s, 0, Effect{Op: op})
			for _, col := range s.Effigies[0].Columns {
				if slices.Contains(col, id) {
					t.Fatalf("%s is still held", id)
				}
			}
			next, err := New(NextGame(s), 3)
			if err != nil {
				t.Fatal(err)
			}
			back := slices.Contains(append(slices.Clone(next.Items), next.Trove...), id)
			if back != (op == OpAbandonItem) {
				t.Fatalf("%s back in the next game: %v", id, back)
			}
		})
	}
}

// Removing a location moves every effigy on it to the adjacent location;
// with none, they are eliminated and what they control is abandoned; the
// game goes on without them (HA-22).
func TestRemovingALocation(t *testing.T) {
	t.Run("moves the effigies beside", func(t *testing.T) {
		s := quiet(t, 2)
		s.Map[s.placeAt(Spot{X: 1})].Open = true // the well, east of the gate
		s.Effigies[1].At = Spot{X: 1}
		runEffect(&s, 1, Effect{Op: OpDiscardHere})
		if s.placeAt(Spot{X: 1}) >= 0 || s.Effigies[1].At != (Spot{}) {
			t.Fatalf("map %v, effigy 2 at %v", s.Map, s.Effigies[1].At)
		}
		// An origin belongs to no deck: discarded, it is out of the game,
		// never dealt from the infernal discard (revision 3).
		if slices.Contains(s.Discard, "i-org-well") || !slices.Contains(s.Abandoned, "i-org-well") {
			t.Fatalf("discard %v, abandoned %v: the discarded origin is in the infernal discard", s.Discard, s.Abandoned)
		}
	})
	t.Run("asks where when there are several", func(t *testing.T) {
		s := quiet(t, 1)
		runEffect(&s, 0, Effect{Op: OpAbandonHere})
		if s.Ask == nil || s.Ask.Kind != AskRelocate || len(s.Ask.Options) != 2 {
			t.Fatalf("ask %+v", s.Ask)
		}
		s = answer(t, s, func(o Option) bool { return o.At == Spot{Y: 1} })
		if s.Effigies[0].At != (Spot{Y: 1}) || !slices.Contains(s.Abandoned, "i-org-gate") {
			t.Fatalf("at %v, abandoned %v", s.Effigies[0].At, s.Abandoned)
		}
	})
	t.Run("eliminates with nowhere to go", func(t *testing.T) {
		s := quiet(t, 3)
		s.Map = s.Map[:1] // the gate alone
		s.Effigies[1].Foes = []Foe{{ID: "i-adv-moths"}}
		s.Hunted = 1
		s.Deck = slices.DeleteFunc(s.Deck, func(x string) bool { return x == "i-adv-moths" })
		s.Map = append(s.Map, Place{ID: "i-loc-lampworks", At: Spot{X: 5, Y: 5}})
		s.Deck = slices.DeleteFunc(s.Deck, func(x string) bool { return x == "i-loc-lampworks" })
		s.Effigies[2].At = Spot{X: 5, Y: 5}
		s.Fate = []Fated{{ID: s.Deck[0]}}
		s.Deck = s.Deck[1:]
		runEffect(&s, 0, Effect{Op: OpObliterateHere})
		if !slices.Equal(s.Eliminated, []int8{0, 1}) {
			t.Fatalf("eliminated %v", s.Eliminated)
		}
		if !slices.Contains(s.Abandoned, "i-adv-moths") || s.Hunted != 2 || !slices.Contains(s.Obliterated, "i-org-gate") {
			t.Fatalf("abandoned %v, hunted %d, obliterated %v", s.Abandoned, s.Hunted, s.Obliterated)
		}
		for _, m := range Legal(s) {
			if m.Seat != 2 {
				t.Fatalf("an eliminated effigy may %s", Describe(s, m))
			}
		}
		s.Effigies[2].Corrupt = [7]int8{6, 6, 5, 2, 2, 2, 2}
		runEffect(&s, 2, Effect{Op: OpCorrupt, N: 1, Sin: "greed"})
		if s.Result != Lost {
			t.Fatalf("the last effigy in the game is damned, yet the game is %s", s.Result)
		}
	})
	t.Run("never obliterates an essential card", func(t *testing.T) {
		s := quiet(t, 1)
		c := lantern().Catalogue
		c.Circles = slices.Clone(c.Circles)
		c.Circles[0].Origins = slices.Clone(c.Circles[0].Origins)
		c.Circles[0].Origins[0].Keywords = []Keyword{Origin, Essential}
		s.bk = newBook(c)
		runEffect(&s, 0, Effect{Op: OpObliterateHere})
		if s.placeAt(Spot{}) < 0 || len(s.Obliterated) > 0 {
			t.Fatal("an essential location was obliterated")
		}
		runEffect(&s, 0, Effect{Op: OpAbandonHere})
		if s.placeAt(Spot{}) >= 0 {
			t.Fatal("an essential location cannot be abandoned, yet the book allows it")
		}
	})
}

// An effigy whose location has just left the map has no room, rather
// than sending Room off the map.
func TestRoomOffTheMap(t *testing.T) {
	s := quiet(t, 2)
	s.Effigies[1].At = Spot{X: 7, Y: 7}
	if n := Room(s, 1); n != 0 {
		t.Fatalf("room %d off the map", n)
	}
	if n := Room(s, 0); n == 0 {
		t.Fatal("no room at the start")
	}
}

// A location leaving the map sends its effigies only where the two
// cards would be adjacent: no wall on either, the removed card's own
// included. With nowhere to go an effigy is eliminated and abandons
// every card it controls, its starting and innate items too (revision
// 6, HA-22). Revision 5 read only the neighbour's wall and kept the
// starting and innate items.
func TestRemovedLocationsWallsStillBlock(t *testing.T) {
	for _, rev := range []int{5, 0} {
		s := quiet(t, 2)
		s.Config.Rev = rev
		for _, p := range []Place{{ID: "i-loc-ashmarket", At: Spot{X: 5, Y: 5}}, {ID: "i-loc-lampworks", At: Spot{X: 6, Y: 5}, Open: true}} {
			s.Map = append(s.Map, p) // the Ash Market has a wall on its east side, the Lampworks east of it none
			s.Deck = slices.DeleteFunc(s.Deck, func(x string) bool { return x == p.ID })
		}
		s.Effigies[1].At = Spot{X: 5, Y: 5}
		s.Effigies[1].Innate = "u6-heartbeat"
		total := s.cardCount()
		runEffect(&s, 1, Effect{Op: OpDiscardHere})
		if err := s.invariants(total); err != nil {
			t.Fatalf("revision %d: %v", rev, err)
		}
		driven := s.Effigies[1].At == Spot{X: 6, Y: 5} && !slices.Contains(s.Eliminated, 1)
		if driven != (rev == 5) {
			t.Fatalf("revision %d: effigy 2 at %v, eliminated %v", rev, s.Effigies[1].At, s.Eliminated)
		}
		if rev == 5 {
			continue
		}
		for _, it := range s.Book().Starting {
			if !slices.Contains(s.Abandoned, it.ID) {
				t.Fatalf("the eliminated effigy's starting item %s is not abandoned: %v", it.ID, s.Abandoned)
			}
		}
		if s.Effigies[1].Innate != "" || !slices.Contains(s.Abandoned, "u6-heartbeat") {
			t.Fatalf("the eliminated effigy keeps its innate item %q", s.Effigies[1].Innate)
		}
		for c, col := range s.Effigies[1].Columns {
			if len(col) > 0 {
				t.Fatalf("column %d still holds %v", c+1, col)
			}
		}
	}
}
