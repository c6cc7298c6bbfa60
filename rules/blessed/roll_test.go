package blessed

import (
	"slices"
	"testing"

	"lantern/rules/rng"
)

func TestRollDieBumps(t *testing.T) {
	for _, z := range Sizes {
		t.Run(z.String(), func(t *testing.T) {
			r := rng.New(uint64(z))
			bumped := 0
			for range 2000 {
				f := rollDie(&r, z, true)
				last := f[len(f)-1]
				if last == 1 || last > int(z) || slices.ContainsFunc(f[:len(f)-1], func(x int) bool { return x != 1 }) {
					t.Fatalf("faces %v: only 1s may come before the last face, which is 2–%d", f, z)
				}
				if len(f) > 1 {
					bumped++
				}
			}
			// About 1 in z first faces is a 1.
			if want := 2000 / int(z); bumped < want/2 || bumped > want*2 {
				t.Errorf("%d bumps in 2000, expected about %d", bumped, want)
			}
		})
	}
}

func TestRollDieWithoutBump(t *testing.T) {
	r := rng.New(9)
	for range 500 {
		if f := rollDie(&r, D2, false); len(f) != 1 || f[0] < 1 || f[0] > 2 {
			t.Fatalf("a d2 that cannot bump rolled %v", f)
		}
	}
}

func TestRollGroupBumpsTogether(t *testing.T) {
	r := rng.New(4)
	sizes := []Size{D4, D4}
	again := 0
	for range 2000 {
		f := rollGroup(&r, sizes, true)
		if len(f)%2 != 0 {
			t.Fatalf("group faces %v not in pairs", f)
		}
		for i := 0; i < len(f); i += 2 {
			one := f[i] == 1 || f[i+1] == 1
			if last := i+2 == len(f); one == last {
				t.Fatalf("faces %v: the group rolls again exactly when a throw shows a 1", f)
			}
		}
		if len(f) > 2 {
			again++
		}
	}
	// Two d4s show a 1 7 times in 16.
	if again < 750 || again > 1000 {
		t.Errorf("%d rerolls in 2000, expected about 875", again)
	}
}

func TestRollBlessingsBump(t *testing.T) {
	r := rng.New(12)
	extra := 0
	for range 3000 {
		got := rollBlessings(&r)
		for i, v := range got {
			if v < 1 || v > 6 || (v == 1) == (i == len(got)-1) {
				t.Fatalf("blessings %v: each 1 stays and brings another, the last is 2–6", got)
			}
		}
		extra += len(got) - 1
	}
	if extra < 450 || extra > 750 {
		t.Errorf("%d extra Blessings in 3000 gains, expected about 600", extra)
	}
}

// HB-22: a pool stops at MaxBlessings, however the Blessings come. One
// short link once held 20,000 "gain a Blessing" moves and the pool grew
// without bound.
func TestBlessingsStopAtTheCap(t *testing.T) {
	s := party(t, Config{}, 9, add(Heart, Eager, ViceVirtue), add(Head, Carefree, ViceVirtue))
	gain := Move{Kind: GainBlessing, Seat: 0}
	for range 200 {
		next, _, err := Apply(s, gain)
		if err != nil {
			break
		}
		s = next
	}
	if n := len(s.Party[0].Blessings); n != MaxBlessings {
		t.Fatalf("after gaining until refused, the pool holds %d; want %d", n, MaxBlessings)
	}
	v := s.Party[0].Blessings[0]
	s.Party[1].Blessings = []int{v}
	refused(t, s, Move{Kind: StealBlessing, Seat: 0, Other: 1, Value: v})
	refused(t, s, Move{Kind: GiveBlessing, Seat: 1, Other: 0, Value: v})
}
