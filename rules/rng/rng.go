// Package rng is Lantern's seeded random generator. Its whole state is one
// exported uint64, so it lives inside a game's State, is copied with it, and
// encodes with it: the same seed and the same moves give the same game on
// every platform and every Go version, because the algorithm (SplitMix64) and
// the mappings to dice and shuffles below are ours, not the standard library's.
package rng

// Source is a SplitMix64 generator. The zero value is a valid generator.
// Methods take a pointer and advance State; copy the value to fork it.
type Source struct {
	State uint64 `msgpack:"s"`
}

// New returns a generator seeded with seed.
func New(seed uint64) Source { return Source{State: seed} }

// Uint64 returns the next 64 pseudo-random bits.
func (r *Source) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0, which is a
// programming error, never a player's. Rejection sampling keeps it unbiased.
func (r *Source) Intn(n int) int {
	if n <= 0 {
		panic("rng: Intn with n <= 0")
	}
	bound := uint64(n)
	limit := -bound % bound // 2^64 mod n: values below it would bias the result
	for {
		v := r.Uint64()
		if v >= limit {
			return int(v % bound)
		}
	}
}

// Die returns a roll of a die with the given number of sides, 1..sides.
func (r *Source) Die(sides int) int { return r.Intn(sides) + 1 }

// Shuffle permutes n elements with Fisher–Yates, calling swap(i, j).
func (r *Source) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		swap(i, j)
	}
}
