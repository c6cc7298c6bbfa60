package harrowing

import (
	"slices"
	"testing"
)

// A card manifested in one game starts the campaign's next game in its
// deck, and the next game's config survives the record.
func TestNextGameCarriesManifestedCards(t *testing.T) {
	var u Unknown
	for _, x := range lantern().Unknown {
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
	for _, ci := range lantern().Circles {
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

// The campaign's chain: each circle from the second is unlocked by a
// story card that the circle above manifests both as its boss falls and
// from at least one other card of its own, so a campaign that keeps
// losing still finds the way down.
func TestTheWayDownStartsInTheCircleAbove(t *testing.T) {
	for i, ci := range lantern().Circles[1:] {
		above := lantern().Circles[i]
		n := ci.UnlockedBy
		if n == 0 {
			t.Errorf("circle %s is open from the start", ci.ID)
			continue
		}
		if !manifests(above.Boss.Defeated, n) {
			t.Errorf("%s's boss does not manifest card %d, the way down to %s", above.ID, n, ci.ID)
		}
		others := 0
		for _, k := range above.Infernal {
			if cardManifests(k, n) {
				others++
			}
		}
		for _, u := range lantern().Unknown {
			if u.Card != nil && (u.Circle == above.ID || (i == 0 && u.Circle == "")) && cardManifests(*u.Card, n) {
				others++
			}
		}
		if others == 0 {
			t.Errorf("no card of %s but its boss manifests card %d", above.ID, n)
		}
	}
}

func cardManifests(k Card, n int) bool {
	lists := [][]Effect{k.Invoke, k.Threat, k.Defeated, k.Misstep, k.Charted}
	for _, a := range k.Actions {
		lists = append(lists, a.Each8, a.Each9, a.Then)
	}
	for _, l := range lists {
		if manifests(l, n) {
			return true
		}
	}
	return false
}

func manifests(list []Effect, n int) bool {
	for _, ef := range list {
		if (ef.Op == OpManifest && ef.Number == n) || (ef.Op == OpTest && (manifests(ef.Test.Each8, n) || manifests(ef.Test.Each9, n) || manifests(ef.Test.Then, n))) {
			return true
		}
	}
	return false
}
