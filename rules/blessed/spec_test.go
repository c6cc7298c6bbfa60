package blessed

import (
	"strings"
	"testing"
)

// specialized is table1 with seat 0 and 1 given specialized aptitudes.
func specialized(t testing.TB) State {
	s := table1(t, 4)
	s.Party[0].Specialized, s.Party[1].Specialized = 1, 2
	return s
}

func TestChooseSpecLimits(t *testing.T) {
	s := specialized(t)
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Helpful)})
	refused(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Favored)}) // one specialized aptitude
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Helpful), Other: 1})
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Favored)})
	if s.HasSpec(0, Helpful) || !s.HasSpec(0, Favored) {
		t.Fatalf("specs %v", s.Specs)
	}
}

func TestHelpfulHelpsMore(t *testing.T) {
	s := bless(specialized(t), 1, 3, 3)
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 1, Value: int(Helpful)})
	s = begin(t, s, 0, Heart, Heart)
	s, ev := step(t, s, Move{Kind: Help, Seat: 1, Value: 3})
	if got := s.Check.Help(); got != 2 { // a 3 worth 4: +2, not +1
		t.Fatalf("Helpful Help +%d (%q)", got, ev[0].Text)
	}
}

// Editions 1 and 2 recharge with Blessings whose worth adds up (edition 3: HB-47).
func TestFavoredAndMischievous(t *testing.T) {
	s := bless(specialized(t), 1, 2, 3)
	s.Config.Edition = 2
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Favored)})
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 1, Value: int(Mischievous)})
	c := begin(t, s, 0, Heart, Heart)
	c, _ = step(t, c, Move{Kind: Favor})
	c.Check.Results = []Rolled{{Faces: []int{11}, Sum: 11}}
	c.Check.Rolls = 1
	_, ev := step(t, c, Move{Kind: Settle})
	if o := ev[0].Outcome; o.Boons != 2 {
		t.Fatalf("Favored major success: %d boons, want 2", o.Boons)
	}
	c, _ = step(t, c, Move{Kind: Mischiefs, Seat: 1})
	refused(t, c, Move{Kind: Mischiefs, Seat: 1})
	next, ev := step(t, c, Move{Kind: Settle})
	if o := ev[0].Outcome; o.Values[0] != 8 || !strings.Contains(o.Working[0], "3 Mischievous") {
		t.Fatalf("Mischief: %+v", o)
	}
	if !next.SpecUsed(1, Mischievous) {
		t.Fatal("Mischievous is not waiting for its recharge")
	}
	poor := next.clone(true)
	poor.Party[1].Blessings = []int{4}
	refused(t, poor, Move{Kind: RechargeSpec, Seat: 1, Value: int(Mischievous)}) // worth 4 of 5
	next = bless(next, 1, 6)
	next, ev = step(t, next, Move{Kind: RechargeSpec, Seat: 1, Value: int(Mischievous)})
	if next.SpecUsed(1, Mischievous) || len(next.Party[1].Blessings) != 1 || next.Party[1].Blessings[0] != 6 {
		t.Fatalf("after recharging: %v, pool %v (%q)", next.Spent, next.Party[1].Blessings, ev[0].Text)
	}
}

// Editions 1 and 2 bank by hand and spend anywhere (edition 3: HB-49).
func TestBankBoonsAndBusts(t *testing.T) {
	s := table1(t, 9)
	s.Config.Edition = 2
	refused(t, s, Move{Kind: SpendBanked, Seat: 0, Value: 1})
	s, _ = step(t, s, Move{Kind: BankOne, Seat: 0, Value: 1})
	s, _ = step(t, s, Move{Kind: BankOne, Seat: 0, Value: 0})
	if b := s.Banked(0); b.Busts != 1 || b.Boons != 1 {
		t.Fatalf("bank %+v", b)
	}
	s, ev := step(t, s, Move{Kind: SpendBanked, Seat: 0, Value: 1})
	if s.Banked(0).Busts != 0 || len(s.Party[0].Blessings) == 0 || !strings.Contains(ev[0].Text, "banked bust") {
		t.Fatalf("after spending: %+v, pool %v (%q)", s.Banked(0), s.Party[0].Blessings, ev[0].Text)
	}
}
