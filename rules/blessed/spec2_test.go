package blessed

import (
	"slices"
	"strings"
	"testing"
)

// specTable is an edition 2 table: seat 0 Heart-high Carefree V&V (Heart
// d8, Hurry d6), seats 1 and 2 Head-high (Head d8), with the
// Specializations given chosen on their sheets.
func specTable(t testing.TB, specs map[int][]Spec) State {
	t.Helper()
	s := party(t, Config{Edition: Edition}, 7, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability), add(Head, Wisened, FateKnowledge))
	s = s.clone(true)
	for seat, ps := range specs {
		s.Party[seat].Specialized = len(ps)
		for _, p := range ps {
			s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: seat, Value: int(p)})
		}
	}
	return s
}

// sums makes the check's rolls these sums, as if rolled.
func sums(s State, sums ...int) State {
	s = s.clone(false)
	s.Check.Rolls = len(sums)
	s.Check.Results = nil
	for _, v := range sums {
		s.Check.Results = append(s.Check.Results, Rolled{Faces: []int{v}, Sum: v})
	}
	return s
}

// settled settles the check and returns the state and its outcome.
func settled(t testing.TB, s State) (State, Outcome, string) {
	t.Helper()
	s, ev := step(t, s, Move{Kind: Settle})
	return s, *ev[0].Outcome, ev[0].Text
}

func TestEqualPiles(t *testing.T) {
	for _, tt := range []struct {
		dice []int
		want bool
	}{
		{[]int{1, 1, 1, 2}, true},  // 1 × 2 = 1 + 1
		{[]int{2, 4, 1, 6}, true},  // 2 + 4 = 1 × 6
		{[]int{3, 3, 2, 4}, true},  // 3 + 3 = 2 + 4
		{[]int{1, 3, 5, 6}, false}, // no pairing works
		{[]int{6, 6, 6, 5}, false},
	} {
		if got := equalPiles(tt.dice); got != tt.want {
			t.Errorf("%v: %v, want %v", tt.dice, got, tt.want)
		}
	}
}

func TestAnalyticalHelpsTwiceASession(t *testing.T) {
	s := with(specTable(t, map[int][]Spec{1: {Analytical}}), 0, Uncool, NoStat)
	for range AnalyticalUses {
		c := begin(t, s, 0, Heart, Heart)
		c, ev := step(t, c, Move{Kind: Analyze, Seat: 1})
		if len(ev[0].Faces) != 4 || (c.Check.Analytic == AnalyticalBonus) != equalPiles(ev[0].Faces) {
			t.Fatalf("Analytical rolled %v, bonus %d", ev[0].Faces, c.Check.Analytic)
		}
		refused(t, c, Move{Kind: Help, Seat: 1, Value: 1}) // it was this character's Help
		next, o, _ := settled(t, sums(c, 5))
		if o.Busts == 0 || !strings.Contains(o.Working[0], map[bool]string{true: "+ 5 Analytical", false: "+ 0 Analytical"}[c.Check.Analytic > 0]) {
			t.Fatalf("outcome %+v", o)
		}
		s = next
	}
	if s.mark(1).Analyzed != AnalyticalUses {
		t.Fatalf("marks %+v", s.mark(1))
	}
	refused(t, begin(t, s, 0, Heart, Heart), Move{Kind: Analyze, Seat: 1})
	s, _ = step(t, s, Move{Kind: EndSession})
	s, _ = step(t, s, Move{Kind: StartSession})
	step(t, begin(t, s, 0, Heart, Heart), Move{Kind: Analyze, Seat: 1})
}

// An Analytical Help shows in the working as the table reads it.
func TestAnalyticalWorking(t *testing.T) {
	s := with(specTable(t, map[int][]Spec{}), 0, Uncool, NoStat)
	c := begin(t, s, 0, Heart, Heart)
	c.Check.Analytic, c.Check.Helpers = AnalyticalBonus, []Helper{{Seat: 1}}
	_, o, _ := settled(t, sums(c, 1))
	if o.Working[0] != "1 − 1 Uncool + 5 Analytical = 5" {
		t.Fatalf("working %q", o.Working[0])
	}
}

func TestAscendantSparksThreeStats(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Ascendant}})
	s = s.clone(true)
	s.Party[1].Dice[Hand], s.Party[1].Dice[Heart] = D8, D8
	s = bless(s, 1, 2, 2, 3, 3)
	c := begin(t, s, 1, Head, Head)
	m := Move{Kind: Ascend, Second: Hand, Stat: Heart, Value: 2, Other: 3}
	if !slices.Contains(Legal(c), m) {
		t.Fatalf("Legal lacks %v", m)
	}
	violent := begin(t, s, 1, Hurt, Hurt)
	violent, _ = step(t, violent, Move{Kind: SetAttack, Attack: Violent})
	refused(t, violent, Move{Kind: Ascend, Second: Hand, Stat: Heart, Value: 2, Other: 3})
	c, _ = step(t, c, m)
	if len(c.Party[1].Blessings) != 0 {
		t.Fatalf("paid %v", c.Party[1].Blessings)
	}
	c, ev := step(t, c, Move{Kind: Roll})
	if len(ev[0].Faces)%3 != 0 || !c.Check.Results[0].Sparked {
		t.Fatalf("an Ascendant spark rolls three dice as a group: %v", ev[0].Faces)
	}
	small := s.clone(true)
	small.Party[1].Dice[Head], small.Party[1].Dice[Hand], small.Party[1].Dice[Heart] = D6, D6, D6
	refused(t, begin(t, small, 1, Head, Head), m) // each a d8 or larger
}

