package blessed

import "slices"

// move moves participant i by d places along the track, activating the
// buttons it passes: each Wound passed while moving up costs one place
// more, a Terrain button (Racing) ends a move up unless skip lets the
// first one pass; moving down, a monstrosity that reaches its Recovery
// button goes back to its start (the button is used up), and one that
// reaches its Defeat button at 0 is removed.
func (e *Endeavor) move(i, d int, skip bool) {
	r := &e.Racers[i]
	for left := d; left > 0 && r.Pos < MaxTrack; {
		r.Pos++
		left--
		if slices.Contains(r.Wounds, r.Pos) {
			left = max(left-1, 0)
		}
		if e.Kind == Racing && slices.Contains(e.Terrain, r.Pos) {
			if !skip {
				return
			}
			skip = false
		}
	}
	for ; d < 0 && r.Pos > 0; d++ {
		r.Pos--
		switch {
		case e.zealStops(i):
			return
		case r.Monster && r.Recovery > 0 && r.Pos == r.Recovery:
			r.Pos, r.Recovery = r.Start, 0
			return
		case r.Monster && r.Pos == 0:
			r.Out = true
			return
		}
	}
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
