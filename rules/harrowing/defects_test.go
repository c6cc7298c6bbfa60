package harrowing

import (
	"slices"
	"testing"
)

// A deeper circle's deck holds its own cards and the campaign's story
// cards, never Unknown cards written for another circle (issue #14: the
// Sallow Fen dealt the Precentor and the Dead Letter Office).
func TestDeeperCircleDealsOnlyItsOwnUnknownCards(t *testing.T) {
	all := unknownNumbers(lantern())
	for _, tc := range []struct {
		circle  string
		in, out []string
	}{
		{"I", []string{"u3-adv-precentor", "u4-loc-postoffice", "u1-story-chorus"}, nil},
		{"II", []string{"u1-story-chorus", "u7-story-deeper"}, []string{"u3-adv-precentor", "u4-loc-postoffice"}},
	} {
		t.Run(tc.circle, func(t *testing.T) {
			cfg := threeEffigies
			cfg.Circle, cfg.Unlocked = tc.circle, all
			s, err := New(cfg, 1)
			if err != nil {
				t.Fatal(err)
			}
			dealt := slices.Clone(s.Deck)
			for _, f := range s.Fate {
				dealt = append(dealt, f.ID)
			}
			for _, id := range tc.in {
				if !slices.Contains(dealt, id) {
					t.Errorf("%s is not dealt", id)
				}
			}
			for _, id := range tc.out {
				if slices.Contains(dealt, id) {
					t.Errorf("%s is dealt in circle %s", id, tc.circle)
				}
			}
		})
	}
}

// A Fate dealt from a deck shorter than three cards goes on into the
// reshuffled discard: two face up and one face down (HA-06).
func TestRefillFromAShortDeckReshuffles(t *testing.T) {
	s := quiet(t, 2)
	s.Discard, s.Deck = s.Deck[1:6], s.Deck[:1]
	e := &eng{s: &s}
	if !e.refill() {
		t.Fatal("nothing dealt")
	}
	if len(s.Fate) != 3 || s.Fate[0].Down || s.Fate[1].Down || !s.Fate[2].Down {
		t.Fatalf("Fate %+v, want two face up and one face down", s.Fate)
	}
}

// Snatch offers only items the snatcher can hang in its columns: an item
// that fits none is not taken and lost (issue #14).
func TestSnatchOffersOnlyItemsThatFit(t *testing.T) {
	s := quiet(t, 2)
	s.Effigies[0].Columns = [3][]string{{"s-cowl"}, {"s-bracer"}, {"s-garland", "t-salt"}}
	s.Effigies[1].Columns = [3][]string{{"s-cowl", "t-key"}, {"s-bracer"}, {"s-garland", "t-compass"}}
	s.Items = slices.DeleteFunc(s.Items, func(id string) bool { return id == "t-salt" || id == "t-key" || id == "t-compass" })
	s.Trove = slices.DeleteFunc(s.Trove, func(id string) bool { return id == "t-salt" || id == "t-key" || id == "t-compass" })
	e := &eng{s: &s}
	e.actionStep(Step{Seat: 0, Effect: Effect{Op: opSnatch}})
	if s.Ask == nil {
		t.Fatal("nothing offered; the key fits under the bracer")
	}
	for _, o := range s.Ask.Options {
		if o.ID == "t-compass" {
			t.Fatalf("the compass is offered, but no column of the snatcher takes it: %+v", s.Ask.Options)
		}
	}
	if !slices.ContainsFunc(s.Ask.Options, func(o Option) bool { return o.ID == "t-key" }) {
		t.Fatalf("the key is not offered: %+v", s.Ask.Options)
	}
}

// HA-19: a 9 that would swap a trove card when the trove is empty deals
// a new card into it instead.
func TestSwapIntoAnEmptyTroveDeals(t *testing.T) {
	s := quiet(t, 1)
	s.ItemDiscard, s.Trove = append(s.ItemDiscard, s.Trove...), nil
	e := &eng{s: &s}
	e.then(Step{Seat: 0, Effect: Effect{Op: opSwap}})
	e.run()
	if len(s.Trove) != 1 {
		t.Fatalf("trove %v, want one new card", s.Trove)
	}
}

// A damned effigy's corruption goes to an effigy that is not damned: two
// damned effigies once passed it between them for ever (found by the
// simulator's bots).
func TestRedirectOnlyToTheUndamned(t *testing.T) {
	s := quiet(t, 3)
	full := [7]int8{6, 6, 6, 2, 2, 2, 2}
	s.Effigies[0].Corrupt, s.Effigies[2].Corrupt = full, full
	runEffectAt(&s, 0, 2)
	if s.Ask == nil || s.Ask.Kind != AskRedirect {
		t.Fatalf("ask %+v", s.Ask)
	}
	for _, o := range s.Ask.Options {
		if o.Seat != 1 {
			t.Fatalf("the damned effigy %d is offered the corruption", o.Seat+1)
		}
	}
}

func runEffectAt(s *State, seat int8, n int) {
	runEffect(s, seat, Effect{Op: OpCorrupt, N: n})
}
