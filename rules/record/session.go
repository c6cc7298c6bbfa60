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
	// Reveals, when set, tells whether move m, taking before to after,
	// showed the table something it did not know: a card drawn, dice
	// rolled. Such a move closes undo for itself and every move before it
	// (G-01), so undo takes back mis-taps, never luck.
	Reveals func(before, after S, m M) bool
	// Sealed counts the moves undo can no longer take back.
	Sealed int
}

// Open replays r into the session and checks that it reaches the state
// it was saved in, as Load does; on error the session is unchanged.
func (g *Session[C, M, S, E]) Open(r Record) error {
	played, sealed := 0, 0
	apply := func(s S, m M) (S, []E, error) {
		next, ev, err := g.Apply(s, m)
		if err == nil {
			if played++; g.Reveals != nil && g.Reveals(s, next, m) {
				sealed = played
			}
		}
		return next, ev, err
	}
	s, moves, log, err := Journal(g.Adapter, r, apply, g.Progress)
	if err == nil {
		err = g.Adapter.verify(r, s)
	}
	if err != nil {
		return err
	}
	g.Record, g.State, g.Moves, g.Log, g.Sealed = r, s, len(moves), log, sealed
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
	if g.Reveals != nil && g.Reveals(g.State, next, m) {
		g.Sealed = g.Moves + 1
	}
	g.Record, g.State, g.Moves, g.Log = r, next, g.Moves+1, append(g.Log, ev...)
	return ev, nil
}

// ErrOtherLuck is Amend's answer when the move meant would show the
// table other luck than the move made did.
var ErrOtherLuck = errors.New("that would show other dice than the ones the table saw, so the move stays")

// Amend puts right a mis-tap on the last move, even one that showed
// something: it replaces that move with m when m, played instead, shows
// the table just what the last move showed (same reports it, given the
// states the last move and m reach and the events each told). G-01 forbids
// undoing luck, not taps: a Blessing rolled for the wrong character goes
// to the right one with the very faces the table saw. Moves before the
// last stay as they are; on error nothing changes.
func (g *Session[C, M, S, E]) Amend(m M, same func(shown, instead S, shownEv, insteadEv []E) bool) error {
	if g.Moves == 0 {
		return ErrNoMove
	}
	r, err := g.Adapter.Truncate(g.Record, g.Moves-1)
	if err != nil {
		return err
	}
	p := *g
	p.Log = nil
	if err := p.Open(r); err != nil {
		return err
	}
	next, ev, err := g.Apply(p.State, m)
	if err != nil {
		return err
	}
	if !same(g.State, next, g.Log[len(p.Log):], ev) {
		return ErrOtherLuck
	}
	if _, err := p.Play(m); err != nil {
		return err
	}
	*g = p
	return nil
}

// ErrNoMove is Undo's answer when no move was made.
var ErrNoMove = errors.New("no move to take back")

// ErrSealed is Undo's answer when the last move showed something (G-01).
var ErrSealed = errors.New("the last move showed the table something new, so it stays")

// CanUndo tells whether Undo would take a move back.
func (g *Session[C, M, S, E]) CanUndo() bool { return g.Moves > g.Sealed }

// Undo takes back the last move by replaying the ones before it. The dice
// live in the state, so a move made again comes out the same.
func (g *Session[C, M, S, E]) Undo() error {
	if g.Moves == 0 {
		return ErrNoMove
	}
	if !g.CanUndo() {
		return ErrSealed
	}
	r, err := g.Adapter.Truncate(g.Record, g.Moves-1)
	if err != nil {
		return err
	}
	return g.Open(r)
}
