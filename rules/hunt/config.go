package hunt

import (
	"fmt"
	"strings"

	"lantern/rules"
)

// Board geometry (KH-01): 13 spaces, 0–12, Start at 0. Overwhelming
// Darkness and Starvation are data in Config so a quarry may move them.
const (
	Spaces            = 13
	Start             = 0
	DefaultDarkness   = 6
	DefaultStarvation = 12
	MaxTeam           = 4
	MaxStat           = 9  // courage and understanding
	MaxTrack          = 99 // survival and insanity
	MaxName           = 40
)

// Gear tags that let a team add the gathering cards.
const (
	MiningTools = "mining tools"
	HerbTools   = "herb tools"
)

// Survivor is one member of the hunt team.
type Survivor struct {
	Name          string   `json:"name" msgpack:"n"`
	Courage       int      `json:"courage" msgpack:"c"`
	Understanding int      `json:"understanding" msgpack:"u"`
	Gear          []string `json:"gear,omitempty" msgpack:"g,omitempty"`
	Notes         []string `json:"notes,omitempty" msgpack:"o,omitempty"` // injuries and marks gained on the hunt
	Survival      int      `json:"survival,omitempty" msgpack:"sv,omitempty"`
	Insanity      int      `json:"insanity,omitempty" msgpack:"in,omitempty"`
}

// Has reports whether the survivor carries a gear tag.
func (v Survivor) Has(tag string) bool {
	for _, g := range v.Gear {
		if strings.EqualFold(g, tag) {
			return true
		}
	}
	return false
}

// CardKind names a kind of hunt event card.
type CardKind string

const (
	Basic   CardKind = "basic"   // roll on the hunt event table
	Monster CardKind = "monster" // the next card of the quarry's shuffled deck
	Mineral CardKind = "mineral" // Mineral Gathering (needs MiningTools)
	Herb    CardKind = "herb"    // Herb Gathering (needs HerbTools)
)

// Slot puts one card of Kind on Space during setup. Slots on the same
// space stack in the order listed, the first on top.
type Slot struct {
	Space int      `json:"space" msgpack:"s"`
	Kind  CardKind `json:"kind" msgpack:"k"`
}

// Config is everything a hunt starts from. Setup fills it from a quarry;
// the players then only choose the team.
type Config struct {
	Team       []Survivor `json:"team" msgpack:"tm"`
	Quarry     string     `json:"quarry" msgpack:"q"`
	Level      int        `json:"level" msgpack:"l"`
	Monster    int        `json:"monster" msgpack:"m"`
	Darkness   int        `json:"darkness" msgpack:"d"`
	Starvation int        `json:"starvation" msgpack:"s"`
	Slots      []Slot     `json:"slots" msgpack:"sl"`
	// Table is the hunt event table; nil plays Lantern's own (KH-02).
	Table []Entry `json:"table,omitempty" msgpack:"tb,omitempty"`
	// Edition is the edition of the hunt's rules the hunt is played under
	// (see Edition): 0 for hunts recorded before editions, which keep
	// the rules they were played with so that their records replay (G-02).
	Edition int `json:"edition,omitempty" msgpack:"ed,omitempty"`
	// Own is an owner's quarry, hunted when Quarry is OwnQuarry.
	Own Quarry `json:"own,omitempty" msgpack:"ow,omitempty"`
	// Typed starts the hunt with the table typing its own dice (KH-03);
	// a SetDice move changes it at any time.
	Typed bool `json:"typed,omitempty" msgpack:"ty,omitempty"`
}

// Edition is the edition of the hunt's rules new hunts are played under.
// Records hold the edition; every edition's rules stay, so old records
// replay as they were played. Edition 1: gathering cards only before the
// monster's space.
const Edition = 1

// quarry is the quarry hunted: Lantern's, or the owner's one the config
// carries.
func (c Config) quarry() (Quarry, bool) {
	if c.Quarry == OwnQuarry {
		return c.Own, c.Edition > 0 // checkQuarry tells what else is wrong
	}
	q, ok := quarries[c.Quarry]
	return q, ok
}

