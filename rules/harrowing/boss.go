package harrowing

import (
	"slices"
	"strings"
)

// The boss mechanics of rules revision 3 (docs/harrowing-cards.md,
// "Boss mechanics"): data on a card, read here, so that each circle's boss
// fights differently without code of its own. Any adversary may carry
// them; the revision-2 catalogue has none, so its games never reach them.

// Health is k's health now: its printed health (the health it has
// against three effigies), grown by Bane when the card says so
// (baneHealth), and by the effigies over three or shrunk by those under
// (perEffigy), never below 1. From revision 4 a boss grows by at least
// bigTable for each effigy over three (HA-32).
func (s State) Health(k Card) int {
	h := s.tableHealth(k)
	if k.BaneHealth > 0 {
		h += s.Bane / k.BaneHealth
	}
	return max(1, h)
}

// tableHealth is k's printed health grown or shrunk by the effigies at
// this table (perEffigy), before Bane and before the floor of 1.
func (s State) tableHealth(k Card) int {
	return k.Health + s.PerEffigy(k)*(len(s.Effigies)-3)
}

// PhaseAt is the damage at which k's phase p fires at this table. The
// printed mark is for the printed health; from revision 6 it scales with
// the health at this table's number of effigies, rounded, from 1 to
// below that health (HA-35). Bane's growth is left out, so a mark never
// moves during the fight.
func (s State) PhaseAt(k Card, p Phase) int {
	if s.Config.revision() < 6 || k.Health <= 0 {
		return p.At
	}
	h := max(1, s.tableHealth(k))
	return max(1, min((p.At*h+k.Health/2)/k.Health, h-1))
}

// PerEffigy is how much k's health grows for each effigy over three at
// this table, or shrinks for each under: its printed perEffigy, and from
// revision 4 at least bigTable for a boss at a table over three (HA-32).
func (s State) PerEffigy(k Card) int {
	if len(s.Effigies) > 3 && k.has(Boss) && s.Config.revision() >= 4 {
		return max(k.PerEffigy, bigTable)
	}
	return k.PerEffigy
}

// bigTable is the least a boss grows for each effigy over three, from
// revision 4: at one health an effigy, a bigger table's boss fell
// sooner for every effigy added (I and III to VI were won 50 to 100 %
// at four and five effigies, mostly over 60; II and VII to IX, at two
// an effigy, 17 to 58 %).
const bigTable = 2

// holds reports whether c holds for adversary id controlled by seat.
func (s State) holds(c *Cond, seat int8, id string) bool {
	if c == nil {
		return false
	}
	if c.Location != "" && slices.ContainsFunc(s.Map, func(p Place) bool { return p.ID == c.Location }) {
		return true
	}
	if c.Hunted && s.Hunted == seat {
		return true
	}
	if c.Foes {
		for i, ef := range s.Effigies {
			if !s.inGame(int8(i)) {
				continue
			}
			if slices.ContainsFunc(ef.Foes, func(f Foe) bool { return f.ID != id }) {
				return true
			}
		}
	}
	return false
}

// Warded reports whether adversary id, controlled by seat, takes no
// damage now.
func (s State) Warded(seat int8, id string) bool {
	return s.holds(s.card(id).Ward, seat, id)
}

// hurts: damage from a test of sin (-1: from no test) can hurt k.
func hurts(k Card, sin int) bool {
	if len(k.HurtBy) == 0 {
		return true
	}
	return sin >= 0 && slices.Contains(k.HurtBy, Sins[sin])
}

// shrug reports whether damage to k is lost, saying why.
func (e *eng) shrug(seat int8, k Card, sin int) bool {
	switch {
	case e.s.Warded(seat, k.ID):
		e.say("%s is warded: the damage is lost (%s).", k.Name, e.s.wardWords(k.Ward))
	case !hurts(k, sin):
		e.say("Only a test of %s hurts %s: the damage is lost.", sinList(k.HurtBy), k.Name)
	default:
		return false
	}
	return true
}

func (s State) wardWords(c *Cond) string {
	var why []string
	if c.Foes {
		why = append(why, "while another adversary stands")
	}
	if c.Location != "" {
		why = append(why, "while "+s.name(c.Location)+" is in the map")
	}
	if c.Hunted {
		why = append(why, "while its effigy holds "+s.Book().Hunted.Name)
	}
	return strings.Join(why, ", or ")
}

func sinList(sins []Sin) string {
	out := make([]string, len(sins))
	for i, x := range sins {
		out[i] = string(x)
	}
	return strings.Join(out, " or ")
}

// phases queues the phases k passes as its damage rises from before to
// after, for the effigy that dealt it, at this table's marks.
func (e *eng) phases(seat int8, k Card, before, after int) {
	var steps []Step
	for _, p := range k.Phases {
		if at := e.s.PhaseAt(k, p); before < at && after >= at {
			e.say("%s is wounded to %d: it changes.", k.Name, at)
			steps = append(steps, effects(seat, k.ID, p.Effects)...)
		}
	}
	e.then(steps...)
}

// newFate runs what adversaries do each time the standard Fate is dealt
// anew: regeneration first, then their eachFate effects, seat by seat.
func (e *eng) newFate() {
	s := e.s
	var steps []Step
	for seat := range s.Effigies {
		if !s.inGame(int8(seat)) {
			continue
		}
		for i, f := range s.Effigies[seat].Foes {
			k := s.card(f.ID)
			if r := k.Regenerate; r != nil && f.Damage > 0 && !s.holds(r.Unless, int8(seat), f.ID) {
				s.Effigies[seat].Foes[i].Damage = int8(max(0, int(f.Damage)-r.N))
				e.say("%s regenerates: %d of %d damage.", k.Name, s.Effigies[seat].Foes[i].Damage, s.Health(k))
			}
			steps = append(steps, effects(int8(seat), k.ID, k.EachFate)...)
		}
	}
	e.then(steps...)
}

// Regenerates reports whether adversary id, controlled by seat, would heal
// at the next new Fate as things stand.
func (s State) Regenerates(seat int8, id string) bool {
	r := s.card(id).Regenerate
	return r != nil && !s.holds(r.Unless, seat, id)
}

// Threat is what k does on each 8 its holder rolls. From revision 4, at
// a table over three, a boss's threat aimed at no one in particular
// reaches every effigy, as those of II and VI to IX always did (HA-32):
// a bigger table spread the harm of the others thinner.
func (s State) Threat(k Card) []Effect {
	if !k.has(Boss) || len(s.Effigies) <= 3 || s.Config.revision() < 4 {
		return k.Threat
	}
	out := slices.Clone(k.Threat)
	for i := range out {
		if out[i].Who == "" {
			out[i].Who = Each
		}
	}
	return out
}
