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

// BenchmarkLegalEndeavor measures Legal for an edition-1 table of eight
// (two of them the game master's) in a Monstrous Endeavor's turns.
func BenchmarkLegalEndeavor(b *testing.B) {
	s := mustNew(b, Config{Optional: Hex, Edition: Edition}, 1)
	for range MaxParty - 2 {
		s, _ = step(b, s, add(Heart, Eager, ViceVirtue))
	}
	s, _ = step(b, s, Move{Kind: AddNPC, Stat: Hurt})
	s, _ = step(b, s, Move{Kind: AddNPC, Stat: Hurt})
	s, _ = step(b, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	for i := range MaxParty {
		m := Move{Kind: JoinEndeavor, Seat: i}
		if s.NPC(i) {
			m.Value = 12
		}
		s, _ = step(b, s, m)
	}
	for i := range MaxParty {
		s, _ = step(b, s, Move{Kind: PositionRoll, Seat: i, Stat: Hurt})
	}
	b.ResetTimer()
	for range b.N {
		Legal(s)
	}
}
