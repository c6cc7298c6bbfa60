package blessed

import (
	"slices"
	"strings"
	"testing"
)

// ed3 is the edition these tests hold to the book.
const ed3 = 3

// inEndeavor puts seat 0 of table1 in an Endeavor's turns holding a
// permanent 3 and a temporary 3.
func inEndeavor(t *testing.T) State {
	t.Helper()
	s := table1(t, 4)
	s.Config.Edition = ed3
	s = bless(s, 0, 3, 3)
	s.Endeavor = &Endeavor{Kind: PlainEndeavor, Round: 1, Phase: Turns, Order: []int{0},
		Racers: []Racer{{Seat: 0, Stat: Head, Faces: []int{6}, Temp: []int{3}}}}
	return s
}

// A Blessing paid by its face is a temporary one first; the player may
// name a permanent one instead, and Legal offers that only while both
// are held (HB-45).
func TestTemporaryBlessingsGoFirst(t *testing.T) {
	s := inEndeavor(t)
	if got, perm := s.TempBlessings(0), s.PermanentBlessings(0); !slices.Equal(got, []int{3}) || !slices.Equal(perm, []int{3}) {
		t.Fatalf("temporary %v, permanent %v", got, perm)
	}
	for _, m := range []Move{
		{Kind: SpendBlessing, Seat: 0, Value: 3},
		{Kind: GiveBlessing, Seat: 0, Other: 1, Value: 3},
	} {
		next, _ := step(t, s, m)
		if got := next.TempBlessings(0); len(got) != 0 {
			t.Errorf("%v kept the temporary Blessing %v: a permanent one went", m, got)
		}
		m.On = true
		if !slices.Contains(Legal(s), m) {
			t.Fatalf("%v (a permanent one) is not offered", m)
		}
		next, _ = step(t, s, m)
		if got := next.TempBlessings(0); !slices.Equal(got, []int{3}) || len(next.Party[0].Blessings) != 1 {
			t.Errorf("%v: temporary %v, pool %v", m, got, next.Party[0].Blessings)
		}
		if slices.Contains(Legal(next), m) {
			t.Errorf("%v offered with no permanent 3 left", m)
		}
	}
	c := begin(t, s, 1, Head, Head)
	c, _ = step(t, c, Move{Kind: Help, Seat: 0, Value: 3})
	if got := c.TempBlessings(0); len(got) != 0 {
		t.Errorf("Help kept the temporary Blessing %v", got)
	}
	old := s.clone(true)
	old.Config.Edition = 2 // editions 0 to 2 keep their way
	if next, _ := step(t, old, Move{Kind: SpendBlessing, Seat: 0, Value: 3}); len(next.TempBlessings(0)) != 1 {
		t.Error("edition 2 changed")
	}
	refused(t, old, Move{Kind: SpendBlessing, Seat: 0, Value: 3, On: true})
}

// Greed & Vanity's banked boons buy temporary Blessings that vanish when
// the check ends, settled or dropped (HB-46).
func TestGreedTemporaryBlessingsLastTheAction(t *testing.T) {
	s := ethics(t, GreedVanity)
	s.Config.Edition = ed3
	s.Banks = []Bank{{Boons: 2}}
	s = bless(s, 0, 4)
	refused(t, s, Move{Kind: TempBoon, Seat: 0}) // only in a check
	c := begin(t, s, 0, Heart, Heart)
	refused(t, c, Move{Kind: TempBoon, Seat: 1}) // not Greed & Vanity
	c, ev := step(t, c, Move{Kind: TempBoon, Seat: 0})
	got := ev[0].Blessings
	if len(got) == 0 || !slices.Equal(c.TempBlessings(0), got) || c.Banked(0).Boons != 1 {
		t.Fatalf("temporary %v, gained %v, bank %+v", c.TempBlessings(0), got, c.Banked(0))
	}
	for _, end := range []Move{{Kind: CancelCheck}, {Kind: Roll}} {
		next, _ := step(t, c, end)
		if end.Kind == Roll {
			next, _ = step(t, next, Move{Kind: Settle})
		}
		if len(next.TempBlessings(0)) != 0 || !slices.Equal(next.Party[0].Blessings, []int{4}) {
			t.Errorf("after %v: temporary %v, pool %v", end.Kind, next.TempBlessings(0), next.Party[0].Blessings)
		}
	}
	if len(c.Party[0].Blessings) != 1+len(got) {
		t.Fatal("ending the check changed the state before it")
	}
}

