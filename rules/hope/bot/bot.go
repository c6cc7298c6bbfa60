// Package bot plays Hope Inhumanity seats: policies that pick a move from
// the legal ones, and Play, which runs a whole game with them.
//
// A policy sees the full State but reads only what its seat may see (its
// own traits, the scene card only when it is the acting player, public
// counters); the simulator skips View for speed. Randomness comes from the
// rng.Source handed to Choose, never from the game's own.
package bot

import (
	"fmt"

	"lantern/rules/hope"
	"lantern/rules/rng"
)

// Policy picks a move for seat from legal, which holds only that seat's
// moves. When seat is not the one the game waits for, the moves are
// optional card plays and loans: returning the zero Move passes.
type Policy interface {
	Name() string
	Choose(s hope.State, seat int, legal []hope.Move, r *rng.Source) hope.Move
}

// Named returns a policy by name: "cautious" or "random".
func Named(name string) (Policy, error) {
	switch name {
	case "cautious":
		return Cautious{}, nil
	case "random":
		return Random{}, nil
	}
	return nil, fmt.Errorf("unknown policy %q (cautious, random)", name)
}

// MaxSteps bounds a game; no legal game comes near it.
const MaxSteps = 20000

// Play runs s to its end with one policy per seat, giving each seat that
// may play a card the chance before the pending decision is made. onEvent,
// if not nil, sees every event.
func Play(s hope.State, pols []Policy, r *rng.Source, onEvent func(hope.Event)) (hope.State, error) {
	buf := make([]hope.Move, 0, 32)
	for step := 0; !s.Over; step++ {
		if step > MaxSteps {
			return s, fmt.Errorf("game did not end in %d steps", MaxSteps)
		}
		m, ok := next(&s, pols, r, buf)
		if !ok {
			return s, fmt.Errorf("no move for pending %v", s.Pending)
		}
		var evs []hope.Event
		var err error
		if s, evs, err = hope.Apply(s, m); err != nil {
			return s, fmt.Errorf("policy %s chose %v: %w", pols[m.Seat].Name(), m, err)
		}
		if onEvent != nil {
			for _, e := range evs {
				onEvent(e)
			}
		}
	}
	return s, nil
}

// next asks the other seats with optional moves first, then the pending one.
func next(s *hope.State, pols []Policy, r *rng.Source, buf []hope.Move) (hope.Move, bool) {
	legal := hope.Legal(*s)
	p := int(s.Pending.Seat)
	var some uint8 // seats with a move: the others need no filtering
	for _, m := range legal {
		some |= 1 << uint(m.Seat)
	}
	for x := range int(s.N) {
		if x == p || some&(1<<uint(x)) == 0 {
			continue
		}
		if mine := only(legal, x, buf[:0]); len(mine) > 0 {
			if m := choose(pols[x], s, x, mine, r); m.Kind != hope.MoveNone {
				return m, true
			}
		}
	}
	mine := only(legal, p, buf[:0])
	if len(mine) == 0 {
		return hope.Move{}, false
	}
	return choose(pols[p], s, p, mine, r), true
}

// choose asks pol for a move; Cautious, which only reads the State, is
// called without copying it (a State is about 1 KB).
func choose(pol Policy, s *hope.State, seat int, legal []hope.Move, r *rng.Source) hope.Move {
	if c, ok := pol.(Cautious); ok {
		return c.choose(s, seat, legal, r)
	}
	return pol.Choose(*s, seat, legal, r)
}

func only(legal []hope.Move, seat int, out []hope.Move) []hope.Move {
	for _, m := range legal {
		if int(m.Seat) == seat {
			out = append(out, m)
		}
	}
	return out
}

// Random picks uniformly among the legal moves, and plays optional moves
// on others' decisions half the time.
type Random struct{}

func (Random) Name() string { return "random" }

func (Random) Choose(s hope.State, seat int, legal []hope.Move, r *rng.Source) hope.Move {
	if seat != int(s.Pending.Seat) && r.Intn(2) == 0 {
		return hope.Move{}
	}
	return legal[r.Intn(len(legal))]
}
