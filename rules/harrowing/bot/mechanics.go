package bot

import "lantern/rules/harrowing"

// mechanics scores what the bosses' mechanics (rules/harrowing/boss.go)
// ask of a table: a ward standing and a wound about to regenerate are
// worth breaking, and a ward held by a location draws the effigy that
// faces it there (Value looks one move ahead, so without a slope it would
// never walk).
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
					v -= 0.8 * float64(distance(s, ef.At, k.Ward.Location))
				}
			}
			if f.Damage > 0 && s.Regenerates(seat, f.ID) {
				v -= 1.5 * float64(min(int(f.Damage), k.Regenerate.N))
			}
		}
	}
	return v
}

// distance is the squares between at and location id (0 when it is not
// in the map).
func distance(s harrowing.State, at harrowing.Spot, id string) int {
	for _, p := range s.Map {
		if p.ID == id {
			return abs(p.At.X-at.X) + abs(p.At.Y-at.Y)
		}
	}
	return 0
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// wardAway: some effigy faces an adversary warded by a location it does
// not stand on, so wandering has a purpose.
func wardAway(s harrowing.State, seat int8) bool {
	ef := s.Effigies[seat]
	for _, f := range ef.Foes {
		k := s.Book().Card(f.ID)
		if k.Ward != nil && k.Ward.Location != "" && s.Warded(seat, f.ID) && distance(s, ef.At, k.Ward.Location) > 0 {
			return true
		}
	}
	return false
}
