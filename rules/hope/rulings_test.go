package hope

import (
	"errors"
	"testing"

	"lantern/rules"
)

func TestHI01_SeatsThreeToFive(t *testing.T) {
	for n := 1; n <= 7; n++ {
		t.Run(string(rune('0'+n)), func(t *testing.T) {
			_, err := New(testConfig(n, false), 1)
			if ok := n >= 3 && n <= 5; ok != (err == nil) {
				t.Fatalf("%d seats: err %v", n, err)
			}
			if err != nil && !errors.Is(err, rules.ErrBadConfig) {
				t.Fatalf("err %v is not ErrBadConfig", err)
			}
		})
	}
}

func TestHI02_FirstPlayerFromSeedThenClockwise(t *testing.T) {
	seen := map[int8]bool{}
	for seed := range uint64(40) {
		a, _ := New(testConfig(4, false), seed)
		b, _ := New(testConfig(4, false), seed)
		if a.Turn != b.Turn {
			t.Fatal("same seed, different first player")
		}
		seen[a.Turn] = true
	}
	if len(seen) != 4 {
		t.Fatalf("first players seen %v, want all 4", seen)
	}
	g := newGame(t, 3, func(c *Config) { c.Deck.Scenes = nil; c.Deck.Scenes = append(c.Deck.Scenes, manyScenes(20)...) })
	g.s.Turn, g.s.Owed = 1, 0b101 // start with seat 1 this time
	g.s.Pending.Seat = 1
	var order []int8
	for len(order) < 6 {
		order = append(order, g.s.Turn)
		g.do(DrawScene, g.s.Turn, 4)
		g.do(Avoid, g.s.Turn, 0)
	}
	want := []int8{1, 2, 0, 1, 2, 0}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("order %v, want %v", order, want)
		}
	}
	g.eq("round", int(g.s.Round), 3)
}

// manyScenes are harmless H1 scenes in Any Terrain.
func manyScenes(n int) []Scene {
	var out []Scene
	for i := range n {
		out = append(out, Scene{ID: "m" + string(rune('a'+i)), Terrain: AnyTerrain, Hardship: 1,
			Refuse: out0(), Succeed: out0(), Fail: out0()})
	}
	return out
}

func out0() Outcome { return Outcome{Text: "nothing"} }

func TestHI03_HumanityLostAtZeroRemovedNextTurn(t *testing.T) {
	g := newGame(t, 3, func(c *Config) {
		c.Deck.Scenes = append(c.Deck.Scenes, Scene{ID: "double", Terrain: AnyTerrain, Hardship: 1,
			Refuse: out(fx(Humanity, -1), fx(Hunger, 1)), Succeed: out0(), Fail: out0()})
		c.Stack.Scenes = []string{"double"}
		withTraits(c)
	})
	g.s.Seats[1].Humanity = 0
	g.scene("double")
	g.do(Avoid, 0, 0)
	g.do(Gift, 1, -1) // HI-19, decided before the next turn goes on
	g.do(Grace, 1, 0) // HI-20
	lost, hungry, turn, death := -1, -1, -1, -1
	for i, e := range g.ev {
		switch {
		case e.Kind == EvLost && e.Seat == 1:
			lost = i
		case e.Kind == EvHunger && e.Seat == 1:
			hungry = i
		case e.Kind == EvTurn && turn < 0:
			turn = i
		case e.Kind == EvDeath && e.Seat == 1:
			death = i
		}
	}
	if !(lost >= 0 && lost < hungry && hungry < death && death < turn) {
		t.Fatalf("want lost, the rest of the scene, removal, then the next turn: %d %d %d %d", lost, hungry, death, turn)
	}
	if g.seat(1).Alive || g.seat(1).Cause != DiedHumanity {
		t.Fatalf("seat 1 should be removed: %+v", *g.seat(1))
	}
	g.eq("humanity of seat 0", int(g.seat(0).Humanity), 4)
	t.Run("never above 5", func(t *testing.T) {
		e := eng{s: &g.s, ev: new(events)}
		e.humanity(0, 3)
		g.eq("humanity", int(g.seat(0).Humanity), MaxHumanity)
	})
	t.Run("zero stays in play", func(t *testing.T) {
		g := newGame(t, 3, stack("urbana"))
		g.scene("urbana")
		g.do(Act, 0, 0)
		g.do(Commit, 0, 5)
		g.eq("humanity", int(g.seat(0).Humanity), 0)
		if !g.seat(0).Alive || g.seat(0).Lost {
			t.Fatal("a character at 0 stays in play")
		}
	})
}

func TestHI04_HopeSeededAddedRemoved(t *testing.T) {
	g := newGame(t, 4, nil)
	g.eq("hope at start", int(g.s.Hope), 4)
	e := eng{s: &g.s, ev: new(events)}
	e.startRound()
	g.eq("hope after a round", int(g.s.Hope), 5)
	e.startRound()
	g.eq("hope is capped", int(g.s.Hope), 5)
	e.kill(2, DiedHarm)
	g.eq("hope after a death", int(g.s.Hope), 4)
	g.s.Hope = 0
	e.kill(3, DiedHarm)
	g.eq("hope never below 0", int(g.s.Hope), 0)
}

