package blessed

import (
	"strings"
	"testing"
)

// ethics gives each seat of an edition 2 table of three an ethic.
func ethics(t testing.TB, es ...Ethic) State {
	s := specTable(t, nil).clone(true)
	for i, e := range es {
		s.Party[i].Ethic = e
	}
	return s
}

func TestEthicsBankFromChecks(t *testing.T) {
	tests := []struct {
		name        string
		ethics      []Ethic
		banker      int
		attack      Attack
		witnesses   int
		sums        []int
		boons, bust int  // the outcome's, after banking
		bank        Bank // the banker's
	}{
		{"Precision & Accuracy banks the roller's boons", []Ethic{PrecisionAccuracy}, 0, NoAttack, 0, []int{12, 13}, 0, 0, Bank{Boons: 2}},
		{"Greed & Vanity banks a boon and one per witness", []Ethic{GreedVanity}, 0, NoAttack, 3, []int{12, 13}, 1, 0, Bank{Boons: 4}},
		{"Rite & Divinity turns no bust into a bust and a banked one", []Ethic{RiteDivinity}, 0, NoAttack, 0, []int{9}, 0, 1, Bank{Busts: 1}},
		{"Rite & Divinity banks nothing when a bust came", []Ethic{RiteDivinity}, 0, NoAttack, 0, []int{6}, 0, 1, Bank{}},
		{"Pride & Prudence banks the attacker's busts", []Ethic{ViceVirtue, PridePrudence}, 1, NonViolent, 0, []int{6}, 0, 0, Bank{Busts: 1}},
		{"Fairness & Value banks the attacker's busts", []Ethic{ViceVirtue, FairnessValue}, 1, NonViolent, 0, []int{6}, 0, 0, Bank{Busts: 1}},
		{"Power & Influence banks the attacker's boons", []Ethic{ViceVirtue, PowerInfluence}, 1, NonViolent, 0, []int{12}, 0, 0, Bank{Boons: 1}},
		{"a failure banks nothing", []Ethic{PrecisionAccuracy}, 0, NoAttack, 0, []int{2}, 0, 0, Bank{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := begin(t, ethics(t, tt.ethics...), 0, Heart, Heart)
			if tt.attack != NoAttack {
				c, _ = step(t, c, Move{Kind: SetAttack, Attack: tt.attack})
				c, _ = step(t, c, Move{Kind: Target, Other: tt.banker}) // edition 3 names it (HB-49)
			}
			c, _ = step(t, c, Move{Kind: BankCheck, Seat: tt.banker, Value: tt.witnesses})
			refused(t, c, Move{Kind: BankCheck, Seat: tt.banker, Value: tt.witnesses})
			s, o, text := settled(t, sums(c, tt.sums...))
			if o.Boons != tt.boons || o.Busts != tt.bust || s.Banked(tt.banker) != tt.bank {
				t.Fatalf("boons %d busts %d, bank %+v (%q)", o.Boons, o.Busts, s.Banked(tt.banker), text)
			}
		})
	}
}

func TestEthicsThatCannotBank(t *testing.T) {
	s := ethics(t, ViceVirtue, PridePrudence, GreedVanity)
	c := begin(t, s, 0, Heart, Heart)
	refused(t, c, Move{Kind: BankCheck, Seat: 0})           // Vice & Virtue banks nothing
	refused(t, c, Move{Kind: BankCheck, Seat: 1})           // not an attack
	refused(t, c, Move{Kind: BankCheck, Seat: 2, Value: 1}) // Greed banks from its own checks
	c = begin(t, ethics(t, GreedVanity), 0, Heart, Heart)
	c, _ = step(t, c, Move{Kind: BankCheck, Seat: 0, Value: 1})
	s, _, _ = settled(t, sums(c, 12))
	refused(t, begin(t, s, 0, Heart, Heart), Move{Kind: BankCheck}) // once a session
}

