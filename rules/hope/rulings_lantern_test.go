package hope

import (
	"slices"
	"strings"
	"testing"
)

// Tests of the rulings Lantern added (docs/hope.md).

func TestHI25_H0ReturnsExtraDiceAndBoost(t *testing.T) {
	g := newGame(t, 3, stack("zero"))
	g.s.Seats[2].Humanity = 0
	g.scene("zero")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 2)
	g.do(Support, 1, 1)
	g.do(LastHope, 2, 0)
	g.do(Boost, 0, 2) // hope 3: 1 for Last Hope, 2 boosted
	g.do(Roll, 0, 0)
	g.eq("acting keeps all but one die", int(g.seat(0).Humanity), 4)
	g.eq("supporter", int(g.seat(1).Humanity), 4)
	g.eq("hope: boost back, Last Hope spent, succeed +1", int(g.s.Hope), 3)
}

func TestHI26_LastHopeWithoutADieRefuses(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.s.Seats[1].Humanity, g.s.Seats[2].Humanity, g.s.Hope = 0, 0, 1
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.do(LastHope, 1, 0)
	g.do(LastHope, 2, 0)
	if g.count(EvNoHopeLeft) != 1 || g.s.Scene.Stance[2] != Refusing || g.s.Scene.Stance[1] != Supporting {
		t.Fatalf("stances %v", g.s.Scene.Stance)
	}
}

func TestHI27_NewcomerTakesTheSeatsTurn(t *testing.T) {
	g := newGame(t, 3, both(stack("trap"), withTraits))
	g.s.Seats[2].Harm = 1
	g.scene("trap") // unavoidable; refusing costs hunger, fail costs harm 2
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.do(Support, 1, 1)
	g.do(Support, 2, 1)
	g.s.Fixed = []int8{1, 1, 1}
	g.do(Boost, 0, 0)
	g.do(Roll, 0, 0)
	g.passWindows()
	for g.s.Pending.Kind == PendGift || g.s.Pending.Kind == PendInherit {
		g.apply(Legal(g.s)[len(Legal(g.s))-1])
	}
	if g.seat(2).Alive {
		t.Fatal("seat 2 should have died")
	}
	g.do(Grace, 2, 1)
	g.wantPending(1, PendDraw)
	g.do(DrawScene, 1, 4)
	g.do(Avoid, 1, 0)
	g.wantPending(2, PendDraw) // the newcomer plays seat 2's turn of round 1
	g.eq("round", int(g.s.Round), 1)
}

func TestHI28_SharedOutcomeAppliesGroupEffectsOnce(t *testing.T) {
	g := newGame(t, 3, both(stack("zero"), dice()))
	g.scene("zero") // H0: succeed gives Hope +1
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.do(Support, 1, 1)
	g.do(Support, 2, 1)
	g.do(Boost, 0, 0)
	g.do(Roll, 0, 0)
	g.eq("hope +1 once, not three times", int(g.s.Hope), 4)
}

func TestHI29_ActedButNothingLeftFails(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), func(c *Config) {
		c.Deck.Personalities = []Personality{{ID: "spent", Passives: []Passive{{Trigger: WhenActing, Effects: []Effect{fx(Humanity, -1)}}}}}
		c.Stack.Personalities = []string{"spent"}
	}))
	g.s.Seats[0].Humanity, g.s.Hope = 1, 0
	g.scene("urbana")
	g.do(Act, 0, 0)
	if g.count(EvNoDice) != 1 || g.seat(1).Harm != 1 {
		t.Fatal("the scene should fail for everyone")
	}
}

func TestHI30_TheLostGainNothing(t *testing.T) {
	g := newGame(t, 3, nil)
	e := eng{s: &g.s, ev: new(events)}
	g.s.Seats[1].Humanity = 0
	e.humanity(1, -1)
	e.humanity(1, 2)
	if !g.seat(1).Lost || g.seat(1).Humanity != 0 {
		t.Fatalf("%+v", *g.seat(1))
	}
}

func TestHI31_ActingRemovedBeforeTheRollEndsTheScene(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	e := eng{s: &g.s, ev: new(events)}
	e.kill(0, DiedHarm)
	e.settle()
	g.do(Grace, 0, 0) // no trait deck here, so no Gift from the Grave
	g.eq("hope spent on the death", int(g.s.Hope), 2)
	g.wantPending(1, PendDraw)
	if g.s.SceneDiscard[len(g.s.SceneDiscard)-1] != g.s.Cards.sceneIndex("urbana") {
		t.Fatal("the scene should be discarded unplayed")
	}
}

