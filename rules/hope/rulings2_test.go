package hope

import (
	"testing"

	"lantern/rules"
)

func dice(faces ...int) func(*Config) {
	return func(c *Config) { c.Dice = faces }
}

func both(fs ...func(*Config)) func(*Config) {
	return func(c *Config) {
		for _, f := range fs {
			f(c)
		}
	}
}

// toRoll plays scene id up to the roll: commit n, everyone refuses.
func (g *game) toRoll(id string, n int8) {
	g.t.Helper()
	g.scene(id)
	g.do(Act, 0, 0)
	g.do(Commit, 0, n)
	for x := int8(1); x < g.s.N; x++ {
		g.do(Refuse, x, 0)
	}
	if g.s.Phase == PhaseBoost {
		g.do(Boost, 0, 0)
	}
}

func TestHI10_HopeBoostSpent(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), dice(6, 6, 6)))
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.do(Refuse, 1, 0)
	g.do(Refuse, 2, 0)
	for n := int8(0); n <= 3; n++ {
		if !g.can(Boost, 0) {
			t.Fatal("no boost offered")
		}
	}
	g.refused(Move{Kind: Boost, Seat: 0, N: 4}, rules.ErrIllegal)
	g.do(Boost, 0, 2)
	g.eq("hope", int(g.s.Hope), 1)
	g.eq("pool", g.s.Pool(), 3)
	g.do(Roll, 0, 0)
	g.eq("hope after the roll", int(g.s.Hope), 1)
}

func TestHI11_FinalHardshipCountsActingConditionsOnly(t *testing.T) {
	g := newGame(t, 3, stack("urbana")) // urbana: H1
	g.s.Seats[0].Hunger, g.s.Seats[0].Harm = 1, 2
	g.s.Seats[1].Hunger, g.s.Seats[1].Harm = 2, 2
	g.s.Hunted = 2
	g.scene("urbana")
	g.eq("hardship", g.s.FinalHardship(), 1+1+2+2)
	g.s.Scene.Mod = -10
	g.eq("never below 0", g.s.FinalHardship(), 0)
	g.s.Scene.Mod = 0
	e := eng{s: &g.s, ev: new(events)}
	e.sceneEffect(Task{Self: 0, Partner: -1, Eff: Effect{Kind: IgnoreCondition, Cond: HarmTrack}})
	if !g.s.Ignored(HarmTrack) || g.s.Ignored(HungerTrack) || g.s.Scene.Ignore != 1<<2 {
		t.Fatal("ignore bits")
	}
	g.eq("hardship without Harm", g.s.FinalHardship(), 1+1+2)
}

func TestHI12_RollFourToSixSucceedAllDiceLost(t *testing.T) {
	for _, tc := range []struct {
		name  string
		faces []int
		ok    bool
	}{{"two successes", []int{4, 6, 1}, true}, {"one success", []int{3, 5, 1}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 3, both(stack("urbanb"), dice(tc.faces...))) // urbanb: H2
			g.toRoll("urbanb", 3)
			g.do(Roll, 0, 0)
			if got := g.count(EvSuccess) == 1; got != tc.ok {
				t.Fatalf("faces %v success %v", tc.faces, got)
			}
			g.eq("humanity", int(g.seat(0).Humanity), 2)
		})
	}
}

func TestHI13_H0SucceedsEachNonRefuserLosesOne(t *testing.T) {
	g := newGame(t, 3, stack("zero"))
	g.scene("zero")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 3)
	g.do(Support, 1, 2)
	g.do(Refuse, 2, 0)
	g.do(Boost, 0, 1)
	g.do(Roll, 0, 0)
	if g.count(EvRoll) != 0 || g.count(EvFree) != 1 {
		t.Fatal("H0 must not roll")
	}
	g.eq("acting humanity", int(g.seat(0).Humanity), 4)
	g.eq("supporter humanity", int(g.seat(1).Humanity), 4)
	g.eq("refuser humanity (refuse -1)", int(g.seat(2).Humanity), 4)
	g.eq("hope: boost returned, succeed +1", int(g.s.Hope), 4)
}

func TestHI14_RefusersGetRefuseOthersSucceedOrFail(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), dice(1, 1)))
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.do(Support, 1, 1)
	g.do(Refuse, 2, 0)
	g.do(Boost, 0, 0)
	g.do(Roll, 0, 0) // fails: Fail is Harm 1
	g.eq("acting harm", int(g.seat(0).Harm), 1)
	g.eq("supporter harm", int(g.seat(1).Harm), 1)
	g.eq("refuser harm", int(g.seat(2).Harm), 0)
	g.eq("refuser humanity", int(g.seat(2).Humanity), 4)
}

