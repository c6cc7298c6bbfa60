package record

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"

	"lantern/rules"
)

// ErrDiverged is returned by Load when a record's moves replay to another
// state than the one they were recorded in: the game's rules changed
// without a new rules version.
var ErrDiverged = errors.New("this game was recorded under different rules")

// Adapter is a Game built from a game's own types: C its config, M its
// move, S its state.
//
// Moves are stored as their index in Legal(state) at the time they were
// played, in just enough bits for that list (see moves.go): a forced move
// costs nothing and most others a few bits, which is what keeps a whole
// game inside a short link. It relies on Legal's order being part of the
// rules: a game that changes the order (or anything replay depends on)
// must bump its rules version.
type Adapter[C any, M comparable, S any] struct {
	Name  string // game id
	Rules int    // rules version written into new records

	// PackConfig packs everything in C but the player names, which the
	// record keeps apart (Names gets them from C, UnpackConfig puts them
	// back). It refuses configs a record cannot hold.
	PackConfig   func(C, *Packer) error
	UnpackConfig func(u *Unpacker, names []string) C
	Names        func(C) []string

	New       func(C, uint64) (S, error)
	Legal     func(S) []M // deterministic order
	Apply     func(S, M) (S, error)
	Summarize func(S, []string) Summary // state and names; Game, Moves and Hash are filled in
	Hash      func(S) string            // optional; HashOf by default
}

// ID returns the game id.
func (a Adapter[C, M, S]) ID() string { return a.Name }

// RulesVersion returns the rules version new records are written under.
func (a Adapter[C, M, S]) RulesVersion() int { return a.Rules }

// Start returns the record of a new game with no moves yet.
func (a Adapter[C, M, S]) Start(cfg C, seed uint64) (Record, error) {
	var p Packer
	if err := a.PackConfig(cfg, &p); err != nil {
		return Record{}, err
	}
	s, err := a.New(cfg, seed)
	if err != nil {
		return Record{}, err
	}
	r := Record{Game: a.Name, Rules: a.Rules, Config: p.Bytes(), Seed: seed,
		Names: a.Names(cfg), Moves: emptyMoves(), Check: a.check(s)}
	return r, r.check()
}

// Append returns r with m, played from state before, added; r itself is
// not changed. It costs one Apply, no replay, so it suits autosaving after
// every move. The snapshot is dropped, since it no longer matches.
func (a Adapter[C, M, S]) Append(r Record, before S, m M) (Record, error) {
	legal := a.Legal(before)
	i := indexOf(legal, m)
	if i < 0 {
		return r, rules.Refuse(rules.ErrIllegal, "%v is not a legal move here", m)
	}
	after, err := a.Apply(before, m)
	if err != nil {
		return r, err
	}
	moves, err := appendMove(r.Moves, i, len(legal))
	if err != nil {
		return r, err
	}
	r.Moves, r.Snapshot, r.Check = moves, nil, a.check(after)
	return r, nil
}

func indexOf[M comparable](ms []M, m M) int {
	for i, x := range ms {
		if x == m {
			return i
		}
	}
	return -1
}

// check fingerprints a state for Record.Check.
func (a Adapter[C, M, S]) check(s S) []byte {
	sum := sha256.Sum256([]byte(a.hash(s)))
	return sum[:CheckSize]
}

func (a Adapter[C, M, S]) hash(s S) string {
	if a.Hash != nil {
		return a.Hash(s)
	}
	return HashOf(s)
}

// Encode records a game from its moves, replaying them.
func (a Adapter[C, M, S]) Encode(cfg C, seed uint64, moves []M) (Record, error) {
	r, err := a.Start(cfg, seed)
	if err != nil {
		return r, err
	}
	s, err := a.New(cfg, seed)
	if err != nil {
		return r, err
	}
	for i, m := range moves {
		legal := a.Legal(s)
		k := indexOf(legal, m)
		if k < 0 {
			err = rules.Refuse(rules.ErrIllegal, "%v is not a legal move here", m)
		} else if r.Moves, err = appendMove(r.Moves, k, len(legal)); err == nil {
			s, err = a.Apply(s, m)
		}
		if err != nil {
			return r, &rules.ReplayError{Index: i, Err: err}
		}
	}
	r.Check = a.check(s)
	return r, nil
}

