package record

import (
	"fmt"

	"lantern/rules"
)

// Adapter is a Game built from a game's own types: C its config, M its
// move, S its state. Moves are packed one after another into Record.Moves,
// typically a byte or two each.
type Adapter[C, M, S any] struct {
	Name  string // game id
	Rules int    // rules version written into new records

	PackConfig   func(C, *Packer)
	UnpackConfig func(*Unpacker) C
	PackMove     func(M, *Packer)
	UnpackMove   func(*Unpacker) M

	New       func(C, uint64) (S, error)
	Apply     func(S, M) (S, error)
	Summarize func(S, []string) Summary // state and names; Game, Moves and Hash are filled in
	Hash      func(S) string            // optional; HashOf by default
}

// ID returns the game id.
func (a Adapter[C, M, S]) ID() string { return a.Name }

// RulesVersion returns the rules version new records are written under.
func (a Adapter[C, M, S]) RulesVersion() int { return a.Rules }

// Start returns the record of a new game with no moves yet.
func (a Adapter[C, M, S]) Start(cfg C, seed uint64, names []string) Record {
	var p Packer
	a.PackConfig(cfg, &p)
	return Record{Game: a.Name, Rules: a.Rules, Config: p.Bytes(), Seed: seed,
		Names: append([]string(nil), names...)}
}

// Append returns r with m added; r itself is not changed. The snapshot is
// dropped, since it no longer matches the moves.
func (a Adapter[C, M, S]) Append(r Record, m M) Record {
	p := Packer{b: append([]byte(nil), r.Moves...)}
	a.PackMove(m, &p)
	r.Moves, r.Snapshot = p.Bytes(), nil
	return r
}

// Decode unpacks the config and the moves of r.
func (a Adapter[C, M, S]) Decode(r Record) (C, []M, error) {
	var cfg C
	if r.Game != a.Name {
		return cfg, nil, fmt.Errorf("%w: a %q record is not a %q game", rules.ErrBadConfig, r.Game, a.Name)
	}
	if r.Rules != a.Rules {
		return cfg, nil, fmt.Errorf("%w: recorded under rules version %d; this Lantern plays version %d", rules.ErrBadConfig, r.Rules, a.Rules)
	}
	u := NewUnpacker(r.Config)
	cfg = a.UnpackConfig(u)
	if err := u.Done(); err != nil {
		return cfg, nil, fmt.Errorf("config: %w", err)
	}
	var moves []M
	u = NewUnpacker(r.Moves)
	for u.More() {
		m := a.UnpackMove(u)
		if u.Err() == nil {
			moves = append(moves, m)
		}
	}
	if err := u.Done(); err != nil {
		return cfg, nil, fmt.Errorf("move %d: %w", len(moves)+1, err)
	}
	return cfg, moves, nil
}

// Replay rebuilds the state of r from its config, seed and moves. On a
// refused move it returns the state before it, the moves so far and a
// *rules.ReplayError.
func (a Adapter[C, M, S]) Replay(r Record) (S, []M, error) {
	var s S
	cfg, moves, err := a.Decode(r)
	if err != nil {
		return s, nil, err
	}
	if s, err = a.New(cfg, r.Seed); err != nil {
		return s, nil, err
	}
	apply := func(s S, m M) (S, []struct{}, error) {
		next, err := a.Apply(s, m)
		return next, nil, err
	}
	s, _, err = rules.Replay(s, moves, apply)
	if re, ok := err.(*rules.ReplayError); ok {
		return s, moves[:re.Index], err
	}
	return s, moves, err
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
