package harrowing

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/record"
)

// r2Games are games as Lantern recorded them under rules revision 2:
// testdata/r2/*.rec were written once (with -update, when missing) before
// revision 3 added circles, and are never rewritten (G-02).
var r2Games = []oldGame{
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
		s, moves, seed := loadOld(t, "r2", g)
		fmt.Fprintf(&out, "%s %d moves, %s, ritual %d, Bane %d, manifested %v, states %s\n", g.name, len(moves), s.Result,
			s.Ritual, s.Bane, s.Manifested, everyHash(t, s.Config, seed, moves, fingerprint))
	}
	golden.Check(t, filepath.Join("testdata", "r2", "hashes.golden"), []byte(out.String()))
}

// fingerprint is a state's record fingerprint.
func fingerprint(s State) string { return record.Fingerprint(canon(s)) }
