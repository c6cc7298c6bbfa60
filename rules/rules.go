// Package rules holds what every game in Lantern shares: the kinds of error a
// refused move carries, and replay of a move list from a starting state.
// Each game lives in its own package below this one and never imports UI or
// storage code.
package rules

import (
	"errors"
	"fmt"
)

// Kinds of refusal. A game's Apply wraps one of these with the human reason,
// so callers can branch with errors.Is and still show the sentence.
var (
	ErrIllegal     = errors.New("illegal move")
	ErrNotYourTurn = errors.New("not your turn")
	ErrGameOver    = errors.New("the game is over")
	ErrBadConfig   = errors.New("bad configuration")
	ErrBadCard     = errors.New("bad card")
)

// Refuse wraps kind with a reason written for people. The sentence is
// formatted only when read: Legal functions test many candidate moves and
// throw most refusals away unread, and formatting each made Humanity,
// Blessed's Legal a hundred times slower than its checks.
func Refuse(kind error, format string, args ...any) error {
	return &refusal{kind, format, args}
}

type refusal struct {
	kind   error
	format string
	args   []any
}

func (r *refusal) Error() string { return r.kind.Error() + ": " + fmt.Sprintf(r.format, r.args...) }

func (r *refusal) Unwrap() error { return r.kind }

// ReplayError reports the first move of a replay that was refused.
type ReplayError struct {
	Index int   // position of the refused move in the list
	Err   error // why Apply refused it
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("move %d refused: %v", e.Index+1, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// As finds the first error of type T in err's chain, as errors.As would.
// A hand walk, because errors.As brings reflect's assignability checks
// (internal/reflectlite, some 40 KB raw) into app.wasm for questions this
// simple.
func As[T error](err error) (T, bool) {
	for err != nil {
		if t, ok := err.(T); ok {
			return t, true
		}
		switch e := err.(type) {
		case interface{ Unwrap() []error }:
			for _, inner := range e.Unwrap() {
				if t, ok := As[T](inner); ok {
					return t, true
				}
			}
			err = nil
		case interface{ Unwrap() error }:
			err = e.Unwrap()
		default:
			err = nil
		}
	}
	var none T
	return none, false
}

// Replay applies moves to start in order. It returns the state after the
// longest valid prefix, the events of that prefix and, if a move was refused,
// a *ReplayError naming it: a record with a bad tail still loads what it can.
func Replay[S, M, E any](start S, moves []M, apply func(S, M) (S, []E, error)) (S, []E, error) {
	s := start
	var events []E
	for i, m := range moves {
		next, ev, err := apply(s, m)
		if err != nil {
			return s, events, &ReplayError{Index: i, Err: err}
		}
		s = next
		events = append(events, ev...)
	}
	return s, events, nil
}
