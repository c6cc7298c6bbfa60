package blessed

import (
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
	for seed := range uint64(8) {
		cfg := Config{Optional: Hex}
		if seed >= 4 { // later editions list more kinds, after these
			cfg = Config{Optional: Hex, Edition: 1, Haze: true, Haunted: true}
		}
		s := mustNew(t, cfg, seed)
		pick := rand.New(rand.NewPCG(seed, 3))
		for i := range 1000 {
			listed := Legal(s)
			legal := slices.DeleteFunc(slices.Clone(listed), func(m Move) bool {
				return m.Kind > StartSession && !slices.Contains(trimmed, m.Kind)
			})
			if i%6 == 0 {
				var want []Move
				for _, m := range all {
					if valid(s, m) == nil {
						want = append(want, m)
					}
				}
				if !sameMoves(legal, want) {
					t.Fatalf("seed %d move %d: Legal lists %d moves, %d are valid:\nLegal %v\nvalid %v", seed, i, len(legal), len(want), legal, want)
				}
				countCoverage(s, &seen.shop, &seen.full, &seen.surprised, &seen.check, &seen.owed, &seen.lost)
			}
			s, _ = step(t, s, walk(seed, pick, listed))
		}
	}
	t.Logf("states checked: %+v", seen)
	if seen.shop == 0 || seen.full == 0 || seen.surprised == 0 || seen.check == 0 || seen.owed == 0 || seen.lost == 0 {
		t.Fatalf("the walk missed a kind of state: %+v", seen)
	}
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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// trimmed are the later editions' kinds whose candidates leave out what
// cannot be legal; the test holds them to valid too.
var trimmed = []MoveKind{ChooseSpec, RechargeSpec, Favor, Mischiefs, Defend}

// everyMove writes down every move of every kind, one past each field's
// range included, in canonical form (valid refuses stray fields).
func everyMove() []Move {
	var out []Move
	for _, k := range trimmed {
		for seat := range MaxParty + 1 {
			for other := range MaxParty + 1 {
				for v := range 8 {
					out = append(out, Move{Kind: k, Seat: seat, Other: other, Value: v})
				}
			}
		}
	}
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
	for seed := range uint64(6) {
		cfg := Config{Optional: Hex}
		if seed >= 3 {
			cfg = Config{Optional: Hex, Edition: 1, Haze: true, Haunted: true, Hardy: true}
		}
		s := mustNew(t, cfg, seed)
		pick := rand.New(rand.NewPCG(seed, 5))
		for range 600 {
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
	if s.Endeavor != nil {
		e := s.Endeavor.clone()
		s.Endeavor = &e
	}
	s.Specs, s.Spent, s.Banks = slices.Clone(s.Specs), slices.Clone(s.Spent), slices.Clone(s.Banks)
	s.Hazes, s.Hauntings = slices.Clone(s.Hazes), slices.Clone(s.Hauntings)
	return s
}
