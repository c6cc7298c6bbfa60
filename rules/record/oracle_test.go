package record

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/vmihailenco/msgpack/v5"

	"lantern/rules/rng"
)

// The record codec (msgpack.go) writes and reads field by field through
// vmihailenco/msgpack/v5's Encode* and Decode* calls. The library's
// reflective struct encoding, which wrote the first records, is the
// oracle: both must write the same bytes and read each other's.

// wireV3 and wireFileV1 are the structs the library encoded (wireV3 with
// Notes added, as the library would have written it).
type wireV3 struct {
	_msgpack struct{} `msgpack:",as_array"`
	Magic    string   `msgpack:"magic"`
	Version  int      `msgpack:"version"`
	Game     string   `msgpack:"game"`
	Rules    int      `msgpack:"rules"`
	Seed     uint64   `msgpack:"seed"`
	Config   []byte   `msgpack:"config"`
	Moves    []byte   `msgpack:"moves"`
	Names    []string `msgpack:"names"`
	Snapshot []byte   `msgpack:"snapshot"`
	Check    []byte   `msgpack:"check"`
	Notes    []byte   `msgpack:"notes"`
}

type wireFileV1 struct {
	_msgpack struct{} `msgpack:",as_array"`
	Magic    string   `msgpack:"magic"`
	Version  int      `msgpack:"version"`
	Title    string   `msgpack:"title"`
	Updated  int64    `msgpack:"updated"`
	Record   []byte   `msgpack:"record"`
}

// encode is how the library encoded records.
func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := msgpack.NewEncoder(&buf)
	enc.UseCompactInts(true)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func toWire(r Record) wireV3 {
	return wireV3{Magic: Magic, Version: Version, Game: r.Game, Rules: r.Rules, Seed: r.Seed,
		Config: r.Config, Moves: r.Moves, Names: r.Names, Snapshot: r.Snapshot, Check: r.Check, Notes: r.Notes}
}

// randomRecord covers every length class of every field: nil and empty
// slices, fixstr/str8, bin8/bin16/bin32, fixarray, and integers of each
// width.
func randomRecord(src *rng.Source) Record {
	pick := func(xs ...int) int { return xs[src.Intn(len(xs))] }
	data := func(max int) []byte {
		switch src.Intn(4) {
		case 0:
			return nil
		case 1:
			return []byte{}
		}
		b := make([]byte, min(max, pick(1, 31, 255, 256, 65535, 65536, 70000)))
		for i := range b {
			b[i] = byte(src.Uint64())
		}
		return b
	}
	text := func(max int) string {
		return string(bytes.Repeat([]byte("é"), src.Intn(max/2)))
	}
	r := Record{
		Game:   text(MaxGameIDBytes) + "g",
		Rules:  pick(0, 1, 127, 128, 255, 256, 65535, 65536, math.MaxUint32, math.MaxUint32+1, math.MaxInt),
		Seed:   src.Uint64() >> src.Intn(64),
		Config: data(MaxConfigBytes), Moves: data(MaxMovesBytes), Snapshot: data(MaxSnapshotBytes),
		Notes: data(MaxNotesBytes),
	}
	if src.Intn(2) == 0 {
		r.Check = make([]byte, CheckSize)
		r.Check[0] = byte(src.Uint64())
	}
	if n := src.Intn(MaxNames + 2); n > 0 {
		r.Names = make([]string, n-1) // n-1 == 0: an empty, non-nil list
		for i := range r.Names {
			r.Names[i] = text(MaxNameBytes)
		}
	}
	return r
}

func TestCodecMatchesLibrary(t *testing.T) {
	src := rng.New(20261122)
	for i := range 300 {
		r := randomRecord(&src)
		want, err := encode(toWire(r))
		if err != nil {
			t.Fatal(err)
		}
		got, err := Marshal(r)
		if err != nil {
			t.Fatalf("#%d Marshal(%v): %v", i, r, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("#%d Marshal(%v) differs from the library:\n got % x\nwant % x", i, r, head(got), head(want))
		}
		back, err := Unmarshal(want)
		if err != nil || !sameRecord(back, r) {
			t.Fatalf("#%d Unmarshal of the library's bytes = %v, %v; want %v", i, back, err, r)
		}
		// An empty names list reads back as nil, as it always has; every
		// other field keeps nil and empty apart, so the bytes survive.
		if again, _ := Marshal(back); !bytes.Equal(again, want) && !(r.Names != nil && len(r.Names) == 0) {
			t.Fatalf("#%d a record read back does not re-encode to the same bytes", i)
		}
		var w wireV3
		if err := msgpack.Unmarshal(got, &w); err != nil || !sameRecord(fromWire(w), r) {
			t.Fatalf("#%d the library reads our bytes as %+v, %v; want %v", i, w, err, r)
		}
	}
}

func TestFileCodecMatchesLibrary(t *testing.T) {
	src := rng.New(7)
	for i := range 50 {
		f := File{Title: string(bytes.Repeat([]byte{'t'}, src.Intn(MaxTitleBytes+1))),
			Updated: int64(src.Uint64()) >> src.Intn(64), Record: randomRecord(&src)}
		rec, _ := Marshal(f.Record)
		want, err := encode(wireFileV1{Magic: FileMagic, Version: FileVersion, Title: f.Title, Updated: f.Updated, Record: rec})
		if err != nil {
			t.Fatal(err)
		}
		got, err := MarshalFile(f)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("#%d MarshalFile differs from the library (%v):\n got % x\nwant % x", i, err, head(got), head(want))
		}
		back, err := UnmarshalFile(want)
		if err != nil || back.Title != f.Title || back.Updated != f.Updated || !sameRecord(back.Record, f.Record) {
			t.Fatalf("#%d UnmarshalFile of the library's bytes = %+v, %v", i, back, err)
		}
	}
}