func TestRiteCopiesABlessingWithoutBump(t *testing.T) {
	s := bless(ethics(t, RiteDivinity), 1, 1)
	refused(t, s, Move{Kind: CopyBlessing, Seat: 0, Other: 1, Value: 1}) // nothing banked
	s.Banks = []Bank{{Busts: 1}}
	s, ev := step(t, s, Move{Kind: CopyBlessing, Seat: 0, Other: 1, Value: 1})
	if len(s.Party[0].Blessings) != 1 || s.Party[0].Blessings[0] != 1 || s.Banked(0).Busts != 0 {
		t.Fatalf("pool %v, bank %+v (%q)", s.Party[0].Blessings, s.Banked(0), ev[0].Text)
	}
}

func TestFavorability(t *testing.T) {
	s := ethics(t, CunningCapability, FairnessValue)
	refused(t, s, Move{Kind: CallFavor, Seat: 0, Other: 1, Value: 1}) // none to call on
	for range 3 {
		s, _ = step(t, s, Move{Kind: Favorability, Seat: 0, Other: 1, Value: 1})
	}
	s, _ = step(t, s, Move{Kind: Favorability, Seat: 0, Other: 1})
	if s.FavorOf(0, 1) != 2 || s.FavorOf(1, 0) != 0 {
		t.Fatalf("favor %d and %d", s.FavorOf(0, 1), s.FavorOf(1, 0))
	}
	refused(t, s, Move{Kind: CallFavor, Seat: 0, Other: 1, Value: 3})
	s, ev := step(t, s, Move{Kind: CallFavor, Seat: 0, Other: 1, Value: 2})
	if s.FavorOf(0, 1) != 0 || len(s.Party[0].Blessings) < 2 {
		t.Fatalf("after calling: favor %d, pool %v (%q)", s.FavorOf(0, 1), s.Party[0].Blessings, ev[0].Text)
	}
	// Fairness & Value's banked busts raise favor until the session ends.
	refused(t, s, Move{Kind: CallFavor, Seat: 1, Other: 0, Value: 1}) // not Cunning & Capability
	s.Banks = []Bank{{}, {Busts: 1}}
	s, _ = step(t, s, Move{Kind: FavorBanked, Seat: 1, Other: 0})
	if s.FavorOf(1, 0) != 1 {
		t.Fatalf("favor %d", s.FavorOf(1, 0))
	}
	s, _ = step(t, s, Move{Kind: EndSession})
	if s.FavorOf(1, 0) != 0 {
		t.Fatal("Fairness & Value's favor outlasts the session")
	}
	for range MaxFavor {
		s, _ = step(t, s, Move{Kind: Favorability, Seat: 2, Other: 1})
	}
	refused(t, s, Move{Kind: Favorability, Seat: 2, Other: 1})
}

func TestDelayedAttacksWaitOnTheTable(t *testing.T) {
	s := specTable(t, nil)
	s, _ = step(t, s, Move{Kind: SetTrap, Seat: 0, Other: 1})
	s, _ = step(t, s, Move{Kind: SetTrap, Seat: 2, Other: 1})
	s, _ = step(t, s, Move{Kind: AimTrap, Stat: Head, Value: 2})
	if len(s.Traps) != 2 || s.Traps[0].Stat != Hurry || s.Traps[1] != (Trap{Seat: 2, Other: 1, Stat: Head, Ranks: 2}) {
		t.Fatalf("traps %+v", s.Traps)
	}
	c, ev := step(t, s, Move{Kind: Spring, Value: 1})
	if ch := c.Check; ch.Seat != 1 || ch.Use != Head || ch.Difficulty != Complex || ch.Rolls != 3 || !strings.Contains(ev[0].Text, "springs") {
		t.Fatalf("check %+v (%q)", ch, ev[0].Text)
	}
	refused(t, c, Move{Kind: Spring, Value: 0}) // one check at a time
	if back, _ := step(t, c, Move{Kind: CancelCheck}); len(back.Traps) != 2 {
		t.Fatal("a dropped defence lost its trap")
	}
	s, _, text := settled(t, sums(c, 3, 3, 9))
	if len(s.Traps) != 1 || s.Traps[0].Seat != 0 || !strings.Contains(text, "without boon or bust") {
		t.Fatalf("traps %+v (%q)", s.Traps, text)
	}
	s, _ = step(t, s, Move{Kind: DropTrap, Value: 0})
	if len(s.Traps) != 0 {
		t.Fatal("not called off")
	}
	refused(t, s, Move{Kind: Spring, Value: 0})
}
