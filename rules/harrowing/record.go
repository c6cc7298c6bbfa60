package harrowing

import (
	"fmt"

	"lantern/rules"

	"lantern/rules/record"
)

// RulesVersion is bumped whenever replaying old moves could give a
// different game: Legal's order, the catalogue, the dice.
const RulesVersion = 1

// Adapter records games: the config packed field by field, each move as
// its index in Legal.
var Adapter = record.Adapter[Config, Move, State]{
	Name:         "harrowing",
	Rules:        RulesVersion,
	PackConfig:   packConfig,
	UnpackConfig: unpackConfig,
	Names:        func(c Config) []string { return c.Names },
	New:          New,
	Legal:        Legal,
	Apply: func(s State, m Move) (State, error) {
		next, _, err := Apply(s, m)
		return next, err
	},
	Summarize: summarize,
	MaxMoves:  5000, // twenty times a long game
	Canon:     canon,
	Legacy:    legacyHash,
}

func init() { record.Register(Adapter) }

func packConfig(c Config, p *record.Packer) error {
	if _, _, err := c.validate(); err != nil {
		return err
	}
	pack(c, p)
	return nil
}

// pack writes c field by field; unpackConfig reads it back.
func pack(c Config, p *record.Packer) {
	p.Int(len(c.Sins))
	for _, sins := range c.Sins {
		for _, v := range sins {
			p.Int(int(v))
		}
	}
	p.String(c.Circle)
	p.Int(c.Game)
	p.Int(len(c.Unlocked))
	for _, n := range c.Unlocked {
		p.Int(n)
	}
	p.Int(len(c.Obliterated))
	for _, id := range c.Obliterated {
		p.String(id)
	}
	p.String(c.Cards)
	p.Int(len(c.Innate))
	for _, id := range c.Innate {
		p.String(id)
	}
	p.Int(max(2, c.revision())) // a Legacy config, packed anew, is revision 2 as it always was
	p.Bool(c.Teach)
	p.Extra(c.Variant.Omens, c.Variant.Bane, c.Variant.Growth) // nothing for the rulebook's game
}

// Revision is the rules revision new records are written under; a record
// without one is Legacy. Bump it (and keep the old behaviour behind the
// revision) when a change would replay old moves differently.
//
// Revision 3 adds circles III to IX (cards/circle-*.json) and the bosses'
// mechanics; revision-2 games play with cards/lantern-r2.json. Revision 4
// reweighs a big table (docs/harrowing.md); revision-3 games play as
// they did. Revision 5 reweighs a few circles' cards (cards/rev5.json);
// games of revisions 3 and 4 play with the card files as they are.
// Revision 6 changes rules only (HA-33 to HA-35): games of revision 5
// play as they did.
const Revision = 6

// fits: c packs within a record's config and within every bound
// unpackConfig reads it with, so a game New accepts always saves.
func (c Config) fits() error {
	if len(c.Obliterated) > maxCards {
		return rules.Refuse(rules.ErrBadConfig, "%d cards obliterated; a record lists at most %d", len(c.Obliterated), maxCards)
	}
	var p record.Packer
	pack(c, &p)
	if n := len(p.Bytes()); n > record.MaxConfigBytes {
		return rules.Refuse(rules.ErrBadConfig, "the game's setup takes %d bytes; a record holds at most %d", n, record.MaxConfigBytes)
	}
	return nil
}

func unpackConfig(u *record.Unpacker, names []string) Config {
	c := Config{Names: names}
	n := u.Int(MaxEffigies)
	for range n {
		var sins [7]int8
		for i := range sins {
			sins[i] = int8(u.Int(4))
		}
		c.Sins = append(c.Sins, sins)
	}
	c.Circle = u.String(maxID)
	c.Game = u.Int(MaxGames)
	n = u.Int(maxUnknown)
	for range n {
		c.Unlocked = append(c.Unlocked, u.Int(maxUnknown))
	}
	n = u.Int(maxCards)
	for range n {
		c.Obliterated = append(c.Obliterated, u.String(maxID))
	}
	c.Cards = u.String(MaxOwnerCards)
	n = u.Int(MaxEffigies)
	for range n {
		c.Innate = append(c.Innate, u.String(maxID))
	}
	rev := 1
	if u.More() {
		rev = u.Int(Revision)
	}
	c.Legacy = rev < 2
	if rev >= 2 && rev < Revision {
		c.Rev = rev
	}
	if u.More() {
		c.Teach = u.Bool()
	}
	f := u.Extra(MaxOmens, MaxBaneStart, MaxGrowth)
	c.Variant = Variant{Omens: f[0], Bane: f[1], Growth: f[2]}
	return c
}

// maxUnknown bounds Unknown card numbers (Validate allows 1 to 99).
const maxUnknown = 99

// Bounds for obliterated cards in a packed config: ids are at most 40
// bytes (Validate), and no catalogue needs more than a few hundred cards.
const (
	maxID    = 40
	maxCards = 500
)

func summarize(s State, names []string) record.Summary {
	progress := fmt.Sprintf("Ritual %d of %d, Bane %d", RitualTotal(s), len(s.Effigies)+1, s.Bane)
	switch {
	case s.Result == Won:
		progress = "Won: the boss is defeated"
	case s.Result == Lost:
		progress = "Lost: every effigy is damned"
	case s.Summons:
		progress = fmt.Sprintf("The boss is summoned; Bane %d", s.Bane)
	}
	if g := s.Config.Game; g > 1 {
		progress = fmt.Sprintf("Game %d of the campaign. %s", g, progress)
	}
	return record.Summary{Players: names, Progress: progress, Over: s.Result != Playing}
}
