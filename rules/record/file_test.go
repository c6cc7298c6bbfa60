package record

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestFileRoundTrip(t *testing.T) {
	f := File{Title: "Tuesday night", Updated: 1763780000000, Record: goldenRecord(Version)}
	b, err := MarshalFile(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := UnmarshalFile(b)
	if err != nil || got.Title != f.Title || got.Updated != f.Updated || !sameRecord(got.Record, f.Record) {
		t.Fatalf("UnmarshalFile = %+v, %v", got, err)
	}
}

// file-v1.golden is frozen: written by the first release of the file
// format, when records were at format version 1; the record inside
// migrates on its own. A new file format adds its own golden file.
func TestFileGolden(t *testing.T) {
	path := filepath.Join("testdata", "file-v1.golden")
	f := File{Title: "Tuesday night", Updated: 1763780000000, Record: goldenRecord(1)}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := UnmarshalFile(b)
	if err != nil || got.Title != f.Title || !sameRecord(got.Record, f.Record) {
		t.Fatalf("UnmarshalFile(golden) = %+v, %v", got, err)
	}
}

func TestFileRefusals(t *testing.T) {
	rec, _ := Marshal(toyGame(3))
	tests := []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"a bare record", rec},
		{"too big", make([]byte, MaxFileBytes+1)},
		{"text", []byte("hello, this is not a save\n")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := UnmarshalFile(tt.b); !errors.Is(err, ErrCorrupt) {
				t.Fatalf("UnmarshalFile = %v; want ErrCorrupt", err)
			}
		})
	}
}
