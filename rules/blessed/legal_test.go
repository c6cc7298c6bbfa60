package blessed

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestLegalIsEveryValidMove pins Legal to the rules' own judge: in states
// from random campaigns, the moves Legal lists are exactly those, among
// every move that can be written down, that Apply would take. Legal
// leaves out what cannot be legal before asking (a replay calls it per
// move); this is what keeps it from leaving out a move that is.
func TestLegalIsEveryValidMove(t *testing.T) {
	all := everyMove()
	var seen struct{ shop, full, surprised, check, owed, lost int }
	kinds := map[MoveKind]bool{}
	for seed := range uint64(8) {
		cfg := Config{Optional: Hex}
		if seed >= 4 { // later editions list more kinds, after these
			cfg = Config{Optional: Hex, Edition: 1 + int(seed%2), Haze: true, Haunted: true}
		}
		s := mustNew(t, cfg, seed)
		pick := rand.New(rand.NewPCG(seed, 3))
		for i := range walkLen {
			listed := Legal(s)
			legal := trim(listed)
			sureAreValid(t, fmt.Sprintf("seed %d move %d", seed, i), s, listed)
			if i%6 == 0 {
				legalIsValid(t, fmt.Sprintf("seed %d move %d", seed, i), s, legal, all)
				if cfg.Edition >= 2 && i%12 == 0 {
					rich := enrich(s, i)
					listed := trim(Legal(rich))
					legalIsValid(t, fmt.Sprintf("seed %d move %d, enriched", seed, i), rich, listed, all)
					for _, m := range listed {
						kinds[m.Kind] = true
					}
				}
				countCoverage(s, &seen.shop, &seen.full, &seen.surprised, &seen.check, &seen.owed, &seen.lost)
			}
			s, _ = step(t, s, walk(seed, pick, listed))
		}
	}
	t.Logf("states checked: %+v", seen)
	for _, k := range trimmed {
		if !kinds[k] && k > LowerHaunted && k < FatigueCheck { // the Endeavor's (and Tactic) have tests of their own
			t.Errorf("no enriched state lists %v", k)
		}
	}
	if seen.shop == 0 || seen.full == 0 || seen.surprised == 0 || seen.check == 0 || seen.owed == 0 || seen.lost == 0 {
		t.Fatalf("the walk missed a kind of state: %+v", seen)
	}
}

// sureAreValid fails when Legal lists a move of a kind AppendLegal does
// not ask valid about (sure) that valid refuses.
func sureAreValid(t *testing.T, where string, s State, listed []Move) {
	t.Helper()
	for _, m := range listed {
		if sure[m.Kind] {
			if err := valid(s, m); err != nil {
				t.Fatalf("%s: Legal lists %v: %v", where, m, err)
			}
		}
	}
}

// legalIsValid fails unless legal holds exactly the moves of all that
// valid takes in s.
func legalIsValid(t *testing.T, where string, s State, legal, all []Move) {
	t.Helper()
	var want []Move
	for _, m := range all {
		if valid(s, m) == nil {
			want = append(want, m)
		}
	}
	if !sameMoves(legal, want) {
		t.Fatalf("%s: Legal lists %d moves, %d are valid:\nLegal %v\nvalid %v", where, len(legal), len(want), legal, want)
	}
}

// trim keeps the moves the oracle writes down: edition 0's and the trimmed kinds.
func trim(listed []Move) []Move {
	return slices.DeleteFunc(slices.Clone(listed), func(m Move) bool {
		return m.Kind > StartSession && !slices.Contains(trimmed, m.Kind)
	})
}

