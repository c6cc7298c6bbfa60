package hope_test

import (
	"fmt"

	"lantern/rules/hope"
)

// A game is a value: New sets it up, Legal lists what may be done, Apply
// returns the next state and what happened, and Pending says who decides.
func Example() {
	cfg := hope.Config{
		Seats: []hope.SeatConfig{{Name: "Ana"}, {Name: "Ben"}, {Name: "Cy"}},
		Stack: hope.Stack{Scenes: []string{"core-w01"}},
		Dice:  []int{6, 5},
	}
	s, _ := hope.New(cfg, 7)
	fmt.Println(s.Seats[s.Turn].Name, "must", s.Pending.Kind)
	for _, sm := range []hope.ScriptMove{
		{Seat: 0, Move: "draw", Terrain: "wilderness"},
		{Seat: 0, Move: "act"},
		{Seat: 0, Move: "commit", N: 2},
		{Seat: 1, Move: "refuse"},
		{Seat: 2, Move: "refuse"},
		{Seat: 0, Move: "boost"},
		{Seat: 0, Move: "roll"},
	} {
		m, _ := sm.Resolve(s)
		next, events, err := hope.Apply(s, m)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range events {
			if e.Kind == hope.EvRoll || e.Kind == hope.EvFree || e.Kind == hope.EvSuccess {
				fmt.Println(s.Seats[e.Seat].Name, e.Kind, e.Faces)
			}
		}
		s = next
	}
	fmt.Println(s.Seats[s.Turn].Name, "must", s.Pending.Kind, "- Ana has", s.Seats[0].Humanity, "Humanity")
	// Output:
	// Ana must draw
	// Ana h0 []
	// Ana success []
	// Ben must draw - Ana has 4 Humanity
}