// TestIntegersMatchLibrary checks every integer width both ways, including
// the forms Lantern never writes but the library reads (negative numbers
// into an unsigned field wrap, nil reads as 0).
func TestIntegersMatchLibrary(t *testing.T) {
	var vals []int64
	for _, v := range []int64{0, 1, 31, 32, 127, 128, 255, 256, 32767, 32768, 65535, 65536,
		math.MaxInt32, math.MaxUint32, math.MaxUint32 + 1, math.MaxInt64} {
		vals = append(vals, v, -v, -v-1)
	}
	for _, v := range vals {
		w := newWriter()
		w.int(v)
		got, _ := w.bytes()
		want, _ := encode(v)
		if !bytes.Equal(got, want) {
			t.Errorf("int(%d) = % x; library % x", v, got, want)
		}
		for _, form := range [][]byte{want, mustLib(t, int8(v)), mustLib(t, uint16(v)), mustLib(t, int32(v)), mustLib(t, uint64(v))} {
			libI, libU := msgpack.NewDecoder(bytes.NewReader(form)), msgpack.NewDecoder(bytes.NewReader(form))
			wantI, _ := libI.DecodeInt64()
			wantU, _ := libU.DecodeUint64()
			if got := newReader(form).int64(); got != wantI {
				t.Errorf("int64(% x) = %d; library %d", form, got, wantI)
			}
			if got := newReader(form).uint(); got != wantU {
				t.Errorf("uint(% x) = %d; library %d", form, got, wantU)
			}
		}
	}
	if newReader([]byte{0xc0}).int64() != 0 {
		t.Error("nil does not read as 0")
	}
}

func mustLib(t *testing.T, v any) []byte {
	t.Helper()
	enc := bytes.Buffer{}
	if err := msgpack.NewEncoder(&enc).Encode(v); err != nil { // exact widths, not compact
		t.Fatal(err)
	}
	return enc.Bytes()
}

func fromWire(w wireV3) Record {
	return Record{Game: w.Game, Rules: w.Rules, Seed: w.Seed, Config: w.Config, Moves: w.Moves,
		Names: w.Names, Snapshot: w.Snapshot, Check: w.Check, Notes: w.Notes}
}

// head shortens long encodings in failure messages.
func head(b []byte) []byte { return b[:min(len(b), 64)] }

// FuzzDecoderMatchesLibrary feeds the same bytes to Unmarshal and to the
// library: whatever Unmarshal accepts as a current-format record, the
// library must read as the same record.
func FuzzDecoderMatchesLibrary(f *testing.F) {
	for _, b := range seeds() {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Unmarshal(b)
		if _, v, _ := readHeader(b); err != nil || v != Version {
			return
		}
		var w wireV3
		if err := msgpack.Unmarshal(b, &w); err != nil || !sameRecord(fromWire(w), r) {
			t.Fatalf("Unmarshal read %v; the library %+v, %v", r, w, err)
		}
	})
}

// TestLongListHeaders covers the length classes records cannot reach
// through Marshal's limits (arrays of 16 and more items), and the limit
// checked before a list is read.
func TestLongListHeaders(t *testing.T) {
	for _, n := range []int{0, 15, 16, 255, 256, 65535, 65536} {
		w := newWriter()
		w.array(n)
		b, _ := w.bytes()
		if got := newReader(b).array(n); got != n {
			t.Errorf("array header of %d reads back as %d", n, got)
		}
		if r := newReader(b); n > 0 && (r.array(n-1) != 0 || !errors.Is(r.err, ErrCorrupt)) {
			t.Errorf("array header of %d passes a limit of %d", n, n-1)
		}
	}
}
