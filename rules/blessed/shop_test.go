package blessed

import (
	"slices"
	"testing"
)

// shopOf ends the first session of a one-character party (Heart-high
// Carefree V&V: Heart d8, Hurry d6, the rest d4).
func shopOf(t testing.TB) State {
	s := party(t, Config{}, 1, add(Heart, Carefree, ViceVirtue))
	s, _ = step(t, s, Move{Kind: EndSession})
	return s
}

func up(seat int, st Stat, pay Pay, second Stat) Move {
	return Move{Kind: StatUpgrade, Seat: seat, Stat: st, Pay: pay, Second: second}
}

func TestShopFreeUpgradeOwesItsTag(t *testing.T) {
	tests := []struct {
		stat Stat
		to   Size
		tag  Tag
	}{{Home, D6, Tag6}, {Hurry, D8, Tag8}, {Heart, D10, Tag10}}
	for _, tt := range tests {
		t.Run(tt.stat.String(), func(t *testing.T) {
			s, _ := step(t, shopOf(t), up(0, tt.stat, PayFree, 0))
			c := s.Party[0]
			if c.Die(tt.stat) != tt.to || c.Owed[tt.tag] != 1 || c.FreeUpgrades != 0 {
				t.Fatalf("%v %v, owed %v, free %d", tt.stat, c.Die(tt.stat), c.Owed, c.FreeUpgrades)
			}
			refused(t, s, up(0, Home, PayFree, 0))
		})
	}
}

func TestShopPayments(t *testing.T) {
	s := shopOf(t)
	s, _ = step(t, s, up(0, Home, PayDowngrade, Hand))
	if c := s.Party[0]; c.Die(Hand) != D2 || c.Die(Home) != D6 || c.FreeUpgrades != 1 {
		t.Fatalf("Hand %v Home %v free %d", c.Die(Hand), c.Die(Home), c.FreeUpgrades)
	}
	refused(t, s, up(0, Head, PayDowngrade, Hand))  // already d2
	refused(t, s, up(0, Head, PayDowngrade, Head))  // itself
	refused(t, s, up(0, Head, PayDowngrade, Hurry)) // a d6
	refused(t, s, up(0, Head, PayBlessings, 0))
	s = bless(s, 0, 6, 1, 2, 5)
	s, _ = step(t, s, up(0, Head, PayBlessings, 0))
	if b := s.Party[0].Blessings; !slices.Equal(b, []int{6}) {
		t.Fatalf("paying three Blessings left %v; the cheapest go first", b)
	}
	// Cursed: a 1 is worth nothing and cannot pay.
	c := with(bless(shopOf(t), 0, 1, 2, 2), 0, Cursed, 0)
	refused(t, c, up(0, Head, PayBlessings, 0))
	c = bless(c, 0, 3)
	c, _ = step(t, c, up(0, Head, PayBlessings, 0))
	if b := c.Party[0].Blessings; !slices.Equal(b, []int{1}) {
		t.Fatalf("cursed payment left %v, want [1]", b)
	}
}

func TestShopLimits(t *testing.T) {
	s := shopOf(t)
	many := func(s State, n int) State {
		s = s.clone(true)
		s.Party[0].FreeUpgrades = n
		return s
	}
	s = many(s, 20)
	// Heart d8 → d10, Hurry d6 → d8 → d10: two d10s.
	for _, st := range []Stat{Heart, Hurry, Hurry} {
		s, _ = step(t, s, up(0, st, PayFree, 0))
	}
	refused(t, s, up(0, Heart, PayFree, 0)) // nothing above d10
	for _, st := range []Stat{Head, Head, Hand, Hand, Home, Home} {
		s, _ = step(t, s, up(0, st, PayFree, 0))
	}
	// Head, Hand, Home are d8: three d8s, and two d10s.
	s, _ = step(t, s, up(0, Hurt, PayFree, 0)) // d4 → d6 is open
	refused(t, s, up(0, Hurt, PayFree, 0))     // a fourth d8
	refused(t, s, up(0, Head, PayFree, 0))     // a third d10
	if c := s.Party[0]; c.count(D10) != MaxD10 || c.count(D8) != MaxD8 {
		t.Fatalf("%d d10s, %d d8s", c.count(D10), c.count(D8))
	}
}

