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

// r2Games are games as Lantern recorded them under rules revision 2:
// testdata/r2/*.rec were written once (with -update, when missing) before
// revision 3 added circles, and are never rewritten (G-02).
var r2Games = []struct {
	name  string
	cfg   Config
	seed  uint64
	moves int
}{
	{"three", threeEffigies, 21, 900},
	{"one", Config{Sins: [][7]int8{{3, 3, 3, 3, 3, 3, 3}}}, 22, 2000},
	{"deeper", Config{Sins: threeEffigies.Sins, Circle: "II", Unlocked: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, Game: 6,
		Innate: []string{"u6-lullaby", "u6-shadow"}}, 23, 1200},
	{"market", Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {4, 1, 4, 1, 4, 1, 4}}, Unlocked: []int{1, 2, 3, 4, 5, 7, 8, 9, 10, 11}, Game: 5,
		Obliterated: []string{"i-cri-feast"}}, 24, 1500},
}

// Revision-2 records replay to the states they were saved in, through
// every state on the way.
func TestRevision2RecordsPlayAsTheyDid(t *testing.T) {
	var out strings.Builder
	for _, g := range r2Games {
		path := filepath.Join("testdata", "r2", g.name+".rec")
		if _, err := os.Stat(path); err != nil && golden.Updating() {
			writeOld(t, path, g.cfg, g.seed, g.moves)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := record.Unmarshal(b)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Adapter.Load(r); err != nil {
			t.Fatalf("%s: %v", g.name, err)
		}
		s, moves, err := Adapter.Replay(r)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s %d moves, %s, ritual %d, Bane %d, manifested %v, states %s\n", g.name, len(moves), s.Result,
			s.Ritual, s.Bane, s.Manifested, everyFingerprint(t, s.Config, r.Seed, moves))
	}
	golden.Check(t, filepath.Join("testdata", "r2", "hashes.golden"), []byte(out.String()))
}

// everyFingerprint is one hash of the fingerprints of every state the
// moves pass through.
func everyFingerprint(t *testing.T, cfg Config, seed uint64, moves []Move) string {
	t.Helper()
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	all := []string{record.Fingerprint(canon(s))}
	for _, m := range moves {
		s = must(t, s, m)
		all = append(all, record.Fingerprint(canon(s)))
	}
	return record.LegacyHash(all)
}