// A recharge written as a circled number is one Blessing worth at least
// that much; Insured's ① grows by ①① a recharge (HB-47).
func TestRechargeIsOneBlessingOfThatWorth(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Mischievous}, 2: {Insured}})
	s.Config.Edition = ed3
	s.Spent = []uint32{0, 1 << Mischievous}
	poor := bless(s, 1, 2, 3, 4)
	refused(t, poor, Move{Kind: RechargeSpec, Seat: 1, Value: int(Mischievous)}) // worth 9 in all, no ⑤
	next, ev := step(t, bless(poor, 1, 6, 5), Move{Kind: RechargeSpec, Seat: 1, Value: int(Mischievous)})
	if !slices.Equal(next.Party[1].Blessings, []int{2, 3, 4, 6}) || next.SpecUsed(1, Mischievous) {
		t.Fatalf("pool %v (%q)", next.Party[1].Blessings, ev[0].Text)
	}
	if got := s.RechargeText(1, Mischievous); got != "a Blessing worth 5 or more" {
		t.Errorf("recharge reads %q", got)
	}
	for _, n := range []int{1, 3, 5} {
		s.Spent = []uint32{0, 0, 1 << Insured}
		if p := s.RechargePrice(2, Insured); p != (Price{Worth: 1, Count: n}) {
			t.Fatalf("Insured costs %+v, want %d Blessings", p, n)
		}
		s = bless(s, 2, slices.Repeat([]int{1}, n-1)...)
		refused(t, s, Move{Kind: RechargeSpec, Seat: 2, Value: int(Insured)})
		s, _ = step(t, bless(s, 2, 6), Move{Kind: RechargeSpec, Seat: 2, Value: int(Insured)})
		if len(s.Party[2].Blessings) != 0 {
			t.Fatalf("after recharging for %d: pool %v", n, s.Party[2].Blessings)
		}
	}
}

// Resolved is used up only by an attack that succeeds; Mischievous
// distracts only a check that would succeed (HB-47).
func TestResolvedAndMischievousWaitForASuccess(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Mischievous}, 2: {Resolved}})
	s.Config.Edition = ed3
	c := begin(t, s, 0, Heart, Heart)
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: NonViolent})
	refused(t, c, Move{Kind: Resolve, Seat: 2}) // the attack is on nobody named yet
	refused(t, step1(t, c, Move{Kind: Target, Other: 1}), Move{Kind: Resolve, Seat: 2})
	c, _ = step(t, c, Move{Kind: Target, Other: 2})
	c, _ = step(t, c, Move{Kind: Resolve, Seat: 2})
	refused(t, c, Move{Kind: Mischiefs, Seat: 1}) // no roll yet
	refused(t, sums(c, 3), Move{Kind: Mischiefs, Seat: 1})
	next, o, _ := settled(t, sums(c, 3))
	if o.Success || next.SpecUsed(2, Resolved) {
		t.Fatalf("a failed attack used Resolved: %+v", o)
	}
	c, _ = step(t, sums(c, 12), Move{Kind: Mischiefs, Seat: 1})
	next, o, _ = settled(t, c)
	if !o.Success || !next.SpecUsed(2, Resolved) || !next.SpecUsed(1, Mischievous) || o.Values[0] != 9 {
		t.Fatalf("a successful attack: %+v", o)
	}
}

// The bank fills only from checks and spends as each ethic says: Pride &
// Prudence and Power & Influence in a safe place of rest (HB-49).
func TestBankKeepsToTheEthics(t *testing.T) {
	s := ethics(t, PridePrudence, GreedVanity, ViceVirtue)
	s.Config.Edition = ed3
	s.Banks = []Bank{{Busts: 1, Boons: 1}, {Boons: 1}, {Busts: 1}}
	for seat := range 3 {
		refused(t, s, Move{Kind: BankOne, Seat: seat, Value: 1})
	}
	refused(t, s, Move{Kind: SpendBanked, Seat: 0, Value: 0}) // Pride & Prudence spends busts
	refused(t, s, Move{Kind: SpendBanked, Seat: 1, Value: 0}) // Greed & Vanity's buy temporary ones
	refused(t, s, Move{Kind: SpendBanked, Seat: 2, Value: 1})
	e := s.clone(true)
	e.Endeavor = &Endeavor{Round: 1}
	refused(t, e, Move{Kind: SpendBanked, Seat: 0, Value: 1}) // no rest in an Endeavor
	next, _ := step(t, s, Move{Kind: SpendBanked, Seat: 0, Value: 1})
	if next.Banked(0).Busts != 0 || len(next.Party[0].Blessings) == 0 {
		t.Fatalf("bank %+v, pool %v", next.Banked(0), next.Party[0].Blessings)
	}
	for _, m := range Legal(s) {
		if m.Kind == BankOne || (m.Kind == SpendBanked && m.Seat != 0) {
			t.Errorf("%v offered", m)
		}
	}
}

