package record

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// MaxMoves caps the moves of one record of any game: far above any real
// game, low enough that a hostile count cannot keep a replay busy for long.
// Each game may set a lower cap of its own (Adapter.MaxMoves).
const MaxMoves = 20000

// ErrTooLong refuses a move past a game's cap on moves, and a record that
// holds more moves than its game allows.
var ErrTooLong = errors.New("this game has reached the most moves Lantern keeps for one game")

// Record.Moves layout: uvarint move count, uvarint bit count, then the bits,
// least significant first. Move i is its index in the legal list of the
// state before it, written in width(len(legal)) bits; the bit count lets
// Append add a move without replaying.

// width is the number of bits an index into n choices takes: 0 for a forced
// move.
func width(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

func emptyMoves() []byte { return []byte{0, 0} }

type movesHeader struct {
	count, nbits int
	data         []byte
}

func parseMoves(b []byte) (movesHeader, error) {
	if len(b) == 0 { // a record written with no moves at all
		return movesHeader{}, nil
	}
	u := NewUnpacker(b)
	h := movesHeader{count: u.Int(MaxMoves), nbits: u.Int(8 * MaxMovesBytes)}
	if err := u.Err(); err != nil {
		return h, err
	}
	h.data = u.b
	if len(h.data) != (h.nbits+7)/8 {
		return h, corrupt("moves hold %d bytes for %d bits", len(h.data), h.nbits)
	}
	if r := h.nbits % 8; r != 0 && h.data[len(h.data)-1]>>r != 0 {
		return h, corrupt("stray bits after the last move") // one game, one encoding
	}
	return h, nil
}

// appendMove returns b with one more move; b is not changed. It copies
// the moves once, which suits one move after another (autosaves); a whole
// list is written with a moveWriter.
func appendMove(b []byte, index, n, limit int) ([]byte, error) {
	h, err := parseMoves(b)
	if err != nil {
		return nil, err
	}
	if h.count >= limit {
		return nil, ErrTooLong
	}
	w := moveWriter{movesHeader{h.count, h.nbits, append([]byte(nil), h.data...)}}
	if err := w.add(index, n); err != nil {
		return nil, err
	}
	return w.bytes(), nil
}

// moveWriter packs moves one after another in time linear in their number.
type moveWriter struct{ movesHeader }

func (w *moveWriter) add(index, n int) error {
	if w.count >= MaxMoves {
		return ErrTooLong
	}
	for i := range width(n) {
		pos := w.nbits + i
		if pos/8 == len(w.data) {
			w.data = append(w.data, 0)
		}
		if index>>i&1 == 1 {
			w.data[pos/8] |= 1 << (pos % 8)
		}
	}
	w.count, w.nbits = w.count+1, w.nbits+width(n)
	return nil
}

func (w *moveWriter) bytes() []byte {
	out := binary.AppendUvarint(nil, uint64(w.count))
	out = binary.AppendUvarint(out, uint64(w.nbits))
	return append(out, w.data...)
}

// moveReader reads indexes back.
type moveReader struct {
	movesHeader
	pos       int // bits read
	moveIndex int // moves read
}

func readMoves(b []byte) (*moveReader, error) {
	h, err := parseMoves(b)
	return &moveReader{movesHeader: h}, err
}

// next reads the index of a move among n legal ones.
func (r *moveReader) next(n int) (int, error) {
	if n == 0 {
		return 0, corrupt("a move recorded where none is legal")
	}
	w := width(n)
	if r.pos+w > r.nbits {
		return 0, corrupt("moves cut short")
	}
	k := 0
	for i := range w {
		p := r.pos + i
		k |= int(r.data[p/8]>>(p%8)&1) << i
	}
	r.pos += w
	r.moveIndex++
	if k >= n {
		return 0, corrupt("move %d of %d legal ones", k, n)
	}
	return k, nil
}

// prefix packs the moves read so far as a record's moves of their own.
func (r *moveReader) prefix() []byte {
	w := moveWriter{movesHeader{r.count, r.nbits, r.data}}
	w.count, w.nbits = r.moveIndex, r.pos
	w.data = append([]byte(nil), r.data[:(r.pos+7)/8]...)
	if rem := r.pos % 8; rem != 0 {
		w.data[len(w.data)-1] &= 1<<rem - 1 // no stray bits: one game, one encoding
	}
	return w.bytes()
}

// done checks that every recorded bit was read.
func (r *moveReader) done() error {
	if r.pos != r.nbits {
		return corrupt("%d bits of moves left over", r.nbits-r.pos)
	}
	return nil
}
