package record

import (
	"bytes"
	"errors"
	"io"

	"github.com/vmihailenco/msgpack/v5"
)

// Records are msgpack, written and read with vmihailenco/msgpack/v5,
// pinned at v5.3.6: v5.4.0 and v5.4.1 allocate gigabytes on some 5-byte
// inputs (upstream issue #401). Records are positional arrays written
// field by field through the library's Encode* and Decode* calls, not
// through its reflection, which would cost the app more WebAssembly and
// could not check each field's limit before reading it. The bytes are the
// ones the library's struct encoding with compact integers wrote from the
// start (oracle_test.go), so every record written before still loads and
// re-encodes to the same bytes.

// writer appends msgpack values, integers always in their shortest form.
type writer struct {
	buf bytes.Buffer
	e   *msgpack.Encoder
	err error
}

func newWriter() *writer {
	w := &writer{}
	w.e = msgpack.NewEncoder(&w.buf)
	return w
}

// keep records the first error; writing to a bytes.Buffer has none, but
// an encoder's error is never dropped.
func (w *writer) keep(err error) {
	if w.err == nil {
		w.err = err
	}
}

func (w *writer) array(n int)   { w.keep(w.e.EncodeArrayLen(n)) }
func (w *writer) str(s string)  { w.keep(w.e.EncodeString(s)) }
func (w *writer) int(v int64)   { w.keep(w.e.EncodeInt(v)) }
func (w *writer) uint(v uint64) { w.keep(w.e.EncodeUint(v)) }

// bin writes nil for a nil slice and bin for an empty one, so a record
// read back re-encodes to the bytes it came from.
func (w *writer) bin(b []byte) { w.keep(w.e.EncodeBytes(b)) }

// strs writes nil for a nil slice, as the library's []string encoder does.
func (w *writer) strs(s []string) {
	if s == nil {
		w.keep(w.e.EncodeNil())
		return
	}
	w.array(len(s))
	for _, v := range s {
		w.str(v)
	}
}

func (w *writer) bytes() ([]byte, error) { return w.buf.Bytes(), w.err }

// reader reads msgpack values item by item through the library, keeping
// the first error; after it every read returns a zero value. It reads only
// bytes validate has walked, whose every declared length fits in what
// remains, and checks each length against its field's limit before it
// allocates, so no input can make it allocate more than it holds. It
// accepts what the library's Decode* calls accept: nil as an empty value
// or 0, any integer width, str and bin alike.
type reader struct {
	d   *msgpack.Decoder
	err error
}

func newReader(b []byte) *reader {
	return &reader{d: msgpack.NewDecoder(bytes.NewReader(b))}
}

func (r *reader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = corrupt(format, args...)
	}
}

// keep turns the library's error into one wrapping ErrCorrupt.
func (r *reader) keep(err error) bool {
	switch {
	case err == nil:
		return r.err == nil
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		r.fail("unexpected end of data")
	default:
		r.fail("%v", err)
	}
	return false
}

// array reads a list header of at most max items; nil is an empty list.
func (r *reader) array(limit int) int {
	if r.err != nil {
		return 0
	}
	n, err := r.d.DecodeArrayLen()
	if !r.keep(err) {
		return 0
	}
	if n > limit {
		r.fail("list of %d items, at most %d", n, limit)
		return 0
	}
	return max(n, 0)
}

func (r *reader) arrayOf(want int) {
	if n := r.array(want); r.err == nil && n != want {
		r.fail("%d fields, want %d", n, want)
	}
}

// raw reads the bytes of a str or bin of at most max bytes, with ok false
// for nil.
func (r *reader) raw(max int) (b []byte, ok bool) {
	if r.err != nil {
		return nil, false
	}
	n, err := r.d.DecodeBytesLen()
	if !r.keep(err) || n < 0 {
		return nil, false
	}
	if n > max {
		r.fail("text or data of %d bytes, at most %d", n, max)
		return nil, false
	}
	b = make([]byte, n)
	return b, r.keep(r.d.ReadFull(b))
}

func (r *reader) str(max int) string {
	b, _ := r.raw(max)
	return string(b)
}

// bin returns nil for nil and a non-nil slice otherwise, so that a record
// re-encodes to the bytes it was read from.
func (r *reader) bin(max int) []byte {
	b, ok := r.raw(max)
	if !ok {
		return nil
	}
	return b
}

// int64 reads any integer; nil is 0. A uint64 above MaxInt64 wraps.
func (r *reader) int64() int64 {
	if r.err != nil {
		return 0
	}
	v, err := r.d.DecodeInt64()
	if !r.keep(err) {
		return 0
	}
	return v
}

func (r *reader) int() int { return int(r.int64()) }

// uint reads any integer; a negative one wraps.
func (r *reader) uint() uint64 {
	if r.err != nil {
		return 0
	}
	v, err := r.d.DecodeUint64()
	if !r.keep(err) {
		return 0
	}
	return v
}
