package blessed

// Edition 3 runs the Endeavors as the book writes them (endeavor3.go).
// Its moves are listed after all of edition 2's, so that edition 2's
// Legal stays exactly as it was.

// more3Candidates appends edition 3's legal moves, each judged by valid.
func more3Candidates(out []Move, s State) []Move {
	if s.Config.Edition < 3 || s.Endeavor == nil {
		return out
	}
	n := len(out)
	if s.Check != nil {
		out = append(out, Move{Kind: Immune})
	} else {
		out = endeavor3Candidates(out, s)
	}
	for _, m := range out[n:] {
		if valid(s, m) == nil {
			out[n] = m
			n++
		}
	}
	return out[:n]
}

// validMore3 says why an edition 3 move cannot be played now, or nil.
func validMore3(s State, m Move) error {
	switch {
	case s.Config.Edition < 3:
		return illegal("this campaign was started before Lantern had %v", m.Kind)
	case m.Kind == Immune:
		return validImmune(s)
	case s.Check != nil:
		return illegal("settle or cancel the check under way first")
	case s.Endeavor == nil:
		return illegal("no Endeavor is under way")
	}
	return validEndeavor3(s, *s.Endeavor, m)
}

// more3 applies an edition 3 move.
func (s *State) more3(m Move, ev *Event) { s.endeavor3(m, ev) }
