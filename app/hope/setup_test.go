package hope

import (
	"strings"
	"testing"
)

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
		{"empty name", func(s *Setup) { s.seats[2].Name = "  " }, "seat 3 needs a name", nil},
		{"same name", func(s *Setup) { s.seats[1].Name = "player 1" }, "two seats are called", nil},
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
