package harrowing

import "strings"

// Directions in the order Legal lists them; north is up (y−1).
var dirs = []struct {
	name, side, back string
	dx, dy           int
}{{"north", "N", "S", 0, -1}, {"east", "E", "W", 1, 0}, {"south", "S", "N", 0, 1}, {"west", "W", "E", -1, 0}}

func (p Spot) neighbours() []Spot {
	out := make([]Spot, len(dirs))
	for i, d := range dirs {
		out[i] = Spot{X: p.X + d.dx, Y: p.Y + d.dy}
	}
	return out
}

// placeAt is the index in Map of the location at p, or -1.
func (s State) placeAt(p Spot) int {
	for i, pl := range s.Map {
		if pl.At.X == p.X && pl.At.Y == p.Y {
			return i
		}
	}
	return -1
}

func (s *State) walled(id, side string) bool { return strings.Contains(s.card(id).Walls, side) }

// linked: both spots hold locations side by side with no wall between.
func (s State) linked(a Spot, d int) bool {
	i, j := s.placeAt(a), s.placeAt(a.neighbours()[d])
	return i >= 0 && j >= 0 && !s.walled(s.Map[i].ID, dirs[d].side) && !s.walled(s.Map[j].ID, dirs[d].back)
}

func (s State) surrounded(p Spot) bool {
	for _, n := range p.neighbours() {
		if s.placeAt(n) < 0 {
			return false
		}
	}
	return true
}

// placements are the empty spots beside seat's location that a new
// location k would join without a wall between (either card's wall
// blocks, as adjacency needs none).
func (s State) placements(seat int8, k Card) []Option {
	at := s.Effigies[seat].At
	here := s.placeAt(at)
	var out []Option
	for d, n := range at.neighbours() {
		if s.placeAt(n) < 0 && !s.walled(s.Map[here].ID, dirs[d].side) && !strings.Contains(k.Walls, dirs[d].back) {
			out = append(out, Option{At: n, Index: int8(d)})
		}
	}
	return out
}

// openable: seat's location and the adjacent ones that are closed.
func (s State) openable(seat int8) []Option {
	at := s.Effigies[seat].At
	var out []Option
	if i := s.placeAt(at); !s.Map[i].Open {
		out = append(out, Option{At: at, Index: -1})
	}
	for d, n := range at.neighbours() {
		if s.linked(at, d) && !s.Map[s.placeAt(n)].Open {
			out = append(out, Option{At: n, Index: int8(d)})
		}
	}
	return out
}

// steps are the open locations seat can move to, then stopping.
func (s State) steps(seat int8) []Option {
	at := s.Effigies[seat].At
	var out []Option
	for d, n := range at.neighbours() {
		if s.linked(at, d) && s.Map[s.placeAt(n)].Open {
			out = append(out, Option{At: n, Index: int8(d), Seat: seat})
		}
	}
	if len(out) > 0 {
		out = append(out, Option{Skip: true, Seat: seat})
	}
	return out
}

func (e *eng) askMove(seat int8, n int) {
	if n > 0 {
		e.ask(Ask{Kind: AskMove, Seat: seat, N: int8(n), Options: e.s.steps(seat)})
	}
}

func (e *eng) open(at Spot) {
	i := e.s.placeAt(at)
	e.s.Map[i].Open = true
	e.say("%s is opened.", e.s.card(e.s.Map[i].ID).Name)
}

func (e *eng) close(seat int8) {
	i := e.s.placeAt(e.s.Effigies[seat].At)
	if e.s.Map[i].Open {
		e.s.Map[i].Open = false
		e.say("%s falls into shadow: closed.", e.s.card(e.s.Map[i].ID).Name)
	}
}

// where names a spot from seat's point of view.
func (s State) where(seat int8, p Spot) string {
	at := s.Effigies[seat].At
	for d, n := range at.neighbours() {
		if n == p {
			return dirs[d].name + " of Effigy " + itoa(int(seat)+1)
		}
	}
	if p == at {
		return "where Effigy " + itoa(int(seat)+1) + " stands"
	}
	return "at " + itoa(p.X) + "," + itoa(p.Y)
}

// Room is how many empty squares beside seat's location a location
// without walls could be placed on (0: a location invoked there has
// nowhere to go; also while its location has just left the map). The
// simulator's bot reads it.
func Room(s State, seat int8) int {
	if s.placeAt(s.Effigies[seat].At) < 0 {
		return 0
	}
	return len(s.placements(seat, Card{}))
}
