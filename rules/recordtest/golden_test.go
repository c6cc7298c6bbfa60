package recordtest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vmihailenco/msgpack/v5"

	"lantern/internal/golden"
	"lantern/rules/blessed"
	"lantern/rules/record"
)

// Golden records: testdata/<game>-v<format>-<moment>.rec hold records as
// released Lanterns wrote them, and hashes.golden the state each replays
// to. The files are never rewritten: -update only adds the files missing
// for the current format (a new format adds its own) and rewrites the
// hash list, which a replay change would show in review.
func TestGoldenRecordsReplay(t *testing.T) {
	if golden.Updating() {
		writeMissing(t)
	}
	files, err := filepath.Glob(filepath.Join("testdata", "*.rec"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden records (%v)", err)
	}
	var out strings.Builder
	seen := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := record.Unmarshal(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		sum, err := record.Load(r)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		seen[fmt.Sprintf("%s-v%d", r.Game, b[6])] = true
		fmt.Fprintf(&out, "%s %s %d moves: %s\n", filepath.Base(f), sum.Hash, sum.Moves, sum.Progress)
	}
	golden.Check(t, filepath.Join("testdata", "hashes.golden"), []byte(out.String()))
	for _, g := range games {
		for v := 1; v <= record.Version; v++ {
			if !seen[fmt.Sprintf("%s-v%d", g.id, v)] {
				t.Errorf("no golden record of %s in format %d", g.id, v)
			}
		}
	}
}

// writeMissing records, for each game, a game some way in, its end (or
// 200 moves), and for Humanity, Blessed a check under way: the current
// format for every moment, and the older formats of the last.
func writeMissing(t *testing.T) {
	for _, g := range games {
		var all []record.Record
		var check record.Record
		g.play(t, 3, 200, func(r record.Record, _ string, s any) {
			all = append(all, r)
			if bs, ok := s.(blessed.State); ok && bs.Check != nil && len(bs.Party) > 1 {
				check = r
			}
		})
		mid, last := all[len(all)/2], all[len(all)-1]
		keep(t, g.id, record.Version, "mid", mid)
		keep(t, g.id, record.Version, "last", last)
		if check.Game != "" {
			keep(t, g.id, record.Version, "check", check)
		}
		for v := 1; v < record.Version; v++ {
			keep(t, g.id, v, "last", last)
		}
	}
}

func keep(t *testing.T, id string, v int, moment string, r record.Record) {
	path := filepath.Join("testdata", fmt.Sprintf("%s-v%d-%s.rec", id, v, moment))
	if _, err := os.Stat(path); err == nil {
		return
	}
	b, err := marshalAs(v, r)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// marshalAs writes r in format v: the current one through Marshal, the
// older ones field by field as those Lanterns did (version 1 had no check,
// version 2 no notes).
func marshalAs(v int, r record.Record) ([]byte, error) {
	if v == record.Version {
		return record.Marshal(r)
	}
	fields := []any{record.Magic, v, r.Game, r.Rules, r.Seed, r.Config, r.Moves, r.Names, r.Snapshot, r.Check, r.Notes}
	return msgpack.Marshal(fields[:8+v])
}
