package blessed

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// table1 is a table of edition 2, whose Endeavors edition 3 changes (its
// records keep them): two characters and a game master's one.
func table1(t testing.TB, seed uint64) State {
	s := party(t, Config{Edition: 2}, seed, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	s, _ = step(t, s, Move{Kind: AddNPC, Stat: Hurt})
	return s
}

func TestTurnOrder(t *testing.T) {
	tests := []struct {
		name  string
		temps []int
		want  []int
	}{
		{"fewest first, clockwise away from the most", []int{3, 1, 2, 5}, []int{1, 2, 3, 0}},
		{"counter-clockwise when the most sits just after", []int{1, 4, 2, 3}, []int{0, 3, 2, 1}},
		{"ties go to the first in table order", []int{2, 2, 2}, []int{0, 1, 2}},
		{"both ways as long: clockwise", []int{1, 2, 5, 3}, []int{0, 1, 2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var e Endeavor
			for i, n := range tt.temps {
				e.Racers = append(e.Racers, Racer{Seat: i, Temp: make([]int, n)})
			}
			if got := e.TurnOrder(); !slices.Equal(got, tt.want) {
				t.Fatalf("order %v, want %v", got, tt.want)
			}
		})
	}
}

func TestTrackButtons(t *testing.T) {
	e := Endeavor{Kind: Racing, Terrain: []int{4}, Racers: []Racer{{Pos: 1}, {Pos: 2, Wounds: []int{3}}}}
	e.move(0, 5, false)
	if e.Racers[0].Pos != 4 {
		t.Errorf("Terrain at 4 should stop a move up from 1: at %d", e.Racers[0].Pos)
	}
	e.move(0, 2, true)
	if e.Racers[0].Pos != 6 {
		t.Errorf("overcoming passes the first Terrain: at %d", e.Racers[0].Pos)
	}
	e.Terrain = nil
	e.move(1, 3, false)
	if e.Racers[1].Pos != 4 {
		t.Errorf("a Wound passed costs one place: at %d, want 4", e.Racers[1].Pos)
	}
	m := Endeavor{Kind: Monstrous, Racers: []Racer{{Monster: true, Pos: 10, Start: 10, Recovery: 7}}}
	m.move(0, -5, false)
	if r := m.Racers[0]; r.Pos != 10 || r.Recovery != 0 {
		t.Errorf("Recovery sends the monstrosity back to its start once: %+v", r)
	}
	m.move(0, -10, false)
	if r := m.Racers[0]; !r.Out || r.Pos != 0 {
		t.Errorf("Defeat at 0 removes the monstrosity: %+v", r)
	}
	w := Endeavor{Racers: []Racer{{Pos: 2, Wounds: []int{3}}}}
	w.wound(0)
	if r := w.Racers[0]; !slices.Equal(r.Wounds, []int{2, 3}) || r.Out {
		t.Errorf("second wound: %+v", r)
	}
	w.wound(0)
	if r := w.Racers[0]; !slices.Equal(r.Wounds, []int{2, 3, 4}) || !r.Out {
		t.Errorf("three Wounds in a row remove: %+v", r)
	}
}

// A Monstrous Endeavor from the start: joining, Recovery, position rolls
// and temporary Blessings, turn order, an action through a check whose
// first roll is the position roll, and the round's special action.
func TestMonstrousRound(t *testing.T) {
	s := table1(t, 11)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	for _, m := range []Move{
		{Kind: JoinEndeavor, Seat: 0}, {Kind: JoinEndeavor, Seat: 1},
		{Kind: JoinEndeavor, Seat: 2, Value: 10}, {Kind: SetRecovery, Seat: 2, Value: 3},
	} {
		s, _ = step(t, s, m)
	}
	if r := s.Endeavor.Racers[2]; !r.Monster || r.Pos != 10 || r.Recovery != 7 {
		t.Fatalf("monstrosity %+v", r)
	}
	refused(t, s, Move{Kind: JoinEndeavor, Seat: 0, Value: 3}) // allies start at 0
	for seat, st := range []Stat{Heart, Head, Hurt} {
		var ev []Event
		s, ev = step(t, s, Move{Kind: PositionRoll, Seat: seat, Stat: st})
		r := s.Endeavor.Racers[seat]
		if len(r.Temp) < r.Standard() || !strings.Contains(ev[0].Text, "standard amount") {
			t.Fatalf("seat %d rolled %v: temporary %v, standard %d (%q)", seat, r.Faces, r.Temp, r.Standard(), ev[0].Text)
		}
	}
	e := s.Endeavor
	if e.Phase != Turns || !reflect.DeepEqual(e.Order, e.TurnOrder()) {
		t.Fatalf("after positions: phase %v, order %v", e.Phase, e.Order)
	}
	for e := s.Endeavor; e != nil && e.Phase == Turns; e = s.Endeavor {
		a := e.Racers[e.Actor()]
		act := Move{Kind: Act, Seat: a.Seat, Value: int(Advance)}
		if a.Stat == Hurt {
			act = Move{Kind: Act, Seat: a.Seat, Value: int(ViolentAct), Other: 0}
		}
		s, _ = step(t, s, act)
		s, _ = step(t, s, Move{Kind: Roll})
		if got := s.Check.Results[0].Faces; !slices.Equal(got, a.Faces) {
			t.Fatalf("the action's first roll %v is not the position roll %v", got, a.Faces)
		}
		for !s.Check.Done() {
			s, _ = step(t, s, Move{Kind: Roll})
		}
		s, _ = step(t, s, Move{Kind: Settle})
	}
	if s.Endeavor != nil && s.Endeavor.Phase == Specials {
		s, _ = step(t, s, Move{Kind: SkipSpecial})
		if e := s.Endeavor; e.Round != 2 || e.Phase != Positioning || e.Racers[0].Rolled() {
			t.Fatalf("round 2: %+v", e)
		}
	}
}

// An advance that succeeds moves up the standard amount; an ally's violent
// attack moves the monstrosity down; a protected target is harder to hit.
func TestActionsFeedTheTrack(t *testing.T) {
	s := table1(t, 3)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 12})
	e := s.Endeavor.clone()
	e.Phase, e.Order, e.Turn = Turns, []int{0, 1}, 0
	e.Racers[0].Stat, e.Racers[0].Faces = Hurt, []int{4}
	e.Racers[1].Stat, e.Racers[1].Faces, e.Racers[1].Protect = Hurt, []int{6}, map[int]int{1: 1}
	s.Endeavor = &e
	s, ev := step(t, s, Move{Kind: Act, Seat: 0, Value: int(ViolentAct), Other: 2})
	if s.Check.Difficulty != Hard || !strings.Contains(ev[0].Text, "Hard") {
		t.Fatalf("protected by one Blessing, the attack should be Hard: %v (%q)", s.Check.Difficulty, ev[0].Text)
	}
	refused(t, s, Move{Kind: Spark, Second: Hand, Value: 1})
	s.Check.Results = []Rolled{{Faces: []int{9}, Sum: 9}, {Faces: []int{8}, Sum: 8}}
	s, ev = step(t, s, Move{Kind: Settle})
	if r := s.Endeavor.Racers[1]; r.Pos != 10 {
		t.Fatalf("a medium success moves the monstrosity down the standard amount (2): at %d (%q)", r.Pos, ev[0].Text)
	}
	if s.Endeavor.Actor() != 1 {
		t.Fatalf("the turn passes on: actor %d", s.Endeavor.Actor())
	}
}

