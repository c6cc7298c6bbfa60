package record

import (
	"encoding/binary"
	"math/bits"
)

// MaxMoves caps the moves of one record: far above any real game, low
// enough that a hostile count cannot keep a replay busy for long.
const MaxMoves = 20000

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

func appendMove(b []byte, index, n int) ([]byte, error) {
	h, err := parseMoves(b)
	if err != nil {
		return nil, err
	}
	if h.count >= MaxMoves {
		return nil, corrupt("more than %d moves", MaxMoves)
	}
	w := width(n)
	data := append([]byte(nil), h.data...)
	for i := range w {
		pos := h.nbits + i
		if pos/8 == len(data) {
			data = append(data, 0)
		}
		if index>>i&1 == 1 {
			data[pos/8] |= 1 << (pos % 8)
		}
	}
	out := binary.AppendUvarint(nil, uint64(h.count+1))
	out = binary.AppendUvarint(out, uint64(h.nbits+w))
	return append(out, data...), nil
}

// moveReader reads indexes back.
type moveReader struct {
	movesHeader
	pos int
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
	if k >= n {
		return 0, corrupt("move %d of %d legal ones", k, n)
	}
	return k, nil
}

// done checks that every recorded bit was read.
func (r *moveReader) done() error {
	if r.pos != r.nbits {
		return corrupt("%d bits of moves left over", r.nbits-r.pos)
	}
	return nil
}
