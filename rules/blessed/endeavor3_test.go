package blessed

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// table3 is an edition 3 table: two characters and a game master's one.
func table3(t testing.TB, seed uint64) State {
	s := party(t, Config{Edition: 3}, seed, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	s, _ = step(t, s, Move{Kind: AddNPC, Stat: Hurt})
	return s
}

// turns puts e into its turns phase with the given order and position
// rolls (by Racers index), as if everyone had rolled.
func turns(s State, order []int, stats []Stat, faces [][]int) State {
	e := s.Endeavor.clone()
	e.Phase, e.Order, e.Turn = Turns, order, 0
	for k := range e.Racers {
		e.Racers[k].Stat, e.Racers[k].Faces = stats[k], faces[k]
	}
	s.Endeavor = &e
	return s
}

// An action's first roll is its position roll, already made: the odds
// read it as made. A 3 on a Normal advance can only fail.
func TestActionOddsKnowThePositionRoll(t *testing.T) {
	tests := []struct {
		name  string
		faces []int
		want  float64 // chance of success
	}{
		{"a 3 can only fail", []int{3}, 0},
		{"a 9 can only succeed", []int{9}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table3(t, 4)
			s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(PlainEndeavor)})
			s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
			s = turns(s, []int{0}, []Stat{Heart}, [][]int{tt.faces})
			s, _ = step(t, s, Move{Kind: Act, Seat: 0, Value: int(Advance)})
			o, ok := Chances(s)
			if !ok || o.Success != tt.want {
				t.Fatalf("success %v, want %v", o.Success, tt.want)
			}
		})
	}
}

// The turn order turns round only once someone who held the most
// temporary Blessings has lost the lead, and then over everyone who has
// not acted yet, the one whose turn has come included.
func TestReverseOrderAfterTheLeadIsLost(t *testing.T) {
	s := table3(t, 3)
	s, _ = step(t, s, Move{Kind: AddCharacter, Stat: Hand, Lifestyle: Eager, Ethic: ViceVirtue})
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	for seat := range 4 {
		s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: seat})
	}
	s = turns(s, nil, []Stat{Heart, Heart, Heart, Heart}, [][]int{{2}, {2}, {2}, {2}})
	e := s.Endeavor
	for k := range e.Racers { // fewest to most: 0, 1, 2, 3
		e.Racers[k].Temp = slices.Repeat([]int{k + 2}, k+1)
		s.Party[k].Blessings = e.Racers[k].Temp
	}
	e.Order, e.Led = e.TurnOrder(), e.Leaders()
	refused(t, s, Move{Kind: ReverseOrder}) // nobody has lost the lead
	s, _ = step(t, s, Move{Kind: EndTurn, Seat: 0})
	// Seat 4 (the lead) spends two: seat 3 now holds the most.
	s, _ = step(t, s, Move{Kind: SpendBlessing, Seat: 3, Value: 5})
	s, _ = step(t, s, Move{Kind: SpendBlessing, Seat: 3, Value: 5})
	s, _ = step(t, s, Move{Kind: ReverseOrder})
	if got := s.Endeavor.Order; !slices.Equal(got, []int{0, 3, 2, 1}) || s.Endeavor.Actor() != 3 {
		t.Fatalf("order %v, actor %d: the turn goes the other way from the one who acted", got, s.Endeavor.Actor())
	}
	refused(t, s, Move{Kind: ReverseOrder}) // the lead has not changed since
}

// Fatigue checks come at the end of the round, before the special action,
// and cannot be skipped: a dropped one is still owed.
func TestFatigueBeforeTheSpecialAction(t *testing.T) {
	s := table3(t, 8)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	for seat := range 3 {
		s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: seat})
	}
	e := s.Endeavor.clone()
	e.Phase = Specials
	e.Racers[0].Fatigue = 1
	e.Racers[1].Temp = []int{4} // the special action's holder
	s.Endeavor = &e
	s = bless(s, 1, 4)
	refused(t, s, Move{Kind: SkipSpecial})
	refused(t, s, Move{Kind: Special, Seat: 1, Value: int(Overcome)})
	c, _ := step(t, s, Move{Kind: FatigueCheck, Seat: 0, Stat: Heart})
	c, _ = step(t, c, Move{Kind: CancelCheck})
	refused(t, c, Move{Kind: SkipSpecial}) // the dropped check is still owed
	c, _ = step(t, c, Move{Kind: FatigueCheck, Seat: 0, Stat: Heart})
	s, _, _ = settled(t, sums(c, 6))
	step(t, s, Move{Kind: Special, Seat: 1, Value: int(Overcome)})
}

