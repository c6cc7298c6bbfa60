package record

import (
	"bytes"

	"github.com/vmihailenco/msgpack/v5"
)

// migrate decodes format version v. Each released version keeps a case
// here and a golden file in testdata/; a new format adds a wire type and a
// reader converting it to Record, never the other way round.
func migrate(v int, b []byte) (Record, error) {
	switch v {
	case 1:
		return readFields(b, 9)
	case 2:
		return readFields(b, 10)
	}
	return Record{}, corrupt("format version %d is not one this Lantern knows; it may be from a newer Lantern", v)
}

// readFields reads a record item by item rather than through reflection,
// so each count is checked against its limit before anything is allocated
// for it. Version 1 has 9 fields; version 2 adds Check, the 10th.
func readFields(b []byte, fields int) (Record, error) {
	d := newReader(b)
	d.arrayOf(fields)
	d.str(len(Magic))
	d.int()
	r := Record{Game: d.str(MaxGameIDBytes), Rules: d.int(), Seed: d.uint()}
	r.Config = d.bin(MaxConfigBytes)
	r.Moves = d.bin(MaxMovesBytes)
	if n := d.array(MaxNames); n > 0 {
		r.Names = make([]string, n)
		for i := range r.Names {
			r.Names[i] = d.str(MaxNameBytes)
		}
	}
	r.Snapshot = d.bin(MaxSnapshotBytes)
	if fields > 9 {
		r.Check = d.bin(CheckSize)
	}
	return r, d.err
}

// reader wraps msgpack's Decoder, keeping the first error.
type reader struct {
	d   *msgpack.Decoder
	err error
}

func newReader(b []byte) *reader {
	return &reader{d: msgpack.NewDecoder(bytes.NewReader(b))}
}

func (r *reader) fail(err error) {
	if r.err == nil && err != nil {
		r.err = corrupt("%v", err)
	}
}

func (r *reader) array(max int) int {
	if r.err != nil {
		return 0
	}
	n, err := r.d.DecodeArrayLen()
	r.fail(err)
	if n < 0 { // msgpack nil: an empty list written from a nil slice
		n = 0
	}
	if r.err == nil && n > max {
		r.err = corrupt("list of %d items, at most %d", n, max)
	}
	if r.err != nil {
		return 0
	}
	return n
}

func (r *reader) arrayOf(want int) {
	if n := r.array(want); r.err == nil && n != want {
		r.err = corrupt("%d fields, want %d", n, want)
	}
}

func (r *reader) str(max int) string {
	if r.err != nil {
		return ""
	}
	s, err := r.d.DecodeString()
	r.fail(err)
	if r.err == nil && len(s) > max {
		r.err = corrupt("text of %d bytes, at most %d", len(s), max)
	}
	return s
}

func (r *reader) bin(max int) []byte {
	if r.err != nil {
		return nil
	}
	b, err := r.d.DecodeBytes()
	r.fail(err)
	if r.err == nil && len(b) > max {
		r.err = corrupt("data of %d bytes, at most %d", len(b), max)
	}
	return b
}

func (r *reader) int() int {
	if r.err != nil {
		return 0
	}
	v, err := r.d.DecodeInt()
	r.fail(err)
	return v
}

func (r *reader) int64() int64 {
	if r.err != nil {
		return 0
	}
	v, err := r.d.DecodeInt64()
	r.fail(err)
	return v
}

func (r *reader) uint() uint64 {
	if r.err != nil {
		return 0
	}
	v, err := r.d.DecodeUint64()
	r.fail(err)
	return v
}
