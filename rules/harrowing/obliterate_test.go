package harrowing

import (
	"slices"
	"strings"
	"testing"
)

func TestObliteratedCardsLeaveTheCampaign(t *testing.T) {
	s := quiet(t, 2)
	id := "i-cri-ashfall"
	s.Deck = slices.DeleteFunc(s.Deck, func(x string) bool { return x == id })
	s.Discard = append(s.Discard, id)
	e := &eng{s: &s}
	e.obliterate(id)
	if slices.Contains(s.Discard, id) || !slices.Equal(s.Obliterated, []string{id}) {
		t.Fatalf("discard %v, obliterated %v", s.Discard, s.Obliterated)
	}
	next := NextGame(s)
	if !slices.Equal(next.Obliterated, []string{id}) {
		t.Fatalf("next game obliterates %v", next.Obliterated)
	}
	g, err := New(next, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range g.Fate {
		if f.ID == id {
			t.Fatal("the obliterated card is in game 2's Fate")
		}
	}
	if slices.Contains(g.Deck, id) {
		t.Fatal("the obliterated card is in game 2's deck")
	}
	rec, err := Adapter.Start(next, 3)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := Adapter.Replay(rec)
	if err != nil || !slices.Equal(back.Config.Obliterated, next.Obliterated) {
		t.Fatalf("the record lost the obliterated cards: %+v, %v", back.Config, err)
	}
}

func TestResolvingCrisisCanObliterateItself(t *testing.T) {
	s := quiet(t, 1)
	e := &eng{s: &s}
	e.then(Step{Effect: Effect{Op: OpObliterate}, From: "i-cri-feast"}, Step{Effect: Effect{Op: opFinish}, From: "i-cri-feast"})
	e.run()
	if slices.Contains(s.Discard, "i-cri-feast") || !slices.Contains(s.Obliterated, "i-cri-feast") {
		t.Fatalf("discard %v, obliterated %v", s.Discard, s.Obliterated)
	}
}

func TestObliterateOnlyWhereACardHasLeftPlay(t *testing.T) {
	ob := []Effect{{Op: OpObliterate}}
	tests := []struct {
		name string
		card Card
		ok   bool
	}{
		{"crisis as it resolves", Card{ID: "a", Name: "A", Kind: Crisis, Invoke: ob}, true},
		{"adversary once defeated", Card{ID: "b", Name: "B", Kind: Adversary, Health: 1, Defeated: ob}, true},
		{"adversary as it arrives", Card{ID: "c", Name: "C", Kind: Adversary, Health: 1, Invoke: ob}, false},
		{"location charted", Card{ID: "d", Name: "D", Kind: Location, Charted: ob}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := validator{ids: map[string]bool{}, numbers: map[int]bool{}}
			v.card(tc.card, "")
			if (v.err == nil) != tc.ok || (v.err != nil && !strings.Contains(v.err.Error(), "cannot work")) {
				t.Fatalf("err = %v, want ok %v", v.err, tc.ok)
			}
		})
	}
}
