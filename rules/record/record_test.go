package record

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lantern/internal/golden"
)

func TestMarshalRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		r    Record
	}{
		{"no moves", toyGame(0)},
		{"some moves", toyGame(30)},
		{"snapshot", func() Record { r := toyGame(3); r.Snapshot = []byte{1, 2}; return r }()},
		{"no names", func() Record { r := toyGame(3); r.Names = nil; return r }()},
		{"huge seed", func() Record { r := toyGame(1); r.Seed = 1<<64 - 1; return r }()},
		{"notes", func() Record { r := toyGame(2); r.Notes = []byte(`{"ending":"ash"}`); return r }()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := Marshal(tt.r)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Unmarshal(b)
			if err != nil {
				t.Fatal(err)
			}
			if !sameRecord(got, tt.r) {
				t.Fatalf("round trip:\n got %v\nwant %v", got, tt.r)
			}
		})
	}
}

// sameRecord compares treating nil and empty slices alike: msgpack writes
// both as empty.
func sameRecord(a, b Record) bool {
	return a.Game == b.Game && a.Rules == b.Rules && a.Seed == b.Seed &&
		bytes.Equal(a.Config, b.Config) && bytes.Equal(a.Moves, b.Moves) &&
		bytes.Equal(a.Snapshot, b.Snapshot) && bytes.Equal(a.Check, b.Check) && bytes.Equal(a.Notes, b.Notes) &&
		len(a.Names) == len(b.Names) &&
		(len(a.Names) == 0 || reflect.DeepEqual(a.Names, b.Names))
}

// goldenRecord is the record every record-vN.golden file holds, as far
// as format version v can hold it.
func goldenRecord(v int) Record {
	r := toyGame(12)
	s, _, _ := toy.Replay(r) // before the seed changes: the check was taken so
	r.Seed = 0xfeedface12345678
	r.Snapshot = []byte("snap")
	if v < 2 {
		r.Check = nil
	} else {
		// the golden files were written with the fingerprint of their day
		r.Check = checkOf(LegacyHash(s))
	}
	if v >= 3 {
		r.Notes = []byte(`{"sheets":[{"name":"Ada"}]}`)
	}
	return r
}

// TestGolden pins the current format byte for byte, and checks that every
// earlier format's golden file still loads to the same record (migration).
func TestGolden(t *testing.T) {
	cur := filepath.Join("testdata", fmt.Sprintf("record-v%d.golden", Version))
	if golden.Updating() {
		b, err := Marshal(goldenRecord(Version))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cur, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "record-v*.golden"))
	if len(files) < Version {
		t.Fatalf("%d golden files for %d format versions", len(files), Version)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var v int
			fmt.Sscanf(filepath.Base(f), "record-v%d.golden", &v)
			want := goldenRecord(v)
			got, err := Unmarshal(b)
			if err != nil || !sameRecord(got, want) {
				t.Fatalf("Unmarshal = %v, %v; want %v", got, err, want)
			}
		})
	}
	b, _ := Marshal(goldenRecord(Version))
	if old, _ := os.ReadFile(cur); !bytes.Equal(b, old) {
		t.Fatalf("Marshal no longer writes %s: a format change needs a new Version, a migration and a new golden file", cur)
	}
}

func TestUnknownVersion(t *testing.T) {
	b, err := encode(wireV3{Magic: Magic, Version: Version + 1, Game: "toy"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Unmarshal(b); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Unmarshal(version %d) = %v; want ErrCorrupt", Version+1, err)
	}
}

func TestMarshalRefusesOversize(t *testing.T) {
	r := toyGame(1)
	r.Names = make([]string, MaxNames+1)
	if _, err := Marshal(r); err == nil {
		t.Fatal("Marshal accepted too many names")
	}
}
