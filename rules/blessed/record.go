package blessed

import (
	"fmt"

	"lantern/rules/record"

	"lantern/rules/words"
)

// RulesVersion is bumped whenever replaying old moves could give a
// different campaign: Legal's order, the tables, the dice.
const RulesVersion = 1

// Adapter records campaigns: the config is the optional stat alone, and
// each move is its index in Legal. Names and free text ride in the
// record's notes, written by the UI.
var Adapter = record.Adapter[Config, Move, State]{
	Name:         "blessed",
	Rules:        RulesVersion,
	PackConfig:   packConfig,
	UnpackConfig: unpackConfig,
	Names:        func(Config) []string { return nil },
	New:          New,
	Legal:        Legal,
	AppendLegal:  AppendLegal,
	Apply: func(s State, m Move) (State, error) {
		next, _, err := Apply(s, m)
		return next, err
	},
	Summarize: summarize,
	Canon:     canon,
	// Saves from before format 4 carry fmt's %v of the state, printed
	// before editions: the same shape as canon's.
	Legacy:   func(s State) string { return record.LegacyHash(canon(s)) },
	MaxMoves: 10000, // a campaign of some forty long sessions
	// Records written before record.Fingerprint during a check carry a
	// fingerprint with the check's address in it: their moves are trusted.
	LegacyLost: func(s State) bool { return s.Check != nil },
}

func init() { record.Register(Adapter) }

func packConfig(c Config, p *record.Packer) error {
	if err := c.validate(); err != nil {
		return err
	}
	p.Int(int(c.Optional))
	if c.Edition > 0 { // edition 0 packs as before editions
		p.Int(c.Edition)
	}
	if c.Hardy || c.Haze || c.Hardship || c.Haunted {
		p.Int(special(c))
	}
	return nil
}

func unpackConfig(u *record.Unpacker, _ []string) Config {
	c := Config{Optional: Stat(u.Int(int(numStats) - 1))}
	if u.More() {
		c.Edition = u.Int(Edition)
		if c.Edition == 0 {
			u.Fail(fmt.Errorf("edition 0 is written as no edition"))
		}
	}
	if u.More() {
		n := u.Int(15)
		c.Hardy, c.Haze, c.Hardship, c.Haunted = n&1 != 0, n&2 != 0, n&4 != 0, n&8 != 0
		if n == 0 {
			u.Fail(fmt.Errorf("no special stat is written as nothing"))
		}
	}
	return c
}

func summarize(s State, names []string) record.Summary {
	progress := fmt.Sprintf("Session %d, %s", s.Session, words.Count(len(s.Party), "character"))
	if s.Shop {
		progress = fmt.Sprintf("After session %d: the Session Shop, %s", s.Session, words.Count(len(s.Party), "character"))
	}
	return record.Summary{Players: names, Progress: progress}
}

// special packs the special stats as bits: 1 Hardy, 2 Haze, 4 Hardship,
// 8 Haunted.
func special(c Config) int {
	n := 0
	if c.Haunted {
		n |= 8
	}
	if c.Hardship {
		n |= 4
	}
	if c.Hardy {
		n |= 1
	}
	if c.Haze {
		n |= 2
	}
	return n
}