// The Haunted die bumps; a Haze die is lent only against its holder;
// Hardship stands in only for a d4 (HB-50).
func TestSpecialStatsAsTheBookSays(t *testing.T) {
	s := party(t, Config{Edition: ed3, Haunted: true, Haze: true, Hardship: true}, 5,
		add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability), add(Head, Eager, CunningCapability))
	c := begin(t, s, 0, Home, Home)
	refused(t, c, Move{Kind: UseHaze, Other: 1}) // not an attack
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: NonViolent})
	refused(t, c, Move{Kind: UseHaze, Other: 1}) // no target named
	c, _ = step(t, c, Move{Kind: Target, Other: 1})
	refused(t, c, Move{Kind: UseHaze, Other: 2})
	step(t, c, Move{Kind: UseHaze, Other: 1})
	step(t, c, Move{Kind: UseHardship}) // Home is a d4
	refused(t, begin(t, s, 0, Heart, Heart), Move{Kind: UseHardship})
	c, _ = step(t, sums(c, 8), Move{Kind: Haunt})
	bumped := false
	for seed := range uint64(200) {
		c.RNG.State = seed
		h := sums(c, 8)
		h.Check.Haunts = nil
		next, ev := step(t, h, Move{Kind: Haunt})
		if len(ev[0].Faces) > 1 {
			bumped = true
			if ev[0].Faces[0] != 1 || next.Check.Haunts[0] != sum(ev[0].Faces) {
				t.Fatalf("Haunted faces %v took %d", ev[0].Faces, next.Check.Haunts[0])
			}
		}
	}
	if !bumped {
		t.Fatal("the Haunted die never bumped in 200 rolls")
	}
}

// Fame presses on a named target once a session (HB-48).
func TestFamePressesATargetOnceASession(t *testing.T) {
	s := party(t, Config{Edition: ed3}, 5, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability), add(Head, Eager, CunningCapability))
	s, _ = step(t, s, Move{Kind: AddCondition, Seat: 0, Condition: Famous})
	attack := func(s State, on int) State {
		c := begin(t, s, 0, Heart, Heart)
		c, _ = step(t, c, Move{Kind: SetAttack, Attack: NonViolent})
		refused(t, c, Move{Kind: SetFlag, Flag: FamousOver, On: true}) // whom?
		c, _ = step(t, c, Move{Kind: Target, Other: on})
		return c
	}
	c, _ := step(t, attack(s, 1), Move{Kind: SetFlag, Flag: FamousOver, On: true})
	s, _, _ = settled(t, sums(c, 9))
	refused(t, attack(s, 1), Move{Kind: SetFlag, Flag: FamousOver, On: true})
	step(t, attack(s, 2), Move{Kind: SetFlag, Flag: FamousOver, On: true})
	s, _ = step(t, s, Move{Kind: EndSession})
	s, _ = step(t, s, Move{Kind: StartSession})
	step(t, attack(s, 1), Move{Kind: SetFlag, Flag: FamousOver, On: true})
}

// Older campaigns list none of edition 3's moves.
func TestEditionTwoLacksEditionThree(t *testing.T) {
	s := specTable(t, nil)
	s.Config.Edition = 2
	s = begin(t, s, 0, Heart, Heart)
	s, _ = step(t, s, Move{Kind: SetAttack, Attack: NonViolent})
	for _, m := range Legal(s) {
		if m.Kind >= Target {
			t.Fatalf("edition 2 lists %v", m)
		}
	}
	if !strings.Contains(refused(t, s, Move{Kind: Target, Other: 1}).Error(), "before") {
		t.Fatal("edition 2 took a target")
	}
}

