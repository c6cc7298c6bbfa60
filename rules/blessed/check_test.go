package blessed

import (
	"slices"
	"strings"
	"testing"
)

// trio is three characters: seat 0 Heart-high Carefree V&V (Heart d8,
// Hurry d6, the rest d4), seat 1 and 2 Head-high Eager C&C.
func trio(t testing.TB, seed uint64) State {
	return party(t, Config{}, seed, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability), add(Head, Eager, CunningCapability))
}

func bless(s State, seat int, vs ...int) State {
	s = s.clone(true)
	s.Party[seat].Blessings = append(s.Party[seat].Blessings, vs...)
	return s
}

func with(s State, seat int, k Condition, st Stat) State {
	s, _, err := Apply(s, Move{Kind: AddCondition, Seat: seat, Condition: k, Stat: st})
	if err != nil {
		panic(err)
	}
	return s
}

func begin(t testing.TB, s State, seat int, st, use Stat) State {
	s, _ = step(t, s, Move{Kind: BeginCheck, Seat: seat, Stat: st, Use: use})
	return s
}

func TestCheckFlowHard(t *testing.T) {
	s := begin(t, trio(t, 3), 1, Head, Head)
	s, _ = step(t, s, Move{Kind: SetDifficulty, Difficulty: Hard})
	refused(t, s, Move{Kind: Settle})
	s, _ = step(t, s, Move{Kind: Roll})
	refused(t, s, Move{Kind: SetDifficulty, Difficulty: Easy})
	refused(t, s, Move{Kind: CancelCheck})
	s, _ = step(t, s, Move{Kind: Roll})
	refused(t, s, Move{Kind: Roll})
	s, ev := step(t, s, Move{Kind: Settle})
	if s.Check != nil || ev[0].Outcome == nil || len(ev[0].Outcome.Values) != 2 {
		t.Fatalf("after settling: check %v, event %+v", s.Check, ev[0])
	}
}

