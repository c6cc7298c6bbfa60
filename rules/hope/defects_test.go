package hope

import (
	"slices"
	"strings"
	"testing"

	"lantern/rules"
)

// Tests for the rules defects of issue 13, each named after its ruling.

// lastTurnOfRound makes seat 0's turn the last of round r.
func (g *game) lastTurnOfRound(r int8) {
	g.s.Round, g.s.Owed = r, 0
}

func TestHI37_RoundBeginsBeforeTheLostAreRemoved(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.lastTurnOfRound(2)
	g.s.Hope = MaxHope
	g.s.Seats[1].Humanity = 0
	g.scene("urbana")
	g.do(Avoid, 0, 0) // Refuse for all: seat 1 is lost
	if g.seat(1).Alive {
		t.Fatal("the lost character is still in play")
	}
	g.eq("round", int(g.s.Round), 3)
	// the round-3 die first (capped at 5), then the removal takes one
	g.eq("hope", int(g.s.Hope), MaxHope-1)
	if g.s.Pending.Kind == PendGrace {
		t.Fatal("Grace of Innocence offered to a character removed at the start of round 3")
	}
	g.wantPending(2, PendDraw)
}

func TestHI36_LostLastSurvivorAtRoundFiveEnd(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.lastTurnOfRound(Rounds)
	g.s.Seats[1].Alive, g.s.Seats[2].Alive = false, false
	g.s.Seats[0].Humanity = 0
	g.scene("urbana")
	g.do(Avoid, 0, 0)
	r := GameOutcome(g.s)
	if !r.Over || r.Won || len(r.Survivors) != 0 {
		t.Fatalf("a lost character reached the destination: %+v", r)
	}
	if c := g.seat(0); c.Alive || c.Cause != DiedHumanity {
		t.Fatalf("seat 0 %+v", *c)
	}
}

func TestHI39_SiblingsRaiseOnlyThePartnersCap(t *testing.T) {
	// siblings between 0 and 1; lovers between 2 and 0
	g := newGame(t, 3, both(stack("urbana"), relDeck()))
	g.s.Seats[2].Humanity = 5
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	if !g.can(Support, 1) {
		t.Fatal("seat 1 cannot support")
	}
	g.do(Support, 1, 2) // the sibling gives one more
	for _, m := range Legal(g.s) {
		if m.Kind == Support && m.Seat == 2 && m.N > 1 {
			t.Fatalf("seat 2, not a sibling, may give %d dice", m.N)
		}
	}
	g.refused(Move{Kind: Support, Seat: 2, N: 2}, rules.ErrIllegal)
}

func TestHI39_IgnoreConditionOnlyForItsHolder(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), withTraits))
	g.s.Seats[0].Harm = 1
	stoic := g.giveTrait("stoic", 2) // on commit: Harm does not count
	g.scene("urbana")
	g.do(Act, 0, 0)
	g.do(Commit, 0, 1)
	before := g.s.FinalHardship()
	if slices.Contains(Legal(g.s), Move{Kind: PlayTrait, Seat: 2, Card: stoic}) {
		g.do(PlayTrait, 2, 0, stoic)
	}
	g.eq("hardship after a supporter's Grit", g.s.FinalHardship(), before)
	t.Run("mixed card", func(t *testing.T) {
		g := newGame(t, 3, both(stack("urbana"), func(c *Config) {
			c.Deck.Traits = []Trait{{ID: "numb", Title: "numb", Window: OnCommit,
				Effects: []Effect{{Kind: IgnoreCondition, Cond: HarmTrack}, fx(Humanity, 1)}}}
		}))
		g.s.Seats[0].Harm = 1
		g.s.Seats[2].Humanity = 4
		numb := g.giveTrait("numb", 2)
		g.scene("urbana")
		g.do(Act, 0, 0)
		g.do(Commit, 0, 1)
		before := g.s.FinalHardship()
		g.do(PlayTrait, 2, 0, numb)
		g.eq("hardship", g.s.FinalHardship(), before)
		g.eq("seat 2 humanity", int(g.seat(2).Humanity), 5)
	})
	t.Run("by its holder", func(t *testing.T) {
		g := newGame(t, 3, both(stack("urbana"), withTraits))
		g.s.Seats[0].Harm = 1
		stoic := g.giveTrait("stoic", 0)
		g.scene("urbana")
		g.do(Act, 0, 0)
		g.do(Commit, 0, 1)
		before := g.s.FinalHardship()
		g.do(PlayTrait, 0, 0, stoic)
		g.eq("hardship", g.s.FinalHardship(), before-1)
	})
}

