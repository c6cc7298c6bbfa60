package blessed

import (
	"fmt"
	"slices"
)

// FreeSizes are the dice the game master's free roll offers, and
// MaxFreeDice the most rolled at once.
var FreeSizes = []int{2, 4, 6, 8, 10, 12, 20}

const MaxFreeDice = 5

// npcCandidates are the game master's moves outside a check.
func npcCandidates(out []Move, s State) []Move {
	if len(s.Party) < MaxParty {
		for _, st := range s.Config.Stats() {
			out = append(out, Move{Kind: AddNPC, Stat: st})
		}
	}
	for i := range s.Party {
		if !s.NPC(i) {
			continue
		}
		for _, st := range s.Config.Stats() {
			for _, z := range Sizes {
				if z != s.Party[i].Die(st) {
					out = append(out, Move{Kind: SetDie, Seat: i, Stat: st, Value: int(z)})
				}
			}
		}
	}
	for _, z := range FreeSizes {
		for n := 1; n <= MaxFreeDice; n++ {
			out = append(out, Move{Kind: FreeRoll, Value: z, Other: n})
		}
	}
	return out
}

// defendCandidates make a check harder for another character's Apts
// and Specs: one rank for an aptitude, two for a specialized one.
func defendCandidates(out []Move, s State) []Move {
	c := *s.Check
	for j := range s.Party {
		for n := 1; n <= 2; n++ {
			if j != c.Seat && rankOf(c)+n < len(ranks) {
				out = append(out, Move{Kind: Defend, Other: j, Value: n})
			}
		}
	}
	return out
}

func validNPC(s State, m Move) error {
	switch m.Kind {
	case AddNPC:
		if len(s.Party) >= MaxParty {
			return illegal("the table is full: at most %d characters, the game master's included", MaxParty)
		}
		if !s.hasStat(m.Stat) {
			return m.illegal("{stat} is not one of this table's stats")
		}
	case SetDie:
		if !s.NPC(m.Seat) || !s.hasStat(m.Stat) || !Size(m.Value).Valid() || s.Party[m.Seat].Die(m.Stat) == Size(m.Value) {
			return illegal("the game master sets a die of their own character to a new size")
		}
	case FreeRoll:
		if !slices.Contains(FreeSizes, m.Value) || m.Other < 1 || m.Other > MaxFreeDice {
			return illegal("a free roll is 1 to %d dice of a size Lantern offers", MaxFreeDice)
		}
	case Defend:
		c := s.Check
		switch {
		case c == nil:
			return illegal("no check is under way")
		case c.Started():
			return illegal("the dice are rolled: the check's framing is fixed")
		case !s.seated(m.Other) || m.Other == c.Seat || m.Value < 1 || m.Value > 2:
			return illegal("another character's Apts and Specs make a check one or two ranks harder")
		case rankOf(*c)+m.Value >= len(ranks):
			return illegal("the check is as hard as Lantern makes it")
		}
	}
	return nil
}

// ranks orders difficulties from easiest to hardest (HB-23): each rank
// past Hard is a Complex check with one more roll.
var ranks = []struct {
	d Difficulty
	n int
}{{Easy, 1}, {Normal, 1}, {Hard, 2}, {Complex, 3}, {Complex, 4}, {Complex, 5}}

func rankOf(c Check) int {
	for k, r := range ranks {
		if r.d == c.Difficulty && (r.d != Complex || r.n == c.Rolls) {
			return k
		}
	}
	return 1
}

func (s *State) npc(m Move, ev *Event) {
	switch m.Kind {
	case AddNPC:
		ev.Seat = len(s.Party)
		c := Character{Aptitudes: 2}
		for _, st := range s.Config.Stats() {
			c.Dice[st] = D4
		}
		c.Dice[m.Stat] = D6
		s.Party = append(s.Party, c)
		s.NPCs |= 1 << ev.Seat
		ev.Text = fmt.Sprintf("seat %d joins as the game master's character: %v high", ev.Seat+1, m.Stat)
	case SetDie:
		s.Party[m.Seat].Dice[m.Stat] = Size(m.Value)
		ev.Text = fmt.Sprintf("seat %d's %v is now a %v", m.Seat+1, m.Stat, Size(m.Value))
	case FreeRoll:
		ev.Seat = -1
		for range m.Other {
			ev.Faces = append(ev.Faces, s.dice().Die(m.Value))
		}
		ev.Text = fmt.Sprintf("the game master rolls %s: %s", diceName(m.Other, m.Value), facesText(ev.Faces))
	case Defend:
		c := s.Check
		r := ranks[rankOf(*c)+m.Value]
		c.Difficulty, c.Rolls = r.d, r.n
		ev.Seat = c.Seat
		why := "an aptitude"
		if m.Value == 2 {
			why = "a specialized aptitude"
		}
		ev.Text = fmt.Sprintf("seat %d's %s makes the check %s", m.Other+1, why, difficultyText(*c))
	}
}
