package luck

import (
	"math"
	"strings"
	"testing"

	"lantern/rules/rng"
)

// table simulates one table's night: rolls of pools of dice that each
// succeed with chance real, weighed as if each succeeded with chance 1/2.
func table(r *rng.Source, pools []int, real float64) Tally {
	var t Tally
	for _, n := range pools {
		got := 0
		for range n {
			if float64(r.Intn(1_000_000)) < real*1_000_000 {
				got++
			}
		}
		t.Add(Binomial(n, 0.5), got)
	}
	return t
}

var night = []int{3, 4, 5, 2, 6, 3, 4, 4, 5, 3, 2, 4, 6, 5, 3, 4, 3, 5, 4, 4} // 79 dice

func TestFairDiceReadAsNormalLuck(t *testing.T) {
	r := rng.New(1)
	const tables = 4000
	normal, unusual := 0, 0
	for range tables {
		tl := table(&r, night, 0.5)
		if strings.HasPrefix(tl.Say("successes", true), "Luck was normal") {
			normal++
		}
		if tl.Unusual() {
			unusual++
		}
	}
	// Half of fair tables sit in the middle half (a little more: ties at
	// the quartiles count as inside), one in twenty is unusual.
	if f := float64(normal) / tables; f < 0.48 || f > 0.60 {
		t.Errorf("fair dice read normal at %.3f of tables, want about half", f)
	}
	if f := float64(unusual) / tables; f < 0.03 || f > 0.07 {
		t.Errorf("fair dice read unusual at %.3f of tables, want about 5 %%", f)
	}
}

func TestLoadedDiceAreCaught(t *testing.T) {
	r := rng.New(2)
	pools := append(append(append([]int(nil), night...), night...), night...) // 237 dice
	caught := 0
	for range 200 {
		tl := table(&r, pools, 0.38) // a die that shows 4+ on 38 % of rolls
		if tl.Unusual() && tl.Percentile() < 0.5 {
			caught++
		}
	}
	// The mean falls 28 dice short, over 3.6 standard deviations.
	if caught < 190 {
		t.Errorf("a loaded die was caught at %d of 200 tables, want at least 190", caught)
	}
}

func TestExactAndNormalAgree(t *testing.T) {
	var exact Tally
	for range 60 {
		exact.Add(Uniform(10), 7)
	}
	approx := exact
	approx.approx, approx.sum = true, nil
	if d := math.Abs(exact.Percentile() - approx.Percentile()); d > 0.01 {
		t.Errorf("exact %.4f, normal %.4f", exact.Percentile(), approx.Percentile())
	}
	lo, hi := exact.Band()
	alo, ahi := approx.Band()
	if math.Abs(lo-alo) > 1 || math.Abs(hi-ahi) > 1 {
		t.Errorf("band exact %v–%v, normal %.1f–%.1f", lo, hi, alo, ahi)
	}
}

func TestALongNightSwitchesToTheCurve(t *testing.T) {
	var tl Tally
	for range 40 {
		tl.Add(Uniform(100), 50)
	}
	if !tl.approx || tl.Rolls != 40 || tl.Mean != 40*50.5 {
		t.Errorf("after 40 d100: approx %v, rolls %d, mean %v", tl.approx, tl.Rolls, tl.Mean)
	}
}

func TestSay(t *testing.T) {
	one := func(d Dist, got int) Tally {
		var t Tally
		t.Add(d, got)
		return t
	}
	for _, c := range []struct {
		t      Tally
		better bool
		want   string
	}{
		{Tally{}, true, "No dice to weigh yet."},
		{one(Binomial(4, 0.5), 2), true, "Luck was normal: your successes were within what the dice give half the time."},
		// 1 success of 4: below 5/16, at 4/16: 3/16 = 18.75 %.
		{one(Binomial(4, 0.5), 1), true, "Your successes were in the unluckiest 19 % of tables like yours."},
		{one(Binomial(10, 0.5), 0), true, "Your successes were in the unluckiest 1 % of tables like yours: fewer than one table in forty sees that."},
		{one(Binomial(4, 0.5), 4), true, "Your successes were in the luckiest 4 % of tables like yours."},
		{one(Binomial(4, 0.5), 3), false, "Your successes were in the highest 19 % of tables like yours."},
	} {
		if got := c.t.Say("successes", c.better); got != c.want {
			t.Errorf("got %q\nwant %q", got, c.want)
		}
	}
}

func TestBinomialMoments(t *testing.T) {
	m, v := Binomial(7, 0.5).Moments()
	if math.Abs(m-3.5) > 1e-12 || math.Abs(v-1.75) > 1e-12 {
		t.Errorf("Binomial(7, ½): mean %v, variance %v", m, v)
	}
}
