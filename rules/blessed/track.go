package blessed

import (
	"fmt"
	"slices"
)

// move moves participant i by d places along the track, activating the
// buttons it passes: each Wound passed while moving up costs one place
// more, a Terrain button (Racing) ends a move up unless skip lets the
// first one pass; moving down, a monstrosity that reaches its Recovery
// button goes back to its start (the button is used up), and one that
// reaches its Defeat button at 0 is removed. It returns what a Recovery
// or Defeat button did, for the table to hear ("moves down to its
// Recovery button at 8 and recovers to 12"), or "".
func (e *Endeavor) move(i, d int, skip bool) string {
	r := &e.Racers[i]
	for left := d; left > 0 && r.Pos < MaxTrack; {
		r.Pos++
		left--
		if slices.Contains(r.Wounds, r.Pos) {
			left = max(left-1, 0)
		}
		if e.Kind == Racing && (slices.Contains(e.Terrain, r.Pos) || slices.Contains(r.Terrain, r.Pos)) {
			if !skip {
				return ""
			}
			skip = false
		}
	}
	for ; d < 0 && r.Pos > 0; d++ {
		r.Pos--
		switch {
		case e.zealStops(i):
			return ""
		case r.Monster && r.Recovery > 0 && r.Pos == r.Recovery:
			at := r.Pos
			r.Pos, r.Recovery = r.Start, 0
			if r.Tagged(Revenge) { // edition 3's tags: an attack out of turn
				r.Strikes++
			}
			if r.Tagged(Unrelenting) {
				r.Recovered++
			}
			return fmt.Sprintf("moves down to its Recovery button at %d and recovers to %d", at, r.Start)
		case r.Monster && r.Pos == 0:
			r.Out = true
			return "moves down to its Defeat button at 0 and is out of the Endeavor"
		}
	}
	return ""
}

// moveText moves participant i as move does and says so: with what a
// button did when one fired, otherwise with usual, which is given the
// seat and the new position ("seat %d moves down to %d").
func (e *Endeavor) moveText(i, d int, skip bool, usual string) string {
	if note := e.move(i, d, skip); note != "" {
		return fmt.Sprintf("seat %d %s", e.Racers[i].Seat+1, note)
	}
	return fmt.Sprintf(usual, e.Racers[i].Seat+1, e.Racers[i].Pos)
}

// wound marks participant i's track with a Wound on the nearest free
// cell from where they stand upward; WoundRun marks in a row take them
// out.
func (e *Endeavor) wound(i int) {
	r := &e.Racers[i]
	r.Wounds = addButton(r.Wounds, r.Pos)
	if run(r.Wounds) >= WoundRun {
		r.Out = true
	}
}

// addButton puts a button at the first free position at or above at.
func addButton(buttons []int, at int) []int {
	for slices.Contains(buttons, at) {
		at++
	}
	out := append(slices.Clone(buttons), at)
	slices.Sort(out)
	return out
}

// run is the longest row of buttons at consecutive positions.
func run(buttons []int) int {
	best, n := 0, 0
	for k, b := range buttons { // sorted
		if k > 0 && b == buttons[k-1]+1 {
			n++
		} else {
			n = 1
		}
		best = max(best, n)
	}
	return best
}
