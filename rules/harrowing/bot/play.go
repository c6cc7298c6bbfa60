package bot

import (
	"lantern/rules/harrowing"
	"lantern/rules/lab"
	"lantern/rules/rng"
)

// MaxMoves ends a game the bots cannot finish: counted as a stall.
const MaxMoves = 3000

// Play plays s to its end with bots on every seat, calling each (when
// set) with every move and its events; it returns the end and how many
// moves it took.
func Play(s harrowing.State, r *rng.Source, each func(harrowing.State, harrowing.Move, []harrowing.Event)) (harrowing.State, int, error) {
	return play(s, r, each, func() bool { return false })
}

// play is Play calling tick while the bots think and after every move,
// so that a browser running the game draws and answers taps in between;
// once tick says the run is stopped, the game is given up after the move
// being weighed (lab.ErrStopped).
func play(s harrowing.State, r *rng.Source, each func(harrowing.State, harrowing.Move, []harrowing.Event), tick func() bool) (harrowing.State, int, error) {
	stopped := false
	think := func() { stopped = stopped || tick() }
	n, idle, best := 0, 0, progress(s)
	for ; n < MaxMoves && s.Result == harrowing.Playing && len(harrowing.Legal(s)) > 0; n++ {
		if p := progress(s); p > best {
			best, idle = p, 0
		} else {
			idle++
		}
		m := choose(s, r, idle, think)
		if stopped {
			return s, n, lab.ErrStopped
		}
		next, ev, err := harrowing.Apply(s, m)
		if err != nil {
			return s, n, err
		}
		if each != nil {
			each(s, m, ev)
		}
		think()
		s = next
	}
	return s, n, nil
}

// progress is how far the game has come: the ritual, the summons, the
// boss's wounds and the map. It never falls in a game that moves on, so
// moves since it last rose are moves going round in circles.
func progress(s harrowing.State) int {
	p := 1000*harrowing.RitualTotal(s) + 100*len(s.Map)
	if s.Summons {
		p += 10000
	}
	for _, ef := range s.Effigies {
		for _, f := range ef.Foes {
			if hasBoss(s.Book().Card(f.ID)) {
				p += 20000 + int(f.Damage)
			}
		}
	}
	return p
}
