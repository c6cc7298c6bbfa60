package blessed

import (
	"slices"

	"lantern/rules"
	"lantern/rules/rng"
)

// MaxParty caps the party; a tablet table seats no more.
const MaxParty = 8

// Config is what a campaign starts from: only the table's optional stat.
// Names and every other free text live in the record's notes.
type Config struct {
	// Optional is the table's extra stat, or NoStat.
	Optional Stat `msgpack:"o,omitempty"`
	// Edition is which moves the campaign's Legal lists. Records store a
	// move as its index in Legal, in bits counted from Legal's length, so
	// any new move would misread every record written before it: a
	// campaign keeps the edition it was started in (0 for those started
	// before editions), and moves added later are listed only from the
	// edition that brought them (edition.go).
	Edition int `msgpack:"ed,omitempty"`
	// Hardy is the shared Hardy die, a special optional stat (edition 1).
	Hardy bool `msgpack:"hy,omitempty"`
	// Haze gives each character a Haze die, a special optional stat.
	Haze bool `msgpack:"hz,omitempty"`
	// Hardship gives the table a Hardship stat, always a d4.
	Hardship bool `msgpack:"hs,omitempty"`
	// Haunted gives each character a Haunted die that works against them.
	Haunted bool `msgpack:"ht,omitempty"`
}

func (c Config) validate() error {
	if c.Optional != NoStat && !c.Optional.Optional() {
		return rules.Refuse(rules.ErrBadConfig, "%v is not one of the optional stats Lantern offers", c.Optional)
	}
	if c.Edition < 0 || c.Edition > Edition {
		return rules.Refuse(rules.ErrBadConfig, "edition %d is not one this Lantern knows", c.Edition)
	}
	if (c.Hardy || c.Haze || c.Hardship || c.Haunted) && c.Edition < 1 {
		return rules.Refuse(rules.ErrBadConfig, "the special stats came with edition 1")
	}
	return nil
}

// Stats lists the table's stats: the seven core ones, then the optional one.
func (c Config) Stats() []Stat {
	out := append([]Stat(nil), CoreStats...)
	if c.Optional != NoStat {
		out = append(out, c.Optional)
	}
	return out
}

// Character is what the rules read of one character sheet.
type Character struct {
	Dice      [numStats]Size `msgpack:"d"` // by Stat; zero for stats the table lacks
	Lifestyle Lifestyle      `msgpack:"l"`
	Ethic     Ethic          `msgpack:"e"`
	// LostSince is the session the character became Lost in; from the end
	// of a later session they may leave Lost for free. Zero otherwise.
	LostSince   int   `msgpack:"ls,omitempty"`
	Aptitudes   int   `msgpack:"a"`
	Specialized int   `msgpack:"sp,omitempty"` // aptitudes specialized
	Gains       int   `msgpack:"g,omitempty"`  // exceptional gains
	Blessings   []int `msgpack:"b,omitempty"`  // each worth 1–6, in the order gained
	// Conditions is a set of bits by Condition; Ache and Vexed keep their
	// stats apart as sets of bits by Stat.
	Conditions uint16 `msgpack:"c,omitempty"`
	Aches      uint32 `msgpack:"ac,omitempty"`
	Vexes      uint32 `msgpack:"vx,omitempty"`
	// FreeUpgrades are the Session Shop's free Stat Upgrades not yet used.
	FreeUpgrades int `msgpack:"f,omitempty"`
	// Owed counts the tagged upgrades earned and not yet taken, by Tag.
	Owed [4]int `msgpack:"ow,omitempty"`
}

// Die returns the size of stat st's die (zero if the table lacks it).
func (c Character) Die(st Stat) Size {
	if st >= numStats {
		return 0
	}
	return c.Dice[st]
}

// Has reports whether the character has condition k (for Ache and Vexed,
// on any stat).
func (c Character) Has(k Condition) bool {
	switch k {
	case Ache:
		return c.Aches != 0
	case Vexed:
		return c.Vexes != 0
	}
	return c.Conditions&(1<<k) != 0
}

// HasOn reports whether stat st carries condition k (Ache or Vexed).
func (c Character) HasOn(k Condition, st Stat) bool {
	switch k {
	case Ache:
		return c.Aches&(1<<st) != 0
	case Vexed:
		return c.Vexes&(1<<st) != 0
	}
	return false
}

// Worth is what a Blessing showing v is worth to this character: one less
// while Cursed, never below 0.
func (c Character) Worth(v int) int {
	if c.Has(Cursed) {
		return max(v-1, 0)
	}
	return v
}

// Ignites reports whether the character's lifestyle ignites st.
func (c Character) Ignites(st Stat) bool { return ignitedBy(c.Lifestyle, st) }

// count is how many of the character's dice are size z.
func (c Character) count(z Size) int {
	n := 0
	for _, d := range c.Dice {
		if d == z {
			n++
		}
	}
	return n
}

// MaxBlessings is the most Blessings one pool holds (HB-22): far more than
// a table ever piles up, and a bound on what one record can make the game
// keep and list.
const MaxBlessings = 30

