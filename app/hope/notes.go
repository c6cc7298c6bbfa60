package hope

import (
	"encoding/json"
	"fmt"

	"lantern/app/widget"
	"lantern/rules/hope"
)

// packNotes is the table as the record's notes. JSON, because the app
// links encoding/json already and the notes are the UI's, not the rules'.
func packNotes(t Table) ([]byte, error) {
	return json.Marshal(t)
}

// unpackNotes reads a table from a record's notes. Notes come from files
// and links too, so they are checked against the game they came with: the
// record decides who sits where and who is a bot, and every index the
// screen uses is brought into range.
func unpackNotes(b []byte, start hope.State) (Table, error) {
	var t Table
	if err := json.Unmarshal(b, &t); err != nil {
		return Table{}, err
	}
	n := int(start.N)
	if len(t.Seats) != n || len(t.Sheets) != n {
		return Table{}, fmt.Errorf("%d seats and %d sheets for a game of %d", len(t.Seats), len(t.Sheets), n)
	}
	for i := range t.Seats {
		t.Seats[i].Name, t.Seats[i].Bot = start.Seats[i].Name, start.Seats[i].Bot
		t.Seats[i].Colour = inRange(t.Seats[i].Colour, len(widget.Colours), i)
		t.Seats[i].Symbol = inRange(t.Seats[i].Symbol, len(widget.Symbols), i)
	}
	t.Expansion = start.Expansion
	fallen := t.Fallen[:0:0]
	for _, f := range t.Fallen {
		if f.Seat >= 0 && f.Seat < n {
			fallen = append(fallen, f)
		}
	}
	t.Fallen = fallen
	return t, nil
}

// inRange is v if it indexes a list of n, else the seat's own default.
func inRange(v, n, seat int) int {
	if v >= 0 && v < n {
		return v
	}
	return seat % n
}