func TestHI15_NothingToCommitFailsForEveryone(t *testing.T) {
	g := newGame(t, 3, stack("trap")) // trap fail: Harm 2
	g.s.Seats[0].Humanity, g.s.Hope = 0, 0
	g.scene("trap")
	g.do(Act, 0, 0)
	if g.count(EvNoDice) != 1 {
		t.Fatal("no no-dice event")
	}
	for x := range 3 {
		g.eq("harm", int(g.seat(x).Harm), 2)
	}
}

func TestHI16_ChoiceScenesActingAnswersLast(t *testing.T) {
	g := newGame(t, 3, stack("choice"))
	g.scene("choice")
	g.do(Act, 0, 0)
	g.wantPending(1, PendAnswer)
	if v := View(g.s, 1); v.Scene.Card != Hidden || len(v.Scene.Options) != 2 || v.Scene.Options[1] != "keep" {
		t.Fatalf("others see the answers, not the card: %+v", v.Scene)
	}
	g.do(Answer, 1, 1)
	g.wantPending(2, PendAnswer)
	g.do(Answer, 2, 1)
	g.wantPending(0, PendAnswer)
	g.do(Answer, 0, 1) // all keep: -1 Humanity each, and All Chose: Hope -1
	for x := range 3 {
		g.eq("humanity", int(g.seat(x).Humanity), 4)
	}
	g.eq("hope", int(g.s.Hope), 2)
	t.Run("group rule needs all", func(t *testing.T) {
		g := newGame(t, 3, stack("choice"))
		g.scene("choice")
		g.do(Act, 0, 0)
		g.do(Answer, 1, 0)
		g.do(Answer, 2, 1)
		g.do(Answer, 0, 1)
		g.eq("hope", int(g.s.Hope), 3)
		g.eq("hunger of seat 1", int(g.seat(1).Hunger), 1)
	})
}

func TestHI17_ConditionTracks(t *testing.T) {
	for _, tc := range []struct {
		name       string
		start, add int8
		dies       bool
	}{{"hungry", 0, 1, false}, {"starving", 1, 1, false}, {"two at once", 0, 2, false}, {"beyond starving", 2, 1, true}, {"hungry plus two", 1, 2, true}} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 3, nil)
			e := eng{s: &g.s, ev: new(events)}
			g.s.Seats[1].Hunger, g.s.Seats[2].Harm = tc.start, tc.start
			e.hunger(1, tc.add)
			e.harm(2, tc.add)
			if g.seat(1).Alive == tc.dies || g.seat(2).Alive == tc.dies {
				t.Fatalf("alive %v %v", g.seat(1).Alive, g.seat(2).Alive)
			}
		})
	}
	t.Run("crippled never heals", func(t *testing.T) {
		g := newGame(t, 3, nil)
		e := eng{s: &g.s, ev: new(events)}
		g.s.Seats[1].Harm, g.s.Seats[2].Harm = 2, 1
		e.heal(1, 2)
		e.heal(2, 1)
		g.eq("crippled", int(g.seat(1).Harm), 2)
		g.eq("hurt healed", int(g.seat(2).Harm), 0)
	})
	t.Run("death is immediate", func(t *testing.T) {
		g := newGame(t, 3, both(stack("urbana"), dice(1)))
		g.s.Seats[0].Harm = 2
		g.toRoll("urbana", 1)
		g.do(Roll, 0, 0)
		if g.seat(0).Alive || g.seat(0).Cause != DiedHarm {
			t.Fatal("crippled and harmed must die")
		}
	})
}

func TestHI18_HuntedAddsHardshipUntilACardRemovesIt(t *testing.T) {
	g := newGame(t, 3, stack("patrol")) // patrol H1, refuse Hunted +1
	g.scene("patrol")
	g.do(Avoid, 0, 0)
	g.eq("hunted (once for the group)", int(g.s.Hunted), 1)
	g.do(DrawScene, 1, 3)
	g.eq("hardship", g.s.FinalHardship(), int(g.s.scene().Hardship)+1)
	e := eng{s: &g.s, ev: new(events)}
	e.startRound()
	g.eq("hunted stays", int(g.s.Hunted), 1)
	e.addHunted(-3)
	g.eq("never below 0", int(g.s.Hunted), 0)
}