// Temporary Blessings vanish when the Endeavor ends; the others stay.
func TestTemporaryBlessingsVanish(t *testing.T) {
	s := bless(table1(t, 5), 0, 6)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(PlainEndeavor)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: PositionRoll, Seat: 0, Stat: Heart})
	if len(s.Party[0].Blessings) < 2 {
		t.Fatalf("no temporary Blessings gained: %v", s.Party[0].Blessings)
	}
	s, _ = step(t, s, Move{Kind: EndEndeavor})
	if !slices.Equal(s.Party[0].Blessings, []int{6}) || s.Endeavor != nil {
		t.Fatalf("after the Endeavor: %v", s.Party[0].Blessings)
	}
}

func TestRacingFatigueAndLastStanding(t *testing.T) {
	s := bless(table1(t, 8), 0, 3)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	s, _ = step(t, s, Move{Kind: SpendBlessing, Seat: 0, Value: 3})
	if f := s.Endeavor.Racers[0].Fatigue; f != 1 {
		t.Fatalf("a racer spending a Blessing gains a Fatigue button: %d", f)
	}
	s, ev := step(t, s, Move{Kind: LeaveEndeavor, Seat: 1})
	if s.Endeavor != nil || !strings.Contains(ev[0].Text, "wins") {
		t.Fatalf("the last racer standing wins: %v (%q)", s.Endeavor, ev[0].Text)
	}
}

