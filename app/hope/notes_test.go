package hope

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/widget"
	"lantern/rules/record"
)

func TestNotesRoundTrip(t *testing.T) {
	s, tb := newRecorded(t, 5)
	tb.Ending = "The rivers turned grey."
	tb.Sheets = []Sheet{{Name: "Iris", Age: "61", Note: "Keeps buttons.", Done: true}, {Done: true}, {Done: true}}
	tb.Fallen = []Fallen{{Seat: 2, Name: "Ada's character", Cause: "starved"}}
	tb.Begun = true
	b, err := packNotes(tb)
	if err != nil {
		t.Fatal(err)
	}
	got, err := unpackNotes(b, s)
	if err != nil || !reflect.DeepEqual(got, tb) {
		t.Fatalf("unpackNotes = %+v, %v; want %+v", got, err, tb)
	}
}

// Notes from a file or a link are checked against the game they came
// with: the record says who plays, and every index is brought into range.
func TestNotesFromElsewhere(t *testing.T) {
	s, _ := newRecorded(t, 5)
	three := `"sheets":[{"name":"Iris"},{},{}]`
	tests := []struct {
		name, notes, err string
		check            func(Table) string
	}{
		{"not JSON", `{"seats":`, "unexpected end", nil},
		{"too few seats", `{"seats":[{"name":"A"}],"sheets":[{}]}`, "1 seats and 1 sheets for a game of 3", nil},
		{"sheets missing", `{"seats":[{},{},{}]}`, "3 seats and 0 sheets", nil},
		{"names and bots from the record",
			`{"seats":[{"name":"Eve","bot":true},{"name":"X"},{"name":"Y"}],` + three + `}`, "",
			func(t Table) string {
				if t.Seats[0].Name != "Mara" || t.Seats[0].Bot || !t.Seats[1].Bot || t.Seats[1].Name != "Jun" {
					return "seats " + fmtSeats(t)
				}
				return ""
			}},
		{"looks out of range",
			`{"seats":[{"colour":-1,"symbol":99},{"colour":1000},{"symbol":-7}],` + three + `}`, "",
			func(t Table) string {
				for i, l := range t.Seats {
					if l.Colour < 0 || l.Colour >= len(widget.Colours) || l.Symbol < 0 || l.Symbol >= len(widget.Symbols) {
						return "seat out of range: " + fmtSeats(t)
					}
					_, _ = t.colour(i), t.symbol(i)
				}
				return ""
			}},
		{"fallen on no seat",
			`{"seats":[{},{},{}],` + three + `,"fallen":[{"seat":-1},{"seat":3},{"seat":1,"name":"Kit"}]}`, "",
			func(t Table) string {
				if len(t.Fallen) != 1 || t.Fallen[0].Name != "Kit" {
					return "fallen kept"
				}
				return ""
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := unpackNotes([]byte(tt.notes), s)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v; want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if msg := tt.check(got); msg != "" {
				t.Fatal(msg)
			}
		})
	}
}

func fmtSeats(t Table) string {
	var b strings.Builder
	for _, s := range t.Seats {
		b.WriteString(s.Name + " ")
	}
	return b.String()
}

// FuzzUnpackNotes: whatever a link carries, an accepted table fits its
// game and every index the screen uses is in range.
func FuzzUnpackNotes(f *testing.F) {
	s, tb := newRecorded(f, 5)
	tb.Sheets = make([]Sheet, 3)
	good, _ := packNotes(tb)
	f.Add(good)
	f.Add([]byte(`{"seats":[{"colour":-1},{},{}],"sheets":[{},{},{}],"fallen":[{"seat":9}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := unpackNotes(b, s)
		if err != nil {
			return
		}
		if len(got.Seats) != int(s.N) || len(got.Sheets) != int(s.N) {
			t.Fatalf("%d seats, %d sheets for %d", len(got.Seats), len(got.Sheets), s.N)
		}
		for i, l := range got.Seats {
			if l.Name != s.Seats[i].Name || l.Bot != s.Seats[i].Bot {
				t.Fatalf("seat %d is %+v; the record has %+v", i, l, s.Seats[i])
			}
			if l.Colour < 0 || l.Colour >= len(widget.Colours) || l.Symbol < 0 || l.Symbol >= len(widget.Symbols) {
				t.Fatalf("seat %d looks out of range: %+v", i, l)
			}
		}
		for _, fl := range got.Fallen {
			if fl.Seat < 0 || fl.Seat >= int(s.N) {
				t.Fatalf("fallen on seat %d", fl.Seat)
			}
		}
		if got.Expansion != s.Expansion {
			t.Fatal("expansion differs from the record")
		}
	})
}

// local is local storage as JSON in a map: all loadTable reads.
type local struct {
	app.BrowserStorage
	m map[string][]byte
}

func (l local) Get(k string, v any) error {
	if b, ok := l.m[k]; ok {
		return json.Unmarshal(b, v)
	}
	return nil
}

// loadTable prefers the record's notes, falls back to a table kept in
// local storage by a save from before notes (and says so, for it to move
// into the record), and otherwise makes plain looks.
func TestLoadTable(t *testing.T) {
	s, tb := newRecorded(t, 5)
	tb.Sheets = []Sheet{{Name: "Iris", Done: true}, {Done: true}, {Done: true}}
	notes, _ := packNotes(tb)
	legacy := tb
	legacy.Sheets = []Sheet{{Name: "Old Iris", Done: true}, {Done: true}, {Done: true}}
	old, _ := json.Marshal(legacy)
	ls := local{m: map[string][]byte{keyPrefix + "old": old}}
	tests := []struct {
		name, id   string
		notes      []byte
		character  string
		fromLegacy bool
		fails      bool
	}{
		{"notes", "new", notes, "Iris", false, false},
		{"notes win over local storage", "old", notes, "Iris", false, false},
		{"local storage without notes", "old", nil, "Old Iris", true, false},
		{"neither", "new", nil, "Mara's character", false, false},
		{"broken notes", "old", []byte("{"), "Mara's character", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := record.Record{Notes: tt.notes}
			got, fromLegacy, err := loadTable(ls, tt.id, rec, s, 0)
			if (err != nil) != tt.fails || fromLegacy != tt.fromLegacy || got.character(0) != tt.character {
				t.Fatalf("loadTable = %q, legacy %v, %v", got.character(0), fromLegacy, err)
			}
			if len(got.Seats) != int(s.N) || len(got.Sheets) != int(s.N) {
				t.Fatalf("%d seats, %d sheets", len(got.Seats), len(got.Sheets))
			}
		})
	}
}
