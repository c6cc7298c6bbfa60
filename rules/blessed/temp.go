package blessed

import "slices"

// Temporary Blessings sit in a character's pool beside the permanent
// ones: those an Endeavor's position rolls bring (Racer.Temp), and from
// edition 3 those Greed & Vanity buys with banked boons (State.Fleeting),
// which vanish when the check under way ends. From edition 3 a Blessing
// paid by its face is a temporary one first, unless the move names a
// permanent one (Move.On on SpendBlessing, GiveBlessing and Help, HB-45).

// TempBlessings are the faces of seat's temporary Blessings: the
// Endeavor's first, then those bought with banked boons.
func (s State) TempBlessings(seat int) []int {
	out := slices.Clone(endeavorTemp(s, seat))
	if seat >= 0 && seat < len(s.Fleeting) {
		out = append(out, s.Fleeting[seat]...)
	}
	return out
}

// PermanentBlessings are the faces of seat's Blessings that are not
// temporary, in the order gained.
func (s State) PermanentBlessings(seat int) []int {
	if !s.seated(seat) {
		return nil
	}
	return without(s.Party[seat].Blessings, s.TempBlessings(seat))
}

// holdsBoth reports whether seat holds a temporary and a permanent
// Blessing showing v: only then does a payment ask which.
func (s State) holdsBoth(seat, v int) bool {
	temp := s.TempBlessings(seat)
	return slices.Contains(temp, v) && count(s.Party[seat].Blessings, v) > count(temp, v)
}

// without is pool less one face for each face of temp.
func without(pool, temp []int) []int {
	out := slices.Clone(pool)
	for _, v := range temp {
		if i := slices.Index(out, v); i >= 0 {
			out = slices.Delete(out, i, i+1)
		}
	}
	return out
}

// keepTemp is what stays of temp, temporary Blessings that were in pool
// before a move left it as after. A face that went is a temporary one
// first (edition 3), unless the move paid with a permanent one; was
// counts the temporary Blessings before the move, so that those the move
// itself took (a theft, a combo) are not taken twice.
func keepTemp(temp, was, before, after []int, permanent bool) []int {
	drop := map[int]int{}
	for v := 1; v <= 6; v++ {
		have := count(temp, v)
		if have == 0 {
			continue
		}
		n := 0
		if lost := count(before, v) - count(after, v); !permanent && lost > 0 {
			n = max(lost-max(count(was, v)-have, 0), 0)
		}
		n = max(n, have-count(after, v)) // never more temporary than the pool shows
		drop[v] = min(n, have)
	}
	var out []int
	for _, v := range temp { // the oldest go first
		if drop[v] > 0 {
			drop[v]--
			continue
		}
		out = append(out, v)
	}
	return out
}

// paysPermanent reports whether m pays seat's Blessing with a permanent one.
func paysPermanent(m Move, seat int) bool {
	return m.On && m.Seat == seat && (m.Kind == SpendBlessing || m.Kind == GiveBlessing || m.Kind == Help)
}

// fitTemp3 keeps an Endeavor's temporary Blessings as edition 3 spends
// them: a temporary one first.
func (s *State) fitTemp3(m Move, before State) {
	e := s.Endeavor
	for k := range e.Racers {
		r := &e.Racers[k]
		var was, pool []int
		if be := before.Endeavor; be != nil && k < len(be.Racers) {
			was = be.Racers[k].Temp
		}
		if before.seated(r.Seat) {
			pool = before.Party[r.Seat].Blessings
		}
		r.Temp = keepTemp(r.Temp, was, pool, s.Party[r.Seat].Blessings, paysPermanent(m, r.Seat))
	}
}

// endeavorTemp is seat's temporary Blessings from the Endeavor under way.
func endeavorTemp(s State, seat int) []int {
	if e := s.Endeavor; e != nil {
		if i := e.racer(seat); i >= 0 {
			return e.Racers[i].Temp
		}
	}
	return nil
}

// fitFleeting keeps the temporary Blessings bought with banked boons
// among those still in their pools, and when the check they were bought
// for ends, takes away those left (edition 3, HB-46).
func (s *State) fitFleeting(m Move, before State) {
	if len(s.Fleeting) == 0 {
		return
	}
	ended := before.Check != nil && s.Check == nil
	if !ended && leavesParty(m.Kind) {
		return // nothing left any pool
	}
	s.Party = slices.Clone(s.Party) // a move that left the party shares it
	fl := slices.Clone(s.Fleeting)
	for i := range fl {
		if i >= len(s.Party) || len(fl[i]) == 0 {
			continue
		}
		var was []int
		if i < len(before.Fleeting) {
			was = before.Fleeting[i]
		}
		// The Endeavor's temporary Blessings are kept apart first.
		pool := without(before.Party[i].Blessings, endeavorTemp(before, i))
		fl[i] = keepTemp(fl[i], was, pool, without(s.Party[i].Blessings, endeavorTemp(*s, i)), paysPermanent(m, i))
		if ended {
			s.Party[i].Blessings = without(s.Party[i].Blessings, fl[i])
			fl[i] = nil
		}
	}
	s.Fleeting = fl
	if ended {
		s.Fleeting = nil
	}
}