// Campaigns started before editions never see edition 1's moves.
func TestEditionZeroHasNoNewMoves(t *testing.T) {
	s := trio(t, 1)
	for _, m := range Legal(s) {
		if m.Kind > StartSession {
			t.Fatalf("edition 0 lists %v", m)
		}
	}
	refused(t, s, Move{Kind: BeginEndeavor})
	refused(t, s, Move{Kind: AddNPC, Stat: Hurt})
}

func TestGameMastersSide(t *testing.T) {
	s := table1(t, 2)
	if !s.NPC(2) || s.NPC(0) || s.Party[2].Die(Hurt) != D6 {
		t.Fatalf("NPCs %b, dice %v", s.NPCs, s.Party[2].Dice)
	}
	s, _ = step(t, s, Move{Kind: SetDie, Seat: 2, Stat: Hurt, Value: int(D10)})
	refused(t, s, Move{Kind: SetDie, Seat: 0, Stat: Hurt, Value: int(D10)})
	_, ev := step(t, s, Move{Kind: FreeRoll, Value: 20, Other: 3})
	if len(ev[0].Faces) != 3 || !strings.Contains(ev[0].Text, "3 d20s") {
		t.Fatalf("free roll: %+v", ev[0])
	}
	// The NPC attacks seat 0, who is apt and specialized: two ranks harder.
	s = with(s, 0, Vexed, Hurt)
	c, _ := step(t, s, Move{Kind: BeginCheck, Seat: 2, Stat: Hurt, Use: Hurt})
	c, _ = step(t, c, Move{Kind: SetAttack, Attack: Violent})
	c, _ = step(t, c, Move{Kind: Defend, Other: 0, Value: 2})
	if c.Check.Difficulty != Complex || c.Check.Rolls != 3 {
		t.Fatalf("Normal two ranks harder: %v, %d rolls", c.Check.Difficulty, c.Check.Rolls)
	}
	// Seat 0 is Vexed on Hurt and checks it: the NPC vexes.
	v, _ := step(t, s, Move{Kind: BeginCheck, Seat: 0, Stat: Hurt, Use: Hurt})
	v, _ = step(t, v, Move{Kind: Vex, Seat: 2})
	if _, ev := step(t, v, Move{Kind: Settle}); !ev[0].Outcome.Vexed {
		t.Fatal("the game master's character could not vex")
	}
}

// Random legal play of edition 1 keeps the invariants and Apply pure.
func TestRandomEditionOnePlay(t *testing.T) {
	for seed := range uint64(12) {
		r := rand.New(rand.NewPCG(seed, 9))
		s := mustNew(t, Config{Edition: Edition}, seed)
		for range 400 {
			l := Legal(s)
			m := pick(l, byte(r.IntN(256)), byte(r.IntN(256)))
			before := s.clone(true)
			next, _, err := Apply(s, m)
			if err != nil {
				t.Fatalf("seed %d: legal %v refused: %v", seed, m, err)
			}
			if !reflect.DeepEqual(before, s) {
				t.Fatalf("seed %d: Apply(%v) changed its input", seed, m)
			}
			s = next
			invariants(t, s)
		}
	}
}

// Turning the order round sends it the other way over those yet to act.
func TestReverseOrder(t *testing.T) {
	s := table1(t, 3)
	s, _ = step(t, s, Move{Kind: AddCharacter, Stat: Hand, Lifestyle: Eager, Ethic: ViceVirtue})
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(PlainEndeavor)})
	for seat := range 4 {
		s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: seat})
	}
	e := s.Endeavor.clone()
	e.Phase, e.Order, e.Turn = Turns, []int{0, 1, 2, 3}, 1
	s.Endeavor = &e
	s, _ = step(t, s, Move{Kind: ReverseOrder})
	if got := s.Endeavor.Order; !slices.Equal(got, []int{0, 1, 3, 2}) || s.Endeavor.Actor() != 1 {
		t.Fatalf("order %v, actor %d", got, s.Endeavor.Actor())
	}
	s.Endeavor.Turn = 2
	refused(t, s, Move{Kind: ReverseOrder}) // one left to act: nothing to turn
}
