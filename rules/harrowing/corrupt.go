package harrowing

// damned: six corruption in three or more sins.
func (ef Effigy) damned() bool {
	full := 0
	for _, c := range ef.Corrupt {
		if c >= MaxSin {
			full++
		}
	}
	return full >= 3
}

// allDamned: no effigy is left in the game undamned (HA-22).
func (s State) allDamned() bool {
	for i, ef := range s.Effigies {
		if !ef.damned() && s.inGame(int8(i)) {
			return false
		}
	}
	return true
}

// corrupt gives seat n corruption, into sin first when sin ≥ 0. A damned
// effigy passes it on; the rest goes where the player chooses, or
// straight where only one sin has room.
func (e *eng) corrupt(seat int8, n, sin int) {
	ef := &e.s.Effigies[seat]
	for ; n > 0; n-- {
		if ef.damned() {
			e.ask(Ask{Kind: AskRedirect, Seat: seat, N: int8(n), Sin: int8(sin), Options: e.heirs(seat)})
			return
		}
		var ok bool
		if sin, ok = e.pick(seat, n, sin, true); !ok {
			return
		}
		ef.Corrupt[sin]++
		e.change("Effigy %d takes 1 %s corruption (%d of 6).", seat+1, Sins[sin], ef.Corrupt[sin])
	}
}

// heal takes n corruption off seat, from sin first when sin ≥ 0, never
// below a sin's base.
func (e *eng) heal(seat int8, n, sin int) {
	ef := &e.s.Effigies[seat]
	for ; n > 0; n-- {
		var ok bool
		if sin, ok = e.pick(seat, n, sin, false); !ok {
			return
		}
		ef.Corrupt[sin]--
		e.change("Effigy %d heals 1 %s corruption (%d of 6).", seat+1, Sins[sin], ef.Corrupt[sin])
	}
}

// pick is the sin the next of n points goes to (up: corruption, else
// healing): sin while it has room, else the only sin with room, else the
// player's choice, asked (ok is false then, and when no sin has room).
func (e *eng) pick(seat int8, n, sin int, up bool) (int, bool) {
	ef := e.s.Effigies[seat]
	if sin >= 0 && ((up && ef.Corrupt[sin] < MaxSin) || (!up && ef.Corrupt[sin] > ef.Base[sin])) {
		return sin, true
	}
	room := ef.room(up)
	switch len(room) {
	case 0:
		return -1, false
	case 1:
		return int(room[0].Index), true
	}
	kind := AskCorrupt
	if !up {
		kind = AskHeal
	}
	e.ask(Ask{Kind: kind, Seat: seat, N: int8(n), Sin: -1, Options: room})
	return -1, false
}

// room lists the sins that can take corruption (up) or heal (down).
func (ef Effigy) room(up bool) []Option {
	var out []Option
	for i := range Sins {
		if (up && ef.Corrupt[i] < MaxSin) || (!up && ef.Corrupt[i] > ef.Base[i]) {
			out = append(out, Option{Index: int8(i)})
		}
	}
	return out
}

// heirs are the effigies a damned one's corruption may go to: the others
// not damned (a Legacy game offered every other, and two damned effigies
// could pass it between them for ever).
func (e *eng) heirs(seat int8) []Option {
	opts := e.others(seat)
	if e.s.Config.Legacy {
		return opts
	}
	kept := opts[:0] // a loop: slices.DeleteFunc would be its own copy for Option
	for _, o := range opts {
		if !e.s.Effigies[o.Seat].damned() {
			kept = append(kept, o)
		}
	}
	return kept
}

// others lists every effigy but seat.
func (e *eng) others(seat int8) []Option {
	var out []Option
	for i := range e.s.Effigies {
		if int8(i) != seat && e.s.inGame(int8(i)) {
			out = append(out, Option{Seat: int8(i)})
		}
	}
	return out
}