// enrich gives an edition 2 state what a random walk seldom reaches:
// every Specialization, some used, each seat another ethic, banks,
// kept rolls, favorability and delayed attacks.
func enrich(s State, i int) State {
	s = s.clone(true)
	n := len(s.Party)
	s.Specs, s.Spent, s.Banks, s.Marks = make([]uint32, n), make([]uint32, n), make([]Bank, n), make([]Marks, n)
	s.Favors = make([]int, MaxParty*MaxParty)
	for k := range s.Party {
		s.Party[k].Specialized = int(numSpecs)
		s.Party[k].Ethic = Ethic(1 + (k+i)%int(numEthics-1))
		s.Party[k].Dice[Head], s.Party[k].Dice[Hand], s.Party[k].Dice[Heart] = D8, D8, D8
		s.Party[k].Blessings = []int{2, 2, 2, 2, 5, 5}
		s.Specs[k] = 1<<numSpecs - 2
		if (k+i)%3 == 0 {
			s.Spent[k] = 1<<numSpecs - 2
		}
		s.Banks[k] = Bank{Boons: k % 2, Busts: (k + 1) % 2}
		s.Marks[k] = Marks{Kept: k % 3, Armed: Head, Analyzed: k % 3, Calmed: k%2 == 0}
		s.Favors[favorAt(k, (k+1)%n)] = k - 2
	}
	if n > 1 && i%12 == 0 {
		s.Traps = []Trap{{Seat: 0, Other: 1, Stat: Hurry}, {Seat: 1, Other: 0, Stat: Head, Ranks: 2}}
	}
	if e := s.Endeavor; e != nil {
		s.Pushing = e.Kind == Monstrous && i%24 == 0
		s.Group = (i/12)%5 - 2
		for k := range e.Racers {
			e.Racers[k].Fatigue = k % 2
		}
	}
	if c := s.Check; c != nil {
		c.Use = Head
		c.Attack = Attack((i / 12) % 3)
	}
	return s
}

// walk picks a random move, but on seeds 1, 4… a Blessing is gained
// three times in four, so that pools fill up, and on seeds 2, 5… the
// shop is sought half the time, so that characters go Lost and leave it.
func walk(seed uint64, pick *rand.Rand, legal []Move) Move {
	want := map[uint64][]func(Move) bool{
		1: {func(m Move) bool { return m.Kind == GainBlessing }},
		2: {
			func(m Move) bool { return m.Kind == LeaveLost },
			func(m Move) bool { return m.Kind == TakeUpgrade && m.Lifestyle == Lost },
			func(m Move) bool { return m.Kind == LowerHaunted || m.Kind == Darken || m.Kind == BankOne },
			func(m Move) bool { return m.Kind == StatUpgrade || m.Kind == Settle || m.Kind == Roll },
			func(m Move) bool { return m.Kind == EndSession || m.Kind == StartSession },
		},
	}[seed%3]
	if len(want) > 0 && pick.IntN(4) > 0 {
		for _, ok := range want {
			for _, i := range pick.Perm(len(legal)) {
				if ok(legal[i]) {
					return legal[i]
				}
			}
		}
	}
	return legal[pick.IntN(len(legal))]
}

func countCoverage(s State, shop, full, surprised, check, owed, lost *int) {
	switch {
	case s.Check != nil:
		*check++
	case s.Shop:
		*shop++
	}
	for _, c := range s.Party {
		if len(c.Blessings) == MaxBlessings {
			*full++
		}
		if c.Has(Surprised) {
			*surprised++
		}
		if c.Owed != [4]int{} {
			*owed++
		}
		if c.Lifestyle == Lost && c.LostSince < s.Session {
			*lost++
		}
	}
}

// sameMoves reports whether a and b hold the same moves, in any order
// (legal.golden and the golden records pin the order).
func sameMoves(a, b []Move) bool {
	less := func(x, y Move) int { return compareMoves(x, y) }
	a, b = slices.Clone(a), slices.Clone(b)
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}

