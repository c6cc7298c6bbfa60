package dice

// MaxOddsDice is the most dice HalfTail counts: every binomial
// coefficient of 62 dice, times the next factor, still fits in a uint64.
// No pool in Lantern comes near it.
const MaxOddsDice = 62

// HalfTail counts, of the 2^n equally likely outcomes of n dice that each
// succeed half the time (a Hope Inhumanity die on 4, 5 or 6, HI-12), those
// showing at least k successes. k <= 0 counts them all (HI-13: a hardship
// of 0 needs no roll); k > n counts none. n is clamped to 0…MaxOddsDice.
// Whole numbers keep the odds exact: nothing is rounded before display.
func HalfTail(n, k int) uint64 {
	n = min(max(n, 0), MaxOddsDice)
	var sum uint64
	c := uint64(1) // C(n, i)
	for i := 0; i <= n; i++ {
		if i >= k {
			sum += c
		}
		c = c * uint64(n-i) / uint64(i+1)
	}
	return sum
}

// Percent is HalfTail as a percentage of all outcomes (0–100), for display.
func Percent(n, k int) float64 {
	n = min(max(n, 0), MaxOddsDice)
	return 100 * float64(HalfTail(n, k)) / float64(uint64(1)<<n)
}
