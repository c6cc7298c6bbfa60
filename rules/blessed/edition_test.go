package blessed

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/record"
)

// Records of older editions, written by the Lantern before the next
// edition (random campaigns with the special stats, one stopped
// mid-check), open, verify their fingerprints and replay to the same
// states (G-02). The files are never rewritten.
func TestOldEditionRecordsReplay(t *testing.T) {
	for _, ed := range []string{"edition1", "edition2"} {
		t.Run(ed, func(t *testing.T) {
			files, err := filepath.Glob(filepath.Join("testdata", ed+"-*.rec"))
			if err != nil || len(files) == 0 {
				t.Fatalf("no %s records (%v)", ed, err)
			}
			var out strings.Builder
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
				fmt.Fprintf(&out, "%s %s %d moves: %s\n", filepath.Base(f), sum.Hash, sum.Moves, sum.Progress)
				if ed == "edition1" {
					upgradesAlike(t, r)
				}
			}
			golden.Check(t, filepath.Join("testdata", ed+".golden"), []byte(out.String()))
		})
	}
}

// upgradesAlike fails unless r, rewritten in the current edition, replays
// to the same campaign in everything edition 1 had.
func upgradesAlike(t *testing.T, r record.Record) {
	t.Helper()
	up, err := UpgradeRecord(r)
	if err != nil {
		t.Fatalf("upgrading: %v", err)
	}
	before, _, _ := Adapter.Replay(r)
	after, _, err := Adapter.Replay(up)
	if err != nil {
		t.Fatalf("the upgraded record: %v", err)
	}
	after.Config.Edition = before.Config.Edition
	if record.Fingerprint(canon1(after)) != record.Fingerprint(canon1(before)) {
		t.Fatal("the upgraded campaign differs from the old one")
	}
}
