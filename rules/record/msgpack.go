package record

import "math"

// Records use a small subset of msgpack: arrays, strings, bin, nil and
// integers. It is written and read here by hand rather than through a
// general msgpack library, which would cost the app about 250 KB of
// WebAssembly for formats no record holds. The bytes are exactly those
// vmihailenco/msgpack/v5 v5.3.6 writes with compact integers (a test keeps
// the two in step), so every record written before still loads and still
// re-encodes to the same bytes.

// msgpack type codes used by records.
const (
	mpNil    = 0xc0
	mpBin8   = 0xc4
	mpBin16  = 0xc5
	mpBin32  = 0xc6
	mpUint8  = 0xcc
	mpUint16 = 0xcd
	mpUint32 = 0xce
	mpUint64 = 0xcf
	mpInt8   = 0xd0
	mpInt16  = 0xd1
	mpInt32  = 0xd2
	mpInt64  = 0xd3
	mpStr8   = 0xd9
	mpStr16  = 0xda
	mpStr32  = 0xdb
	mpArr16  = 0xdc
	mpArr32  = 0xdd
)

// writer appends msgpack values, always in their shortest form.
type writer struct{ b []byte }

// head appends a code followed by n as a big-endian number of size bytes.
func (w *writer) head(code byte, n uint64, size int) {
	w.b = append(w.b, code)
	for i := size - 1; i >= 0; i-- {
		w.b = append(w.b, byte(n>>(8*i)))
	}
}

// sized appends the shortest of three 8/16/32-bit headers for n.
func (w *writer) sized(n uint64, c8, c16, c32 byte) {
	code, size := c32, 4
	if n <= math.MaxUint8 {
		code, size = c8, 1
	} else if n <= math.MaxUint16 {
		code, size = c16, 2
	}
	w.head(code, n, size)
}

func (w *writer) array(n int) {
	if n < 16 {
		w.b = append(w.b, 0x90|byte(n))
		return
	}
	code, size := byte(mpArr16), 2 // msgpack has no array8
	if n > math.MaxUint16 {
		code, size = mpArr32, 4
	}
	w.head(code, uint64(n), size)
}

func (w *writer) str(s string) {
	if len(s) < 32 {
		w.b = append(w.b, 0xa0|byte(len(s)))
	} else {
		w.sized(uint64(len(s)), mpStr8, mpStr16, mpStr32)
	}
	w.b = append(w.b, s...)
}

// bin writes nil for a nil slice, as the library does.
func (w *writer) bin(b []byte) {
	if b == nil {
		w.b = append(w.b, mpNil)
		return
	}
	w.sized(uint64(len(b)), mpBin8, mpBin16, mpBin32)
	w.b = append(w.b, b...)
}

// strs writes nil for a nil slice, as the library does.
func (w *writer) strs(s []string) {
	if s == nil {
		w.b = append(w.b, mpNil)
		return
	}
	w.array(len(s))
	for _, v := range s {
		w.str(v)
	}
}

func (w *writer) uint(v uint64) {
	switch {
	case v <= math.MaxInt8:
		w.b = append(w.b, byte(v))
	case v <= math.MaxUint32:
		w.sized(v, mpUint8, mpUint16, mpUint32)
	default:
		w.head(mpUint64, v, 8)
	}
}

func (w *writer) int(v int64) {
	switch {
	case v >= 0:
		w.uint(uint64(v))
	case v >= -32:
		w.b = append(w.b, byte(v))
	case v >= math.MinInt32:
		w.head(w.signed(v))
	default:
		w.head(mpInt64, uint64(v), 8)
	}
}

// signed picks the shortest of int8, int16 and int32 for a negative v.
func (w *writer) signed(v int64) (byte, uint64, int) {
	switch {
	case v >= math.MinInt8:
		return mpInt8, uint64(v), 1
	case v >= math.MinInt16:
		return mpInt16, uint64(v), 2
	}
	return mpInt32, uint64(v), 4
}

// reader reads msgpack values item by item, keeping the first error; after
// it every read returns a zero value. Every length is checked against its
// field's limit and against the bytes that remain before anything is
// allocated, so no input can make it allocate more than it holds. It
// accepts what the library's Decode* functions accept: nil as an empty
// value or 0, any integer width, str and bin alike.
type reader struct {
	b   []byte
	err error
}