// Truncate returns r with only its first n moves, for an undo: names,
// notes and config stay, the check becomes that of the state after move
// n, and the snapshot is dropped. It replays those n moves.
func (a Adapter[C, M, S]) Truncate(r Record, n int) (Record, error) {
	cfg, err := a.config(r)
	if err != nil {
		return r, err
	}
	s, err := a.New(cfg, r.Seed)
	if err != nil {
		return r, err
	}
	rd, err := readMoves(r.Moves)
	if err != nil {
		return r, err
	}
	if n < 0 || n > rd.count {
		return r, fmt.Errorf("cannot keep %d of %d moves", n, rd.count)
	}
	moves := emptyMoves()
	for i := range n {
		legal := a.Legal(s)
		k, err := rd.next(len(legal))
		if err == nil {
			if moves, err = appendMove(moves, k, len(legal)); err == nil {
				s, err = a.Apply(s, legal[k])
			}
		}
		if err != nil {
			return r, &rules.ReplayError{Index: i, Err: err}
		}
	}
	r.Moves, r.Snapshot, r.Check = moves, nil, a.check(s)
	return r, nil
}

// Replay rebuilds the state of r from its config, seed and moves, and
// returns the moves too. On a move it cannot decode or apply it returns
// the state before that move, the moves so far and an error naming the move
// (a *rules.ReplayError wrapping ErrCorrupt or the game's refusal).
func (a Adapter[C, M, S]) Replay(r Record) (S, []M, error) {
	var s S
	cfg, err := a.config(r)
	if err != nil {
		return s, nil, err
	}
	if s, err = a.New(cfg, r.Seed); err != nil {
		return s, nil, err
	}
	rd, err := readMoves(r.Moves)
	if err != nil {
		return s, nil, err
	}
	var moves []M
	for i := range rd.count {
		legal := a.Legal(s)
		k, err := rd.next(len(legal))
		if err == nil {
			var next S
			if next, err = a.Apply(s, legal[k]); err == nil {
				s, moves = next, append(moves, legal[k])
				continue
			}
		}
		return s, moves, &rules.ReplayError{Index: i, Err: err}
	}
	return s, moves, rd.done()
}

func (a Adapter[C, M, S]) config(r Record) (C, error) {
	var cfg C
	if r.Game != a.Name {
		return cfg, fmt.Errorf("%w: a %q record is not a %q game", rules.ErrBadConfig, r.Game, a.Name)
	}
	if r.Rules != a.Rules {
		return cfg, fmt.Errorf("%w: recorded under rules version %d; this Lantern plays version %d", rules.ErrBadConfig, r.Rules, a.Rules)
	}
	u := NewUnpacker(r.Config)
	cfg = a.UnpackConfig(u, r.Names)
	if err := u.Done(); err != nil {
		return cfg, fmt.Errorf("config: %w", err)
	}
	return cfg, nil
}

// Load replays r, checks that it reaches the state it was recorded in
// (when r has a Check) and summarises it. Replay alone does not check,
// so that a prefix of the moves can be replayed.
func (a Adapter[C, M, S]) Load(r Record) (Summary, error) {
	s, moves, err := a.Replay(r)
	if err != nil {
		return Summary{}, err
	}
	if len(r.Check) > 0 && !bytes.Equal(r.Check, a.check(s)) {
		return Summary{}, fmt.Errorf("%w: its moves now lead somewhere else (%s rules version %d)", ErrDiverged, a.Name, a.Rules)
	}
	return a.Summary(s, r.Names, len(moves)), nil
}

// Summary summarises a state reached after n moves.
func (a Adapter[C, M, S]) Summary(s S, names []string, n int) Summary {
	sum := a.Summarize(s, names)
	sum.Game, sum.Moves, sum.Hash = a.Name, n, a.hash(s)
	return sum
}

// Journal replays r as Replay does and also returns the events its moves
// made, for a game's log: a second pass from the start through apply,
// the game's own Apply with events.
func Journal[C any, M comparable, S, E any](a Adapter[C, M, S], r Record, apply func(S, M) (S, []E, error)) (S, []M, []E, error) {
	s, moves, err := a.Replay(r)
	if err != nil {
		return s, moves, nil, err
	}
	cfg, err := a.config(r)
	if err == nil {
		s, err = a.New(cfg, r.Seed)
	}
	if err != nil {
		return s, moves, nil, err
	}
	end, log, err := rules.Replay(s, moves, apply)
	return end, moves, log, err
}
