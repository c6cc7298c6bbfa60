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

	// Older, when set, lets records of an older rules version replay: it
	// turns their config into one this Lantern replays as those rules did
	// (a game keeps the old card data, say), or says it cannot (false).
	Older func(rules int, cfg C) (C, bool)

	// PackConfig packs everything in C but the player names, which the
	// record keeps apart (Names gets them from C, UnpackConfig puts them
	// back). It refuses configs a record cannot hold.
	PackConfig   func(C, *Packer) error
	UnpackConfig func(u *Unpacker, names []string) C
	Names        func(C) []string

	New   func(C, uint64) (S, error)
	Legal func(S) []M // deterministic order
	// AppendLegal, when set, appends Legal's moves to a list and returns
	// it: a replay then reuses one list for every move instead of making
	// one per move (optional; a game with long records sets it).
	AppendLegal func([]M, S) []M
	Apply       func(S, M) (S, error)
	Summarize   func(S, []string) Summary // state and names; Game, Moves and Hash are filled in

	// Canon is what a state's fingerprint covers (see Fingerprint): the
	// state itself by default; a game leaves out data derived from its
	// config, such as a card book held by pointer.
	Canon func(S) any
	// Legacy is the fingerprint Lanterns before format 4's fingerprints
	// wrote: fmt's %v of the state through LegacyHash by default. Records
	// still carry it until their next save.
	Legacy func(S) string
	// LegacyLost reports states whose legacy fingerprint cannot be worked
	// out again, because %v printed a pointer's address into it. Under
	// G-02 such a record's moves are trusted.
	LegacyLost func(S) bool

	// MaxMoves caps this game's records (0: the record package's MaxMoves):
	// far above any real game, and low enough that opening the longest
	// record allowed stays quick (docs/architecture.md, "Bounded replays").
	MaxMoves int
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
	moves, err := appendMove(r.Moves, i, len(legal), a.limit())
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
func (a Adapter[C, M, S]) check(s S) []byte { return checkOf(a.hash(s)) }

func checkOf(hash string) []byte {
	sum := sha256.Sum256([]byte(hash))
	return sum[:CheckSize]
}

// hash is the state's canonical fingerprint.
func (a Adapter[C, M, S]) hash(s S) string {
	if a.Canon != nil {
		return Fingerprint(a.Canon(s))
	}
	return Fingerprint(s)
}

// checks reports whether c fingerprints s: the canonical fingerprint, or
// one an older Lantern wrote (G-02: every save Lantern wrote opens again).
func (a Adapter[C, M, S]) checks(c []byte, s S) bool {
	if len(c) == 0 || bytes.Equal(c, a.check(s)) {
		return true
	}
	if a.LegacyLost != nil && a.LegacyLost(s) {
		return true
	}
	legacy := LegacyHash(s)
	if a.Legacy != nil {
		legacy = a.Legacy(s)
	}
	return bytes.Equal(c, checkOf(legacy))
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
	var w moveWriter
	var legal []M
	for i, m := range moves {
		legal = a.legalInto(legal, s)
		k := indexOf(legal, m)
		if k < 0 {
			err = rules.Refuse(rules.ErrIllegal, "%v is not a legal move here", m)
		} else if i >= a.limit() {
			err = ErrTooLong
		} else if err = w.add(k, len(legal)); err == nil {
			s, err = a.Apply(s, m)
		}
		if err != nil {
			return r, &rules.ReplayError{Index: i, Err: err}
		}
	}
	r.Moves, r.Check = w.bytes(), a.check(s)
	return r, nil
}

// Truncate returns r with only its first n moves, for an undo: names,
// notes and config stay, the check becomes that of the state after move
// n, and the snapshot is dropped. It replays those n moves.
func (a Adapter[C, M, S]) Truncate(r Record, n int) (Record, error) {
	if n < 0 {
		return r, fmt.Errorf("cannot keep %d moves", n)
	}
	s, _, rd, err := a.replay(r, n, a.Apply, nil)
	if err != nil {
		return r, err
	}
	r.Moves, r.Snapshot, r.Check = rd.prefix(), nil, a.check(s)
	return r, nil
}

// Replay rebuilds the state of r from its config, seed and moves, and
// returns the moves too. On a move it cannot decode or apply it returns
// the state before that move, the moves so far and an error naming the move
// (a *rules.ReplayError wrapping ErrCorrupt or the game's refusal).
func (a Adapter[C, M, S]) Replay(r Record) (S, []M, error) {
	s, moves, rd, err := a.replay(r, -1, a.Apply, nil)
	if err == nil {
		err = rd.done()
	}
	return s, moves, err
}

// Salvage returns r cut to the moves that still replay, with the
// fingerprint of the state they reach, and how many moves that is (G-02:
// a save that cannot be opened is offered at its last move that works).
// A record whose only fault is its fingerprint keeps every move; one over
// its game's cap keeps the moves up to the cap. It fails only when not
// even the start of the game can be rebuilt.
func (a Adapter[C, M, S]) Salvage(r Record) (Record, int, error) {
	rd, err := readMoves(r.Moves)
	if err != nil { // no move can be read: keep the start of the game
		r.Moves = emptyMoves()
		rd = &moveReader{}
	}
	_, moves, _, err := a.replay(r, min(rd.count, a.limit()), a.Apply, nil)
	if moves == nil && err != nil && !isReplay(err) {
		return r, 0, err
	}
	out, err := a.Truncate(r, len(moves))
	return out, len(moves), err
}