func compareMoves(x, y Move) int {
	for _, d := range [][2]int{{int(x.Kind), int(y.Kind)}, {x.Seat, y.Seat}, {x.Other, y.Other},
		{int(x.Stat), int(y.Stat)}, {int(x.Use), int(y.Use)}, {int(x.Second), int(y.Second)},
		{x.Value, y.Value}, {int(x.Difficulty), int(y.Difficulty)}, {int(x.Attack), int(y.Attack)},
		{int(x.Flag), int(y.Flag)}, {b2i(x.On), b2i(y.On)}, {int(x.Condition), int(y.Condition)},
		{int(x.Upgrade), int(y.Upgrade)}, {int(x.Tag), int(y.Tag)}, {int(x.Lifestyle), int(y.Lifestyle)},
		{int(x.Ethic), int(y.Ethic)}, {int(x.Pay), int(y.Pay)}} {
		if d[0] != d[1] {
			return d[0] - d[1]
		}
	}
	return 0
}

// trimmed are the later editions' kinds whose candidates leave out what
// cannot be legal; the test holds them to valid too.
var trimmed = []MoveKind{ChooseSpec, RechargeSpec, Favor, Mischiefs, Defend,
	Analyze, Ascend, Harmonize, Determine, Insure, Shield, Resolve, SelfAccept, Attend, KeepCalm, UseCalm,
	BankCheck, CopyBlessing, FavorBanked, Favorability, CallFavor, SetTrap, AimTrap, Spring, DropTrap,
	FatigueCheck, Push, GroupMove, Share, Tactic}

// everyMove writes down every move of every kind, one past each field's
// range included, in canonical form (valid refuses stray fields).
func everyMove() []Move {
	var out []Move
	for _, k := range trimmed[:5] {
		for seat := range MaxParty + 1 {
			for other := range MaxParty + 1 {
				for v := range int(numSpecs) + 1 {
					out = append(out, Move{Kind: k, Seat: seat, Other: other, Value: v})
				}
			}
		}
	}
	out = append(out, everyMove2()...)
	add := func(m Move) {
		if m == canonical(m) {
			out = append(out, m)
		}
	}
	for k := AddCharacter; k <= StartSession; k++ {
		for seat := range MaxParty + 1 {
			for other := range MaxParty + 1 {
				for v := range 8 {
					for st := range numStats + 1 {
						everyDetail(Move{Kind: k, Seat: seat, Other: other, Value: v, Stat: st}, add)
					}
				}
			}
		}
	}
	slices.SortFunc(out, compareMoves)
	return slices.CompactFunc(out, func(x, y Move) bool { return x == y })
}

// everyMove2 writes down edition 2's moves: each field a kind reads over
// its range and one past it.
func everyMove2() []Move {
	var out []Move
	upTo := func(k MoveKind, f, n int) int {
		if moreFields[k]&f != 0 {
			return n
		}
		return 1
	}
	for _, k := range trimmed[5:] {
		for seat := range upTo(k, fSeat, MaxParty+1) {
			for other := range upTo(k, fOther, MaxParty+1) {
				for v := range upTo(k, fValue, MaxParty+1) {
					for st := range upTo(k, fStat, int(numStats)+1) {
						for nd := range upTo(k, fSecond, int(numStats)+1) {
							out = append(out, Move{Kind: k, Seat: seat, Other: other, Value: v, Stat: Stat(st), Second: Stat(nd)})
						}
					}
				}
			}
		}
	}
	out = append(out, Move{Kind: Favorability, Seat: 1, Value: -1}, Move{Kind: CallFavor, Other: 1, Value: MaxCall + 1})
	for v := -MaxTrackMove - 1; v <= MaxTrackMove+1; v++ { // the track's moves go further, and down
		out = append(out, Move{Kind: GroupMove, Value: v})
		for seat := range MaxParty + 1 {
			out = append(out, Move{Kind: Share, Seat: seat, Value: v})
			for other := range MaxParty + 1 {
				out = append(out, Move{Kind: Push, Seat: seat, Other: other, Value: v})
			}
		}
	}
	return out
}

