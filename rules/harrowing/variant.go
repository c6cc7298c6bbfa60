package harrowing

import (
	"cmp"

	"lantern/rules"
)

// Variant is a house rule a table chose (HA-36, HA-37); the zero Variant
// is the rulebook's game. Only games of the current revision take one.
type Variant struct {
	Omens int // each effigy's omens at the start, 1 to MaxOmens; 0 for StartOmens
	Bane  int // added to Bane at the start, 0 to MaxBaneStart
}

// MaxBaneStart bounds Variant.Bane.
const MaxBaneStart = 5

func (c Config) checkVariant() error {
	v := c.Variant
	switch {
	case v.Omens < 0 || v.Omens > MaxOmens || v.Bane < 0 || v.Bane > MaxBaneStart:
		return rules.Refuse(rules.ErrBadConfig, "house rule out of range: %d omens, Bane +%d", v.Omens, v.Bane)
	case v != Variant{} && c.revision() != Revision:
		return rules.Refuse(rules.ErrBadConfig, "house rules need rules revision %d", Revision)
	}
	return nil
}

func (v Variant) omens() int8 { return int8(cmp.Or(v.Omens, StartOmens)) }
