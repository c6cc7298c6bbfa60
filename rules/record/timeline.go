package record

// Timeline is a record laid out for looking back: the state after any
// number of its moves, the events those moves made, and the moves grouped
// as the game groups them. It is built by one replay that keeps the state
// every MarkEvery moves, so the state after n moves is one kept state and
// fewer than MarkEvery moves applied to it: a moment of a long game costs
// what a few moves cost, not a replay. States are plain values and Apply
// never changes the state it is given (DESIGN.md), so a kept state shares
// its slices safely with the states after it.
//
// A timeline only reads: the record it came from is never changed, and
// Branch returns a new record.
type Timeline[C any, M comparable, S, E any] struct {
	Moments
	a     Adapter[C, M, S]
	rec   Record
	marks []S // the state after 0, MarkEvery, 2·MarkEvery, … moves
	moves []M // every move, in order
	Log   []E // every event of the game, oldest first
}

// Moments is what a timeline knows whatever its game: how many moves, how
// many events each prefix made, and the game's stretches. It is apart
// from Timeline so that its code is compiled once, not once per game.
type Moments struct {
	ends   []int // ends[n]: how many events the first n moves made
	Groups []Group
}

// Group is a stretch of a game that begins at moment At (moves played)
// and that the game names (a round, a turn, a session's check).
type Group struct {
	At    int
	Label string
}

// MarkEvery is how many moves lie between two kept states: a moment is at
// most MarkEvery-1 moves from one, within a frame in Chromium's
// WebAssembly even for The Harrowing, whose moves are the dearest (some
// 0.9 ms each there), and a 3,000-move game keeps 188 states.
const MarkEvery = 16

// NewTimeline replays r through apply (the game's Apply with events) and
// keeps what looking back needs. group names the stretch of the game the
// moment after a move belongs to, from the states before and after it and
// the move (a game that counts turns counts them in its closure); a new
// Group starts wherever the name changes. progress, when set, is told how
// far the replay has got, as Open does.
func NewTimeline[C any, M comparable, S, E any](a Adapter[C, M, S], r Record, apply func(S, M) (S, []E, error),
	group func(before, after S, m M) string, progress func(done, total int)) (*Timeline[C, M, S, E], error) {
	t := &Timeline[C, M, S, E]{a: a, rec: r, Moments: Moments{ends: []int{0}}}
	label := ""
	step := func(s S, m M) (S, error) {
		if len(t.moves)%MarkEvery == 0 {
			t.marks = append(t.marks, s)
		}
		next, ev, err := apply(s, m)
		if err != nil {
			return s, err
		}
		t.Log = append(t.Log, ev...)
		t.moves = append(t.moves, m)
		t.ends = append(t.ends, len(t.Log))
		if l := group(s, next, m); l != label {
			label = l
			t.Groups = append(t.Groups, Group{len(t.moves), l})
		}
		return next, nil
	}
	s, _, rd, err := a.replay(r, -1, step, progress)
	if err == nil {
		err = rd.done()
	}
	if err == nil {
		err = a.verify(r, s)
	}
	if err != nil {
		return nil, err
	}
	if len(t.moves)%MarkEvery == 0 {
		t.marks = append(t.marks, s)
	}
	return t, nil
}

// Len is the number of moves in the game: its moments are 0 to Len.
func (t *Moments) Len() int { return len(t.ends) - 1 }

// Clamp is n within the game's moments.
func (t *Moments) Clamp(n int) int { return max(0, min(n, t.Len())) }

// At returns the state after the first n moves (n is clamped to the game)
// and the events they made.
func (t *Timeline[C, M, S, E]) At(n int) (S, []E) {
	n = t.Clamp(n)
	s := t.marks[n/MarkEvery]
	for _, m := range t.moves[n/MarkEvery*MarkEvery : n] {
		// these moves applied once already: they apply again
		s, _ = t.a.Apply(s, m)
	}
	e := t.ends[n]
	return s, t.Log[:e:e]
}

// Session is g as it stood after n moves: its state and journal then, with
// every move sealed, so nothing in it can be undone. g's record is kept
// (its notes and names); only Branch cuts it.
func (t *Timeline[C, M, S, E]) Session(g Session[C, M, S, E], n int) Session[C, M, S, E] {
	g.State, g.Log = t.At(n)
	g.Moves, g.Sealed = t.Clamp(n), t.Len()
	return g
}

// GroupAt is the index in Groups of the stretch moment n belongs to, -1
// for the moments before the first.
func (t *Moments) GroupAt(n int) int {
	i := -1
	for j, gr := range t.Groups {
		if gr.At <= n {
			i = j
		}
	}
	return i
}

// Branch is a new record that starts as the game did (its config, seed,
// names and notes) and holds its first n moves, ready to be played on from
// there. The timeline's own record is unchanged.
func (t *Timeline[C, M, S, E]) Branch(n int) (Record, error) {
	return t.a.Truncate(t.rec, t.Clamp(n))
}