func TestHarmoniousSparksWithAPartner(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Harmonious}, 2: {Harmonious}})
	s = s.clone(true)
	s.Party[1].Dice[Hand], s.Party[2].Dice[Hand] = D4, D8
	s = with(with(bless(bless(s, 1, 4), 2, 4), 1, Uncool, NoStat), 2, Ache, Head)
	c := begin(t, s, 1, Head, Head)
	c, _ = step(t, c, Move{Kind: SetFlag, Flag: Alone, On: true})
	refused(t, c, Move{Kind: Harmonize, Other: 0, Second: Heart, Value: 4}) // seat 0 is not Harmonious
	c, _ = step(t, c, Move{Kind: Harmonize, Other: 2, Second: Hand, Value: 4})
	if len(c.Party[1].Blessings)+len(c.Party[2].Blessings) != 0 {
		t.Fatal("the cost is paid between the two")
	}
	if z := c.sparkSizes(c.Party[1], *c.Check); !slices.Equal(z, []Size{D8, D8}) {
		t.Fatalf("the partner's Hand d8 joins, not the roller's d4: %v", z)
	}
	if c.Check.IsAlone() {
		t.Fatal("a Harmonious spark is a group action")
	}
	_, o, _ := settled(t, sums(c, 9))
	if !strings.Contains(o.Working[0], "Uncool") {
		t.Fatalf("Uncool counts in a group: %q", o.Working[0])
	}
	// The partner's Ache is on their own Head, not on the Hand they lend.
	if !c.sparkBumps(c.Party[1], *c.Check) {
		t.Fatal("the partner's Head ache stopped a Hand spark")
	}
}

func TestDeterminedShrugsOffConditions(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Determined}})
	s = with(with(with(s, 1, Uncool, NoStat), 1, Taxed, NoStat), 1, Vexed, Head)
	c := begin(t, bless(s, 1, 3, 3), 1, Head, Head)
	refused(t, c, Move{Kind: Spark, Second: Hurry, Value: 3}) // Head d8, Hurry d4: not balanced anyway
	c, _ = step(t, c, Move{Kind: Determine})
	refused(t, c, Move{Kind: Vex, Seat: 0})
	refused(t, c, Move{Kind: Determine})
	next, o, _ := settled(t, sums(c, 5))
	if o.Values[0] != 5 || !strings.Contains(o.Working[0], "Determined") || strings.Contains(o.Working[0], "− 1 Uncool") {
		t.Fatalf("working %q", o.Working[0])
	}
	if !next.SpecUsed(1, Determined) {
		t.Fatal("Determined waits for a recharge after the check")
	}
	refused(t, begin(t, next, 1, Head, Head), Move{Kind: Determine})
	// Taxed cannot spark, unless Determined.
	s = s.clone(true)
	s.Party[1].Dice[Hand] = D8
	c = begin(t, bless(s, 1, 3, 3), 1, Head, Head)
	refused(t, c, Move{Kind: Spark, Second: Hand, Value: 3})
	c, _ = step(t, c, Move{Kind: Determine})
	step(t, c, Move{Kind: Spark, Second: Hand, Value: 3})
}

func TestInsuredSucceedsAndItsRechargeGrows(t *testing.T) {
	s := specTable(t, map[int][]Spec{2: {Insured}})
	s.Config.Edition = 2 // its recharge's worth adds up (edition 3: HB-47)
	c := begin(t, s, 0, Home, Home)
	c, _ = step(t, sums(c, 2), Move{Kind: Insure, Seat: 2}) // even after the roll
	if odds, _ := Chances(c); odds.Success != 1 {
		t.Fatalf("odds of an Insured check: %v", odds.Success)
	}
	next, o, _ := settled(t, c)
	if !o.Success || o.Tier != Minor || !strings.Contains(o.Working[0], "Insured") {
		t.Fatalf("outcome %+v", o)
	}
	for _, cost := range []int{1, 3, 5} {
		if got := next.RechargeCost(2, Insured); got != cost {
			t.Fatalf("recharge costs %d, want %d", got, cost)
		}
		next = bless(next, 2, 6)
		next, _ = step(t, next, Move{Kind: RechargeSpec, Seat: 2, Value: int(Insured)})
		next.Spent = setBit(next.Spent, 2, Insured, true)
	}
}

