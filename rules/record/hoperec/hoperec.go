// Package hoperec records Hope Inhumanity games: the record.Adapter that
// packs hope.Config and stores hope.Move values as indexes into hope.Legal.
// Importing it registers the game with lantern/rules/record.
package hoperec

import (
	"fmt"
	"sync"

	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/record"
)

// ID is the game id in records and routes.
const ID = "hope"

// RulesVersion is the version of the Hope engine's replay behaviour that
// new records are written under. Bump it whenever the same moves would
// replay differently: setup order, Legal's order, card data, dice mapping.
// Versions 2 and 3 are the card balances of issue #13; records of an older
// version replay on the cards they were played with (older).
const RulesVersion = 3

// Limits on a packed config: what hope.Config can hold, and no more.
const (
	maxStacked  = 64 // card ids stacked on one pile
	maxIDBytes  = 64
	maxFixed    = 256 // fixed die faces
	maxDieFaces = 6
)

// Adapter is the Hope Inhumanity record adapter.
var Adapter = record.Adapter[hope.Config, hope.Move, hope.State]{
	Name:         ID,
	Rules:        RulesVersion,
	PackConfig:   packConfig,
	UnpackConfig: unpackConfig,
	Names:        names,
	New:          newGame,
	Legal:        hope.Legal,
	Apply: func(s hope.State, m hope.Move) (hope.State, error) {
		next, _, err := hope.Apply(s, m)
		return next, err
	},
	Summarize: summarize,
	Older:     older,
	MaxMoves:  2000, // a five-seat game of five rounds plays a few hundred
	Canon:     canon,
	Legacy:    func(s hope.State) string { return record.LegacyHash(canon(s)) },
}

func init() { record.Register(Adapter) }

// standard is Lantern's own cards (core, then Martial Law), built once when
// a record first needs it: a record names this deck rather than carrying it.
var standard = sync.OnceValue(func() *hope.Deck {
	d := hope.Combined(hope.CoreDeck(), hope.MartialLawDeck())
	return &d
})

// olderStandard is Lantern's own cards as each older rules version dealt
// them, by version, each read once when a record first needs it (reading
// a deck costs milliseconds at start-up in the browser).
var olderStandard = map[int]func() *hope.Deck{
	1: sync.OnceValue(hope.StandardDeckV1),
	2: sync.OnceValue(hope.StandardDeckV2),
}

// older replays a record of an older version on that version's cards:
// Lantern's own, or an owner's cards added after them. An owner's deck
// played alone is the same under every version.
func older(rules int, c hope.Config) (hope.Config, bool) {
	deck, ok := olderStandard[rules]
	if !ok {
		return c, false
	}
	then := deck()
	own, added, std := ownerPart(c.Deck)
	switch {
	case std:
		c.Deck = then
	case added:
		d := hope.Combined(*then, own)
		c.Deck = &d
	}
	return c, true
}

// newGame starts a recorded game on Lantern's own cards, or on an owner's
// deck that can deal every seat (CheckDeck).
func newGame(c hope.Config, seed uint64) (hope.State, error) {
	if c.Deck == nil {
		c.Deck = standard()
	} else if c.Deck != standard() {
		if err := CheckDeck(c.Deck, len(c.Seats), c.Expansion); err != nil {
			return hope.State{}, err
		}
	}
	return hope.New(c, seed)
}

func names(c hope.Config) []string {
	out := make([]string, len(c.Seats))
	for i, s := range c.Seats {
		out[i] = s.Name
	}
	return out
}

// packConfig: seat count and bot flags, expansion, deck source (and an
// owner's deck), stacked cards pile by pile, fixed dice.
func packConfig(c hope.Config, p *record.Packer) error {
	if n := len(c.Seats); n < hope.MinSeats || n > hope.MaxSeats {
		return rules.Refuse(rules.ErrBadConfig, "%d seats", n)
	}
	p.Int(len(c.Seats))
	for _, s := range c.Seats {
		p.Bool(s.Bot)
	}
	p.Bool(c.Expansion)
	if err := packDeckSource(c.Deck, p); err != nil {
		return err
	}
	for _, pile := range piles(&c.Stack) {
		if len(*pile) > maxStacked {
			return rules.Refuse(rules.ErrBadConfig, "%d stacked cards", len(*pile))
		}
		p.Int(len(*pile))
		for _, id := range *pile {
			if len(id) > maxIDBytes {
				return rules.Refuse(rules.ErrBadConfig, "card id %q", id)
			}
			p.String(id)
		}
	}
	if len(c.Dice) > maxFixed {
		return rules.Refuse(rules.ErrBadConfig, "%d fixed dice", len(c.Dice))
	}
	p.Int(len(c.Dice))
	for _, d := range c.Dice {
		if d < 1 || d > maxDieFaces {
			return rules.Refuse(rules.ErrBadConfig, "die face %d", d)
		}
		p.Int(d)
	}
	packEdition(c.Edition, p)
	return packVariant(c, p)
}

func unpackConfig(u *record.Unpacker, names []string) hope.Config {
	var c hope.Config
	n := u.Int(hope.MaxSeats)
	for i := range n {
		if u.Err() != nil {
			break
		}
		name := ""
		if i < len(names) {
			name = names[i]
		}
		c.Seats = append(c.Seats, hope.SeatConfig{Name: name, Bot: u.Bool()})
	}
	c.Expansion = u.Bool()
	c.Deck = unpackDeckSource(u)
	for _, pile := range piles(&c.Stack) {
		for range u.Int(maxStacked) {
			*pile = append(*pile, u.String(maxIDBytes))
		}
	}
	for range u.Int(maxFixed) {
		c.Dice = append(c.Dice, u.Int(maxDieFaces))
	}
	c.Edition = unpackEdition(u)
	c.Variant = unpackVariant(u)
	return c
}

// piles lists the stack's piles in their packed order.
func piles(s *hope.Stack) []*[]string {
	return []*[]string{&s.Scenes, &s.Traits, &s.Assets, &s.Personalities, &s.Relationships}
}

func summarize(s hope.State, names []string) record.Summary {
	sum := record.Summary{Players: append([]string(nil), names...), Over: s.Over}
	switch {
	case s.Over && s.Won:
		sum.Progress = fmt.Sprintf("Won after round %d", s.Round)
	case s.Over:
		sum.Progress = fmt.Sprintf("Lost in round %d", s.Round)
	default:
		sum.Progress = fmt.Sprintf("Round %d of %d", s.Round, hope.Rounds)
	}
	return sum
}

// Hash identifies a state for comparing two loads of one game (the UI
// shows it as data-state-hash): its record fingerprint.
func Hash(s hope.State) string { return record.Fingerprint(canon(s)) }

// canon leaves the card data out of fingerprints: it is the config's deck,
// the same cards wherever it lives. A first-edition state fingerprints in
// the shape the State had then (see edition.go), so its saves still check.
func canon(s hope.State) any {
	s.Cards = nil
	if s.Edition < hope.EditionHolder {
		return firstShape(s)
	}
	return s
}