func TestChooseStat(t *testing.T) {
	s := trio(t, 1) // seat 0: Hurry d6, Home d4, Heart d8
	tests := []struct {
		name  string
		s     State
		stat  Stat
		use   Stat
		legal bool
	}{
		{"the stat itself", s, Home, Home, true},
		{"a balanced stat", s, Home, Hand, true},
		{"an unbalanced stat", s, Home, Hurry, false},
		{"History in place of any", s, Heart, History, true},
		{"surprised: no unconventional stat", with(s, 0, Surprised, 0), Home, Hand, false},
		{"surprised: History still", with(s, 0, Surprised, 0), Home, History, true},
		{"a stat the table lacks", s, Home, Hex, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Move{Kind: BeginCheck, Seat: 0, Stat: tt.stat, Use: tt.use}
			_, _, err := Apply(tt.s, m)
			if (err == nil) != tt.legal {
				t.Fatalf("legal %v, got %v", tt.legal, err)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	tests := []struct {
		value  int
		cursed bool
		bonus  int // 0: refused
	}{
		{1, false, 1}, {2, false, 1}, {3, false, 1}, {4, false, 2}, {5, false, 2}, {6, false, 3},
		{1, true, 0}, {2, true, 1}, {5, true, 2}, {6, true, 2},
	}
	for _, tt := range tests {
		name := strings.Repeat("cursed ", map[bool]int{true: 1}[tt.cursed]) + string(rune('0'+tt.value))
		t.Run(name, func(t *testing.T) {
			s := bless(trio(t, 1), 2, tt.value, 6)
			if tt.cursed {
				s = with(s, 2, Cursed, 0)
			}
			s = begin(t, s, 0, Heart, Heart)
			m := Move{Kind: Help, Seat: 2, Value: tt.value}
			if tt.bonus == 0 {
				refused(t, s, m)
				return
			}
			s, _ = step(t, s, m)
			if got := s.Check.Help(); got != tt.bonus {
				t.Errorf("bonus %d, want %d", got, tt.bonus)
			}
			if b := s.Party[2].Blessings; len(b) != 1 || b[0] != 6 {
				t.Errorf("helper kept %v, want [6]", b)
			}
			refused(t, s, Move{Kind: Help, Seat: 2, Value: 6}) // once per check
		})
	}
	s := begin(t, bless(trio(t, 1), 0, 3), 0, Heart, Heart)
	refused(t, s, Move{Kind: Help, Seat: 0, Value: 3})
	// Help may come after the dice are seen (HB-04).
	s = bless(s, 1, 4)
	s, _ = step(t, s, Move{Kind: Roll})
	s, _ = step(t, s, Move{Kind: Help, Seat: 1, Value: 4})
	_, ev := step(t, s, Move{Kind: Settle})
	if o := ev[0].Outcome; o.Values[0] != s.Check.Results[0].Sum+2 {
		t.Errorf("settled %v from a roll of %d helped by 2", o.Values, s.Check.Results[0].Sum)
	}
}

func TestSpark(t *testing.T) {
	base := bless(trio(t, 7), 0, 4, 4, 2) // seat 0: Hand and Home are d4s
	s := begin(t, base, 0, Hand, Hand)
	refused(t, s, Move{Kind: Spark, Second: Hurry, Value: 4}) // unbalanced
	refused(t, s, Move{Kind: Spark, Second: Home, Value: 2})  // no pair
	refused(t, s, Move{Kind: Spark, Second: Hand, Value: 4})  // itself
	refused(t, s, Move{Kind: SparkUp, Second: Home, Value: 4})
	s, _ = step(t, s, Move{Kind: Spark, Second: Home, Value: 4})
	if b := s.Party[0].Blessings; len(b) != 1 || b[0] != 2 {
		t.Fatalf("after sparking the pool is %v, want [2]", b)
	}
	s, ev := step(t, s, Move{Kind: Roll})
	if len(ev[0].Faces)%2 != 0 || !s.Check.Results[0].Sparked {
		t.Fatalf("a spark rolls both dice together: %v", ev[0].Faces)
	}
	for _, k := range []Condition{Taxed, Surprised} {
		t.Run(k.String(), func(t *testing.T) {
			s := begin(t, with(base, 0, k, 0), 0, Hand, Hand)
			refused(t, s, Move{Kind: Spark, Second: Home, Value: 4})
		})
	}
}

func TestSparkUp(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		s := begin(t, bless(trio(t, seed), 0, 5, 5), 0, Hand, Hand)
		s, _ = step(t, s, Move{Kind: Roll})
		first := len(s.Check.Results[0].Faces)
		s, ev := step(t, s, Move{Kind: SparkUp, Second: Home, Value: 5})
		f := ev[0].Faces
		added := f[first:]
		// The added die alone, or it showed 1 and the pair rolled on.
		if added[0] != 1 && len(added) != 1 || added[0] == 1 && (len(added)-1)%2 != 0 {
			t.Fatalf("seed %d: faces %v after a roll of %d faces", seed, f, first)
		}
		if s.Check.Results[0].Sum != sum(f) || len(s.Party[0].Blessings) != 0 {
			t.Fatalf("seed %d: sum %d of %v", seed, s.Check.Results[0].Sum, f)
		}
		refused(t, s, Move{Kind: SparkUp, Second: Home, Value: 5})
	}
}

// anyBump rolls many checks and reports whether any bumped.
func anyBump(t *testing.T, s State, seat int, use Stat) bool {
	for seed := range uint64(200) {
		s.RNG.State = seed
		c := begin(t, s, seat, use, use)
		_, ev := step(t, c, Move{Kind: Roll})
		if len(ev[0].Faces) > 1 {
			return true
		}
	}
	return false
}

func TestConditionsStopBumps(t *testing.T) {
	s := trio(t, 1) // seat 1 Head is d6 (Eager C&C raises Head and Hurry)
	if !anyBump(t, s, 1, Hand) {
		t.Fatal("no d4 bumped in 200 rolls: the test cannot tell")
	}
	if anyBump(t, with(s, 1, Ache, Hand), 1, Hand) {
		t.Error("an aching stat bumped")
	}
	if !anyBump(t, with(s, 1, Ache, Head), 1, Hand) {
		t.Error("an ache on another stat stopped bumps")
	}
	if anyBump(t, with(s, 1, Surprised, 0), 1, Hand) {
		t.Error("a Surprised character's die bumped")
	}
	a, _ := step(t, with(s, 1, Ache, Hand), Move{Kind: NextScene})
	if a.Party[1].Has(Ache) {
		t.Error("Ache outlasted the scene")
	}
}

func TestSurprisedEndsWithTheRoll(t *testing.T) {
	s := begin(t, with(trio(t, 1), 1, Surprised, 0), 1, Head, Head)
	s, _ = step(t, s, Move{Kind: Roll})
	if !s.Party[1].Has(Surprised) {
		t.Fatal("Surprised ended before the check was settled")
	}
	s, _ = step(t, s, Move{Kind: Settle})
	if s.Party[1].Has(Surprised) {
		t.Fatal("Surprised outlasted the roll")
	}
}

func TestVex(t *testing.T) {
	s := trio(t, 1)
	refused(t, begin(t, s, 0, Heart, Heart), Move{Kind: Vex, Seat: 1})
	v := with(s, 0, Vexed, Heart)
	refused(t, begin(t, v, 0, Hand, Hand), Move{Kind: Vex, Seat: 1}) // another stat
	sp := begin(t, bless(with(s, 0, Vexed, Home), 0, 3, 3), 0, Hand, Hand)
	refused(t, sp, Move{Kind: Vex, Seat: 1})
	sp, _ = step(t, sp, Move{Kind: Spark, Second: Home, Value: 3})
	step(t, sp, Move{Kind: Vex, Seat: 1}) // Home joined the roll
	c := begin(t, v, 0, Heart, Heart)
	refused(t, c, Move{Kind: Vex, Seat: 0})
	c, _ = step(t, c, Move{Kind: Vex, Seat: 2})
	refused(t, c, Move{Kind: Roll})
	_, ev := step(t, c, Move{Kind: Settle})
	if o := ev[0].Outcome; o.Success || !o.Vexed {
		t.Fatalf("vexed check settled as %+v", o)
	}
}

func TestFraming(t *testing.T) {
	s := with(trio(t, 1), 0, Famous, 0)
	c := begin(t, s, 0, Heart, Heart)
	refused(t, c, Move{Kind: SetFlag, Flag: FamousOver, On: true}) // not an attack
	refused(t, c, Move{Kind: SetAttack, Attack: Violent})          // not Hurt
	refused(t, c, Move{Kind: SetFlag, Flag: Gain, On: true})       // no gains
	refused(t, c, Move{Kind: SetFlag, Flag: Apt})                  // already off
	refused(t, c, Move{Kind: SetDifficulty, Difficulty: Complex, Value: 2})
	refused(t, c, Move{Kind: SetDifficulty, Difficulty: Normal})
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: NonViolent})
	c, _ = step(t, c, Move{Kind: SetFlag, Flag: FamousOver, On: true})
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: NoAttack})
	if c.Check.Famous {
		t.Error("fame still pressed on a check that is no attack")
	}
	c, _ = step(t, c, Move{Kind: SetDifficulty, Difficulty: Complex, Value: 4})
	if c.Check.Rolls != 4 {
		t.Errorf("complex check of %d rolls, want 4", c.Check.Rolls)
	}
	u := begin(t, with(s, 0, Uncool, 0), 0, Heart, Heart)
	u, _ = step(t, u, Move{Kind: SetAttack, Attack: NonViolent})
	refused(t, u, Move{Kind: SetFlag, Flag: FamousOver, On: true})
	h := begin(t, s, 0, Hurt, Hurt)
	refused(t, h, Move{Kind: SetAttack, Attack: NonViolent})
	step(t, h, Move{Kind: SetAttack, Attack: Violent})
}

