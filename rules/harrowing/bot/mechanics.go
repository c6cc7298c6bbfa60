package bot

import (
	"slices"
	"strings"

	"lantern/rules/harrowing"
)

// mechanics scores what the bosses' mechanics (rules/harrowing/boss.go)
// ask of a table: a ward standing and a wound about to regenerate are
// worth breaking, and a ward held by a location draws the nearest effigy
// there, whoever faces the warded foe: anyone standing there may take the
// location's own action, and an effigy with no foes tests without waking
// threats (Value looks one move ahead, so without a slope it would never
// walk).
func mechanics(s harrowing.State) float64 {
	v := 0.0
	bk := s.Book()
	for i, ef := range s.Effigies {
		seat := int8(i)
		for _, f := range ef.Foes {
			k := bk.Card(f.ID)
			if k.Ward != nil && s.Warded(seat, f.ID) {
				v -= 4
				if k.Ward.Location != "" {
					v -= 0.8 * float64(nearest(s, k.Ward.Location))
				}
			}
			if f.Damage > 0 && s.Regenerates(seat, f.ID) {
				v -= 1.5 * float64(min(int(f.Damage), k.Regenerate.N))
			}
		}
	}
	return v
}

// closedCost is what a closed location adds to a walk through it: an
// Explore (or a card) must open it before anyone steps in.
const closedCost = 3

// distance is the walk from at to location id: a step per location
// entered, closedCost more for a closed one, walls respected. A location
// out of reach costs its squares plus closedCost; one not in the map, 0.
func distance(s harrowing.State, at harrowing.Spot, id string) int {
	goal := slices.IndexFunc(s.Map, func(p harrowing.Place) bool { return p.ID == id })
	if goal < 0 {
		return 0
	}
	far := abs(s.Map[goal].At.X-at.X) + abs(s.Map[goal].At.Y-at.Y) + closedCost
	best := map[harrowing.Spot]int{at: 0}
	for queue := []harrowing.Spot{at}; len(queue) > 0; queue = queue[1:] {
		here := queue[0]
		for _, next := range linkedTo(s, here) {
			cost := best[here] + 1
			if !next.Open {
				cost += closedCost
			}
			if old, seen := best[next.At]; !seen || cost < old {
				best[next.At] = cost
				queue = append(queue, next.At)
			}
		}
	}
	if d, ok := best[s.Map[goal].At]; ok {
		return min(d, far)
	}
	return far
}

// linkedTo are the locations beside spot with no wall between them.
func linkedTo(s harrowing.State, spot harrowing.Spot) []harrowing.Place {
	from := slices.IndexFunc(s.Map, func(p harrowing.Place) bool { return p.At == spot })
	if from < 0 {
		return nil
	}
	bk := s.Book()
	var out []harrowing.Place
	for _, d := range sides {
		n := harrowing.Spot{X: spot.X + d.dx, Y: spot.Y + d.dy}
		i := slices.IndexFunc(s.Map, func(p harrowing.Place) bool { return p.At == n })
		if i >= 0 && !strings.Contains(bk.Card(s.Map[from].ID).Walls, d.side) && !strings.Contains(bk.Card(s.Map[i].ID).Walls, d.back) {
			out = append(out, s.Map[i])
		}
	}
	return out
}

var sides = []struct {
	side, back string
	dx, dy     int
}{{"N", "S", 0, -1}, {"E", "W", 1, 0}, {"S", "N", 0, 1}, {"W", "E", -1, 0}}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// wardAway: some effigy faces an adversary warded by a location seat
// does not stand on, so wandering there has a purpose.
func wardAway(s harrowing.State, seat int8) bool {
	for _, id := range standingWards(s) {
		if distance(s, s.Effigies[seat].At, id) > 0 {
			return true
		}
	}
	return false
}

// standingWards are the locations whose presence wards an adversary now.
func standingWards(s harrowing.State) []string {
	var out []string
	for i, ef := range s.Effigies {
		for _, f := range ef.Foes {
			if w := s.Book().Card(f.ID).Ward; w != nil && w.Location != "" && s.Warded(int8(i), f.ID) {
				out = append(out, w.Location)
			}
		}
	}
	return out
}

// nearest is the shortest walk from an effigy still in the game to
// location id.
func nearest(s harrowing.State, id string) int {
	best := -1
	for i, ef := range s.Effigies {
		if d := distance(s, ef.At, id); !inList(s.Eliminated, int8(i)) && (best < 0 || d < best) {
			best = d
		}
	}
	return max(best, 0)
}

// bold: m forces the game on: it invokes a card of the circle's Fate (not
// an Area's), or takes an action (or Fight) against a boss that its test
// can hurt now, or fights an adversary whose defeat counts towards the
// ritual, or takes the action of a location that wards an adversary, or
// wanders and steps onto such a location.
func bold(s harrowing.State, m harrowing.Move) bool {
	switch m.Kind {
	case harrowing.Invoke:
		return m.Card == "" // an Area's Fate refills from the Area's own cards
	case harrowing.Choose:
		return stepsOnWard(s, m)
	}
	if m.Kind != harrowing.Act {
		return false
	}
	ef, id := s.Effigies[m.Seat], m.Card
	var sin harrowing.Sin
	if id == "" {
		if harrowing.Basic[m.Index].Name == "Wander" {
			return wardAway(s, m.Seat)
		}
		if harrowing.Basic[m.Index].Name != "Fight" || int(m.Target) >= len(ef.Foes) {
			return false
		}
		id, sin = ef.Foes[m.Target].ID, harrowing.Basic[m.Index].Sin
	} else if k := s.Book().Card(id); int(m.Index) < len(k.Actions) {
		sin = k.Actions[m.Index].Sin
	}
	if k := s.Book().Card(id); hasBoss(k) {
		return !s.Warded(m.Seat, id) && (len(k.HurtBy) == 0 || slices.Contains(k.HurtBy, sin))
	} else if m.Card == "" && k.Ritual > 0 {
		return true // its defeat counts towards the ritual
	}
	for _, e := range s.Effigies {
		for _, f := range e.Foes {
			if w := s.Book().Card(f.ID).Ward; w != nil && w.Location == id {
				return true
			}
		}
	}
	return false
}

// stepsOnWard: m answers where to step with a location that wards an
// adversary (wardAway's goal), where its action can be taken.
func stepsOnWard(s harrowing.State, m harrowing.Move) bool {
	a := s.Ask
	if a == nil || a.Kind != harrowing.AskMove || int(m.Index) >= len(a.Options) || a.Options[m.Index].Skip {
		return false
	}
	at := a.Options[m.Index].At
	place := slices.IndexFunc(s.Map, func(p harrowing.Place) bool { return p.At == at })
	return place >= 0 && slices.Contains(standingWards(s), s.Map[place].ID)
}