// A race ends when a racer reaches its finish line.
func TestRaceEndsAtTheFinishLine(t *testing.T) {
	s := table3(t, 8)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	for seat := range 3 {
		s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: seat})
	}
	s, _ = step(t, s, Move{Kind: Finish, Value: 12})
	if s.Endeavor.Finish != 12 {
		t.Fatalf("finish line at %d", s.Endeavor.Finish)
	}
	s, _ = step(t, s, Move{Kind: TrackMove, Seat: 1, Value: 10})
	refused(t, s, Move{Kind: Finish, Value: 9}) // behind a racer
	s, ev := step(t, s, Move{Kind: TrackMove, Seat: 1, Value: 2})
	if s.Endeavor != nil || !strings.Contains(ev[0].Text, "finish line") {
		t.Fatalf("seat 2 crossed the line: %v (%q)", s.Endeavor, ev[0].Text)
	}
}

// A monstrosity's Recovery and Defeat are announced when they fire,
// whatever moved it: a hand move, an ally's attack.
func TestRecoveryIsAnnounced(t *testing.T) {
	s := table3(t, 3)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 12})
	s, _ = step(t, s, Move{Kind: SetRecovery, Seat: 2, Value: 4})
	_, ev := step(t, s, Move{Kind: TrackMove, Seat: 2, Value: -5})
	if want := "seat 3 moves down to its Recovery button at 8 and recovers to 12"; !strings.Contains(ev[0].Text, want) {
		t.Errorf("hand move: %q, want %q", ev[0].Text, want)
	}
	s = turns(s, []int{0, 1}, []Stat{Hurt, Hurt}, [][]int{{9}, {6}})
	s, _ = step(t, s, Move{Kind: Act, Seat: 0, Value: int(ViolentAct), Other: 2})
	s.Check.Results = []Rolled{{Faces: []int{9}, Sum: 9}}
	s.Endeavor.Racers[1].Pos = 10
	_, ev = step(t, s, Move{Kind: Settle})
	if want := "seat 3 moves down to its Recovery button at 8 and recovers to 12"; !strings.Contains(ev[0].Text, want) {
		t.Errorf("attack: %q, want %q", ev[0].Text, want)
	}
}

// A delayed attack keeps the standard amount of the round its trigger was
// set, and when it springs and the defence fails it moves its target as
// the attack would: a violent one down, a non-violent one steals.
func TestTrapKeepsItsStandardAmount(t *testing.T) {
	s := table3(t, 5)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	s = turns(s, []int{0, 1}, []Stat{Heart, Head}, [][]int{{9}, {2}})
	s.Endeavor.Racers[1].Pos = 10
	s, _ = step(t, s, Move{Kind: SetTrap, Seat: 0, Other: 1})
	if got := s.Traps[0].Std; got != 4 {
		t.Fatalf("the trap keeps this round's standard amount, 4: %d", got)
	}
	s.Endeavor.Racers[0].Faces = []int{2} // a later round's roll changes nothing
	c, _ := step(t, s, Move{Kind: Spring, Value: 0})
	s, _, text := settled(t, sums(c, 2))
	if r := s.Endeavor.Racers[1]; r.Pos != 6 || !strings.Contains(text, "seat 2 moves down to 6") {
		t.Fatalf("the violent trap moves its target down 4: at %d (%q)", r.Pos, text)
	}
	// Set before the attacker's position roll: that roll fixes it.
	s.Endeavor.Racers[0].Stat, s.Endeavor.Racers[0].Faces = NoStat, nil
	s, _ = step(t, s, Move{Kind: SetTrap, Seat: 0, Other: 1})
	s, _ = step(t, s, Move{Kind: AimTrap, Stat: Head})
	s.Endeavor.Phase = Positioning
	s.Endeavor.Racers[1].Temp = []int{5, 5, 5, 5}
	s = bless(s, 1, 5, 5, 5, 5)
	s, _ = step(t, s, Move{Kind: PositionRoll, Seat: 0, Stat: Heart})
	std := s.Endeavor.Racers[0].Standard()
	if got := s.Traps[0].Std; got != std {
		t.Fatalf("the trap takes the attacker's roll of its round, %d: %d", std, got)
	}
	before := len(s.Endeavor.Racers[0].Temp)
	c, _ = step(t, s, Move{Kind: Spring, Value: 0})
	s, _, text = settled(t, sums(c, 2))
	if got := len(s.Endeavor.Racers[0].Temp) - before; got != min(std, 4) {
		t.Fatalf("the non-violent trap steals %d temporary Blessings: %d (%q)", min(std, 4), got, text)
	}
}

