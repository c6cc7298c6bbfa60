// Package lab runs bot games of a game under its standard rules and under
// a house rule, side by side, and sums what a table wants to compare: the
// win rate with its confidence interval, how long games last and what
// loses them. It knows no game: each game gives a Sim that plays one bot
// game. Runs go in small steps so that a browser can draw between them.
package lab

import (
	"errors"
	"math"
	"slices"
)

// Outcome is how one bot game ended.
type Outcome struct {
	Won    bool
	Length int // in the game's own unit (rounds, moves)
	Cause  int // what lost it: an index into the game's causes
}

// Sim plays the bot game of seed, under the house rule when variant is
// set, calling tick between moves and, for a bot that thinks long, within
// a move (so a browser draws and answers taps). tick reports whether the
// run is stopped: a long game then gives up with ErrStopped rather than
// play on to its end. The same seed deals the same game to both sides, so
// the two columns differ by the rule rather than by luck.
type Sim func(seed uint64, variant bool, tick func() bool) (Outcome, error)

// ErrStopped is a game given up because its run was stopped.
var ErrStopped = errors.New("the run was stopped")

// Tally sums outcomes.
type Tally struct {
	Games, Wins int
	Lengths     []int
	Causes      []int // losses by cause
}

// Add counts o.
func (t *Tally) Add(o Outcome) {
	t.Games++
	t.Lengths = append(t.Lengths, o.Length)
	if o.Won {
		t.Wins++
		return
	}
	for len(t.Causes) <= o.Cause {
		t.Causes = append(t.Causes, 0)
	}
	t.Causes[max(0, o.Cause)]++
}

// Rate is the share of games won and its 95% Wilson interval.
func (t *Tally) Rate() (p, lo, hi float64) {
	if t.Games == 0 {
		return 0, 0, 1
	}
	lo, hi = Wilson(t.Wins, t.Games)
	return float64(t.Wins) / float64(t.Games), lo, hi
}

// Median is the median length (the lower middle of an even count).
func (t *Tally) Median() int {
	if len(t.Lengths) == 0 {
		return 0
	}
	l := slices.Clone(t.Lengths)
	slices.Sort(l)
	return l[(len(l)-1)/2]
}

// Wilson is the 95% Wilson score interval of wins out of n: unlike the
// plain p ± 1.96·se it stays within 0 and 1 and is honest at few games or
// rates near 0 and 1.
func Wilson(wins, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(wins)/float64(n), float64(n)
	d := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / d
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, mid-half), min(1, mid+half)
}

// Run is a lab run: Games games a side, game i of both sides on seed
// Seed+i. A game is counted once both sides have played it, so a run
// stopped early compares as many games on each side.
type Run struct {
	Sim      Sim
	Games    int
	Seed     uint64
	Tick     func() bool // handed to Sim; nil for one that never stops
	Std, Var Tally
	Err      error
}

// Done is how many games both sides have played together.
func (r *Run) Done() int { return r.Std.Games + r.Var.Games }

// Over reports whether the run has finished or failed.
func (r *Run) Over() bool { return r.Err != nil || r.Done() >= 2*r.Games }

// Step plays games until the run is over, stopped (Tick), or enough says
// to stop (it is asked after each game on both sides, so a step plays at
// least one unless stopped).
func (r *Run) Step(enough func() bool) {
	tick := r.Tick
	if tick == nil {
		tick = func() bool { return false }
	}
	for !r.Over() {
		seed := r.Seed + uint64(r.Std.Games)
		std, err := r.Sim(seed, false, tick)
		var house Outcome
		if err == nil {
			house, err = r.Sim(seed, true, tick)
		}
		if errors.Is(err, ErrStopped) {
			return
		}
		if err != nil {
			r.Err = err
			return
		}
		r.Std.Add(std)
		r.Var.Add(house)
		if enough() {
			return
		}
	}
}
