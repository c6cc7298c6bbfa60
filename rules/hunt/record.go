package hunt

import (
	"fmt"

	"lantern/rules/record"
)

// RulesVersion is bumped whenever replaying old moves could give a
// different hunt: Legal's order, the table, the quarry decks, the dice.
const RulesVersion = 1

// Adapter records hunts: the config packed field by field, each move as
// its index in Legal (every hunting move is forced, so a whole hunt costs
// a few bytes beyond its gathering placements).
var Adapter = record.Adapter[Config, Move, State]{
	Name:         "hunt",
	Rules:        RulesVersion,
	PackConfig:   packConfig,
	UnpackConfig: unpackConfig,
	Names:        names,
	New:          New,
	Legal:        Legal,
	Apply: func(s State, m Move) (State, error) {
		next, _, err := Apply(s, m)
		return next, err
	},
	Summarize: summarize,
	Canon:     canon,
	Legacy:    legacy,
	MaxMoves:  2000, // a hunt is tens of moves; hand edits (KH-03) leave room
}

func init() { record.Register(Adapter) }

func summarize(s State, names []string) record.Summary {
	if len(names) == 0 {
		for _, v := range s.Team {
			names = append(names, v.Name)
		}
	}
	q := s.quarryName()
	progress := fmt.Sprintf("Hunting the %s (level %d): space %d, the quarry on %d", q, s.Config.Level, s.At, s.Monster)
	if s.Phase == Over {
		progress = fmt.Sprintf("Found the %s on space %d: showdown", q, s.At)
	}
	return record.Summary{Players: names, Progress: progress, Over: s.Phase == Over}
}

// Index lists for the packed forms: a value's position is what is stored,
// so these lists only ever grow at the end.
var (
	slotKinds = []CardKind{Basic, Monster}
	whos      = []Who{Revealer, Random, All}
	stats     = []Stat{"", Courage, Understanding} // needs: survival and insanity are never needed
	effects   = []EffectKind{GainCourage, GainUnderstanding, Resource, Injury, Note, MoveTeam, MoveMonster, RollTable, GainSurvival, GainInsanity}
)

const (
	maxGear   = 8
	maxSlots  = 64
	maxString = 4 * maxText // bytes: maxText runes of up to 4 bytes
)

// names are the survivors' names, which the record keeps apart.
func names(c Config) []string {
	out := make([]string, len(c.Team))
	for i, v := range c.Team {
		out[i] = v.Name
	}
	return out
}

// packConfig refuses a config New would refuse, so every value below has a
// packed form.
func packConfig(c Config, p *record.Packer) error {
	if err := c.validate(); err != nil {
		return err
	}
	p.Int(len(c.Team))
	for _, v := range c.Team {
		p.Int(v.Courage)
		p.Int(v.Understanding)
		p.Int(len(v.Gear))
		for _, g := range v.Gear {
			p.String(g)
		}
	}
	p.String(c.Quarry)
	for _, n := range []int{c.Level, c.Monster, c.Darkness, c.Starvation, len(c.Slots)} {
		p.Int(n)
	}
	for _, sl := range c.Slots {
		p.Int(sl.Space)
		p.Int(index(slotKinds, sl.Kind))
	}
	if c.Edition == 0 {
		p.Int(len(c.Table))
		for _, e := range c.Table {
			packEntry(e, p)
		}
		return nil
	}
	p.Int(0) // edition 1 on: the table is in the trailer
	packTrailer(c, p)
	return nil
}

func packEntry(e Entry, p *record.Packer) {
	p.Int(e.Roll)
	p.String(e.Title)
	p.String(e.Text)
	who := e.Who
	if who == "" {
		who = Revealer // the default, spelt out
	}
	p.Int(index(whos, who))
	p.Int(index(stats, e.Need.Stat))
	p.Int(e.Need.Min)
	p.String(e.Need.Gear)
	p.Int(e.Check)
	packEffects(e.Pass, p)
	packEffects(e.Fail, p)
}

func packEffects(fx []Effect, p *record.Packer) {
	p.Int(len(fx))
	for _, f := range fx {
		p.Int(index(effects, f.Kind))
		p.Int(f.N + maxMove) // N is -maxMove…maxMove (checkEffect)
		p.String(f.Text)
	}
}

func unpackEffects(u *record.Unpacker) []Effect {
	var fx []Effect
	for range u.Int(maxEffects) {
		fx = append(fx, Effect{Kind: effects[u.Int(len(effects)-1)], N: u.Int(2*maxMove) - maxMove, Text: u.String(4 * maxWord)})
	}
	return fx
}

// index is the position of v in list; values the validator allows are
// always there.
func index[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	panic(fmt.Sprintf("hunt: %v has no packed form", v))
}

func unpackConfig(u *record.Unpacker, names []string) Config {
	var c Config
	c.Team = make([]Survivor, u.Int(MaxTeam))
	for i := range c.Team {
		v := Survivor{Courage: u.Int(MaxStat), Understanding: u.Int(MaxStat)}
		if i < len(names) {
			v.Name = names[i]
		}
		for range u.Int(maxGear) {
			v.Gear = append(v.Gear, u.String(4*maxWord))
		}
		c.Team[i] = v
	}
	c.Quarry = u.String(64)
	c.Level = u.Int(9)
	c.Monster, c.Darkness, c.Starvation = u.Int(Spaces), u.Int(Spaces), u.Int(Spaces)
	for range u.Int(maxSlots) {
		c.Slots = append(c.Slots, Slot{Space: u.Int(Spaces), Kind: slotKinds[u.Int(len(slotKinds)-1)]})
	}
	for range u.Int(TableRows) {
		c.Table = append(c.Table, unpackEntry(u))
	}
	if u.More() {
		unpackTrailer(u, &c)
	}
	return c
}

func unpackEntry(u *record.Unpacker) Entry {
	e := Entry{Roll: u.Int(TableRows), Title: u.String(maxString), Text: u.String(maxString)}
	e.Who = whos[u.Int(len(whos)-1)]
	e.Need = Need{Stat: stats[u.Int(len(stats)-1)], Min: u.Int(MaxStat), Gear: u.String(4 * maxWord)}
	e.Check = u.Int(10)
	e.Pass, e.Fail = unpackEffects(u), unpackEffects(u)
	return e
}
