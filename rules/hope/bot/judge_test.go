package bot

import (
	"testing"

	"lantern/rules/hope"
)

// judgeState is a 3-seat game at seat 0's scene: Wolves at Dusk
// (hardship 3), nothing rolled yet, every character at full Humanity.
func judgeState(t *testing.T) hope.State {
	t.Helper()
	s, err := hope.New(hope.Config{Seats: seats(3)}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Turn, s.Scene.Card, s.Scene.Final, s.Phase = 0, sceneIndex(t, s.Cards, "core-w04"), -1, hope.PhaseRoll
	for i := range 3 {
		s.Seats[i].Humanity, s.Seats[i].Hunger, s.Seats[i].Harm = hope.MaxHumanity, 0, 0
	}
	s.Hunted, s.Assets = 0, nil
	return s
}

func sceneIndex(t *testing.T, d *hope.Deck, id string) int16 {
	for i, c := range d.Scenes {
		if c.ID == id {
			return int16(i)
		}
	}
	t.Fatalf("no scene %s", id)
	return -1
}

func traitEffects(t *testing.T, d *hope.Deck, id string) []hope.Effect {
	for _, c := range d.Traits {
		if c.ID == id {
			return c.Effects
		}
	}
	t.Fatalf("no trait %s", id)
	return nil
}

// TestUsefulPricedCards: cards that ask a price are played only when the
// help is needed and the price can be borne.
func TestUsefulPricedCards(t *testing.T) {
	for _, tc := range []struct {
		name, card string
		seat       int
		set        func(*hope.State)
		want       bool
	}{
		{"ruthless on a roll in doubt", "core-trait18", 0, func(s *hope.State) { s.Scene.Committed[0] = 2 }, true},
		{"ruthless on a sure roll", "core-trait18", 0, func(s *hope.State) { s.Scene.Committed[0] = 6 }, false},
		{"ruthless at 1 Humanity", "core-trait18", 0, func(s *hope.State) { s.Seats[0].Humanity = 1 }, false},
		{"ruthless on another's scene", "core-trait18", 1, func(s *hope.State) {}, false},
		{"know the land on a hard draw", "core-trait11", 0, func(s *hope.State) { s.Phase = hope.PhaseDrawn }, true},
		{"know the land on a hardship 1 draw", "core-trait11", 0, func(s *hope.State) {
			s.Phase, s.Scene.Card = hope.PhaseDrawn, sceneIndex(t, s.Cards, "core-w01")
		}, false},
		{"hold back with a supporter's dice", "core-trait14", 2, func(s *hope.State) {
			s.Phase, s.Scene.Final, s.Scene.Committed[0], s.Scene.Committed[1] = hope.PhaseRolled, 3, 2, 1
		}, true},
		{"hold back with nobody supporting", "core-trait14", 2, func(s *hope.State) {
			s.Phase, s.Scene.Final, s.Scene.Committed[0] = hope.PhaseRolled, 3, 2
		}, false},
		{"take the blow for one at death's door", "core-trait13", 1, func(s *hope.State) {
			s.Phase, s.Scene.Final, s.Seats[2].Harm = hope.PhaseOutcome, 3, 2
		}, true},
		{"take the blow when nobody is in danger", "core-trait13", 1, func(s *hope.State) {
			s.Phase, s.Scene.Final = hope.PhaseOutcome, 3
		}, false},
		{"take the blow while hurt", "core-trait13", 1, func(s *hope.State) {
			s.Phase, s.Scene.Final, s.Seats[2].Harm, s.Seats[1].Harm = hope.PhaseOutcome, 3, 2, 1
		}, false},
		{"horse trader with a spent asset", "core-trait19", 0, func(s *hope.State) {
			s.Phase, s.Scene.Card = hope.PhaseTurnStart, hope.NoCard
			s.Assets = []hope.AssetState{{Card: 0, Owner: 0, Holder: 0, Uses: 1}}
		}, true},
		{"horse trader with a fresh asset", "core-trait19", 0, func(s *hope.State) {
			s.Phase, s.Scene.Card = hope.PhaseTurnStart, hope.NoCard
			s.Assets = []hope.AssetState{{Card: 0, Owner: 0, Holder: 0, Uses: 3}}
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := judgeState(t)
			tc.set(&s)
			if got := useful(&s, tc.seat, traitEffects(t, s.Cards, tc.card)); got != tc.want {
				t.Fatalf("useful = %v", got)
			}
		})
	}
}

// TestCautiousDiscardsMostSpent: asked to give up an asset, the bot gives
// up the one with the fewest uses left.
func TestCautiousDiscardsMostSpent(t *testing.T) {
	s := judgeState(t)
	s.Pending = hope.Pending{Seat: 0, Kind: hope.PendDiscard}
	s.Assets = []hope.AssetState{{Card: 0, Owner: 0, Holder: 0, Uses: 3}, {Card: 4, Owner: 0, Holder: 0, Uses: 1}}
	legal := []hope.Move{{Kind: hope.Discard, Seat: 0, Card: 0}, {Kind: hope.Discard, Seat: 0, Card: 4}}
	if m := decide(&s, 0, legal, nil); m.Card != 4 {
		t.Fatalf("discarded %v", m)
	}
}
