package hope

import (
	"testing"

	"lantern/rules"
)

// giveAsset puts asset id into play for owner (-1: group).
func (g *game) giveAsset(id string, owner int8) int16 {
	c := g.s.Cards.assetIndex(id)
	g.s.AssetDeck, _ = removeCard(g.s.AssetDeck, c)
	a := AssetState{Card: c, Owner: owner, Holder: owner, Uses: int8(g.s.Cards.Assets[c].Uses)}
	g.s.Assets = add(g.s.Assets, a)
	return c
}

func removeCard(pile []int16, c int16) ([]int16, bool) {
	for i, x := range pile {
		if x == c {
			return append(append([]int16(nil), pile[:i]...), pile[i+1:]...), true
		}
	}
	return pile, false
}

// giveTrait puts trait id in seat's hand.
func (g *game) giveTrait(id string, seat int) int16 {
	c := g.s.Cards.traitIndex(id)
	g.s.TraitDeck, _ = removeCard(g.s.TraitDeck, c)
	g.s.Seats[seat].Traits = add(g.s.Seats[seat].Traits, c)
	return c
}

func TestHI19_DeathInheritanceAndGift(t *testing.T) {
	g := newGame(t, 4, both(stack("trap"), dice(1, 1), withTraits))
	knife := g.giveAsset("knife", 0)
	g.s.Seats[0].Harm = 1
	g.s.Round = 3       // no Grace of Innocence
	g.toRoll("trap", 2) // fails: Harm 2 kills seat 0
	g.do(Roll, 0, 0)
	g.passWindows()
	g.wantPending(0, PendInherit)
	g.do(Inherit, 0, 2, knife)
	if owner := g.s.Assets[g.s.assetAt(knife)].Owner; owner != 2 {
		t.Fatalf("knife owner %d", owner)
	}
	g.wantPending(0, PendGift)
	before := len(g.seat(3).Traits)
	g.do(Gift, 0, 3)
	g.eq("traits of seat 3", len(g.seat(3).Traits), before+1)
	g.wantPending(1, PendDraw)
}

func TestHI20_GraceOfInnocence(t *testing.T) {
	g := newGame(t, 3, both(stack("trap"), dice(1, 1), withTraits))
	g.s.Seats[0].Harm = 1
	g.toRoll("trap", 2)
	g.do(Roll, 0, 0)
	g.passWindows()
	hope := g.s.Hope
	g.do(Gift, 0, -1)
	g.wantPending(0, PendGrace)
	g.do(Grace, 0, 1)
	c := g.seat(0)
	if !c.Alive || c.Humanity != 3 || len(c.Traits) != 2 || c.Harm != 0 || !c.Graced {
		t.Fatalf("newcomer %+v", *c)
	}
	if !g.s.Rels[0].Broken || !g.s.Rels[2].Broken {
		t.Fatal("a newcomer has no relationship")
	}
	g.eq("hope is not restored", int(g.s.Hope), int(hope))
	t.Run("only once", func(t *testing.T) {
		e := eng{s: &g.s, ev: new(events)}
		e.kill(0, DiedHarm)
		for _, task := range g.s.Queue {
			if task.Kind == TaskGrace {
				t.Fatal("a second Grace offered")
			}
		}
	})
	t.Run("not after round 2", func(t *testing.T) {
		g := newGame(t, 3, nil)
		g.s.Round = 3
		e := eng{s: &g.s, ev: new(events)}
		e.kill(1, DiedHarm)
		for _, task := range g.s.Queue {
			if task.Kind == TaskGrace {
				t.Fatal("Grace offered in round 3")
			}
		}
	})
}

func relDeck() func(*Config) {
	return func(c *Config) {
		c.Deck.Relationships = testDeck().Relationships
		c.Stack.Relationships = []string{"siblings", "rivals", "lovers"}
	}
}

func TestHI21_RelationshipRingBrokenByDeath(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), relDeck()))
	// siblings between 0 and 1: when 0 acts, 1 may give one more die
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	g.eq("cap with siblings", int(g.s.supportCap(1)), 2)
	g.do(Support, 1, 2)
	// lovers between 2 and 0: seat 2 helps 0, 0 gets a free die
	g.do(Support, 2, 1)
	g.eq("pool", g.s.Pool(), 1+2+1+1)
	t.Run("broken", func(t *testing.T) {
		g := newGame(t, 3, both(stack("urbana"), relDeck()))
		e := eng{s: &g.s, ev: new(events)}
		e.kill(1, DiedHarm)
		g.s.Queue = nil
		g.scene("urbana")
		g.do(Act, 0, 0)
		g.do(Commit, 0, 1)
		g.eq("cap without siblings", int(g.s.supportCap(2)), 1)
	})
}

