package harrowing

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/record"
)

// oldGames are games as Lanterns before rules revision 2 recorded them:
// testdata/old/*.rec were written once (with -update, when missing) and
// are never rewritten, so a rules change that alters how an old record
// plays shows here (G-02).
var oldGames = []oldGame{
	{"three", threeEffigies, 11, 400},
	{"one", Config{Sins: [][7]int8{{4, 4, 4, 4, 4, 4, 4}}}, 12, 2000},
	{"five", Config{Sins: [][7]int8{{1, 2, 3, 4, 1, 2, 3}, {2, 2, 2, 2, 2, 2, 2}, {3, 3, 3, 3, 3, 3, 3}, {1, 1, 1, 1, 1, 1, 1}, {4, 3, 2, 1, 2, 3, 4}}}, 13, 600},
	{"deeper", Config{Sins: threeEffigies.Sins, Circle: "II", Unlocked: []int{1, 2, 3, 4, 5, 6, 7}, Game: 4,
		Innate: []string{"u6-heartbeat", "u6-shadow"}}, 14, 600},
	{"campaign", Config{Sins: threeEffigies.Sins, Unlocked: []int{1, 2, 3, 4, 5, 6, 7}, Game: 3, Obliterated: []string{"i-cri-feast"}}, 15, 600},
}

// Old records replay to the states they were saved in, and their legacy
// fingerprints (records saved before record.Fingerprint carry them) are
// what those Lanterns wrote.
func TestOldRecordsPlayAsTheyDid(t *testing.T) {
	var out strings.Builder
	for _, g := range oldGames {
		s, moves, seed := loadOld(t, "old", g)
		fmt.Fprintf(&out, "%s %d moves, %s, legacy %s\n", g.name, len(moves), s.Result, everyHash(t, s.Config, seed, moves, legacyHash))
	}
	golden.Check(t, filepath.Join("testdata", "old", "hashes.golden"), []byte(out.String()))
}

// oldGame is a game whose record, written once, is kept as an older
// Lantern wrote it.
type oldGame struct {
	name  string
	cfg   Config
	seed  uint64
	moves int
}

// loadOld loads testdata/dir/g.rec (writing it first only when missing
// under -update) and replays it, returning its last state, moves and seed.
func loadOld(t *testing.T, dir string, g oldGame) (State, []Move, uint64) {
	t.Helper()
	path := filepath.Join("testdata", dir, g.name+".rec")
	if _, err := os.Stat(path); err != nil && golden.Updating() {
		moves, _ := randomMoves(t, g.cfg, g.seed, g.moves)
		writeRecord(t, path, g.cfg, g.seed, moves)
	}
	return replayFile(t, path)
}

// replayFile loads the record at path and replays it, returning its last
// state, moves and seed.
func replayFile(t *testing.T, path string) (State, []Move, uint64) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := record.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Adapter.Load(r); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	s, moves, err := Adapter.Replay(r)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s, moves, r.Seed
}

// everyHash is one hash of hash of each state the moves pass through.
func everyHash(t *testing.T, cfg Config, seed uint64, moves []Move, hash func(State) string) string {
	t.Helper()
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	all := []string{hash(s)}
	for _, m := range moves {
		s = must(t, s, m)
		all = append(all, hash(s))
	}
	return record.LegacyHash(all)
}

// writeRecord writes the record of moves played from cfg and seed to path.
func writeRecord(t *testing.T, path string, cfg Config, seed uint64, moves []Move) {
	t.Helper()
	r, err := Adapter.Encode(cfg, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	b, err := record.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