func TestHI32_NoStealingWhileLost(t *testing.T) {
	g := newGame(t, 3, nil)
	g.giveAsset("knife", 1)
	g.s.Seats[0].Lost = true
	if g.can(Steal, 0) {
		t.Fatal("a lost character stole")
	}
}

func TestHI33_WindowsOpenOnlyForHolders(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), dice(1)))
	g.toRoll("urbana", 1)
	g.do(Roll, 0, 0)
	if g.s.Pending.Kind == PendRolled || g.s.Pending.Kind == PendOutcome {
		t.Fatal("a window opened with no card for it")
	}
	g2 := newGame(t, 3, both(stack("urbana"), dice(1), withTraits))
	g2.s.Seats[1].Traits = nil
	g2.giveTrait("tough", 1) // on outcome
	g2.toRoll("urbana", 1)
	g2.do(Roll, 0, 0)
	g2.wantPending(0, PendOutcome)
	if !g2.can(PlayTrait, 1) {
		t.Fatal("seat 1 may play its card")
	}
	g2.do(PlayTrait, 1, 0, g2.s.Cards.traitIndex("tough"))
	g2.do(Pass, 0, 0)
	g2.eq("refuse prevented for seat 1", int(g2.seat(1).Humanity), 5)
}

func TestHI34_InheritanceAutomaticWithOneSurvivor(t *testing.T) {
	g := newGame(t, 3, nil)
	knife := g.giveAsset("knife", 0)
	g.s.Round = 3
	e := eng{s: &g.s, ev: new(events)}
	e.kill(2, DiedHarm)
	e.kill(0, DiedHarm)
	e.settle()
	for g.s.Pending.Kind == PendGift {
		g.do(Gift, g.s.Pending.Seat, -1)
	}
	if a := g.s.Assets[g.s.assetAt(knife)]; a.Owner != 1 {
		t.Fatalf("knife %+v", a)
	}
}

func TestHI35_SetupOrderDealsStackedCardsBySeat(t *testing.T) {
	cfg := testConfig(3, false)
	cfg.Stack = Stack{Personalities: []string{"kind", "cold", "grim"},
		Traits:        []string{"brave", "lucky", "medic", "tough", "stoic", "thrifty"},
		Relationships: []string{"oath", "debt", "rivals"}}
	s, err := New(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	d := s.Cards
	if d.Personalities[s.Seats[1].Personality].ID != "cold" || d.Relationships[s.Rels[2].Card].ID != "rivals" {
		t.Fatal("stacked personalities and relationships go seat by seat")
	}
	if !slices.Equal(s.Seats[1].Traits, []int16{d.traitIndex("tough"), d.traitIndex("stoic"), d.traitIndex("thrifty")}) {
		t.Fatal("traits are dealt three per seat in order")
	}
}

func TestRefusalsSayWhy(t *testing.T) {
	g := newGame(t, 3, stack("trap"))
	g.s.Seats[0].Humanity = 2
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{Move{Kind: Act, Seat: 1}, "waits for A to draw"},
		{Move{Kind: DrawScene, Seat: 0, N: 9}, "no such terrain"},
	} {
		if _, _, err := Apply(g.s, tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("%v: %v", tc.m, err)
		}
	}
	g.scene("trap")
	if _, _, err := Apply(g.s, Move{Kind: Avoid, Seat: 0}); err == nil || !strings.Contains(err.Error(), "unavoidable") {
		t.Fatal(err)
	}
	g.do(Act, 0, 0)
	if _, _, err := Apply(g.s, Move{Kind: Commit, Seat: 0, N: 3}); err == nil || !strings.Contains(err.Error(), "only 2 Humanity") {
		t.Fatal(err)
	}
}

func TestChoiceSceneWithoutOptionsResolves(t *testing.T) {
	g := newGame(t, 3, func(c *Config) {
		c.Deck.Scenes = append(c.Deck.Scenes, Scene{ID: "mute", Terrain: AnyTerrain, NoRoll: true,
			Group: []GroupRule{{When: NoneChose, Option: 0, Outcome: out(fx(Hope, 1))}}})
		c.Stack.Scenes = []string{"mute"}
	})
	g.scene("mute")
	g.do(Act, 0, 0)
	g.wantPending(1, PendDraw)
}