func TestBlessingMoves(t *testing.T) {
	s := bless(trio(t, 1), 0, 3, 5)
	s, _ = step(t, s, Move{Kind: GiveBlessing, Seat: 0, Other: 1, Value: 5})
	s, _ = step(t, s, Move{Kind: StealBlessing, Seat: 2, Other: 0, Value: 3})
	refused(t, s, Move{Kind: SpendBlessing, Seat: 0, Value: 3})
	refused(t, s, Move{Kind: GiveBlessing, Seat: 1, Other: 1, Value: 5})
	refused(t, s, Move{Kind: StealBlessing, Seat: 2, Other: 1, Value: 4})
	s, _ = step(t, s, Move{Kind: SpendBlessing, Seat: 1, Value: 5})
	if len(s.Party[0].Blessings)+len(s.Party[1].Blessings) != 0 || len(s.Party[2].Blessings) != 1 {
		t.Fatalf("pools %v %v %v", s.Party[0].Blessings, s.Party[1].Blessings, s.Party[2].Blessings)
	}
	s, ev := step(t, s, Move{Kind: GainBlessing, Seat: 1})
	if len(s.Party[1].Blessings) == 0 || len(ev[0].Blessings) != len(s.Party[1].Blessings) {
		t.Fatalf("gained %v, pool %v", ev[0].Blessings, s.Party[1].Blessings)
	}
}

