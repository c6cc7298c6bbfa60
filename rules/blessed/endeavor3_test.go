package blessed

import (
	"testing"
)

// table3 is an edition 3 table: two characters and a game master's one.
func table3(t testing.TB, seed uint64) State {
	s := party(t, Config{Edition: 3}, seed, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	s, _ = step(t, s, Move{Kind: AddNPC, Stat: Hurt})
	return s
}

// turns puts e into its turns phase with the given order and position
// rolls (by Racers index), as if everyone had rolled.
func turns(s State, order []int, stats []Stat, faces [][]int) State {
	e := s.Endeavor.clone()
	e.Phase, e.Order, e.Turn = Turns, order, 0
	for k := range e.Racers {
		e.Racers[k].Stat, e.Racers[k].Faces = stats[k], faces[k]
	}
	s.Endeavor = &e
	return s
}

// An action's first roll is its position roll, already made: the odds
// read it as made. A 3 on a Normal advance can only fail.
func TestActionOddsKnowThePositionRoll(t *testing.T) {
	tests := []struct {
		name  string
		faces []int
		want  float64 // chance of success
	}{
		{"a 3 can only fail", []int{3}, 0},
		{"a 9 can only succeed", []int{9}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table3(t, 4)
			s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(PlainEndeavor)})
			s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
			s = turns(s, []int{0}, []Stat{Heart}, [][]int{tt.faces})
			s, _ = step(t, s, Move{Kind: Act, Seat: 0, Value: int(Advance)})
			o, ok := Chances(s)
			if !ok || o.Success != tt.want {
				t.Fatalf("success %v, want %v", o.Success, tt.want)
			}
		})
	}
}
