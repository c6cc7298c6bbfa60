// Package luck weighs the dice a table rolled against what those dice give
// on average: "the dice hate us", answered with evidence.
//
// Each roll comes with its exact distribution, from the same odds code the
// game plays with, over the quantity that matters to the table (successes,
// a total, 9s over 8s), written so that a higher value is luckier. A Tally
// adds rolls up: what came up in all, and the distribution of that sum over
// every table that made the same rolls. Its Percentile says where the table
// stands among them; Band is the middle half of them, "what the dice give
// half the time".
//
// The sum's distribution is the exact convolution of the rolls' while it
// stays small, and the normal curve with the summed mean and variance
// beyond that (hundreds of rolls, where the two agree closely).
package luck

import (
	"math"
	"strconv"
)

// Dist is a roll's chance of each value 0, 1, 2…: the whole distribution,
// summing to 1.
type Dist []float64

// Binomial is the number of successes of n dice that each succeed with
// chance p.
func Binomial(n int, p float64) Dist {
	d := Dist{1}
	for range n {
		d = d.Plus(Dist{1 - p, p})
	}
	return d
}

// Uniform is one fair die of sides faces, valued 1…sides.
func Uniform(sides int) Dist {
	d := make(Dist, sides+1)
	for v := 1; v <= sides; v++ {
		d[v] = 1 / float64(sides)
	}
	return d
}

// Plus is the distribution of the sum of two independent values.
func (d Dist) Plus(e Dist) Dist {
	if len(d) == 0 || len(e) == 0 {
		return nil
	}
	out := make(Dist, len(d)+len(e)-1)
	for i, p := range d {
		if p == 0 {
			continue
		}
		for j, q := range e {
			out[i+j] += p * q
		}
	}
	return out
}

// Moments are the mean and variance.
func (d Dist) Moments() (mean, variance float64) {
	for v, p := range d {
		mean += p * float64(v)
	}
	for v, p := range d {
		variance += p * (float64(v) - mean) * (float64(v) - mean)
	}
	return mean, variance
}

// exactBins is the longest sum kept exactly. Past it a Tally uses the
// normal curve: by then the sum is of so many rolls that the curve is
// close, and convolving would cost more than a frame per roll.
const exactBins = 2048

// Tally adds up rolls. The zero Tally has no rolls.
type Tally struct {
	Rolls     int
	Got       float64 // the sum of what came up
	Mean, Var float64 // of the sum, over every table making the same rolls
	sum       Dist    // the sum's exact distribution while short; nil past exactBins
	approx    bool
}

// Add counts one roll of distribution d that came up got. A roll whose
// outcome was certain changes nothing but the count.
func (t *Tally) Add(d Dist, got int) {
	m, v := d.Moments()
	t.Rolls++
	t.Got += float64(got)
	t.Mean += m
	t.Var += v
	switch {
	case t.approx:
	case t.sum == nil:
		t.sum = append(Dist(nil), d...)
	case len(t.sum)+len(d) > exactBins:
		t.sum, t.approx = nil, true
	default:
		t.sum = t.sum.Plus(d)
	}
}

// Percentile is the share of tables making the same rolls that did worse
// than this one, counting ties as half (so a fair table reads 50 % on
// average): 0.08 means only 8 % of tables were unluckier.
func (t Tally) Percentile() float64 {
	if t.Var <= 0 {
		return 0.5
	}
	if !t.approx {
		below, at := 0.0, 0.0
		g := int(math.Round(t.Got))
		for v, p := range t.sum {
			if v < g {
				below += p
			} else if v == g {
				at = p
			}
		}
		return below + at/2
	}
	return normal((t.Got - t.Mean) / math.Sqrt(t.Var))
}

// Band is the middle half of what tables making the same rolls get: from
// the lower to the upper quartile of the sum.
func (t Tally) Band() (lo, hi float64) {
	if t.approx {
		sd := math.Sqrt(t.Var)
		return t.Mean - 0.6745*sd, t.Mean + 0.6745*sd
	}
	lo, hi = -1, -1
	c := 0.0
	for v, p := range t.sum {
		c += p
		if lo < 0 && c >= 0.25 {
			lo = float64(v)
		}
		if hi < 0 && c >= 0.75-1e-9 {
			hi = float64(v)
		}
	}
	return max(lo, 0), max(hi, 0)
}

// Unusual says whether the table's luck is past what nineteen tables in
// twenty see, either way: a two-sided test at the 5 % level, the point at
// which a loaded die is worth a look.
func (t Tally) Unusual() bool {
	p := t.Percentile()
	return p < 0.025 || p > 0.975
}

// Say is the verdict in words, what being the quantity ("successes").
// When higher is better, the verdict speaks of luck; otherwise (a roll on
// a table of events, neither good nor bad) of higher and lower.
func (t Tally) Say(what string, better bool) string {
	if t.Var <= 0 {
		return "No dice to weigh yet."
	}
	p := t.Percentile()
	if p >= 0.25 && p <= 0.75 {
		return "Luck was normal: your " + what + " were within what the dice give half the time."
	}
	low, share := "lowest", p
	if p > 0.5 {
		low, share = "highest", 1-p
	}
	if better && low == "lowest" {
		low = "unluckiest"
	} else if better {
		low = "luckiest"
	}
	s := "Your " + what + " were in the " + low + " " + strconv.Itoa(int(math.Ceil(share*100))) + " % of tables like yours"
	if t.Unusual() {
		return s + ": fewer than one table in forty sees that."
	}
	return s + "."
}

// normal is the standard normal distribution function.
func normal(z float64) float64 { return 0.5 * math.Erfc(-z/math.Sqrt2) }
