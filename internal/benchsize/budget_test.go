//go:build !wasm

package main

import (
	"strings"
	"testing"
	"time"
)

// The budget judges the platform and each game, not the whole app: an app
// far over the old 1.25 ratio passes when its parts are in budget, and one
// under it fails when a part is over.
func TestVerdict(t *testing.T) {
	ms := time.Millisecond
	hello := starts{paint: 1000 * ms, tap: 2000 * ms, offline: 1000 * ms}
	games := func(added ...int) []gameSize {
		var g []gameSize
		for i, a := range added {
			g = append(g, gameSize{id: []string{"hope", "harrowing", "hunt", "blessed"}[i], added: a})
		}
		return g
	}
	tests := []struct {
		name string
		f    figures
		over []string // a part of each message, none to pass
	}{
		{"parts in budget, whole app at 1.6", figures{hello: 1000, platform: 1180, app: 1600, games: games(207, 152, 98, 98)}, nil},
		{"every game at its cap", figures{hello: 1000_000, platform: 1100_000, app: 2100_000, games: games(250_000, 250_000, 250_000, 250_000)}, nil},
		{"platform at its cap", figures{hello: 1000, platform: 1250, app: 1300}, nil},
		{"platform over, whole app at 1.3", figures{hello: 1000, platform: 1260, app: 1300}, []string{"platform alone is 1.260"}},
		{"one game over", figures{hello: 1000_000, platform: 1000_000, app: 1300_000, games: games(100_000, 250_001)}, []string{"harrowing adds 250 KB"}},
		{"start at its targets", figures{hello: 1, platform: 1, app: 1, lantern: starts{paint: 1100 * ms, tap: 2400 * ms, offline: 1300 * ms}}, nil},
		{"slow first paint", figures{hello: 1, platform: 1, app: 1, lantern: starts{paint: 1101 * ms, tap: 2000 * ms, offline: 1000 * ms}}, []string{"first paint"}},
		{"slow first tap", figures{hello: 1, platform: 1, app: 1, lantern: starts{paint: 1000 * ms, tap: 2401 * ms, offline: 1000 * ms}}, []string{"first working tap"}},
		{"slow offline restart", figures{hello: 1, platform: 1, app: 1, lantern: starts{paint: 1000 * ms, tap: 2000 * ms, offline: 1301 * ms}}, []string{"offline restart"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.f
			f.helloStart = hello
			if f.lantern == (starts{}) {
				f.lantern = hello
			}
			got := verdict(f)
			if len(got) != len(tt.over) {
				t.Fatalf("verdict = %q, want %d over budget", got, len(tt.over))
			}
			for i, want := range tt.over {
				if !strings.Contains(got[i], want) {
					t.Errorf("verdict[%d] = %q, want it to say %q", i, got[i], want)
				}
			}
		})
	}
}
