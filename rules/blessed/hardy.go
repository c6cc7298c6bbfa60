package blessed

// The Hardy die (Config.Hardy, edition 1) is the table's, shared: it
// starts each session as a d2 and grows a size, up to a d10, with each
// check a player's character fails; any player may roll it instead of
// their stat die, and it is a d2 again after (HB-30).

func validHardy(s State) error {
	c := s.Check
	switch {
	case c != nil && (c.HazeOf > 0 || c.Hardship):
		return illegal("the check already rolls another die")
	case !s.Config.Hardy:
		return illegal("this table has no Hardy die")
	case c == nil:
		return illegal("no check is under way")
	case c.Started() || c.Hardy:
		return illegal("the Hardy die replaces the stat's before the first roll, once")
	case s.NPC(c.Seat):
		return illegal("the Hardy die is the players'")
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	}
	return nil
}

// rollerDice is the roller as the check rolls them: with the Hardy die in
// place of the stat's die when the check uses it.
func (s State) rollerDice(ch Character, c Check) Character {
	if c.Hardy {
		ch.Dice[c.Use] = s.HardyDie
	}
	if c.HazeOf > 0 {
		ch.Dice[c.Use] = s.HazeDie(c.HazeOf - 1)
	}
	if c.Hardship {
		ch.Dice[c.Use] = D4 // Hardship is only ever a d4
	}
	return ch
}

// HazeDie is seat's Haze die: a d2 grown by Darken, up to a d10.
func (s State) HazeDie(seat int) Size {
	z := D2
	if seat >= 0 && seat < len(s.Hazes) {
		for range s.Hazes[seat] {
			z = z.Up()
		}
	}
	return z
}

// validUseHaze: a character acting against another may roll that one's
// Haze die instead of their own, before the first roll.
func validUseHaze(s State, m Move) error {
	c := s.Check
	switch {
	case !s.Config.Haze:
		return illegal("this table has no Haze dice")
	case c == nil:
		return illegal("no check is under way")
	case c.Started() || c.HazeOf > 0 || c.Hardy || c.Hardship:
		return illegal("a Haze die replaces the stat's before the first roll, once")
	case !s.seated(m.Other) || m.Other == c.Seat:
		return illegal("the Haze die is another character's")
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	case s.Config.Edition >= 3 && s.attackTarget(*c) != m.Other:
		return illegal("a Haze die is lent only when its holder is the one acted against (HB-50)")
	}
	return nil
}

// hardyAfter moves the Hardy die once check c is settled: back to a d2 if
// the check rolled it, one size up if a player's character failed it.
func (s *State) hardyAfter(c Check, o Outcome) {
	switch {
	case !s.Config.Hardy:
	case c.Hardy:
		s.HardyDie = D2
	case !o.Success && !s.NPC(c.Seat):
		s.HardyDie = s.HardyDie.Up()
	}
}

// validHardship: the table's Hardship stat, a d4, may be rolled for a
// check instead of the stat's die, before the first roll.
func validHardship(s State) error {
	c := s.Check
	switch {
	case !s.Config.Hardship:
		return illegal("this table has no Hardship stat")
	case c == nil:
		return illegal("no check is under way")
	case c.Started() || c.Hardship || c.Hardy || c.HazeOf > 0:
		return illegal("Hardship replaces the stat's die before the first roll, once")
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	case s.Config.Edition >= 3 && s.Party[c.Seat].Die(c.Use) != D4:
		return illegal("Hardship, a d4, replaces only a stat balanced with it, a d4 (HB-50)")
	}
	return nil
}