// State is a campaign: the party, the session, and the check in progress.
// Every field is plain data; Apply clones what it changes.
type State struct {
	Config  Config      `msgpack:"cf"`
	Session int         `msgpack:"sn"` // 1 for the first session
	Party   []Character `msgpack:"p"`  // one per seat, in the order added
	// Shop is true between the end of a session and the start of the
	// next: the Session Shop is open and no check may be made.
	Shop  bool       `msgpack:"sh,omitempty"`
	Check *Check     `msgpack:"ck,omitempty"` // nil when no check is under way
	RNG   rng.Source `msgpack:"g"`

	// Edition 1 (always empty in edition 0; see canon).
	// NPCs marks the seats that are the game master's characters, by bit.
	NPCs     uint32    `msgpack:"np,omitempty"`
	Endeavor *Endeavor `msgpack:"en,omitempty"` // nil when none is under way
	// Specs and Spent are, by seat, the Specializations chosen and those
	// used and waiting for a recharge, as bits by Spec.
	Specs []uint32 `msgpack:"sx,omitempty"`
	Spent []uint32 `msgpack:"su,omitempty"`
	Banks []Bank   `msgpack:"bk,omitempty"` // by seat: what their ethic banked
	// HardyDie is the table's shared Hardy die (Config.Hardy), else 0.
	HardyDie Size `msgpack:"hd,omitempty"`
	// Hazes are, by seat, how many sizes each Haze die has grown from d2.
	Hazes []int `msgpack:"hz,omitempty"`
	// Hauntings are, by seat, how many sizes each Haunted die has shrunk from d10.
	Hauntings []int `msgpack:"hg,omitempty"`

	// Edition 2 (canon1 shows edition 1's states without them).
	Marks []Marks `msgpack:"mk,omitempty"` // by seat: what Specializations and ethics remember
	// Favors is favorability, at seat*MaxParty+other; FavorTemp is what
	// Fairness & Value adds to it until the session ends.
	Favors    []int  `msgpack:"fa,omitempty"`
	FavorTemp []int  `msgpack:"ft,omitempty"`
	Traps     []Trap `msgpack:"tr,omitempty"` // delayed attacks waiting for their trigger
	// Pushing is true after an ally's combo, until the next round's first
	// position roll: the allies may push down.
	Pushing bool `msgpack:"pu,omitempty"`
	// Fatigued are, by seat, the round of a racer's last Fatigue check.
	Fatigued []int `msgpack:"fg,omitempty"`
	// Group is what is left of a group's movement to share out (negative:
	// down), 0 when none is.
	Group int `msgpack:"gm,omitempty"`

	// Edition 3 (empty in older editions, left out of their fingerprints).
	// Fleeting are, by seat, the temporary Blessings bought with banked
	// boons, which vanish when the check under way ends (HB-46).
	Fleeting [][]int `msgpack:"fl,omitempty" fp:"omitempty"`
	// Typed is true while the table rolls its own dice and types the
	// faces; Typing is the move waiting for the next one (HB-51).
	Typed  bool    `msgpack:"ty,omitempty" fp:"omitempty"`
	Typing *Typing `msgpack:"tp,omitempty" fp:"omitempty"`
}

// NPC reports whether seat i is one of the game master's characters.
func (s State) NPC(i int) bool { return i >= 0 && i < 32 && s.NPCs&(1<<i) != 0 }

// New starts a campaign with no characters, in its first session.
func New(cfg Config, seed uint64) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	s := State{Config: cfg, Session: 1, RNG: rng.New(seed)}
	if cfg.Hardy {
		s.HardyDie = D2
	}
	return s, nil
}

// clone returns a copy sharing nothing Apply may change. Apply never
// writes into a pool or a by-seat list (Specs, Spent, Banks, Hazes,
// Hauntings, Marks, Favors, FavorTemp, Traps, Fatigued, Fleeting), only makes new ones, so those are shared, clipped so that
// an append copies: a replay clones once per move, and copying
// eight full pools each time was most of what opening a campaign cost.
// TestApplyLeavesEveryStateAlone holds Apply to this.
//
// With party false the party itself is shared too, for a move that leaves
// it alone: a replay clones once per move.
func (s State) clone(party bool) State {
	if party && s.Party != nil { // nil stays nil, so a copy compares equal
		s.Party = slices.Clone(s.Party)
		for i := range s.Party {
			s.Party[i].Blessings = slices.Clip(s.Party[i].Blessings)
		}
	}
	if s.Check != nil {
		c := s.Check.clone()
		s.Check = &c
	}
	s.Specs, s.Spent, s.Banks = slices.Clip(s.Specs), slices.Clip(s.Spent), slices.Clip(s.Banks)
	s.Hazes, s.Hauntings = slices.Clip(s.Hazes), slices.Clip(s.Hauntings)
	s.Marks, s.Favors, s.FavorTemp, s.Traps = slices.Clip(s.Marks), slices.Clip(s.Favors), slices.Clip(s.FavorTemp), slices.Clip(s.Traps)
	s.Fatigued, s.Fleeting = slices.Clip(s.Fatigued), slices.Clip(s.Fleeting)
	if s.Endeavor != nil {
		e := s.Endeavor.clone()
		s.Endeavor = &e
	}
	return s
}

func (s State) seated(seat int) bool { return seat >= 0 && seat < len(s.Party) }