// A table that rolls its own dice types each face, bumps included, and
// Lantern reads them as it reads its own; handing the dice back rolls
// the rest (HB-51).
func TestTheTableTypesItsDice(t *testing.T) {
	s := party(t, Config{Edition: ed3}, 5, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	s, _ = step(t, s, Move{Kind: SetDice, Value: 1})
	c := begin(t, s, 0, Heart, Heart) // a d8
	c, ev := step(t, c, Move{Kind: Roll})
	if c.Typing == nil || c.Typing.Sides != 8 || len(c.Check.Results) != 0 {
		t.Fatalf("the roll does not wait for a d8: %+v (%q)", c.Typing, ev[0].Text)
	}
	if got := Legal(c); len(got) != 9 || got[0] != (Move{Kind: Face, Value: 1}) {
		t.Fatalf("while a die waits: %v", got)
	}
	refused(t, c, Move{Kind: Settle})
	refused(t, c, Move{Kind: Face, Value: 9})
	c, _ = step(t, c, Move{Kind: Face, Value: 1}) // a 1 bumps: another d8
	c, ev = step(t, c, Move{Kind: Face, Value: 4})
	if c.Typing != nil || len(c.Check.Results) != 1 || !slices.Equal(c.Check.Results[0].Faces, []int{1, 4}) || c.RNG != s.RNG {
		t.Fatalf("typed 1 then 4: %+v, %v (%q)", c.Check.Results, c.Typing, ev[0].Text)
	}
	_, o, _ := settled(t, c)
	if o.Values[0] != 5 {
		t.Fatalf("read %v", o.Values)
	}
	g, _ := step(t, s, Move{Kind: GainBlessing, Seat: 1})
	g, _ = step(t, g, Move{Kind: Face, Value: 1}) // a Blessing showing 1 brings another
	g, _ = step(t, g, Move{Kind: SetDice})        // Lantern rolls the rest
	if g.Typed || g.Typing != nil || len(g.Party[1].Blessings) != 2 || g.Party[1].Blessings[0] != 1 {
		t.Fatalf("after handing the dice back: %v, pool %v", g.Typing, g.Party[1].Blessings)
	}
	e, _ := step(t, s, Move{Kind: BeginEndeavor})
	e, _ = step(t, e, Move{Kind: JoinEndeavor, Seat: 0})
	e, _ = step(t, e, Move{Kind: PositionRoll, Seat: 0, Stat: Heart})
	e, _ = step(t, e, Move{Kind: Face, Value: 6})
	for e.Typing != nil { // the temporary Blessings: three d6
		e, _ = step(t, e, Move{Kind: Face, Value: 2})
	}
	if r := e.Endeavor.Racers[0]; !slices.Equal(r.Faces, []int{6}) || !slices.Equal(r.Temp, []int{2, 2, 2}) {
		t.Fatalf("typed position roll: %+v", r)
	}
}

// trackTable is a Monstrous Endeavor's turns: seats 0 and 1 allies with
// the given position rolls and temporary Blessings, the game master's
// seat 2 a monstrosity.
func trackTable(t *testing.T, specs map[int][]Spec, faces0, faces1 []int, temp0, temp1 []int) State {
	t.Helper()
	s := specTable(t, specs)
	s.Config.Edition = ed3
	s.NPCs = 1 << 2
	s = bless(bless(s, 0, temp0...), 1, temp1...)
	s.Endeavor = &Endeavor{Kind: Monstrous, Round: 1, Phase: Turns, Racers: []Racer{
		{Seat: 0, Stat: Hand, Faces: faces0, Temp: temp0},
		{Seat: 1, Stat: Head, Faces: faces1, Temp: temp1},
		{Seat: 2, Monster: true, Stat: Hurt, Faces: []int{2}, Pos: 10, Start: 10},
	}}
	s.Endeavor.Order = s.Endeavor.TurnOrder()
	return s
}

// Commanding spends its holder's turn on an ally yet to act, who rolls a
// new position roll with any stat; its recharge is ③ (HB-52).
func TestCommandingGivesAnAllyANewPositionRoll(t *testing.T) {
	s := trackTable(t, map[int][]Spec{0: {Commanding}}, []int{4}, []int{2}, []int{3, 5}, []int{6, 6, 6})
	e := s.Endeavor
	e.Order = []int{0, 1, 2}
	if e.Racers[e.Actor()].Seat != 0 {
		t.Fatalf("order %v", e.Order)
	}
	refused(t, s, Move{Kind: Command, Seat: 0, Other: 2, Stat: Heart}) // a monstrosity is no ally
	next, ev := step(t, s, Move{Kind: Command, Seat: 0, Other: 1, Stat: Heart})
	r := next.Endeavor.Racers[1]
	if r.Stat != Heart || len(r.Faces) == 0 || !next.SpecUsed(0, Commanding) || next.Endeavor.Racers[next.Endeavor.Actor()].Seat == 0 {
		t.Fatalf("after commanding: %+v, turn %d (%q)", r, next.Endeavor.Turn, ev[0].Text)
	}
	if got := next.RechargeText(0, Commanding); got != "a Blessing worth 3 or more" {
		t.Errorf("recharge %q", got)
	}
	old := s.clone(true)
	old.Config.Edition = 2
	refused(t, old, Move{Kind: Command, Seat: 0, Other: 1, Stat: Heart})
	refused(t, old, Move{Kind: ChooseSpec, Seat: 1, Value: int(Commanding)})
}

// Kinetic exchanges a Hand position roll with an ally's lower one before
// anyone acts; the temporary Blessings follow the new standard amounts
// and so does the turn order (HB-52).
func TestKineticExchangesPositionRolls(t *testing.T) {
	s := trackTable(t, map[int][]Spec{0: {Kinetic}}, []int{8}, []int{2}, []int{1, 2, 3, 4}, []int{5})
	refused(t, s, Move{Kind: Exchange, Seat: 1, Other: 0}) // seat 2 is not Kinetic
	next, ev := step(t, s, Move{Kind: Exchange, Seat: 0, Other: 1})
	a, b := next.Endeavor.Racers[0], next.Endeavor.Racers[1]
	if !slices.Equal(a.Faces, []int{2}) || !slices.Equal(b.Faces, []int{8}) || !next.SpecUsed(0, Kinetic) {
		t.Fatalf("after the exchange: %+v and %+v (%q)", a, b, ev[0].Text)
	}
	if !slices.Equal(a.Temp, []int{1}) || len(b.Temp) < 4 || !slices.Equal(next.Party[0].Blessings, []int{1}) {
		t.Fatalf("temporary Blessings %v and %v, pool %v", a.Temp, b.Temp, next.Party[0].Blessings)
	}
	if o := next.Endeavor.Order; !slices.Equal(s.Endeavor.Order, []int{2, 1, 0}) || !slices.Equal(o, []int{2, 0, 1}) {
		t.Fatalf("the turn order %v did not follow the new temporary Blessings", o)
	}
	refused(t, next, Move{Kind: Exchange, Seat: 0, Other: 1}) // used: it waits for its recharge
	acted := s.clone(true)
	acted.Endeavor.Turn = 1
	refused(t, acted, Move{Kind: Exchange, Seat: 0, Other: 1})
}

// Sure-footed: protecting themself, a participant checks with the
// position roll; a success keeps the protection as many more rounds as
// the standard amount (HB-52).
func TestSureFootedProtectsLonger(t *testing.T) {
	s := trackTable(t, map[int][]Spec{0: {SureFooted}}, []int{4}, []int{2}, []int{3, 5}, []int{6, 6, 6})
	s.Endeavor.Order = []int{0, 1, 2}
	refused(t, s, Move{Kind: SureFoot, Seat: 0}) // not protected yet
	s, _ = step(t, s, Move{Kind: Protect, Seat: 0, Other: 0, Value: 3})
	c, _ := step(t, s, Move{Kind: SureFoot, Seat: 0})
	if c.Check == nil || !c.Check.SureFoot {
		t.Fatal("no Sure-footed check")
	}
	r, _ := step(t, c, Move{Kind: Roll})
	if !slices.Equal(r.Check.Results[0].Faces, []int{4}) {
		t.Fatalf("the first roll is not the position roll: %v", r.Check.Results)
	}
	for _, tt := range []struct {
		sum  int
		last int // the last round the protection lasts into
	}{{4, 1}, {9, 3}} {
		next, _, _ := settled(t, sums(c, tt.sum))
		e := next.Endeavor
		if e.Racers[0].Footing != tt.last || e.Racers[e.Actor()].Seat != 0 {
			t.Fatalf("a roll of %d: footing %d, want %d", tt.sum, e.Racers[0].Footing, tt.last)
		}
		refused(t, next, Move{Kind: SureFoot, Seat: 0}) // once a round
		for round := 2; round <= 4; round++ {
			e := next.clone(false).Endeavor
			e.Round, e.Turn = round, 0
			e.startTurn()
			if kept := e.Racers[0].Protection() > 0; kept != (round <= tt.last) {
				t.Errorf("a roll of %d: protected at the start of round %d: %v", tt.sum, round, kept)
			}
		}
	}
}

// step1 is step's state alone.
func step1(t *testing.T, s State, m Move) State {
	t.Helper()
	next, _ := step(t, s, m)
	return next
}

// A defender's ethic banks from an attack on its own character only
// (HB-49).
func TestDefenderBanksFromAnAttackOnThem(t *testing.T) {
	s := ethics(t, ViceVirtue, PridePrudence, FairnessValue)
	s.Config.Edition = ed3
	c := begin(t, s, 0, Heart, Heart)
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: NonViolent})
	refused(t, c, Move{Kind: BankCheck, Seat: 1}) // on nobody named yet
	c, _ = step(t, c, Move{Kind: Target, Other: 2})
	refused(t, c, Move{Kind: BankCheck, Seat: 1}) // the attack is on seat 3
	c, _ = step(t, c, Move{Kind: BankCheck, Seat: 2})
	next, _, _ := settled(t, sums(c, 6)) // a minor success: a bust
	if next.Banked(2).Busts != 1 {
		t.Fatalf("bank %+v", next.Banked(2))
	}
}

