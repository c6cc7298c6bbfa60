package blessed

import "testing"

// BenchmarkLegalFullParty measures Legal for eight characters, which a
// replay calls once per move.
func BenchmarkLegalFullParty(b *testing.B) {
	s := mustNew(b, Config{Optional: Hex}, 1)
	for range MaxParty {
		s, _ = step(b, s, add(Heart, Eager, ViceVirtue))
	}
	s = bless(s, 3, 1, 2, 3, 4, 5, 6)
	b.ResetTimer()
	for range b.N {
		Legal(s)
	}
}
