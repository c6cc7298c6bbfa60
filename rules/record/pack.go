package record

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// ErrCorrupt is wrapped by every decoding error: the bytes are not a record
// Lantern can read (broken, truncated, tampered or from an unknown future).
var ErrCorrupt = errors.New("corrupt record")

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
}

// Packer appends small unsigned integers as varints: moves and configs are
// lists of small numbers, so most take one byte each.
type Packer struct{ b []byte }

// Uint appends v.
func (p *Packer) Uint(v uint64) { p.b = binary.AppendUvarint(p.b, v) }

// Int appends a non-negative int; a negative one is a programming error.
func (p *Packer) Int(v int) {
	if v < 0 {
		panic("record: Packer.Int of a negative number")
	}
	p.Uint(uint64(v))
}

// Bool appends 0 or 1.
func (p *Packer) Bool(v bool) {
	if v {
		p.Uint(1)
		return
	}
	p.Uint(0)
}

// String appends a length and the bytes.
func (p *Packer) String(s string) {
	p.Int(len(s))
	p.b = append(p.b, s...)
}

// Bytes returns what was packed.
func (p *Packer) Bytes() []byte { return p.b }

// Unpacker reads what a Packer wrote, checking every value against a bound
// and every length against the bytes that remain.
type Unpacker struct {
	b   []byte
	err error
}

// NewUnpacker reads b.
func NewUnpacker(b []byte) *Unpacker { return &Unpacker{b: b} }

// Uint reads a varint no larger than max. After the first error every read
// returns 0 and Err reports that error.
func (u *Unpacker) Uint(max uint64) uint64 {
	if u.err != nil {
		return 0
	}
	v, n := binary.Uvarint(u.b)
	switch {
	case n == 0:
		u.err = corrupt("unexpected end of data")
	case n < 0:
		u.err = corrupt("number too large")
	case n > 1 && u.b[n-1] == 0: // a padded varint: one value, one encoding
		u.err = corrupt("number written in more bytes than it needs")
	case v > max:
		u.err = corrupt("value %d above its limit %d", v, max)
	}
	if u.err != nil {
		return 0
	}
	u.b = u.b[n:]
	return v
}

// Int reads an int in [0, max].
func (u *Unpacker) Int(max int) int { return int(u.Uint(uint64(max))) }

// Bool reads 0 or 1.
func (u *Unpacker) Bool() bool { return u.Uint(1) == 1 }

// String reads a string of at most max bytes.
func (u *Unpacker) String(max int) string {
	n := u.Int(max)
	if u.err != nil {
		return ""
	}
	if n > len(u.b) {
		u.err = corrupt("string of %d bytes with %d left", n, len(u.b))
		return ""
	}
	s := string(u.b[:n])
	u.b = u.b[n:]
	return s
}

// More reports whether bytes remain and no error happened.
func (u *Unpacker) More() bool { return u.err == nil && len(u.b) > 0 }

// Err returns the first error.
func (u *Unpacker) Err() error { return u.err }

// Done returns the first error, or one if bytes are left over.
func (u *Unpacker) Done() error {
	if u.err == nil && len(u.b) > 0 {
		u.err = corrupt("%d unexpected trailing bytes", len(u.b))
	}
	return u.err
}

// Fail makes err the Unpacker's error unless one happened already: a game's
// UnpackConfig refuses what it read but cannot use (an owner's deck that
// does not validate) through the same error the record's reader returns.
func (u *Unpacker) Fail(err error) {
	if u.err == nil {
		u.err = err
	}
}