// placeable reports whether a gathering card may go on space.
func (c Config) placeable(space int) bool {
	if c.special(space) || space < Start || space >= Spaces {
		return false
	}
	return c.Edition == 0 || space < c.Monster
}

// special reports whether cards may never lie on space: Start,
// Overwhelming Darkness and Starvation hold none.
func (c Config) special(space int) bool {
	return space == Start || space == c.Darkness || space == c.Starvation
}

// validate refuses a configuration the hunt cannot be played from.
func (c Config) validate() error {
	bad := func(f string, a ...any) error { return rules.Refuse(rules.ErrBadConfig, f, a...) }
	if len(c.Team) < 1 || len(c.Team) > MaxTeam {
		return bad("a hunt team has 1 to %d survivors, not %d", MaxTeam, len(c.Team))
	}
	for i, v := range c.Team {
		if err := rules.CheckName(fmt.Sprintf("survivor %d's name", i+1), v.Name, MaxName); err != nil {
			return err
		}
		if err := v.validate(); err != nil {
			return bad("survivor %d: %s", i+1, err)
		}
	}
	q, ok := c.quarry()
	if !ok {
		return bad("unknown quarry %q", c.Quarry)
	}
	if c.Quarry == OwnQuarry {
		if msg := checkQuarry(c.Own); msg != "" {
			return bad("%s: %s", c.Own.Name, msg)
		}
	}
	if c.Level < 1 || c.Level > len(q.Levels) {
		return bad("%s has levels 1 to %d, not %d", q.Name, len(q.Levels), c.Level)
	}
	if !(Start < c.Darkness && c.Darkness < c.Starvation && c.Starvation < Spaces) {
		return bad("Overwhelming Darkness (%d) must lie after Start and before Starvation (%d), on the board", c.Darkness, c.Starvation)
	}
	if c.Monster <= Start || c.Monster >= Spaces {
		return bad("the monster must start on spaces 1 to %d, not %d", Spaces-1, c.Monster)
	}
	monsters := 0
	for _, sl := range c.Slots {
		if sl.Space < 0 || sl.Space >= Spaces || c.special(sl.Space) {
			return bad("no hunt event card may start on space %d", sl.Space)
		}
		switch sl.Kind {
		case Basic:
		case Monster:
			monsters++
		default:
			return bad("setup places only basic and monster cards, not %q", sl.Kind)
		}
	}
	if monsters > len(q.Deck) {
		return bad("%s has %d monster hunt event cards; setup asks for %d", q.Name, len(q.Deck), monsters)
	}
	if c.Typed && c.Edition == 0 {
		return bad("typed dice need edition 1 of the hunt's rules")
	}
	if c.Edition < 0 || c.Edition > Edition {
		return bad("this hunt needs edition %d of Lantern's hunt rules; this Lantern knows up to %d", c.Edition, Edition)
	}
	if c.Table != nil {
		if err := checkTable(c.Table); err != nil {
			return bad("hunt event table: %s", err)
		}
	}
	return nil
}

func (v Survivor) validate() error {
	switch {
	case v.Courage < 0 || v.Courage > MaxStat:
		return errorf("courage %d is not 0–%d", v.Courage, MaxStat)
	case v.Understanding < 0 || v.Understanding > MaxStat:
		return errorf("understanding %d is not 0–%d", v.Understanding, MaxStat)
	case v.Survival < 0 || v.Survival > MaxTrack || v.Insanity < 0 || v.Insanity > MaxTrack:
		return errorf("survival and insanity are 0–%d", MaxTrack)
	}
	return nil
}

// QuarryOf is the quarry a hunt of c hunts, Lantern's or an owner's.
func QuarryOf(c Config) Quarry {
	q, _ := c.quarry()
	return q
}