func TestHI05_OnlyNonEmptyDecksAndEndWhenAllEmpty(t *testing.T) {
	g := newGame(t, 3, func(c *Config) { c.Deck.Scenes = manyScenes(2) })
	for _, m := range Legal(g.s) {
		if m.Kind == DrawScene && m.N != 4 {
			t.Fatalf("empty deck offered: %v", m)
		}
	}
	g.do(DrawScene, 0, 4)
	g.do(Avoid, 0, 0)
	g.do(DrawScene, 1, 4)
	g.do(Avoid, 1, 0)
	if !g.s.Over || !g.s.Won || g.s.Round != 1 {
		t.Fatalf("all decks empty: over %v won %v round %d", g.s.Over, g.s.Won, g.s.Round)
	}
}

func TestHI06_ViewHidesSecrets(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), withTraits))
	g.scene("urbana")
	mine, theirs := View(g.s, 0), View(g.s, 1)
	if mine.Scene.Card < 0 || theirs.Scene.Card != Hidden {
		t.Fatalf("scene: acting sees %d, other sees %d", mine.Scene.Card, theirs.Scene.Card)
	}
	if theirs.Scene.Callout == "" || theirs.FinalHardship() != -1 {
		t.Fatal("the callout is public, the hardship is not")
	}
	for _, c := range theirs.Seats[0].Traits {
		if c != Hidden {
			t.Fatal("another's trait is visible")
		}
	}
	if theirs.Seats[1].Traits[0] == Hidden || theirs.RNG.State != 0 || theirs.Decks[0][0] != Hidden {
		t.Fatal("own traits must show; RNG and deck order must not")
	}
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.do(Refuse, 1, 0)
	g.do(Refuse, 2, 0)
	g.do(Boost, 0, 0)
	g.do(Roll, 0, 0)
	for _, e := range ViewEvents(g.ev, 1) {
		if e.Kind == EvDraw && e.Card != Hidden {
			t.Fatal("the draw event shows the card to others")
		}
	}
}

func TestHI07_AvoidAppliesRefuseToAll(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.scene("urbana")
	g.do(Avoid, 0, 0)
	for x := range 3 {
		g.eq("humanity", int(g.seat(x).Humanity), 4)
	}
	t.Run("all refuse replaces refuse", func(t *testing.T) {
		g := newGame(t, 3, stack("zero"))
		g.scene("zero")
		g.do(Avoid, 0, 0)
		for x := range 3 {
			g.eq("hunger", int(g.seat(x).Hunger), 1)
			g.eq("humanity", int(g.seat(x).Humanity), 5)
		}
	})
	t.Run("unavoidable", func(t *testing.T) {
		g := newGame(t, 3, stack("trap"))
		g.scene("trap")
		if g.can(Avoid, 0) {
			t.Fatal("an unavoidable scene offers Avoid")
		}
		g.refused(Move{Kind: Avoid, Seat: 0}, rules.ErrIllegal)
	})
}

func TestHI08_CommitAtLeastOneOrLastHope(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.refused(Move{Kind: Commit, Seat: 0, N: 0}, rules.ErrIllegal)
	g.refused(Move{Kind: Commit, Seat: 0, N: 6}, rules.ErrIllegal)
	if g.can(LastHope, 0) {
		t.Fatal("Last Hope offered with Humanity left")
	}
	g2 := newGame(t, 3, stack("urbana"))
	g2.s.Seats[0].Humanity = 0
	g2.scene("urbana")
	g2.do(Act, 0, 0)
	g2.do(LastHope, 0, 0)
	g2.eq("hope", int(g2.s.Hope), 2)
	g2.eq("support cap", int(g2.s.supportCap(1)), 1)
	if g2.can(Support, 1) && !g2.can(Refuse, 1) {
		t.Fatal("support must be 1 die at most")
	}
	g2.refused(Move{Kind: Support, Seat: 1, N: 2}, rules.ErrIllegal)
}

func TestHI09_SupportClockwiseCappedAndLastHopeOrder(t *testing.T) {
	g := newGame(t, 4, stack("urbana"))
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 2)
	g.wantPending(1, PendSupport)
	g.refused(Move{Kind: Support, Seat: 2, N: 1}, rules.ErrNotYourTurn)
	g.refused(Move{Kind: Support, Seat: 1, N: 3}, rules.ErrIllegal)
	g.do(Support, 1, 2)
	g.wantPending(2, PendSupport)
	t.Run("last hope shortage: lowest penalty first, ties clockwise", func(t *testing.T) {
		g := newGame(t, 5, stack("urbana"))
		for x := 1; x < 5; x++ {
			g.s.Seats[x].Humanity = 0
		}
		g.s.Seats[1].Hunger = 2 // worst off
		g.s.Seats[3].Harm = 1
		g.s.Hope = 3
		g.scene("urbana")
		g.do(Act, 0, 0)
		g.do(Commit, 0, 1)
		for x := int8(1); x < 5; x++ {
			g.do(LastHope, x, 0)
		}
		got := g.s.Scene.Stance
		if got[2] != Supporting || got[4] != Supporting || got[3] != Supporting || got[1] != Refusing {
			t.Fatalf("stances %v: want seats 2, 4, 3 served and seat 1 refused", got)
		}
		g.eq("hope", int(g.s.Hope), 0)
		g.eq("pool", g.s.Pool(), 4)
	})
}
