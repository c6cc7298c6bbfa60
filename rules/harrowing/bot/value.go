package bot

import "lantern/rules/harrowing"

// Value scores a state for the effigies: winning, the ritual, the boss's
// wounds and the campaign's manifested cards up; corruption (above all a third full sin), Bane, the
// adversaries' weight and an empty purse down.
func Value(s harrowing.State) float64 {
	switch s.Result {
	case harrowing.Won:
		return 1e6
	case harrowing.Lost:
		return -1e6
	}
	need := len(s.Effigies) + 1
	v := 6 * float64(min(harrowing.RitualTotal(s), need))
	if s.Summons {
		v += 10
	}
	v -= 1.5 * float64(s.Bane)
	v += 3 * float64(len(s.Manifested)) // the campaign's story moves on
	bk := s.Book()
	for i, ef := range s.Effigies {
		if inList(s.Eliminated, int8(i)) {
			v -= 40
			continue
		}
		v += effigy(ef)
		if harrowing.Room(s, int8(i)) == 0 {
			v -= 1.5 // boxed in: the next location invoked here has nowhere to go
		}
		for _, f := range ef.Foes {
			k := bk.Card(f.ID)
			left := float64(s.Health(k) - int(f.Damage))
			v -= 1.5 + 0.5*left + threat(k)*float64(1+danger(ef))
			switch {
			case hasBoss(k):
				v += 3 * float64(f.Damage)
			case k.Ritual > 0: // a share of the ritual its defeat brings, never more
				v += 5 * float64(k.Ritual) * float64(f.Damage) / float64(max(1, s.Health(k)))
			}
		}
		v += 0.6 * float64(items(ef))
	}
	return v + mechanics(s) + pending(s)
}

// pending scores a question still open: the corruption or healing it
// will place is not on the sheets yet, and a move whose cost waits
// behind a question must not look free.
func pending(s harrowing.State) float64 {
	a := s.Ask
	if a == nil {
		return 0
	}
	switch a.Kind {
	case harrowing.AskCorrupt, harrowing.AskRedirect:
		return -1.5 * float64(a.N)
	case harrowing.AskHeal:
		return 0.8 * float64(a.N)
	}
	return 0
}

// effigy scores one sheet: omens are fuel, corruption is danger, and the
// third full sin damns.
func effigy(ef harrowing.Effigy) float64 {
	v := 0.5 * float64(min(ef.Omens, 7))
	full := 0
	for i, c := range ef.Corrupt {
		over := float64(c - ef.Base[i])
		v -= 0.4 * over * over / 2
		if c >= harrowing.MaxSin {
			full++
		}
	}
	v -= [...]float64{0, 4, 14, 60, 60, 60, 60, 60}[full]
	return v
}

// threat weighs what an adversary does on each 8 its holder rolls: a
// foe is worth defeating (or luring to a sturdier effigy) for the tests
// it spoils, not only for its health (an effigy holding three foes one
// blow from defeat once Feasted for 3,000 moves rather than Fight).
func threat(k harrowing.Card) float64 {
	w := 0.0
	for _, ef := range k.Threat {
		switch ef.Op {
		case harrowing.OpCorrupt:
			w += float64(ef.N)
		case harrowing.OpLoseOmens:
			w += 0.3 * float64(ef.N)
		default:
			w += 0.5
		}
	}
	return w
}

// danger counts an effigy's sins one corruption or less from full: each
// makes the next corruption a step towards damnation.
func danger(ef harrowing.Effigy) int {
	n := 0
	for _, c := range ef.Corrupt {
		if c >= harrowing.MaxSin-1 {
			n++
		}
	}
	return n
}

func items(ef harrowing.Effigy) int {
	n := 0
	for _, col := range ef.Columns {
		for r := 1; r < len(col); r++ { // an eliminated effigy's columns are empty
			if col[r] != "" {
				n++
			}
		}
	}
	return n
}

func hasBoss(k harrowing.Card) bool {
	for _, kw := range k.Keywords {
		if kw == harrowing.Boss {
			return true
		}
	}
	return false
}

func inList(list []int8, x int8) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
