package blessed

import "lantern/rules/rng"

// canon1 is an edition 1 state in the shape it had before edition 2, so
// that its saves keep verifying (G-02): the fingerprint encodes every
// field, and edition 2's are always empty there.
func canon1(s State) any {
	l := state1{s.Config, s.Session, s.Party, s.Shop, nil, s.RNG, s.NPCs, s.Endeavor,
		s.Specs, s.Spent, s.Banks, s.HardyDie, s.Hazes, s.Hauntings}
	if c := s.Check; c != nil {
		l.Check = &check1{c.Seat, c.Stat, c.Use, c.Difficulty, c.Rolls, c.Attack, c.Apt, c.Gain,
			c.Alone, c.Famous, c.Spark, c.SparkRoll, c.Helpers, c.Results, c.VexedBy,
			c.Favored, c.Mischief, c.Hardy, c.HazeOf, c.Hardship, c.Haunts}
	}
	return l
}

// state1 and check1 are State and Check as edition 1 wrote them.
type state1 struct {
	Config    Config
	Session   int
	Party     []Character
	Shop      bool
	Check     *check1
	RNG       rng.Source
	NPCs      uint32
	Endeavor  *Endeavor
	Specs     []uint32
	Spent     []uint32
	Banks     []Bank
	HardyDie  Size
	Hazes     []int
	Hauntings []int
}

type check1 struct {
	Seat       int
	Stat, Use  Stat
	Difficulty Difficulty
	Rolls      int
	Attack     Attack
	Apt, Gain  bool
	Alone      bool
	Famous     bool
	Spark      Stat
	SparkRoll  int
	Helpers    []Helper
	Results    []Rolled
	VexedBy    int
	Favored    bool
	Mischief   int
	Hardy      bool
	HazeOf     int
	Hardship   bool
	Haunts     []int
}
