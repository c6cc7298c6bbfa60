package blessed

import (
	"fmt"
	"slices"
)

// We roll our own dice (edition 3, HB-51): a table may roll real dice and
// type each face, bumps included, for any roll Lantern would make; Lantern
// still does every sum, rounding and odds. A move that rolls then waits:
// the state keeps the move and the faces typed so far (Typing), and each
// Face plays the move again from the start with one more face, as the
// hunt does (KH-03). The same faces always lead to the same point, so a
// replay is exact.

// roller is where a move's dice come from.
type roller interface{ Die(n int) int }

// Typing is a move waiting on the table's dice.
type Typing struct {
	Move  Move  `msgpack:"m"`
	Faces []int `msgpack:"f,omitempty"` // typed so far, in the order rolled
	Sides int   `msgpack:"n"`           // the die the table rolls next
	used  int   // while the move plays: how many Faces it has read
}

// stall stops a move that needs a face it was not given.
type stall struct{ sides int }

// typedDice hands out the typed faces, then stalls for the next one, or
// once the table hands the dice back, rolls the rest.
type typedDice struct{ s *State }

func (d typedDice) Die(n int) int {
	p := d.s.Typing
	if p.used < len(p.Faces) {
		p.used++
		return min(max(p.Faces[p.used-1], 1), n)
	}
	if d.s.Typed {
		panic(stall{n})
	}
	return d.s.RNG.Die(n)
}

// dice is where s's next die comes from.
func (s *State) dice() roller {
	if s.Typing != nil {
		return typedDice{s}
	}
	return &s.RNG
}

// applyTyped plays m on a table that types its dice, or finishes the move
// waiting on them: it returns the state waiting for the next face, or the
// move played with every face typed.
func applyTyped(s State, m Move) (State, []Event) {
	base, p := s, &Typing{Move: m}
	switch {
	case m.Kind == Face:
		base.Typing = nil
		p = &Typing{Move: s.Typing.Move, Faces: append(slices.Clip(s.Typing.Faces), m.Value)}
	case m.Kind == SetDice && s.Typing != nil: // Lantern rolls what is left
		base.Typing, base.Typed = nil, false
		p = &Typing{Move: s.Typing.Move, Faces: s.Typing.Faces}
	case m.Kind == SetDice:
		t, ev := apply(s, m)
		return t, ev
	}
	t, ev, sides := tryTyped(base, p)
	if sides == 0 {
		t.Typing = nil
		if m.Kind == SetDice {
			ev = append([]Event{{Kind: SetDice, Seat: -1, Text: "Lantern rolls the rest"}}, ev...)
			t.Typed = false
		}
		return t, ev
	}
	w := base.clone(false)
	w.Typing = &Typing{Move: p.Move, Faces: p.Faces, Sides: sides}
	text := fmt.Sprintf("the table rolls a d%d", sides)
	if len(p.Faces) > 0 {
		text = fmt.Sprintf("typed %s; the table rolls a d%d", facesText(p.Faces), sides)
	}
	return w, []Event{{Kind: m.Kind, Seat: -1, Text: text, Faces: p.Faces}}
}

// tryTyped plays p's move on s with p's faces; sides is the die it
// waits for, 0 when it is played.
func tryTyped(s State, p *Typing) (t State, ev []Event, sides int) {
	defer func() {
		if r := recover(); r != nil {
			st, ok := r.(stall)
			if !ok {
				panic(r)
			}
			sides = st.sides
		}
	}()
	s.Typing = p
	t, ev = apply(s, p.Move)
	return t, ev, 0
}

// typingCandidates are the moves while a move waits on the table's die:
// each face, and handing the dice back to Lantern.
func typingCandidates(out []Move, s State) []Move {
	for v := 1; v <= s.Typing.Sides; v++ {
		out = append(out, Move{Kind: Face, Value: v})
	}
	return append(out, Move{Kind: SetDice})
}

// validDice judges the dice moves, and every other move while one waits.
func validDice(s State, m Move) error {
	switch {
	case s.Typing == nil && m.Kind == Face:
		return illegal("no die is waiting to be typed")
	case s.Typing == nil && m.Kind == SetDice && (m.Value == 1) == s.Typed:
		return illegal("the table already rolls that way")
	case s.Typing == nil:
		return nil
	case m.Kind == Face && (m.Value < 1 || m.Value > s.Typing.Sides):
		return illegal("a d%d shows 1 to %d", s.Typing.Sides, s.Typing.Sides)
	case m.Kind == SetDice && m.Value != 0:
		return illegal("the table already types its dice")
	case m.Kind != Face && m.Kind != SetDice:
		return illegal("type the d%d the table rolled first", s.Typing.Sides)
	}
	return nil
}