func TestHI22_AssetsOwnersGroupUsesStealing(t *testing.T) {
	g := newGame(t, 3, stack("urbanb"))
	knife := g.giveAsset("knife", 1) // personal, 2 uses, before the roll
	cart := g.giveAsset("cart", -1)  // group, 1 use, on commit
	g.scene("urbanb")
	g.do(Act, 0, 0)
	if !g.can(UseAsset, 2) || !g.can(UseAsset, 0) {
		t.Fatal("anyone may use a group asset")
	}
	g.do(UseAsset, 2, 0, cart)
	g.eq("support cap", int(g.s.Scene.Cap), 1)
	if g.s.assetAt(cart) >= 0 {
		t.Fatal("a used-up asset stays in play")
	}
	g.refused(Move{Kind: UseAsset, Seat: 0, Card: knife}, rules.ErrIllegal)
	g.do(Lend, 1, 0, knife)
	g.do(Commit, 0, 1)
	g.do(Refuse, 1, 0)
	g.do(Refuse, 2, 0)
	g.do(Boost, 0, 0)
	g.do(UseAsset, 0, 0, knife)
	g.eq("uses left", int(g.s.Assets[g.s.assetAt(knife)].Uses), 1)
	g.do(Roll, 0, 0)
	if a := g.s.Assets[g.s.assetAt(knife)]; a.Holder != 1 {
		t.Fatalf("a loan ends with the turn: %+v", a)
	}
	// seat 1's turn now: it steals nothing of its own; seat 0 cannot steal
	if g.can(Steal, 0) {
		t.Fatal("stealing is only on one's own turn")
	}
	t.Run("steal costs 1 Humanity", func(t *testing.T) {
		g := newGame(t, 3, nil)
		knife := g.giveAsset("knife", 2)
		g.do(Steal, 0, 0, knife)
		g.eq("humanity", int(g.seat(0).Humanity), 4)
		if a := g.s.Assets[g.s.assetAt(knife)]; a.Owner != 0 {
			t.Fatal("not stolen")
		}
	})
}

func TestHI23_TraitsSingleUseKeptFaceUp(t *testing.T) {
	g := newGame(t, 3, both(stack("urbanb"), dice(1, 1, 6, 6), withTraits))
	g.s.Seats[0].Traits, g.s.Seats[2].Traits = nil, nil
	brave := g.giveTrait("brave", 2) // before the roll: hardship -1
	lucky := g.giveTrait("lucky", 0) // after the roll: reroll 2
	g.scene("urbanb")
	g.do(Act, 0, 0)
	if g.can(PlayTrait, 2) {
		t.Fatal("a before-roll trait offered while committing")
	}
	g.do(Commit, 0, 2)
	g.do(Refuse, 1, 0)
	g.do(Refuse, 2, 0)
	g.do(Boost, 0, 0)
	g.do(PlayTrait, 2, 0, brave) // another seat plays in the acting player's scene
	g.eq("hardship", g.s.FinalHardship(), 1)
	g.do(Roll, 0, 0) // 1, 1: fails
	g.wantPending(0, PendRolled)
	g.do(PlayTrait, 0, 0, lucky) // 6, 6
	g.do(Pass, 0, 0)
	if g.count(EvSuccess) != 1 {
		t.Fatal("the reroll did not save the scene")
	}
	if len(g.seat(2).Played) != 1 || g.seat(2).Played[0] != brave || len(g.seat(2).Traits) != 0 {
		t.Fatal("a played trait is kept face up and gone from the hand")
	}
}

func TestHI24_WonAfterRoundFiveLostWhenNoneLive(t *testing.T) {
	g := newGame(t, 3, func(c *Config) { c.Deck.Scenes = manyScenes(20) })
	for !g.s.Over {
		g.do(DrawScene, g.s.Turn, 4)
		g.do(Avoid, g.s.Turn, 0)
	}
	if !g.s.Won || g.s.Round != 5 || len(GameOutcome(g.s).Survivors) != 3 {
		t.Fatalf("won %v round %d", g.s.Won, g.s.Round)
	}
	t.Run("lost", func(t *testing.T) {
		g := newGame(t, 3, stack("trap"))
		for x := range 3 {
			g.s.Seats[x].Harm = 1
		}
		g.s.Round, g.s.Seats[0].Humanity, g.s.Hope = 3, 0, 0
		g.scene("trap")
		g.do(Act, 0, 0) // HI-15: everyone fails, Harm 2 each
		if r := GameOutcome(g.s); !r.Over || r.Won || len(r.Survivors) != 0 {
			t.Fatalf("result %+v", r)
		}
	})
}
