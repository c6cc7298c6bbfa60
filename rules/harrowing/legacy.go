package harrowing

import (
	"lantern/rules/record"
	"lantern/rules/rng"
)

// legacyHash is the fingerprint records carried before record.Fingerprint:
// %v of the state with the pending question read through its pointer.
// It prints the state as it was shaped then (oldState), so fields added
// since do not change it (G-02).
func legacyHash(s State) string {
	var a Ask
	if s.Ask != nil {
		a = *s.Ask
	}
	o := s.old()
	o.Ask = nil
	return record.LegacyHash(struct {
		S oldState
		A Ask
	}{o, a})
}

// canon is what a state's fingerprint covers: the state without its book
// (the book is the config's, and Config.Cards is fingerprinted); a Legacy
// game's state as it was shaped then, so old saves still check (G-02).
// A revision-2 game's state is taken as revision 2 shaped it (r2State),
// so fields added since do not change its fingerprints either; a later
// revision's, as it is, with Config.Rev as it was when it was current.
func canon(s State) any {
	switch s.Config.revision() {
	case 1:
		return s.old()
	case 2:
		return s.r2()
	}
	s.bk = nil
	s.Config.Rev = 0 // a revision-3 game's fingerprints were taken while Rev was 0 for it
	return s
}

// oldConfig and oldState are Config and State as they stood when records
// carried legacy fingerprints; never change them.
type oldConfig struct {
	Sins        [][7]int8
	Names       []string
	Circle      string
	Unlocked    []int
	Game        int
	Obliterated []string
	Innate      []string
	Cards       string
}

type oldState struct {
	Config      oldConfig
	RNG         rng.Source
	Effigies    []Effigy
	Hunted      int8
	Bane        int
	Deck        []string
	Discard     []string
	Fate        []Fated
	Map         []Place
	Aside       []string
	Ritual      int
	Summons     bool
	Items       []string
	ItemDiscard []string
	Trove       []string
	Manifested  []int
	Obliterated []string
	Queue       []Step
	Ask         *Ask
	Result      Result
	bk          *Book
}

func (s State) old() oldState {
	c := s.Config
	return oldState{
		Config: oldConfig{c.Sins, c.Names, c.Circle, c.Unlocked, c.Game, c.Obliterated, c.Innate, c.Cards},
		RNG:    s.RNG, Effigies: s.Effigies, Hunted: s.Hunted, Bane: s.Bane, Deck: s.Deck, Discard: s.Discard,
		Fate: s.Fate, Map: s.Map, Aside: s.Aside, Ritual: s.Ritual, Summons: s.Summons,
		Items: s.Items, ItemDiscard: s.ItemDiscard, Trove: s.Trove, Manifested: s.Manifested,
		Obliterated: s.Obliterated, Queue: s.Queue, Ask: s.Ask, Result: s.Result,
	}
}

// r2Config and r2State are Config and State as rules revision 2 shaped
// them, field for field; never change them (G-02).
type r2Config struct {
	Sins        [][7]int8
	Names       []string
	Circle      string
	Unlocked    []int
	Game        int
	Obliterated []string
	Innate      []string
	Cards       string
	Legacy      bool
	Teach       bool
}

type r2State struct {
	Config      r2Config
	RNG         rng.Source
	Effigies    []Effigy
	Hunted      int8
	Bane        int
	Deck        []string
	Discard     []string
	Fate        []Fated
	Map         []Place
	Aside       []string
	Ritual      int
	Summons     bool
	Items       []string
	ItemDiscard []string
	Trove       []string
	Manifested  []int
	Obliterated []string
	Queue       []Step
	Ask         *Ask
	Result      Result
	Abandoned   []string
	SetAside    []string
	Areas       []AreaPlay
	Eliminated  []int8
	bk          *Book
}

func (s State) r2() r2State {
	c := s.Config
	return r2State{
		Config: r2Config{c.Sins, c.Names, c.Circle, c.Unlocked, c.Game, c.Obliterated, c.Innate, c.Cards, c.Legacy, c.Teach},
		RNG:    s.RNG, Effigies: s.Effigies, Hunted: s.Hunted, Bane: s.Bane, Deck: s.Deck, Discard: s.Discard,
		Fate: s.Fate, Map: s.Map, Aside: s.Aside, Ritual: s.Ritual, Summons: s.Summons,
		Items: s.Items, ItemDiscard: s.ItemDiscard, Trove: s.Trove, Manifested: s.Manifested,
		Obliterated: s.Obliterated, Queue: s.Queue, Ask: s.Ask, Result: s.Result,
		Abandoned: s.Abandoned, SetAside: s.SetAside, Areas: s.Areas, Eliminated: s.Eliminated,
	}
}