func TestShopTaggedUpgrades(t *testing.T) {
	s := shopOf(t)
	s.Party[0].Owed = [4]int{0, 1, 3, 4}
	s.Party[0].Specialized = 3 // every aptitude specialized
	refused(t, s, Move{Kind: TakeUpgrade, Seat: 0, Upgrade: Specialization})
	s.Party[0].Specialized = 0
	steps := []Move{
		{Kind: TakeUpgrade, Seat: 0, Upgrade: Rumor},
		{Kind: TakeUpgrade, Seat: 0, Upgrade: Aptitude},
		{Kind: TakeUpgrade, Seat: 0, Upgrade: Specialization},
		{Kind: SkipUpgrade, Seat: 0, Tag: Tag8},
		{Kind: TakeUpgrade, Seat: 0, Upgrade: Gains},
		{Kind: TakeUpgrade, Seat: 0, Upgrade: NewEthic, Ethic: RiteDivinity},
		{Kind: TakeUpgrade, Seat: 0, Upgrade: NewLifestyle, Lifestyle: Crafty},
	}
	for _, m := range steps {
		s, _ = step(t, s, m)
	}
	c := s.Party[0]
	if c.Aptitudes != 4 || c.Specialized != 1 || c.Gains != 1 || c.Ethic != RiteDivinity || c.Lifestyle != Crafty || c.Owed != [4]int{0, 0, 0, 1} {
		t.Fatalf("after the shop: %+v", c)
	}
	if !c.Ignites(Hand) || !c.Ignites(Home) || c.Ignites(Heart) {
		t.Fatal("Crafty ignites Hand and Home")
	}
	refused(t, s, Move{Kind: TakeUpgrade, Seat: 0, Upgrade: Backstory})                      // no d6 owed
	refused(t, s, Move{Kind: TakeUpgrade, Seat: 0, Upgrade: NewLifestyle, Lifestyle: Wired}) // not Crafty's path
	refused(t, s, Move{Kind: TakeUpgrade, Seat: 0, Upgrade: NewEthic, Ethic: GreedVanity})   // upgraded ethics stay
	s, _ = step(t, s, Move{Kind: TakeUpgrade, Seat: 0, Upgrade: NewLifestyle, Lifestyle: Lost})
	if !s.Party[0].Ignites(History) || s.Party[0].Ignites(Hand) {
		t.Fatal("Lost ignites History alone")
	}
}

func TestPaths(t *testing.T) {
	tests := []struct {
		from Lifestyle
		to   []Lifestyle
	}{
		{Carefree, []Lifestyle{Blossomed, Prodigious, Crafty, Lost}},
		{Eager, []Lifestyle{Driven, Chosen, Wired, Lost}},
		{Wisened, []Lifestyle{Steadfast, Warry, Compelling, Lost}},
		{Warry, []Lifestyle{Lost}},
		{Lost, nil},
	}
	for _, tt := range tests {
		if got := LifestyleUpgrades(tt.from); !slices.Equal(got, tt.to) {
			t.Errorf("%v grows to %v, want %v", tt.from, got, tt.to)
		}
	}
	ethics := []struct {
		from Ethic
		to   []Ethic
	}{
		{ViceVirtue, []Ethic{PridePrudence, GreedVanity, RiteDivinity, PrecisionAccuracy}},
		{FateKnowledge, []Ethic{GreedVanity, PowerInfluence, RiteDivinity, FairnessValue}},
		{CunningCapability, []Ethic{PridePrudence, PowerInfluence, PrecisionAccuracy, FairnessValue}},
		{FairnessValue, nil},
	}
	for _, tt := range ethics {
		if got := EthicUpgrades(tt.from); !slices.Equal(got, tt.to) {
			t.Errorf("%v grows to %v, want %v", tt.from, got, tt.to)
		}
	}
}

func TestLostIsLeftAtALaterSession(t *testing.T) {
	s := shopOf(t)
	s.Party[0].Owed[Tag10] = 1
	s, _ = step(t, s, Move{Kind: TakeUpgrade, Seat: 0, Upgrade: NewLifestyle, Lifestyle: Lost})
	leave := Move{Kind: LeaveLost, Seat: 0, Lifestyle: Wired}
	refused(t, s, leave) // the same session's shop
	s, _ = step(t, s, Move{Kind: StartSession})
	refused(t, s, leave) // not in the shop
	s, _ = step(t, s, Move{Kind: EndSession})
	refused(t, s, Move{Kind: LeaveLost, Seat: 0, Lifestyle: Lost})
	s, _ = step(t, s, leave)
	if c := s.Party[0]; c.Lifestyle != Wired || c.LostSince != 0 {
		t.Fatalf("left Lost for %v (since %d)", c.Lifestyle, c.LostSince)
	}
}

func TestFreeUpgradesCarryOver(t *testing.T) {
	s := shopOf(t)
	s, _ = step(t, s, Move{Kind: StartSession})
	s, _ = step(t, s, Move{Kind: EndSession})
	if s.Party[0].FreeUpgrades != 2 || s.Session != 2 {
		t.Fatalf("free upgrades %d in session %d: an unspent one is kept (HB-08)", s.Party[0].FreeUpgrades, s.Session)
	}
	refused(t, s, Move{Kind: EndSession})
	refused(t, party(t, Config{}, 1, add(Head, Eager, ViceVirtue)), up(0, Head, PayFree, 0))
}
