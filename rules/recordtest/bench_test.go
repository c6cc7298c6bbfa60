package recordtest

import (
	"sync"
	"testing"

	"lantern/rules/record"
)

// BenchmarkOpenLongest times opening (one replay and its fingerprint
// check, as a game page does) the longest record each game allows: for
// Humanity, Blessed, whose campaigns never end, a full party of eight
// playing random moves up to the game's cap; for the others, which end by
// themselves long before their caps, the longest of 20 random games.
// make bench runs it natively and in Chromium (e2e BenchmarkOpenLongestChromium).
func BenchmarkOpenLongest(b *testing.B) {
	for _, g := range games {
		b.Run(g.id, func(b *testing.B) {
			r := longest(b, g)
			n := movesOf(b, r)
			b.ResetTimer()
			for range b.N {
				if _, err := record.Load(r); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "moves") // after ResetTimer, which drops metrics
		})
	}
}

var (
	longestMu  sync.Mutex
	longestRec = map[string]record.Record{}
)

// longest builds (once per game) the longest record described above.
func longest(b *testing.B, g game) record.Record {
	longestMu.Lock()
	defer longestMu.Unlock()
	if r, ok := longestRec[g.id]; ok {
		return r
	}
	game, _ := record.Lookup(g.id)
	var best record.Record
	seeds := 20
	if g.id == "blessed" {
		seeds = 1
	}
	for seed := range seeds {
		var last record.Record
		g.play(b, uint64(seed)+1, 1<<30, func(r record.Record, _ string, _ any) { last = r })
		if len(last.Moves) > len(best.Moves) {
			best = last
		}
	}
	if _, err := game.Load(best); err != nil {
		b.Fatal(err)
	}
	longestRec[g.id] = best
	return best
}

func movesOf(b *testing.B, r record.Record) int {
	sum, err := record.Load(r)
	if err != nil {
		b.Fatal(err)
	}
	return sum.Moves
}
