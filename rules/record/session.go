package record

import "errors"

// Session is a game being played from its record, as a game's screen holds
// it: the state its moves reach, the events they made, and the record kept
// in step with every move so that it can be saved at once.
type Session[C any, M comparable, S, E any] struct {
	Adapter Adapter[C, M, S]
	Apply   func(S, M) (S, []E, error) // the game's Apply, with events
	Record  Record
	State   S
	Moves   int
	Log     []E
	// Progress, when set, is told how far a replay has got every few
	// moves (Open and Undo replay the whole game).
	Progress func(done, total int)
}

// Open replays r into the session and checks that it reaches the state
// it was saved in, as Load does; on error the session is unchanged.
func (g *Session[C, M, S, E]) Open(r Record) error {
	s, moves, log, err := Journal(g.Adapter, r, g.Apply, g.Progress)
	if err == nil {
		err = g.Adapter.verify(r, s)
	}
	if err != nil {
		return err
	}
	g.Record, g.State, g.Moves, g.Log = r, s, len(moves), log
	return nil
}

// Play applies m and records it, returning what happened; a refused move
// changes nothing.
func (g *Session[C, M, S, E]) Play(m M) ([]E, error) {
	next, ev, err := g.Apply(g.State, m)
	if err != nil {
		return nil, err
	}
	r, err := g.Adapter.Append(g.Record, g.State, m)
	if err != nil {
		return nil, err
	}
	g.Record, g.State, g.Moves, g.Log = r, next, g.Moves+1, append(g.Log, ev...)
	return ev, nil
}

// ErrNoMove is Undo's answer when no move was made.
var ErrNoMove = errors.New("no move to take back")

// Undo takes back the last move by replaying the ones before it. The dice
// live in the state, so a move made again comes out the same.
func (g *Session[C, M, S, E]) Undo() error {
	if g.Moves == 0 {
		return ErrNoMove
	}
	r, err := g.Adapter.Truncate(g.Record, g.Moves-1)
	if err != nil {
		return err
	}
	return g.Open(r)
}
