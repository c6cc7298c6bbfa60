package bot

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/harrowing"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// wonR2 are bot games won under rules revision 2, one per circle, so the
// bosses as revision 2 played them are replayed: testdata/r2/*.rec were
// written once (with -update, when missing) and are never rewritten (G-02).
var wonR2 = []struct {
	name string
	cfg  harrowing.Config
}{
	{"won-i", harrowing.Config{Sins: [][7]int8{{2, 3, 2, 3, 2, 3, 2}, {3, 2, 3, 2, 3, 2, 3}}}},
	{"won-ii", harrowing.Config{Sins: [][7]int8{{2, 3, 2, 3, 2, 3, 2}, {3, 2, 3, 2, 3, 2, 3}}, Circle: "II", Unlocked: []int{1, 2, 3, 4, 5, 7}, Game: 3}},
}

func TestRevision2BotGamesPlayAsTheyDid(t *testing.T) {
	var out strings.Builder
	for _, g := range wonR2 {
		path := filepath.Join("testdata", "r2", g.name+".rec")
		if _, err := os.Stat(path); err != nil && golden.Updating() {
			writeWon(t, path, g.cfg)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := record.Unmarshal(b)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := harrowing.Adapter.Load(r); err != nil {
			t.Fatalf("%s: %v", g.name, err)
		}
		s, moves, err := harrowing.Adapter.Replay(r)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s seed %d: %d moves, %s, Bane %d, manifested %v\n", g.name, r.Seed, len(moves), s.Result, s.Bane, s.Manifested)
	}
	golden.Check(t, filepath.Join("testdata", "r2", "won.golden"), []byte(out.String()))
}

// writeWon records the first seed's bot game that is won.
func writeWon(t *testing.T, path string, cfg harrowing.Config) {
	t.Helper()
	for seed := range uint64(30) {
		s, err := harrowing.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		var moves []harrowing.Move
		end, _, err := Play(s, &r, func(_ harrowing.State, m harrowing.Move, _ []harrowing.Event) { moves = append(moves, m) })
		if err != nil {
			t.Fatal(err)
		}
		if end.Result != harrowing.Won {
			continue
		}
		rec, err := harrowing.Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		b, err := record.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatal("no bot game won in 30 seeds")
}
