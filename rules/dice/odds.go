package dice

import "math/big"

// HopeSuccess is the chance one Hope Inhumanity die succeeds: 4, 5 or 6 on a
// six-sider (HI-12).
var HopeSuccess = big.NewRat(1, 2)

// AtLeast returns the exact chance that n dice, each succeeding on its own
// with chance p, show at least k successes. It sums the binomial tail with
// rationals so the odds the table sees are never rounded before display.
// k <= 0 is certain (HI-13: a hardship of 0 needs no roll); k > n is
// impossible.
func AtLeast(n, k int, p *big.Rat) *big.Rat {
	if k <= 0 {
		return big.NewRat(1, 1)
	}
	if n < k {
		return new(big.Rat)
	}
	q := new(big.Rat).Sub(big.NewRat(1, 1), p)
	sum := new(big.Rat)
	for i := k; i <= n; i++ {
		term := new(big.Rat).SetInt(new(big.Int).Binomial(int64(n), int64(i)))
		term.Mul(term, pow(p, i))
		term.Mul(term, pow(q, n-i))
		sum.Add(sum, term)
	}
	return sum
}

// Percent is AtLeast as a percentage for display (0–100).
func Percent(n, k int, p *big.Rat) float64 {
	f, _ := AtLeast(n, k, p).Float64()
	return 100 * f
}

func pow(x *big.Rat, e int) *big.Rat {
	r := big.NewRat(1, 1)
	for range e {
		r.Mul(r, x)
	}
	return r
}