// limit is the most moves a record of this game may hold.
func (a Adapter[C, M, S]) limit() int {
	if a.MaxMoves > 0 && a.MaxMoves < MaxMoves {
		return a.MaxMoves
	}
	return MaxMoves
}

// legalInto lists the legal moves in s, reusing buf's memory when the game
// allows it.
func (a Adapter[C, M, S]) legalInto(buf []M, s S) []M {
	if a.AppendLegal != nil {
		return a.AppendLegal(buf[:0], s)
	}
	return a.Legal(s)
}

// replay plays the first n moves of r (all of them when n < 0) through
// apply, in one pass linear in the number of moves, calling progress (when
// set) every progressEvery moves so that a screen can show how far it is.
// It returns the state reached, the moves, and the reader after them.
func (a Adapter[C, M, S]) replay(r Record, n int, apply func(S, M) (S, error), progress func(done, total int)) (S, []M, *moveReader, error) {
	var s S
	cfg, err := a.config(r)
	if err == nil {
		s, err = a.New(cfg, r.Seed)
	}
	if err != nil {
		return s, nil, nil, err
	}
	rd, err := readMoves(r.Moves)
	if err != nil {
		return s, nil, rd, err
	}
	if rd.count > a.limit() {
		return s, nil, rd, fmt.Errorf("%w: it holds %d moves, and a %s game may hold at most %d", ErrTooLong, rd.count, a.Name, a.limit())
	}
	if n < 0 {
		n = rd.count
	} else if n > rd.count {
		return s, nil, rd, fmt.Errorf("cannot keep %d of %d moves", n, rd.count)
	}
	moves := make([]M, 0, n)
	var legal []M
	for i := range n {
		if progress != nil && i%progressEvery == 0 {
			progress(i, n)
		}
		legal = a.legalInto(legal, s)
		k, err := rd.next(len(legal))
		if err == nil {
			var next S
			if next, err = apply(s, legal[k]); err == nil {
				s, moves = next, append(moves, legal[k])
				continue
			}
		}
		return s, moves, rd, &rules.ReplayError{Index: i, Err: err}
	}
	return s, moves, rd, nil
}

// progressEvery is how often a replay reports its progress, in moves: a
// few milliseconds of work in the slowest game.
const progressEvery = 64

func (a Adapter[C, M, S]) config(r Record) (C, error) {
	var cfg C
	if r.Game != a.Name {
		return cfg, fmt.Errorf("%w: a %q record is not a %q game", rules.ErrBadConfig, r.Game, a.Name)
	}
	older := r.Rules != a.Rules
	if older && (a.Older == nil || r.Rules > a.Rules) {
		return cfg, a.otherRules(r)
	}
	u := NewUnpacker(r.Config)
	cfg = a.UnpackConfig(u, r.Names)
	if err := u.Done(); err != nil {
		return cfg, fmt.Errorf("config: %w", err)
	}
	if older {
		var ok bool
		if cfg, ok = a.Older(r.Rules, cfg); !ok {
			return cfg, a.otherRules(r)
		}
	}
	return cfg, nil
}

func (a Adapter[C, M, S]) otherRules(r Record) error {
	return fmt.Errorf("%w: recorded under rules version %d; this Lantern plays version %d", rules.ErrBadConfig, r.Rules, a.Rules)
}

// Load replays r, checks that it reaches the state it was recorded in
// (when r has a Check) and summarises it. Replay alone does not check,
// so that a prefix of the moves can be replayed.
func (a Adapter[C, M, S]) Load(r Record) (Summary, error) { return a.LoadTold(r, nil) }

// LoadTold is Load telling progress, when set, how far the replay has got
// every few moves.
func (a Adapter[C, M, S]) LoadTold(r Record, progress func(done, total int)) (Summary, error) {
	s, moves, rd, err := a.replay(r, -1, a.Apply, progress)
	if err == nil {
		err = rd.done()
	}
	if err == nil {
		err = a.verify(r, s)
	}
	if err != nil {
		return Summary{}, err
	}
	return a.Summary(s, r.Names, len(moves)), nil
}

// verify checks that s, replayed from r, is the state r was saved in.
func (a Adapter[C, M, S]) verify(r Record, s S) error {
	if !a.checks(r.Check, s) {
		return fmt.Errorf("%w: its moves now lead somewhere else (%s rules version %d)", ErrDiverged, a.Name, a.Rules)
	}
	return nil
}

// Summary summarises a state reached after n moves.
func (a Adapter[C, M, S]) Summary(s S, names []string, n int) Summary {
	sum := a.Summarize(s, names)
	sum.Game, sum.Moves, sum.Hash = a.Name, n, a.hash(s)
	return sum
}

// Journal replays r as Replay does and also returns the events its moves
// made, for a game's log: one pass through apply, the game's own Apply
// with events. progress, when set, is called every few moves.
func Journal[C any, M comparable, S, E any](a Adapter[C, M, S], r Record, apply func(S, M) (S, []E, error), progress func(done, total int)) (S, []M, []E, error) {
	var log []E
	withLog := func(s S, m M) (S, error) {
		next, ev, err := apply(s, m)
		if err == nil {
			log = append(log, ev...)
		}
		return next, err
	}
	s, moves, rd, err := a.replay(r, -1, withLog, progress)
	if err == nil {
		err = rd.done()
	}
	return s, moves, log, err
}

func isReplay(err error) bool {
	_, ok := rules.As[*rules.ReplayError](err)
	return ok
}
