package recordtest

import (
	"testing"

	"lantern/rules/record"
)

// moments builds timelines of one adapter's records, with no events (the
// tests compare states; the journal's prefix is the record package's).
func moments[C any, M comparable, S any](a record.Adapter[C, M, S]) func(testing.TB, record.Record) (func(int) any, func(any) string, int) {
	return func(t testing.TB, r record.Record) (func(int) any, func(any) string, int) {
		t.Helper()
		apply := func(s S, m M) (S, []struct{}, error) {
			next, err := a.Apply(s, m)
			return next, nil, err
		}
		tl, err := record.NewTimeline(a, r, apply, func(_, _ S, _ M) string { return "" }, nil)
		if err != nil {
			t.Fatal(err)
		}
		at := func(n int) any {
			s, _ := tl.At(n)
			return s
		}
		return at, func(s any) string { return a.Summary(s.(S), r.Names, 0).Hash }, tl.Len()
	}
}

// Every moment of every game's timeline is the state its game reached
// after that many moves, asked for in any order: a kept state never
// shares memory that a later move changes.
func TestTimelineEveryGame(t *testing.T) {
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				var last record.Record
				var hashes []string
				g.play(t, seed, 400, func(r record.Record, hash string, _ any) {
					last, hashes = r, append(hashes, hash)
				})
				at, hash, n := g.moment(t, last)
				if n != len(hashes)-1 {
					t.Fatalf("seed %d: %d moves, played %d", seed, n, len(hashes)-1)
				}
				for _, i := range order(n) {
					if got := hash(at(i)); got != hashes[i] {
						t.Fatalf("seed %d: moment %d of %d is not the game after %d moves", seed, i, n, i)
					}
				}
			}
		})
	}
}

// order visits 0..n from the end back, then every third from the start.
func order(n int) []int {
	var out []int
	for i := n; i >= 0; i-- {
		out = append(out, i)
	}
	for i := 0; i <= n; i += 3 {
		out = append(out, i)
	}
	return out
}

// BenchmarkTimelineMoment times showing one moment of a long game (the
// longest record BenchmarkOpenLongest opens, 3,000 moves and more where
// the game runs that long): one kept state and the moves after it, what
// the timeline does each time its slider moves. make bench runs it.
func BenchmarkTimelineMoment(b *testing.B) {
	for _, g := range games {
		b.Run(g.id, func(b *testing.B) {
			at, _, n := g.moment(b, longest(b, g))
			b.ResetTimer()
			for i := range b.N {
				at(i * 997 % (n + 1))
			}
			b.ReportMetric(float64(n), "moves")
		})
	}
}
