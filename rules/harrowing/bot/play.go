package bot

import (
	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

// MaxMoves ends a game the bots cannot finish: counted as a stall.
const MaxMoves = 3000

// Play plays s to its end with bots on every seat, calling each (when
// set) with every move and its events; it returns the end and how many
// moves it took.
func Play(s harrowing.State, r *rng.Source, each func(harrowing.State, harrowing.Move, []harrowing.Event)) (harrowing.State, int, error) {
	n := 0
	for ; n < MaxMoves && s.Result == harrowing.Playing && len(harrowing.Legal(s)) > 0; n++ {
		m := Choose(s, r)
		next, ev, err := harrowing.Apply(s, m)
		if err != nil {
			return s, n, err
		}
		if each != nil {
			each(s, m, ev)
		}
		s = next
	}
	return s, n, nil
}
