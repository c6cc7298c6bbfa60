package hunt

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules"
)

func TestLegalOrderGolden(t *testing.T) {
	var b strings.Builder
	s := withTools(t, MiningTools, HerbTools)
	fmt.Fprintf(&b, "placing with both tools: %v\n", Legal(s))
	s, _ = step(t, s, Move{Kind: Place, Card: Herb, Space: 8})
	fmt.Fprintf(&b, "after placing Herb Gathering: %v\n", Legal(s))
	s, _ = step(t, s, Move{Kind: Begin})
	fmt.Fprintf(&b, "hunting on Start: %v\n", Legal(s))
	golden.Check(t, filepath.Join("testdata", "legal.golden"), []byte(b.String()))
}

// script plays a whole hunt, choosing among legal moves by a fixed pattern,
// and returns the moves made.
func script(t *testing.T, cfg Config, seed uint64) ([]Move, State, []Event) {
	t.Helper()
	s := mustNew(t, cfg, seed)
	var moves []Move
	var events []Event
	for i := 0; s.Phase != Over; i++ {
		l := Legal(s)
		if due, ok := Due(s); ok {
			l = []Move{due} // the hand edits have tests of their own
		} else if s.Waiting() {
			l = l[:len(l)-1] // not the dice switch
		}
		m := l[(i*7+int(seed))%len(l)]
		var ev []Event
		s, ev = step(t, s, m)
		moves = append(moves, m)
		events = append(events, ev...)
	}
	return moves, s, events
}

func scripted(t *testing.T) []Config {
	var out []Config
	for lvl := 1; lvl <= 3; lvl++ {
		tm := team(4)
		tm[lvl%4].Gear = []string{MiningTools, HerbTools}
		cfg, err := Setup(tm, "gloam-moth", lvl)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, cfg)
	}
	return out
}

// The golden log pins every roll of whole hunts: the same file must match
// natively and under GOOS=js GOARCH=wasm, so records replay identically on
// every platform.
func TestReplayGolden(t *testing.T) {
	var b strings.Builder
	for i, cfg := range scripted(t) {
		seed := uint64(1000 + i)
		moves, end, events := script(t, cfg, seed)
		fmt.Fprintf(&b, "== level %d, seed %d, %d moves\n", cfg.Level, seed, len(moves))
		for _, e := range events {
			fmt.Fprintf(&b, "%s\n", e.Text)
		}
		fmt.Fprintf(&b, "-- at %d, monster %d, resources %v, rng %d\n", end.At, end.Monster, end.Resources, end.RNG.State)

		start := mustNew(t, cfg, seed)
		again, evAgain, err := rules.Replay(start, moves, Apply)
		if err != nil || len(evAgain) != len(events) || fmt.Sprint(again) != fmt.Sprint(end) {
			t.Fatalf("replay of level %d differs: %v", cfg.Level, err)
		}
	}
	golden.Check(t, filepath.Join("testdata", "replay.golden"), []byte(b.String()))
}