// A monstrosity's combo wounds one opponent it chooses and any others
// holding fewer temporary Blessings than half its own.
func TestMonstrousComboWoundsSeveral(t *testing.T) {
	s := table3(t, 6)
	s, _ = step(t, s, Move{Kind: AddCharacter, Stat: Hand, Lifestyle: Eager, Ethic: ViceVirtue})
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	for _, m := range []Move{{Kind: JoinEndeavor, Seat: 0}, {Kind: JoinEndeavor, Seat: 1},
		{Kind: JoinEndeavor, Seat: 2, Value: 10}, {Kind: JoinEndeavor, Seat: 3}} {
		s, _ = step(t, s, m)
	}
	e := s.Endeavor.clone()
	e.Phase = Specials
	for k, temp := range [][]int{{2, 2, 2, 2, 2}, {3, 3, 3, 3}, {6, 6, 6, 6, 6, 6}, {4, 4}} {
		e.Racers[k].Temp = temp
		s.Party[e.Racers[k].Seat].Blessings = temp
	}
	s.Endeavor = &e
	refused(t, s, Move{Kind: Special, Seat: 2, Value: int(Combo), Other: 0}) // edition 3 names every target
	refused(t, s, Move{Kind: ComboOn, Seat: 2, Value: 1<<0 | 1<<1})          // two with 3 or more
	refused(t, s, Move{Kind: ComboOn, Seat: 2, Value: 1 << 2})               // not itself
	refused(t, s, Move{Kind: ComboOn, Seat: 0, Value: 1 << 3})               // an ally has no such combo
	if !slices.Contains(Legal(s), Move{Kind: ComboOn, Seat: 2, Value: 1<<1 | 1<<3}) {
		t.Fatal("Legal leaves out a combo on seats 2 and 4")
	}
	s, ev := step(t, s, Move{Kind: ComboOn, Seat: 2, Value: 1<<0 | 1<<3})
	r := s.Endeavor.Racers
	if len(r[0].Wounds) != 1 || len(r[3].Wounds) != 1 || len(r[1].Wounds) != 0 || len(r[2].Temp) != 0 || s.Endeavor.Round != 2 {
		t.Fatalf("after the combo: %+v (%q)", r, ev[0].Text)
	}
	if !strings.Contains(ev[0].Text, "seat 1 and seat 4 are wounded") {
		t.Fatalf("combo text %q", ev[0].Text)
	}
}

