package lab

import (
	"errors"
	"math"
	"slices"
	"testing"
)

func TestWilson(t *testing.T) {
	tests := []struct {
		wins, n int
		lo, hi  float64
	}{
		{0, 0, 0, 1},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{50, 100, 0.4038, 0.5962},
		{1, 3, 0.0615, 0.7923},
	}
	for _, tt := range tests {
		lo, hi := Wilson(tt.wins, tt.n)
		if math.Abs(lo-tt.lo) > 1e-4 || math.Abs(hi-tt.hi) > 1e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f, %.4f; want %.4f, %.4f", tt.wins, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestTally(t *testing.T) {
	var tl Tally
	for _, o := range []Outcome{{Won: true, Length: 5}, {Length: 2, Cause: 2}, {Length: 3, Cause: 2}, {Length: 4}} {
		tl.Add(o)
	}
	if p, lo, hi := tl.Rate(); tl.Games != 4 || tl.Wins != 1 || p != 0.25 || lo >= p || hi <= p {
		t.Errorf("rate %v (%v–%v) of %+v", p, lo, hi, tl)
	}
	if m := tl.Median(); m != 3 {
		t.Errorf("median %d, want 3", m)
	}
	if len(tl.Causes) != 3 || tl.Causes[0] != 1 || tl.Causes[2] != 2 {
		t.Errorf("causes %v", tl.Causes)
	}
}

// A run plays each seed on both sides, hands games its Tick (or one that
// never stops), stops when told to, gives up a game it stopped in the
// middle without counting it, and stops for good at its end or at an
// error.
func TestRun(t *testing.T) {
	var seen []uint64
	ticks := 0
	r := Run{Games: 3, Seed: 10, Tick: func() bool { ticks++; return false }, Sim: func(seed uint64, variant bool, tick func() bool) (Outcome, error) {
		seen = append(seen, seed)
		tick()
		return Outcome{Won: variant}, nil
	}}
	r.Step(func() bool { return true })
	if r.Done() != 2 || r.Over() {
		t.Fatalf("one step played %d games", r.Done())
	}
	r.Step(func() bool { return false })
	if !r.Over() || r.Std.Wins != 0 || r.Var.Wins != 3 || len(seen) != 6 {
		t.Fatalf("run %+v", r)
	}
	if want := []uint64{10, 10, 11, 11, 12, 12}; !slices.Equal(seen, want) || ticks != 6 {
		t.Errorf("seeds %v, want %v", seen, want)
	}
	bad := Run{Games: 5, Sim: func(_ uint64, _ bool, tick func() bool) (Outcome, error) {
		tick()
		return Outcome{}, errors.New("stuck")
	}}
	bad.Step(func() bool { return false })
	if !bad.Over() || bad.Err == nil || bad.Done() != 0 {
		t.Errorf("failed run %+v", bad)
	}

	// Stopped in the middle of game 2's house-rule side: game 1 counts on
	// both sides, game 2 on neither, and the run is neither over nor
	// failed.
	stopped := false
	cut := Run{Games: 5, Tick: func() bool { return stopped }, Sim: func(seed uint64, variant bool, tick func() bool) (Outcome, error) {
		stopped = seed == 1 && variant
		if tick() {
			return Outcome{}, ErrStopped
		}
		return Outcome{Won: true}, nil
	}}
	cut.Step(func() bool { return false })
	if cut.Std.Games != 1 || cut.Var.Games != 1 || cut.Over() || cut.Err != nil {
		t.Errorf("stopped run %+v", cut)
	}
}