func TestConditionMoves(t *testing.T) {
	s := trio(t, 1)
	s = with(s, 0, Ache, Heart)
	s = with(s, 0, Ache, Home)
	refused(t, s, Move{Kind: AddCondition, Seat: 0, Condition: Ache, Stat: Heart})
	refused(t, s, Move{Kind: RemoveCondition, Seat: 0, Condition: Vexed, Stat: Heart})
	refused(t, s, Move{Kind: AddCondition, Seat: 0, Condition: Cursed, Stat: Heart}) // stray stat
	s, _ = step(t, s, Move{Kind: RemoveCondition, Seat: 0, Condition: Ache, Stat: Heart})
	if s.Party[0].HasOn(Ache, Heart) || !s.Party[0].HasOn(Ache, Home) {
		t.Fatal("removing one Ache touched the other")
	}
	s = with(s, 0, Cursed, 0)
	if s.Party[0].Worth(1) != 0 || s.Party[0].Worth(6) != 5 {
		t.Fatal("Cursed Blessings keep their worth")
	}
}

func TestNoChecksInTheShop(t *testing.T) {
	s, _ := step(t, trio(t, 1), Move{Kind: EndSession})
	refused(t, s, Move{Kind: BeginCheck, Seat: 0, Stat: Head, Use: Head})
	c := begin(t, trio(t, 1), 0, Head, Head)
	refused(t, c, Move{Kind: EndSession})
	refused(t, c, Move{Kind: GainBlessing, Seat: 0})
	c, _ = step(t, c, Move{Kind: CancelCheck})
	if c.Check != nil {
		t.Fatal("cancel left the check")
	}
}

// Sparking up after the rolls may pick any roll of the check (HB-21), in
// a campaign of the edition that brought it; the first roll of a Hard
// check takes the spark and the second is left alone.
func TestSparkUpAnyRoll(t *testing.T) {
	s := party(t, Config{Edition: 1}, 4, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	s = begin(t, bless(s, 0, 5, 5), 0, Hand, Hand)
	s, _ = step(t, s, Move{Kind: SetDifficulty, Difficulty: Hard})
	s, _ = step(t, s, Move{Kind: Roll})
	s, _ = step(t, s, Move{Kind: Roll})
	second := s.Check.Results[1]
	up := Move{Kind: SparkUp, Second: Home, Value: 5, Other: 1}
	if !slices.Contains(Legal(s), up) {
		t.Fatalf("Legal does not offer sparking the first roll: %v", Legal(s))
	}
	s, _ = step(t, s, up)
	if !s.Check.Results[0].Sparked || s.Check.Results[1].Sparked || s.Check.SparkRoll != 0 {
		t.Fatalf("spark landed on %d: %+v", s.Check.SparkRoll, s.Check.Results)
	}
	if !slices.Equal(s.Check.Results[1].Faces, second.Faces) {
		t.Fatalf("the second roll changed: %v to %v", second.Faces, s.Check.Results[1].Faces)
	}
	// A campaign from before editions keeps its old list of moves.
	old := party(t, Config{}, 4, add(Heart, Carefree, ViceVirtue))
	old = begin(t, bless(old, 0, 5, 5), 0, Hand, Hand)
	old, _ = step(t, old, Move{Kind: SetDifficulty, Difficulty: Hard})
	old, _ = step(t, old, Move{Kind: Roll})
	old, _ = step(t, old, Move{Kind: Roll})
	refused(t, old, up)
}