// coldEyes gives seat 1 a personality whose refusals give Humanity back.
func (g *game) coldEyes() {
	g.s.Cards.Personalities = append(g.s.Cards.Personalities, Personality{ID: "coldeyes", Title: "coldeyes",
		Passives: []Passive{{Trigger: WhenRefusing, Effects: []Effect{fx(Humanity, 1)}}}})
	g.s.Seats[1].Personality = int16(len(g.s.Cards.Personalities) - 1)
}

func TestHI40_ColdEyesGivesBackAfterTheRefusePenalty(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	g.coldEyes() // seat 1, at 5 Humanity, refuses
	g.toRoll("urbana", 1)
	g.do(Roll, 0, 0)
	g.passWindows()
	g.eq("Cold Eyes humanity (5, -1 refusing, +1 back)", int(g.seat(1).Humanity), 5)
}

// hopeful gives seat 0 a personality that suffers Hunger when its scene fails.
func hopeful(c *Config) {
	c.Deck.Personalities = testDeck().Personalities
	c.Stack.Personalities = []string{"hopeful"}
}

func TestHI38_AutomaticFailureTriggersFailingCards(t *testing.T) {
	g := newGame(t, 3, both(stack("trap"), hopeful))
	g.s.Seats[0].Humanity, g.s.Hope = 0, 0
	g.scene("trap")
	g.do(Act, 0, 0) // HI-15
	g.eq("failures", g.count(EvFailure), 1)
	g.eq("hunger of the hopeful", int(g.seat(0).Hunger), 1)
}

func TestRefusalsOfAssetsNameTheirReason(t *testing.T) {
	g := newGame(t, 3, stack("urbana"))
	cart := g.giveAsset("cart", -1)
	knife := g.giveAsset("knife", 1)
	g.scene("urbana")
	g.do(Act, 0, 0)
	for _, c := range []struct {
		m    Move
		want string
	}{
		{Move{Kind: Steal, Seat: 0, Card: cart}, "group asset"},
		{Move{Kind: UseAsset, Seat: 0, Card: knife}, "B's"},
	} {
		_, _, err := Apply(g.s, c.m)
		if err == nil || strings.Contains(err.Error(), "waits for") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want a reason with %q", c.m, err, c.want)
		}
	}
}

func TestHI41_HorseTraderNeedsAnAssetToTrade(t *testing.T) {
	g := newGame(t, 3, func(c *Config) {
		c.Deck.Traits = []Trait{{ID: "trader", Title: "trader", Window: OwnTurn,
			Effects: []Effect{{Kind: LoseAsset}, {Kind: GainAsset}}}}
	})
	trader := g.giveTrait("trader", 0)
	if g.can(PlayTrait, 0) {
		t.Fatal("a trade offered with nothing to trade")
	}
	g.giveAsset("knife", 0)
	g.do(PlayTrait, 0, 0, trader)
}

// Games of the first edition keep its rules, so their records replay (G-02).
func TestFirstEditionKeepsItsRules(t *testing.T) {
	g := newGame(t, 3, both(stack("urbana"), func(c *Config) { c.Edition = EditionFirst }))
	g.lastTurnOfRound(2)
	g.s.Seats[1].Humanity = 0
	g.scene("urbana")
	g.do(Avoid, 0, 0)
	g.eq("round when the lost one goes", int(g.s.Round), 2)
	g.wantPending(1, PendGrace)
}