// everyDetail varies the fields kind m.Kind reads besides seats, values
// and the first stat.
func everyDetail(m Move, add func(Move)) {
	switch m.Kind {
	case AddCharacter:
		for l := range numLifestyles + 1 {
			for e := range numEthics + 1 {
				m.Lifestyle, m.Ethic = l, e
				add(m)
			}
		}
	case AddCondition, RemoveCondition:
		for c := range numConditions + 1 {
			m.Condition = c
			add(m)
		}
	case BeginCheck:
		for u := range numStats + 1 {
			m.Use = u
			add(m)
		}
	case Spark, SparkUp:
		for u := range numStats + 1 {
			m.Second = u
			add(m)
		}
	case SetDifficulty:
		for d := range Complex + 2 {
			m.Difficulty = d
			add(m)
		}
	case SetAttack:
		for a := range NonViolent + 2 {
			m.Attack = a
			add(m)
		}
	case SetFlag:
		for f := range numFlags + 1 {
			m.Flag, m.On = f, false
			add(m)
			m.On = true
			add(m)
		}
	case StatUpgrade:
		for p := range PayDowngrade + 2 {
			for d := range numStats + 1 {
				m.Pay, m.Second = p, d
				add(m)
			}
		}
	case TakeUpgrade:
		for u := range NewEthic + 2 {
			m.Upgrade = u
			for l := range numLifestyles + 1 {
				m.Lifestyle = l
				add(m)
			}
			m.Lifestyle = 0
			for e := range numEthics + 1 {
				m.Ethic = e
				add(m)
			}
			m.Ethic = 0
		}
	case SkipUpgrade:
		for g := range Tag10 + 2 {
			m.Tag = g
			add(m)
		}
	case LeaveLost:
		for l := range numLifestyles + 1 {
			m.Lifestyle = l
			add(m)
		}
	default:
		add(m)
	}
}

// TestApplyLeavesEveryStateAlone plays two moves from the same state, as
// undo and the bots do: neither may change the state they came from or
// the other's result (State.clone shares pools between states).
func TestApplyLeavesEveryStateAlone(t *testing.T) {
	for seed := range uint64(7) {
		cfg := Config{Optional: Hex}
		if seed >= 3 {
			cfg = Config{Optional: Hex, Edition: min(int(seed)-2, Edition), Haze: true, Haunted: true, Hardy: true}
		}
		s := mustNew(t, cfg, seed)
		pick := rand.New(rand.NewPCG(seed, 5))
		for i := range 600 {
			if cfg.Edition >= 2 && i%40 == 20 {
				s = enrich(s, i) // what a walk seldom reaches: Specializations, ethics, traps
			}
			legal := Legal(s)
			was := deepCopy(s)
			a, _ := step(t, s, walk(seed, pick, legal))
			aWas := deepCopy(a)
			for range 3 {
				step(t, s, walk(seed, pick, legal))
			}
			if !reflect.DeepEqual(s, was) || !reflect.DeepEqual(a, aWas) {
				t.Fatalf("seed %d: a move changed another state", seed)
			}
			s = a
		}
	}
}

// deepCopy copies s sharing nothing, pools and by-seat lists included.
func deepCopy(s State) State {
	if s.Party != nil {
		s.Party = slices.Clone(s.Party)
		for i, c := range s.Party {
			s.Party[i].Blessings = append([]int(nil), c.Blessings...)
		}
	}
	if s.Check != nil {
		c := s.Check.clone()
		s.Check = &c
	}
	s.Specs, s.Spent, s.Banks, s.Hazes, s.Hauntings = slices.Clone(s.Specs), slices.Clone(s.Spent), slices.Clone(s.Banks), slices.Clone(s.Hazes), slices.Clone(s.Hauntings)
	s.Marks, s.Favors, s.FavorTemp, s.Traps = slices.Clone(s.Marks), slices.Clone(s.Favors), slices.Clone(s.FavorTemp), slices.Clone(s.Traps)
	s.Fatigued = slices.Clone(s.Fatigued)
	if s.Endeavor != nil {
		e := s.Endeavor.clone()
		s.Endeavor = &e
	}
	return s
}
