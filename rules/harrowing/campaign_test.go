package harrowing

import (
	"slices"
	"testing"
)

// A card manifested in one game starts the campaign's next game in its
// deck, and the next game's config survives the record.
func TestNextGameCarriesManifestedCards(t *testing.T) {
	var u Unknown
	for _, x := range lantern.Unknown {
		if x.To == "infernal" {
			u = x
			break
		}
	}
	if u.Card == nil {
		t.Fatal("Lantern's catalogue has no Unknown infernal card to manifest")
	}
	s := quiet(t, 2)
	e := &eng{s: &s}
	e.manifest(u.Number)
	if !slices.Contains(s.Discard, u.Card.ID) {
		t.Fatalf("manifested %s is not in the discard", u.Card.ID)
	}
	next := NextGame(s)
	if next.Game != 2 || !slices.Equal(next.Unlocked, []int{u.Number}) || !slices.Equal(next.Sins, s.Config.Sins) {
		t.Fatalf("next game config %+v", next)
	}
	g, err := New(next, 5)
	if err != nil {
		t.Fatal(err)
	}
	inPlay := append(slices.Clone(g.Deck), g.Discard...)
	for _, f := range g.Fate {
		inPlay = append(inPlay, f.ID)
	}
	if !slices.Contains(inPlay, u.Card.ID) {
		t.Fatalf("%s did not come back in game 2", u.Card.ID)
	}
	rec, err := Adapter.Start(next, 5)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := Adapter.Replay(rec)
	if err != nil || back.Config.Game != 2 || !slices.Equal(back.Config.Unlocked, next.Unlocked) {
		t.Fatalf("replayed config %+v, %v", back.Config, err)
	}
	if sum := Adapter.Summary(back, nil, 0); sum.Progress[:6] != "Game 2" {
		t.Fatalf("summary %q", sum.Progress)
	}
}

func TestConfigRefusesUnknownUnlocks(t *testing.T) {
	c := threeEffigies
	c.Unlocked = []int{98}
	if _, err := New(c, 1); err == nil {
		t.Fatal("an unlocked number the catalogue lacks was accepted")
	}
}

// Innate items unlocked in one game are handed out at the next one's
// start, one per effigy, and their abilities work outside the columns.
func TestInnateItems(t *testing.T) {
	cfg := threeEffigies
	cfg.Unlocked = []int{6}
	free := Innates(cfg)
	if len(free) < 2 {
		t.Fatalf("unlocked innate items: %v", free)
	}
	cfg.Innate = []string{free[0].ID, "", free[1].ID}
	s, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Effigies[0].Innate != free[0].ID || s.Effigies[1].Innate != "" {
		t.Fatalf("innate items %q %q", s.Effigies[0].Innate, s.Effigies[1].Innate)
	}
	if len(s.innate(0, OnTest))+len(s.innate(0, OnInvoke))+len(s.innate(0, OnAction)) == 0 {
		t.Fatalf("%s has no ability", free[0].ID)
	}
	rec, err := Adapter.Start(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := Adapter.Replay(rec)
	if err != nil || !slices.Equal(back.Config.Innate, cfg.Innate) {
		t.Fatalf("the record kept innate items %v, %v", back.Config.Innate, err)
	}
	for name, bad := range map[string][]string{
		"the same item twice": {free[0].ID, free[0].ID},
		"a locked item":       {"t-ember"},
		"too many":            {"", "", "", ""},
	} {
		c := cfg
		c.Innate = bad
		if _, err := New(c, 1); err == nil {
			t.Errorf("%s was accepted", name)
		}
	}
	if next := NextGame(s); next.Innate != nil {
		t.Fatalf("the next game keeps innate items %v; they are chosen anew", next.Innate)
	}
}

// A deeper circle can be played once the campaign has unlocked it.
func TestDeeperCircle(t *testing.T) {
	var deep Circle
	for _, ci := range lantern.Circles {
		if ci.UnlockedBy > 0 {
			deep = ci
		}
	}
	if deep.ID == "" {
		t.Fatal("Lantern's catalogue has no circle to unlock")
	}
	cfg := threeEffigies
	cfg.Circle = deep.ID
	if _, err := New(cfg, 1); err == nil {
		t.Fatalf("circle %s was played before it was unlocked", deep.ID)
	}
	cfg.Unlocked = []int{deep.UnlockedBy}
	if got := Circles(cfg); len(got) != 2 || got[1].ID != deep.ID {
		t.Fatalf("circles open: %v", got)
	}
	s, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Aside[0] != deep.Boss.ID || s.Map[0].ID != deep.Origins[0].ID {
		t.Fatalf("circle %s dealt boss %s and origin %s", deep.ID, s.Aside[0], s.Map[0].ID)
	}
	for seed := range uint64(20) {
		moves, _ := randomMoves(t, cfg, seed, 300)
		if len(moves) == 0 {
			t.Fatal("no move in the deeper circle")
		}
	}
}
