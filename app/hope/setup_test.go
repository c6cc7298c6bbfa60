package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Names are placeholders, not text to delete; Enter in a field does not
// start the game (a tablet keyboard's Go key): only the button does.
func TestSetupFieldsAndEnter(t *testing.T) {
	s := &Setup{}
	s.OnInit()
	html := app.HTMLString(s)
	if !strings.Contains(html, `placeholder="Player 1"`) || strings.Contains(html, `value="Player 1"`) {
		t.Fatal("seat names are pre-filled instead of placeholders")
	}
	if strings.Contains(html, `type="submit"`) {
		t.Fatal("a submit button lets Enter in a field start the game")
	}
}

func TestSetupTable(t *testing.T) {
	base := func() *Setup {
		s := &Setup{}
		s.OnInit()
		return s
	}
	tests := []struct {
		name  string
		edit  func(*Setup)
		err   string
		check func(*testing.T, Table)
	}{
		{"defaults", func(*Setup) {}, "", func(t *testing.T, tb Table) {
			if len(tb.Seats) != 3 || tb.Ending != endings[0] || len(tb.Sheets) != 3 {
				t.Errorf("got %+v", tb)
			}
		}},
		{"bots need no sheet", func(s *Setup) { s.seats[1].Bot = true }, "", func(t *testing.T, tb Table) {
			if tb.Sheets[0].Done || !tb.Sheets[1].Done {
				t.Errorf("sheets %+v", tb.Sheets)
			}
		}},
		{"five seats, own ending, seed", func(s *Setup) { s.n, s.ending, s.own, s.seed = 5, -1, "  The bees left. ", "42" }, "",
			func(t *testing.T, tb Table) {
				if len(tb.Seats) != 5 || tb.Ending != "The bees left." || tb.Seed != 42 {
					t.Errorf("got %+v", tb)
				}
			}},
		{"empty name is the placeholder", func(s *Setup) { s.seats[2].Name = "  " }, "", func(t *testing.T, tb Table) {
			if tb.Seats[2].Name != "Player 3" {
				t.Errorf("seat 3 is called %q", tb.Seats[2].Name)
			}
		}},
		{"same name", func(s *Setup) { s.seats[1].Name = "player 1" }, "two seats are called", nil},
		{"empty own ending", func(s *Setup) { s.ending, s.own = -1, "  " }, "write how your world ended", nil},
		{"same symbol", func(s *Setup) { s.seats[2].Symbol = 0 }, "share the symbol", nil},
		{"bad seed", func(s *Setup) { s.seed = "abc" }, "whole number", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := base()
			tt.edit(s)
			tb, err := s.table()
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, tb)
		})
	}
}
