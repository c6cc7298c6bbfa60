package blessed

import "lantern/rules/rng"

// Edition is the edition new campaigns start in (Config.Edition).
//
// Edition 3 runs the Endeavors as the book writes them (endeavor3.go):
// the turn order turns round only once someone has lost the lead, Fatigue
// checks come before the special action and cannot be skipped, a race
// ends at its finish line, each racer's Terrain lies on their own track,
// a monstrosity's combo wounds several opponents, and a delayed attack
// keeps the standard amount of the round it was set and moves its target
// as the attack would; the monstrosities' tags (Revenge, Unrelenting,
// Horde, Immunity, Unique) and the Unique Skill's cost are moves of their
// own.
//
// It also follows the book where earlier editions ruled otherwise
// (edition3.go): temporary Blessings are spent first unless the player
// picks a permanent one, and those bought with banked boons last one
// action; a cost written as a circled number is one Blessing of at least
// that worth; Resolved, Mischievous, Fame, banking and the special stats
// as the book writes them; the table may type its own dice; and the
// Endeavor Specializations that change the track are applied.
//
// Edition 2 adds every Specialization that changes a check, the upgraded
// ethics' banking from checks, favorability and delayed attacks
// (edition2.go).
//
// Edition 1 adds sparking up any roll already made (HB-21): SparkUp's
// Other counts rolls back from the last, so Other 0 is the move edition 0
// always had. It adds the game master's characters and free rolls, the
// Apts and Specs that make a check harder, and Endeavors.
const Edition = 3

// more1Candidates appends edition 1's moves, after every move of edition 0,
// so that edition 0's list stays exactly as it was; valid judges them.
func more1Candidates(out []Move, s State) []Move {
	if s.Config.Edition < 1 {
		return out
	}
	c := s.Check
	if c == nil {
		out = bankCandidates(specCandidates(endeavorCandidates(npcCandidates(out, s), s), s), s)
		if s.Config.Haze {
			for i := range s.Party {
				out = append(out, Move{Kind: Darken, Seat: i})
			}
		}
		if s.Config.Haunted && s.Shop {
			for i := range s.Party {
				out = append(out, Move{Kind: LowerHaunted, Seat: i}, Move{Kind: LowerHaunted, Seat: i, Value: 1})
			}
		}
		return out
	}
	out = checkSpecCandidates(out, s)
	if s.Config.Hardy {
		out = append(out, Move{Kind: UseHardy})
	}
	if s.Config.Haze {
		for j := range s.Party {
			out = append(out, Move{Kind: UseHaze, Other: j})
		}
	}
	if s.Config.Hardship {
		out = append(out, Move{Kind: UseHardship})
	}
	if s.Config.Haunted {
		out = append(out, Move{Kind: Haunt})
	}
	for back := 1; back < len(c.Results); back++ {
		for _, st := range s.Config.Stats() {
			for v := range faces(s.Party[c.Seat].Blessings) {
				out = append(out, Move{Kind: SparkUp, Second: st, Value: v, Other: back})
			}
		}
	}
	if !c.Started() {
		out = defendCandidates(out, s)
	}
	return out
}

// canon is what a state's record fingerprint covers. The fingerprint
// encodes every field in order, so a campaign of edition 0 is fingerprinted
// in the shape its state had before editions: the fields added since are
// always empty there (their moves are never legal in edition 0), and its
// saves keep verifying (G-02).
func canon(s State) any {
	if s.Config.Edition > 1 {
		return s
	}
	if s.Config.Edition == 1 {
		return canon1(s)
	}
	l := legacyState{Config: legacyConfig{Optional: s.Config.Optional}, Session: s.Session,
		Party: s.Party, Shop: s.Shop, RNG: s.RNG}
	if c := s.Check; c != nil {
		l.Check = &legacyCheck{c.Seat, c.Stat, c.Use, c.Difficulty, c.Rolls, c.Attack, c.Apt, c.Gain,
			c.Alone, c.Famous, c.Spark, c.SparkRoll, c.Helpers, c.Results, c.VexedBy}
	}
	return l
}

// legacyCheck is Check as edition 0 wrote it.
type legacyCheck struct {
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
}

// legacyState and legacyConfig are State and Config as edition 0 wrote them.
type legacyState struct {
	Config  legacyConfig
	Session int
	Party   []Character
	Shop    bool
	Check   *legacyCheck
	RNG     rng.Source
}

type legacyConfig struct{ Optional Stat }