// An answer's outcome names the option chosen, and each change names the
// outcome it came from (issue 13: journaled as the first option).
func TestOutcomeNamesTheChosenOption(t *testing.T) {
	g := newGame(t, 3, stack("choice"))
	g.scene("choice")
	g.do(Act, 0, 0)
	answers := map[int8]int8{1: 1, 2: 0, 0: 1}
	g.do(Answer, 1, 1)
	g.do(Answer, 2, 0)
	g.do(Answer, 0, 1)
	n := 0
	for _, ev := range g.ev {
		switch {
		case ev.Kind == EvOutcome && ev.N == OutOption:
			n++
			g.eq("option of seat "+string(rune('0'+ev.Seat)), ev.Value, int(answers[ev.Seat]))
		case ev.Kind == EvHumanity || ev.Kind == EvHunger:
			if ev.By.Kind != ByScene || ev.By.Out != OutOption || ev.By.Seat != ev.Seat || int8(ev.By.Opt) != answers[ev.Seat] {
				t.Fatalf("%s of seat %d comes from %+v", ev.Kind, ev.Seat, ev.By)
			}
		}
	}
	g.eq("option outcomes", n, 3)
}

// lanternGame is newGame on Lantern's own decks, hands and passives
// cleared so only the cards a test gives act.
func lanternGame(t *testing.T) *game {
	g := newGame(t, 3, func(c *Config) {
		d := Combined(CoreDeck(), MartialLawDeck())
		c.Deck, c.Expansion = &d, true
	})
	for i := range 3 {
		g.s.TraitDiscard = add(g.s.TraitDiscard, g.s.Seats[i].Traits...)
		g.s.Seats[i].Traits, g.s.Seats[i].Personality = nil, NoCard
		g.s.Rels[i].Broken = true
	}
	return g
}

func (g *game) offered(seat int8, card int16) bool {
	return slices.Contains(Legal(g.s), Move{Kind: PlayTrait, Seat: seat, Card: card})
}

func TestHI41_CardsThatChangeNothingAreNotOffered(t *testing.T) {
	t.Run("Ghost at Hunted 0", func(t *testing.T) {
		g := lanternGame(t)
		ghost := g.giveTrait("ml-trait01", 0)
		if g.offered(0, ghost) {
			t.Fatal("Ghost offered with nobody hunted")
		}
		g.s.Hunted = 1
		if !g.offered(0, ghost) {
			t.Fatal("Ghost not offered at Hunted 1")
		}
	})
	t.Run("Once a Nurse with nobody Hurt", func(t *testing.T) {
		g := lanternGame(t)
		nurse := g.giveTrait("core-trait03", 1)
		if g.offered(1, nurse) {
			t.Fatal("Once a Nurse offered with nobody hurt")
		}
		g.s.Seats[2].Harm = 1
		if !g.offered(1, nurse) {
			t.Fatal("Once a Nurse not offered with someone Hurt")
		}
	})
	t.Run("Make Do with no conditions", func(t *testing.T) {
		g := lanternGame(t)
		makeDo := g.giveTrait("core-trait16", 0)
		if g.offered(0, makeDo) {
			t.Fatal("Make Do offered with neither Hunger nor Hurt")
		}
		g.s.Seats[0].Hunger = 1
		if !g.offered(0, makeDo) {
			t.Fatal("Make Do not offered to a Hungry character")
		}
	})
	t.Run("Steady Hands after a success", func(t *testing.T) {
		for _, faces := range [][]int8{{6, 6, 6, 6, 6}, {1, 1, 1, 1, 1}} {
			g := lanternGame(t)
			steady := g.giveTrait("core-trait01", 0)
			g.s.Fixed = faces
			scene := g.s.Decks[0][0]
			g.do(DrawScene, 0, 0)
			if g.s.Scene.Card != scene || g.s.scene().NoRoll {
				t.Fatal("the top wilderness scene is a choice scene")
			}
			g.do(Act, 0, 0)
			g.do(Commit, 0, 5)
			g.do(Refuse, 1, 0)
			g.do(Refuse, 2, 0)
			if g.s.Phase == PhaseBoost {
				g.do(Boost, 0, 0)
			}
			g.do(Roll, 0, 0)
			if got, want := g.offered(0, steady), !g.s.Succeeded(); got != want {
				t.Fatalf("faces %v: Steady Hands offered %v after success %v", faces, got, g.s.Succeeded())
			}
		}
	})
}