// Terrain is personal: each racer's lies on their own track and stops
// only them; one with the Area tag that is the nearest button at or
// below a racer limits their position rolls.
func TestTerrainIsPersonal(t *testing.T) {
	s := table3(t, 2)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	refused(t, s, Move{Kind: PlaceTerrain, Value: 3}) // edition 3 lays it on a racer's track
	s, _ = step(t, s, Move{Kind: LayTerrain, Seat: 0, Value: 3})
	refused(t, s, Move{Kind: LayTerrain, Seat: 0, Value: 3}) // taken
	s, _ = step(t, s, Move{Kind: LayTerrain, Seat: 1, Value: 7, Other: 1})
	s, _ = step(t, s, Move{Kind: TrackMove, Seat: 0, Value: 5})
	s, _ = step(t, s, Move{Kind: TrackMove, Seat: 1, Value: 8})
	if r := s.Endeavor.Racers; r[0].Pos != 3 || r[1].Pos != 7 {
		t.Fatalf("each stops at their own Terrain only: %d and %d", r[0].Pos, r[1].Pos)
	}
	if s.Endeavor.InArea(0) || !s.Endeavor.InArea(1) {
		t.Fatal("only seat 2 stands on an Area")
	}
	_, ev := step(t, s, Move{Kind: PositionRoll, Seat: 1, Stat: Heart})
	if !strings.Contains(ev[0].Text, "Area") {
		t.Fatalf("the position roll on an Area says so: %q", ev[0].Text)
	}
}

// A Unique Skill costs two Blessings of one face and makes the turn two
// actions; a monstrosity has one only with the Unique tag.
func TestUniqueSkill(t *testing.T) {
	s := table3(t, 9)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 10})
	s = turns(s, []int{0, 1}, []Stat{Heart, Hurt}, [][]int{{9}, {9}})
	s = bless(bless(s, 0, 3, 3, 5), 2, 4, 4)
	refused(t, s, Move{Kind: UniqueSkill, Seat: 0, Value: 5}) // one 5 is no pair
	s, _ = step(t, s, Move{Kind: UniqueSkill, Seat: 0, Value: 3})
	if got := s.Party[0].Blessings; !slices.Equal(got, []int{5}) {
		t.Fatalf("the pair of 3s is spent: %v", got)
	}
	refused(t, s, Move{Kind: UniqueSkill, Seat: 0, Value: 3}) // once a turn
	for range 2 {
		if s.Endeavor.Actor() != 0 {
			t.Fatalf("the turn passed after one action: actor %d", s.Endeavor.Actor())
		}
		s, _ = step(t, s, Move{Kind: Act, Seat: 0, Value: int(Advance)})
		s, _ = step(t, s, Move{Kind: Roll})
		s, _ = step(t, s, Move{Kind: Settle})
	}
	if s.Endeavor.Actor() != 1 {
		t.Fatalf("two actions, then the turn passes: actor %d", s.Endeavor.Actor())
	}
	refused(t, s, Move{Kind: UniqueSkill, Seat: 2, Value: 4}) // no Unique tag
	s, _ = step(t, s, Move{Kind: TagMonster, Seat: 2, Value: int(Unique)})
	s, _ = step(t, s, Move{Kind: UniqueSkill, Seat: 2, Value: 4})
	refused(t, s, Move{Kind: TagMonster, Seat: 0, Value: int(Horde)}) // an ally has no tags
}

// A Horde monstrosity, while its Recovery button stands, rolls each roll
// twice and keeps the higher: its position roll and its checks' rolls,
// and the odds say so.
func TestHordeRollsTwice(t *testing.T) {
	s := table3(t, 12)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 10})
	s, _ = step(t, s, Move{Kind: SetRecovery, Seat: 2, Value: 3})
	s, _ = step(t, s, Move{Kind: TagMonster, Seat: 2, Value: int(Horde)})
	g := s.RNG
	a, b := rollDie(&g, s.Party[2].Die(Hurt), true), rollDie(&g, s.Party[2].Die(Hurt), true)
	s, _ = step(t, s, Move{Kind: PositionRoll, Seat: 2, Stat: Hurt})
	if got, want := sum(s.Endeavor.Racers[1].Faces), max(sum(a), sum(b)); got != want {
		t.Fatalf("the Horde's position roll %d, want the higher of %d and %d", got, sum(a), sum(b))
	}
	plain, _ := step(t, s, Move{Kind: TagMonster, Seat: 2, Value: int(Horde), Other: 1})
	check := func(s State) State {
		s, _ = step(t, s, Move{Kind: BeginCheck, Seat: 2, Stat: Head, Use: Head})
		s, _ = step(t, s, Move{Kind: SetDifficulty, Difficulty: Hard})
		return s
	}
	horde, one := check(s), check(plain)
	oh, _ := Chances(horde)
	o1, _ := Chances(one)
	if oh.Success <= o1.Success {
		t.Fatalf("the Horde's chance %v is no better than one roll's %v", oh.Success, o1.Success)
	}
	if mc := monteCarlo(t, horde, 20000); math.Abs(mc.Success-oh.Success) > 0.015 {
		t.Fatalf("the Horde's odds %v, rolled %v", oh.Success, mc.Success)
	}
}

