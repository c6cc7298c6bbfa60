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

// Records of edition 1, written by the Lantern before edition 2 (random
// campaigns with the special stats, one stopped mid-check), open, verify
// their fingerprints and replay to the same states (G-02). The files are
// never rewritten.
func TestEditionOneRecordsReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "edition1-*.rec"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no edition 1 records (%v)", err)
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
		upgradesAlike(t, r)
	}
	golden.Check(t, filepath.Join("testdata", "edition1.golden"), []byte(out.String()))
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
