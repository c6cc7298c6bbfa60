package record

import (
	"fmt"

	"lantern/rules"
)

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
	r := Record{Game: a.Name, Rules: a.Rules, Config: p.Bytes(), Seed: seed,
		Names: a.Names(cfg), Moves: emptyMoves()}
	return r, r.check()
}

// Append returns r with m, played from state before, added; r itself is
// not changed. It costs no replay, so it suits autosaving after every move.
// The snapshot is dropped, since it no longer matches the moves.
func (a Adapter[C, M, S]) Append(r Record, before S, m M) (Record, error) {
	legal := a.Legal(before)
	for i, l := range legal {
		if l == m {
			moves, err := appendMove(r.Moves, i, len(legal))
			if err != nil {
				return r, err
			}
			r.Moves, r.Snapshot = moves, nil
			return r, nil
		}
	}
	return r, rules.Refuse(rules.ErrIllegal, "%v is not a legal move here", m)
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
		if r, err = a.Append(r, s, m); err != nil {
			return r, &rules.ReplayError{Index: i, Err: err}
		}
		if s, err = a.Apply(s, m); err != nil {
			return r, &rules.ReplayError{Index: i, Err: err}
		}
	}
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

// Load replays r and summarises it.
func (a Adapter[C, M, S]) Load(r Record) (Summary, error) {
	s, moves, err := a.Replay(r)
	if err != nil {
		return Summary{}, err
	}
	return a.Summary(s, r.Names, len(moves)), nil
}

// Summary summarises a state reached after n moves.
func (a Adapter[C, M, S]) Summary(s S, names []string, n int) Summary {
	sum := a.Summarize(s, names)
	sum.Game, sum.Moves = a.Name, n
	if a.Hash != nil {
		sum.Hash = a.Hash(s)
	} else {
		sum.Hash = HashOf(s)
	}
	return sum
}