// Zealous gives its holder and their allies Zeal buttons a place below;
// an attack that moves one of them down onto theirs stops there, and they
// attack at once before anything else; Dominating carries them past it
// (HB-52).
func TestZealButtonsAndDominating(t *testing.T) {
	for _, dominating := range []bool{false, true} {
		specs := map[int][]Spec{2: {Zealous}}
		if dominating {
			specs[0] = []Spec{Dominating}
		}
		s := trackTable(t, specs, []int{6}, []int{2}, []int{3, 5}, []int{6, 6, 6})
		e := s.Endeavor
		e.Order = []int{2, 0, 1}
		e.Racers[0].Stat, e.Racers[1].Pos = Hurt, 3
		e.Racers[2].Stat = Head
		s, _ = step(t, s, Move{Kind: Zeal, Seat: 2})
		if z0, z1, z2 := s.Endeavor.Racers[0].Zeal, s.Endeavor.Racers[1].Zeal, s.Endeavor.Racers[2].Zeal; len(z0) != 0 || len(z1) != 0 || !slices.Equal(z2, []int{9}) || !s.SpecUsed(2, Zealous) {
			t.Fatalf("Zeal buttons %v %v %v", z0, z1, z2)
		}
		c, _ := step(t, s, Move{Kind: Act, Seat: 0, Value: int(ViolentAct), Other: 2})
		s, _, _ = settled(t, sums(c, 9))
		e = s.Endeavor
		want := 9
		if dominating {
			want = 7
		}
		if r := e.Racers[2]; r.Pos != want || len(r.Zeal) != 0 || e.Zealot != 3 {
			t.Fatalf("dominating %v: the monstrosity at %d (want %d), buttons %v, zealot %d", dominating, r.Pos, want, r.Zeal, e.Zealot)
		}
		refused(t, s, Move{Kind: EndTurn, Seat: 1})                                   // the Zeal attack comes first
		refused(t, s, Move{Kind: ZealAct, Seat: 2, Value: int(ViolentAct), Other: 0}) // a Head position roll
		c, _ = step(t, s, Move{Kind: ZealAct, Seat: 2, Value: int(NonViolentAct), Other: 0})
		s, _, _ = settled(t, sums(c, 9))
		if e := s.Endeavor; e.Zealot != 0 || e.Zealing || e.Racers[e.Actor()].Seat != 1 {
			t.Fatalf("after the Zeal attack: zealot %d, turn %d", e.Zealot, e.Turn)
		}
	}
}