// Revenge: a monstrosity that recovers may attack out of turn with its
// position roll; Unrelenting: at the round's end, once for each Recovery
// it used. The turn order does not move for it. Immunity: the table may
// make an attack on it fail.
func TestRevengeUnrelentingImmunity(t *testing.T) {
	s := table3(t, 14)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 10})
	s, _ = step(t, s, Move{Kind: SetRecovery, Seat: 2, Value: 3})
	for _, tg := range []MonsterTag{Revenge, Unrelenting, Immunity} {
		s, _ = step(t, s, Move{Kind: TagMonster, Seat: 2, Value: int(tg)})
	}
	s = turns(s, []int{0, 1, 2}, []Stat{Hurt, Hurt, Hurt}, [][]int{{9}, {9}, {9}})
	refused(t, s, Move{Kind: Strike, Seat: 2, Other: 0}) // nothing to avenge yet
	s, _ = step(t, s, Move{Kind: Act, Seat: 0, Value: int(ViolentAct), Other: 2})
	immune, _ := step(t, s, Move{Kind: Immune})
	if _, ev := step(t, immune, Move{Kind: Settle}); ev[0].Outcome.Success || !strings.Contains(ev[0].Text, "Immunity") {
		t.Fatalf("an attack its Immunity covers fails: %q", ev[0].Text)
	}
	s.Check.Results = []Rolled{{Faces: []int{9}, Sum: 9}}
	s, ev := step(t, s, Move{Kind: Settle})
	if !strings.Contains(ev[0].Text, "recovers to 10") {
		t.Fatalf("the attack sends it onto its Recovery button: %q", ev[0].Text)
	}
	refused(t, s, Move{Kind: Strike, Seat: 2, Other: 2}) // not itself
	s, _ = step(t, s, Move{Kind: Strike, Seat: 2, Other: 0})
	if s.Check == nil || s.Check.Seat != 2 || s.Check.Attack != Violent {
		t.Fatalf("the revenge is a violent attack by seat 3: %+v", s.Check)
	}
	s.Check.Results = []Rolled{{Faces: []int{9}, Sum: 9}}
	s, _ = step(t, s, Move{Kind: Settle})
	if e := s.Endeavor; e.Actor() != 1 || len(e.Racers[0].Wounds) != 1 {
		t.Fatalf("the revenge wounds seat 1 and the turn stays with seat 2: actor %d, %+v", e.Actor(), e.Racers[0])
	}
	refused(t, s, Move{Kind: Strike, Seat: 2, Other: 0}) // once
	s, _ = step(t, s, Move{Kind: EndTurn, Seat: 1})
	s, _ = step(t, s, Move{Kind: EndTurn, Seat: 2})
	s, _ = step(t, s, Move{Kind: Strike, Seat: 2, Other: 1}) // Unrelenting, at the round's end
	s, _ = step(t, s, Move{Kind: CancelCheck})
	s, _ = step(t, s, Move{Kind: Strike, Seat: 2, Other: 1}) // a dropped strike is still there
	s, _ = step(t, s, Move{Kind: CancelCheck})
	s, _ = step(t, s, Move{Kind: SkipSpecial})
	refused(t, s, Move{Kind: Strike, Seat: 2, Other: 1}) // the chance ends with the round
}