func newReader(b []byte) *reader { return &reader{b: b} }

func (r *reader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = corrupt(format, args...)
	}
}

// take returns the next n bytes, or nil and an error if fewer remain.
func (r *reader) take(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n > len(r.b) {
		r.fail("unexpected end of data")
		return nil
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *reader) code() byte {
	if b := r.take(1); b != nil {
		return b[0]
	}
	return 0
}

// num reads a big-endian unsigned number of size bytes.
func (r *reader) num(size int) uint64 {
	b := r.take(size)
	var n uint64
	for _, c := range b {
		n = n<<8 | uint64(c)
	}
	return n
}

// length reads the header of a str or bin (both are accepted for either);
// nil is -1.
func (r *reader) length() int {
	c := r.code()
	switch {
	case r.err != nil:
		return 0
	case c == mpNil:
		return -1
	case c&0xe0 == 0xa0: // fixstr
		return int(c & 0x1f)
	case c == mpStr8 || c == mpBin8:
		return int(r.num(1))
	case c == mpStr16 || c == mpBin16:
		return int(r.num(2))
	case c == mpStr32 || c == mpBin32:
		return int(r.num(4))
	}
	r.fail("msgpack type 0x%02x where text or data belongs", c)
	return 0
}

// array reads a list header of at most max items; nil is an empty list.
func (r *reader) array(max int) int {
	c := r.code()
	var n int
	switch {
	case r.err != nil:
		return 0
	case c == mpNil:
		return 0
	case c&0xf0 == 0x90: // fixarray
		n = int(c & 0x0f)
	case c == mpArr16:
		n = int(r.num(2))
	case c == mpArr32:
		n = int(r.num(4))
	default:
		r.fail("msgpack type 0x%02x where a list belongs", c)
	}
	if r.err == nil && n > max {
		r.fail("list of %d items, at most %d", n, max)
	}
	if r.err != nil {
		return 0
	}
	return n
}

func (r *reader) arrayOf(want int) {
	if n := r.array(want); r.err == nil && n != want {
		r.fail("%d fields, want %d", n, want)
	}
}

// raw reads the bytes of a str or bin of at most max bytes, with ok false
// for nil.
func (r *reader) raw(max int) (b []byte, ok bool) {
	n := r.length()
	if r.err == nil && n > max {
		r.fail("text or data of %d bytes, at most %d", n, max)
	}
	if r.err != nil || n < 0 {
		return nil, false
	}
	b = r.take(n)
	return b, r.err == nil
}

func (r *reader) str(max int) string {
	b, _ := r.raw(max)
	return string(b)
}

// bin returns nil for nil and a non-nil copy otherwise, so that a record
// re-encodes to the bytes it was read from.
func (r *reader) bin(max int) []byte {
	b, ok := r.raw(max)
	if !ok {
		return nil
	}
	return append(make([]byte, 0, len(b)), b...)
}

// int64 reads any integer; nil is 0. A uint64 above MaxInt64 wraps, as
// the library's DecodeInt64 does.
func (r *reader) int64() int64 {
	c := r.code()
	switch {
	case r.err != nil, c == mpNil:
		return 0
	case c <= 0x7f || c >= 0xe0: // positive and negative fixint
		return int64(int8(c))
	case c == mpUint8:
		return int64(r.num(1))
	case c == mpUint16:
		return int64(r.num(2))
	case c == mpUint32:
		return int64(r.num(4))
	case c == mpUint64 || c == mpInt64:
		return int64(r.num(8))
	case c == mpInt8:
		return int64(int8(r.num(1)))
	case c == mpInt16:
		return int64(int16(r.num(2)))
	case c == mpInt32:
		return int64(int32(r.num(4)))
	}
	r.fail("msgpack type 0x%02x where a number belongs", c)
	return 0
}

func (r *reader) int() int { return int(r.int64()) }

// uint reads any integer; a negative one wraps, as the library's
// DecodeUint64 does.
func (r *reader) uint() uint64 { return uint64(r.int64()) }
