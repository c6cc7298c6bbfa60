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
			start.Moves = binary.AppendUvarint(nil, 10001) // over every game's cap
			start.Moves = binary.AppendUvarint(start.Moves, 0) // forced moves take no bits
			start.Check = nil
			if _, err := record.Load(start); !errors.Is(err, record.ErrTooLong) {
				t.Fatalf("Load of 10,001 moves = %v; want ErrTooLong", err)
			}
		})
	}
}
