//go:build js && wasm

package store

import (
	"context"
	"slices"
	"testing"
	"time"
)

// BenchmarkAutosave times Put of a save the size of a complete Hope game's
// (a ~110-byte record plus its meta) into IndexedDB: what every move costs.
// Besides ns/op it reports the 50th and 95th percentile in milliseconds;
// the e2e suite runs it in Chromium (make bench). Each Put writes over
// the revision the last one stored, as an autosave does.
func BenchmarkAutosave(b *testing.B) {
	ctx := context.Background()
	s, err := OpenIDB(ctx, "bench-autosave")
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	v := Save{Meta: Meta{ID: "bench", Game: "hope", Title: "Mara, Ode, Ike, Sol, Wren",
		Players: []string{"Mara", "Ode", "Ike", "Sol", "Wren"}, Progress: "Round 3 of 5"}, Record: make([]byte, 110)}
	if cur, err := s.Get(ctx, v.ID); err == nil {
		v.Rev = cur.Rev // b.N grows over runs on one database
	}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		v.Updated, v.Record[i%110] = int64(i), byte(i)
		start := time.Now()
		if err := s.Put(ctx, v); err != nil {
			b.Fatal(err)
		}
		v.Rev++ // as a game screen does after each save
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(times)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(times[len(times)/2]), "p50-ms")
	b.ReportMetric(ms(times[len(times)*95/100]), "p95-ms")
}
