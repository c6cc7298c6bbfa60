package harrowing

import (
	"slices"
	"testing"
)

// Set-aside cards wait outside the decks: unlocked ones from the start,
// manifested ones from then on, until a card brings them into play; a
// discarded one goes back aside (HA-23).
func TestSetAsideCardsComeIntoPlay(t *testing.T) {
	cfg := threeEffigies
	cfg.Unlocked = []int{11}
	s, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.SetAside, []string{"u11-adv-warden"}) || slices.Contains(s.Deck, "u11-adv-warden") {
		t.Fatalf("set aside %v", s.SetAside)
	}
	s.Fate, s.Queue, s.Hunted = nil, nil, 0
	runEffect(&s, 0, Effect{Op: OpBringIn, Number: 11})
	if len(s.SetAside) != 0 || foeIndex(s.Effigies[0].Foes, "u11-adv-warden") < 0 {
		t.Fatalf("aside %v, foes %v", s.SetAside, s.Effigies[0].Foes)
	}
	runEffect(&s, 0, Effect{Op: OpBringIn, Number: 11})
	if len(s.Effigies[0].Foes) != 1 {
		t.Fatal("a card came in twice")
	}
	fresh := quiet(t, 1)
	(&eng{s: &fresh}).manifest(11)
	if !slices.Equal(fresh.SetAside, []string{"u11-adv-warden"}) || slices.Contains(fresh.Discard, "u11-adv-warden") {
		t.Fatalf("manifested set-aside card went to aside %v, discard %v", fresh.SetAside, fresh.Discard)
	}
	fresh.discard("u11-adv-warden")
	if len(fresh.SetAside) != 2 || slices.Contains(fresh.Discard, "u11-adv-warden") {
		t.Fatalf("a discarded set-aside card is not set aside again: %v", fresh.SetAside)
	}
}

// An Area opens with its first location in the map: its own deck (its
// manifested cards) and Fate; an effigy standing in it invokes only from
// that Fate; its cards go to its own discard, and refilling its Fate
// passes the hunted card on.
func TestAreasHaveTheirOwnDeckAndFate(t *testing.T) {
	cfg := threeEffigies
	cfg.Unlocked = []int{9, 10, 11}
	s, err := New(cfg, 4)
	if err != nil {
		t.Fatal(err)
	}
	s.Deck = slices.DeleteFunc(s.Deck, func(id string) bool { return id == "u9-loc-arcade" })
	s.Fate, s.Hunted = []Fated{{ID: "u9-loc-arcade"}}, 0
	s = must(t, s, Move{Kind: Invoke, Seat: 0, Index: 0})
	if s.Ask != nil && s.Ask.Kind == AskPlace {
		s = answer(t, s, func(Option) bool { return true })
	}
	a := s.area("The Wick Market")
	if a == nil || len(a.Fate) != 3 || !a.Fate[2].Down || len(a.Deck)+len(a.Fate) != 7 {
		t.Fatalf("area %+v", a)
	}
	at := s.Map[slices.IndexFunc(s.Map, func(p Place) bool { return p.ID == "u9-loc-arcade" })].At
	s.Map[s.placeAt(at)].Open = true
	s.Effigies[1].At = at
	s = settle(t, s)
	var inArea []Move
	for _, m := range Legal(s) {
		if m.Kind == Invoke && m.Seat == 1 {
			if m.Card != "The Wick Market" {
				t.Fatalf("an effigy in the Area may %s", Describe(s, m))
			}
			inArea = append(inArea, m)
		}
		if m.Kind == Invoke && m.Seat == 0 && m.Card != "" {
			t.Fatalf("an effigy outside the Area may %s", Describe(s, m))
		}
	}
	if len(inArea) != 3 {
		t.Fatalf("%d invokes from the Area's Fate", len(inArea))
	}
	a = s.area("The Wick Market") // a stage: three crises that leave the effigy where it stands
	calm := []string{"u10-cri-auction", "u10-cri-melt", "u10-cri-exorcism"}
	a.Deck = slices.DeleteFunc(append(a.Deck, idsOf(a.Fate)...), func(id string) bool { return slices.Contains(calm, id) })
	a.Fate = []Fated{{ID: calm[0]}, {ID: calm[1]}, {ID: calm[2], Down: true}}
	hunted := s.Hunted
	for range 3 {
		s = settle(t, must(t, s, Move{Kind: Invoke, Seat: 1, Index: 0, Card: "The Wick Market"}))
		if s.Result != Playing || s.area("The Wick Market") == nil || s.Effigies[1].At != at {
			t.Fatalf("the Area's cards moved the stage: %v", s.Result)
		}
	}
	a = s.area("The Wick Market")
	if len(a.Fate) == 0 && len(a.Deck)+len(a.Discard) > 0 {
		t.Fatalf("the Area's Fate was not dealt anew: %+v", a)
	}
	if s.Hunted == hunted {
		t.Fatal("refilling the Area's Fate did not pass the hunted card")
	}
	if len(a.Discard) == 0 && len(a.Deck)+len(a.Fate) == 7 {
		t.Fatal("no Area card went to the Area's discard")
	}
}