func TestProtectiveAndResolvedDefend(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Protective}, 2: {Resolved}})
	c := begin(t, s, 0, Hurt, Hurt)
	refused(t, c, Move{Kind: Shield, Seat: 1}) // not yet an attack
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: Violent})
	c, _ = step(t, c, Move{Kind: Shield, Seat: 1})
	refused(t, c, Move{Kind: Resolve, Seat: 2}) // the defender is seat 1 now
	next, _, _ := settled(t, sums(c, 6))
	if !next.SpecUsed(1, Protective) {
		t.Fatal("Protective waits for a recharge")
	}

	c = begin(t, s, 0, Heart, Heart)
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: NonViolent})
	c, _ = step(t, c, Move{Kind: Target, Other: 2}) // edition 3 names it (HB-48)
	c, _ = step(t, c, Move{Kind: Resolve, Seat: 2})
	before := len(c.Party[2].Blessings)
	next, o, text := settled(t, sums(c, 12))
	if o.Boons != 0 || o.Busts != 1 || len(next.Party[2].Blessings) <= before || !strings.Contains(text, "Resolved") {
		t.Fatalf("Resolved major success: %+v, pool %v (%q)", o, next.Party[2].Blessings, text)
	}
	if odds, _ := Chances(sums(c, 12)); odds.Boon != 0 {
		t.Fatalf("odds of a boon against Resolved: %v", odds.Boon)
	}
}

func TestSelfAcceptedNeedsAnUnconventionalStat(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {SelfAccepted}})
	refused(t, begin(t, s, 1, Head, Head), Move{Kind: SelfAccept})
	s = s.clone(true)
	s.Party[1].Dice[Heart] = D8
	c, _ := step(t, begin(t, s, 1, Head, Heart), Move{Kind: SelfAccept})
	_, o, _ := settled(t, sums(c, 9))
	if o.Boons != 1 {
		t.Fatalf("Self-Accepted medium success: %d boons, want 1", o.Boons)
	}
}

func TestAttentiveAttacksWithTheStatItSucceededWith(t *testing.T) {
	s := specTable(t, map[int][]Spec{0: {Attentive}})
	c := begin(t, s, 0, Heart, Heart)
	refused(t, c, Move{Kind: Attend}) // no success before
	s, _, _ = settled(t, sums(c, 9))
	if s.mark(0).Armed != Heart {
		t.Fatalf("armed %v", s.mark(0).Armed)
	}
	refused(t, begin(t, s, 0, Home, Home), Move{Kind: Attend}) // another stat
	c, _ = step(t, begin(t, s, 0, Heart, Heart), Move{Kind: Attend})
	if c.Check.Attack != Violent {
		t.Fatal("not a violent attack")
	}
	s, _, _ = settled(t, sums(c, 3))
	if !s.SpecUsed(0, Attentive) || s.mark(0).Armed != NoStat {
		t.Fatalf("after: used %v, armed %v", s.SpecUsed(0, Attentive), s.mark(0).Armed)
	}
}

func TestCalmKeepsARollForLater(t *testing.T) {
	s := specTable(t, map[int][]Spec{1: {Calm}})
	refused(t, begin(t, s, 1, Heart, Heart), Move{Kind: KeepCalm}) // not Head or Home
	c, _ := step(t, begin(t, s, 1, Head, Head), Move{Kind: KeepCalm})
	refused(t, c, Move{Kind: UseCalm})
	s, _, _ = settled(t, sums(c, 7))
	if s.mark(1).Kept != 7 {
		t.Fatalf("kept %d", s.mark(1).Kept)
	}
	refused(t, begin(t, s, 1, Head, Head), Move{Kind: KeepCalm}) // once a session
	c = begin(t, s, 1, Hand, Hand)
	if odds, _ := Chances(c); odds.Success == 1 {
		t.Fatal("odds before using the kept roll")
	}
	c, _ = step(t, c, Move{Kind: UseCalm})
	if odds, _ := Chances(c); odds.Tier[Minor] != 1 {
		t.Fatalf("a kept 7 is a minor success: %+v", odds)
	}
	c, ev := step(t, c, Move{Kind: Roll})
	if !slices.Equal(ev[0].Faces, []int{7}) {
		t.Fatalf("rolled %v, not the kept 7", ev[0].Faces)
	}
	s, _, _ = settled(t, c)
	if s.mark(1).Kept != 0 {
		t.Fatal("the kept roll stays after use")
	}
}

// Edition 1 campaigns list none of edition 2's Specializations or moves.
func TestEditionOneLacksEditionTwo(t *testing.T) {
	s := party(t, Config{Edition: 1}, 3, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	s = s.clone(true)
	s.Party[0].Specialized = 2
	refused(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Analytical)})
	refused(t, s, Move{Kind: Favorability, Seat: 0, Other: 1, Value: 1})
	refused(t, s, Move{Kind: SetTrap, Seat: 0, Other: 1})
	for _, m := range Legal(s) {
		if m.Kind >= Analyze || (m.Kind == ChooseSpec && Spec(m.Value) >= Analytical) {
			t.Fatalf("edition 1 lists %v", m)
		}
	}
}
