package hunt

import (
	"lantern/rules/dice"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// A record's fingerprint covers every field of the state it reached
// (record.Fingerprint), and records older than the save format 4 carry fmt's
// %v of it. Hunts of edition 0 were fingerprinted with the types below, as
// they stood then, so they are fingerprinted through them still: a field
// added to State since must not make their saves unloadable (G-02). Never
// change these types.

type stateV0 struct {
	Config       configV0
	Team         []survivorV0
	Board        [][]Card
	Deck         []Card
	Archive      []Card
	At           int
	Monster      int
	Revealer     int
	Phase        Phase
	Unplaced     []CardKind
	MustRoll     bool
	DarknessDone bool
	Resources    []string
	Events       int
	Last         dice.Percentile
	Rolled       bool
	Ambush       bool
	RNG          rng.Source
}

type configV0 struct {
	Team       []survivorV0
	Quarry     string
	Level      int
	Monster    int
	Darkness   int
	Starvation int
	Slots      []Slot
	Table      []entryV0
}

type survivorV0 struct {
	Name          string
	Courage       int
	Understanding int
	Gear          []string
	Notes         []string
}

type entryV0 struct {
	Roll  int
	Title string
	Text  string
	Who   Who
	Need  Need
	Check int
	Pass  []Effect
	Fail  []Effect
}

// canon is what a hunt's fingerprint covers.
func canon(s State) any {
	if s.Config.Edition > 0 {
		return s
	}
	return stateV0{
		Config: configV0{Team: teamV0(s.Config.Team), Quarry: s.Config.Quarry, Level: s.Config.Level,
			Monster: s.Config.Monster, Darkness: s.Config.Darkness, Starvation: s.Config.Starvation,
			Slots: s.Config.Slots, Table: tableV0(s.Config.Table)},
		Team: teamV0(s.Team), Board: s.Board, Deck: s.Deck, Archive: s.Archive, At: s.At,
		Monster: s.Monster, Revealer: s.Revealer, Phase: s.Phase, Unplaced: s.Unplaced,
		MustRoll: s.MustRoll, DarknessDone: s.DarknessDone, Resources: s.Resources, Events: s.Events,
		Last: s.Last, Rolled: s.Rolled, Ambush: s.Ambush, RNG: s.RNG,
	}
}

// legacy is the fingerprint Lanterns before save format 4 wrote.
func legacy(s State) string { return record.LegacyHash(canon(s)) }

func teamV0(team []Survivor) []survivorV0 {
	if team == nil {
		return nil
	}
	out := make([]survivorV0, len(team))
	for i, v := range team {
		out[i] = survivorV0{v.Name, v.Courage, v.Understanding, v.Gear, v.Notes}
	}
	return out
}

func tableV0(t []Entry) []entryV0 {
	if t == nil {
		return nil
	}
	out := make([]entryV0, len(t))
	for i, e := range t {
		out[i] = entryV0{e.Roll, e.Title, e.Text, e.Who, e.Need, e.Check, e.Pass, e.Fail}
	}
	return out
}