// Legacy games are played with Lantern's cards as they were: the cards
// added since do not exist there.
func TestLegacyGamesKeepTheirCards(t *testing.T) {
	cfg := threeEffigies
	cfg.Legacy, cfg.Unlocked = true, []int{8}
	if _, err := New(cfg, 1); err == nil {
		t.Fatal("a legacy game unlocked a card Lantern had not written then")
	}
	cfg.Legacy = false
	if _, err := New(cfg, 1); err != nil {
		t.Fatal(err)
	}
}

func idsOf(fate []Fated) []string {
	var out []string
	for _, f := range fate {
		out = append(out, f.ID)
	}
	return out
}

// A spent Area (its Fate empty, nothing left to deal it from) leaves its
// effigies the standard Fate, instead of no move at all (HA-29).
func TestASpentAreaSendsToTheStandardFate(t *testing.T) {
	s := quiet(t, 1, "i-cri-feast")
	s.Map = append(s.Map, Place{ID: "u9-loc-arcade", At: Spot{X: 2}, Open: true})
	s.Areas = []AreaPlay{{Name: "The Wick Market"}}
	s.Effigies[0].At, s.Effigies[0].Omens = Spot{X: 2}, 0
	area, fate := s.fateOf(0)
	if area != "" || len(fate) != 1 {
		t.Fatalf("an effigy in a spent Area invokes from %q, %v", area, fate)
	}
	if !slices.ContainsFunc(Legal(s), func(m Move) bool { return m.Kind == Invoke && m.Card == "" }) {
		t.Fatal("no move for an effigy in a spent Area")
	}
}

// An effigy standing in an open Area invokes the top card of the Area's
// own deck, its discard reshuffled when the deck is spent, and never the
// standard deck (revision 6, HA-34); revision 5 drew from the standard
// deck wherever the effigy stood. A spent Area's effigies reference the
// standard deck, as they do the standard Fate (HA-29).
func TestInvokeTopInAnArea(t *testing.T) {
	for _, rev := range []int{5, 0} {
		s := quiet(t, 1, "i-cri-feast")
		s.Config.Rev = rev
		s.Map = append(s.Map, Place{ID: "u9-loc-arcade", At: Spot{X: 2}, Open: true})
		s.Areas = []AreaPlay{{Name: "The Wick Market", Discard: []string{"u10-cri-auction"}, Fate: []Fated{{ID: "u10-cri-melt"}}}}
		s.Effigies[0].At = Spot{X: 2}
		deck := len(s.Deck)
		runEffect(&s, 0, Effect{Op: OpInvokeTop, N: 1})
		a := s.area("The Wick Market")
		fromArea := len(a.Deck)+len(a.Discard) == 0 && len(s.Deck) == deck && s.Ask != nil && s.Ask.Kind == AskLoot
		fromStandard := len(a.Discard) == 1 && len(s.Deck) == deck-1
		if fromArea != (rev == 0) || fromStandard != (rev == 5) {
			t.Fatalf("revision %d: the Area's deck %v and discard %v, the standard deck %d of %d", rev, a.Deck, a.Discard, len(s.Deck), deck)
		}
	}
	s := quiet(t, 1, "i-cri-feast")
	s.Map = append(s.Map, Place{ID: "u9-loc-arcade", At: Spot{X: 2}, Open: true})
	s.Areas = []AreaPlay{{Name: "The Wick Market"}}
	s.Effigies[0].At = Spot{X: 2}
	deck := len(s.Deck)
	runEffect(&s, 0, Effect{Op: OpInvokeTop, N: 1})
	if len(s.Deck) != deck-1 {
		t.Fatalf("an effigy in a spent Area invoked nothing: the standard deck %d of %d", len(s.Deck), deck)
	}
}
