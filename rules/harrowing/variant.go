package harrowing

import (
	"cmp"
	"fmt"

	"lantern/rules"
)

// Variant is a house rule a table chose (HA-36, HA-37); the zero Variant
// is the rulebook's game. Only games of the current revision take one.
type Variant struct {
	Omens int // each effigy's omens at the start, 1 to MaxOmens; 0 for StartOmens
	Bane  int // added to Bane at the start, 0 to MaxBaneStart
	// Growth is how each rise of Bane grows (HA-39): GrowAsPrinted and on.
	Growth int `msgpack:",omitempty" fp:"omitempty"`
}

// MaxBaneStart bounds Variant.Bane.
const MaxBaneStart = 5

// How a house rule grows each rise of Bane (HA-39), by Variant.Growth.
const (
	GrowAsPrinted = iota // as the card or die says
	GrowOneMore          // one more
	GrowDoubled          // twice as much
	GrowOneLess          // one less, so a rise of 1 is lost
	MaxGrowth     = GrowOneLess
)

func (c Config) checkVariant() error {
	v := c.Variant
	switch {
	case v.Omens < 0 || v.Omens > MaxOmens || v.Bane < 0 || v.Bane > MaxBaneStart || v.Growth < 0 || v.Growth > MaxGrowth:
		return rules.Refuse(rules.ErrBadConfig, "house rule out of range: %d omens, Bane +%d, growth %d", v.Omens, v.Bane, v.Growth)
	case v != Variant{} && c.revision() != Revision:
		return rules.Refuse(rules.ErrBadConfig, "house rules need rules revision %d", Revision)
	}
	return nil
}

func (v Variant) omens() int8 { return int8(cmp.Or(v.Omens, StartOmens)) }

// rise is a rise of Bane by n > 0 as the house rule grows it.
func (v Variant) rise(n int) int {
	switch v.Growth {
	case GrowOneMore:
		return n + 1
	case GrowDoubled:
		return 2 * n
	case GrowOneLess:
		return n - 1
	}
	return n
}

// rise raises Bane by n > 0 as the house rule grows it (HA-39) and says
// how for the journal: "rises to 4", with "by the house rule" when the
// rule changed the rise.
func (s *State) rise(n int) string {
	up := s.Config.Variant.rise(n)
	s.Bane += up
	switch {
	case up == n:
		return fmt.Sprint("rises to ", s.Bane)
	case up == 0:
		return fmt.Sprint("stays at ", s.Bane, " by the house rule")
	}
	return fmt.Sprint("rises to ", s.Bane, " by the house rule")
}
