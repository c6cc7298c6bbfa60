package recordtest

import (
	"encoding/binary"
	"errors"
	"testing"

	"lantern/rules/record"
)

// A record holding more moves than its game allows is refused before any
// move is replayed. One 142-character link held 8 "add character" and
// 20,000 "gain a Blessing" moves: opening it froze the page for 12 s, and
// the save it left killed the app out of memory on every Continue.
func TestRecordsOverTheirCapAreRefused(t *testing.T) {
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			var start record.Record
			g.play(t, 1, 0, func(r record.Record, _ string, _ any) { start = r })
			start.Moves = binary.AppendUvarint(nil, 10001)     // over every game's cap
			start.Moves = binary.AppendUvarint(start.Moves, 0) // forced moves take no bits
			start.Check = nil
			if _, err := record.Load(start); !errors.Is(err, record.ErrTooLong) {
				t.Fatalf("Load of 10,001 moves = %v; want ErrTooLong", err)
			}
		})
	}
}

// A record that cannot be replayed to its end is salvaged at its last
// move that works (G-02), in every game: here a random game with one more
// move of eight set bits, which no list of legal moves there accepts
// whole.
func TestSalvageKeepsTheMovesThatWork(t *testing.T) {
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			var recs []record.Record
			g.play(t, 4, 40, func(r record.Record, _ string, _ any) { recs = append(recs, r) })
			whole := recs[len(recs)-1]
			broken := whole
			broken.Moves = oneMoreByte(whole.Moves)
			if _, err := record.Load(broken); err == nil {
				t.Fatal("a broken record loads")
			}
			game, _ := record.Lookup(g.id)
			fixed, n, err := game.Salvage(broken)
			if err != nil {
				t.Fatal(err)
			}
			sum, err := record.Load(fixed)
			if err != nil || n != sum.Moves || n < len(recs)-1 {
				t.Fatalf("salvaged %d moves, loads to %d: %v", n, sum.Moves, err)
			}
			bad := whole
			bad.Check = make([]byte, record.CheckSize) // a fingerprint no state has
			if fixed, n, err = game.Salvage(bad); err != nil || n != len(recs)-1 {
				t.Fatalf("a wrong fingerprint salvaged to %d of %d moves: %v", n, len(recs)-1, err)
			}
			if _, err := record.Load(fixed); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// oneMoreByte adds a move of eight set bits to packed moves.
func oneMoreByte(b []byte) []byte {
	count, k := binary.Uvarint(b)
	bits, j := binary.Uvarint(b[k:])
	out := binary.AppendUvarint(nil, count+1)
	out = binary.AppendUvarint(out, bits+8)
	data := append([]byte(nil), b[k+j:]...)
	if r := bits % 8; r != 0 { // the byte straddles the last one
		data[len(data)-1] |= 0xff << r
		return append(append(out, data...), 0xff>>(8-r))
	}
	return append(append(out, data...), 0xff)
}
