package blessed

import (
	"slices"

	"lantern/rules/words"
)

// validCheck says why a check move cannot be played now.
func validCheck(s State, c Check, m Move) error {
	roller := s.Party[c.Seat]
	switch m.Kind {
	case SetDifficulty, SetAttack, SetFlag:
		if c.Started() {
			return illegal("the dice are rolled: the check's framing is fixed")
		}
		if err := validFrame(roller, c, m); err != nil {
			return err
		}
		if m.Kind == SetFlag && m.Flag == FamousOver && m.On && s.Config.Edition >= 3 && !s.famousOver(c) {
			return illegal("fame presses a named target once a session")
		}
	case Help:
		return validHelp(s, c, m)
	case Spark, SparkUp:
		if m.Other != 0 && (s.Config.Edition < 1 || m.Other < 0 || m.Other >= len(c.Results)) {
			return illegal("a spark can upgrade only a roll already made")
		}
		if m.Kind == Spark && !c.Started() && s.Endeavor != nil && (s.Endeavor.Acting != NoAction || c.SureFoot) {
			return illegal("an action's first roll is its position roll, already made: read it, then spark it up")
		}
		return validSpark(roller, c, m)
	case Vex:
		switch {
		case c.VexedBy > 0:
			return illegal("the check has already been made to fail")
		case !s.seated(m.Seat) || m.Seat == c.Seat:
			return illegal("only another character can vex a check")
		case c.Determined:
			return illegal("the roller is Determined: Vexed does no harm this check")
		case !roller.HasOn(Vexed, c.Use) && (c.Spark == NoStat || !roller.HasOn(Vexed, c.Spark)):
			// A spark carries the conditions of both its stats.
			return illegal("the roller is not Vexed on the stat rolled")
		}
	case Roll:
		if c.VexedBy > 0 || c.Immune || c.Done() {
			return illegal("no roll is left to make: settle the check")
		}
	case Settle:
		if c.VexedBy == 0 && !c.Immune && !c.Done() {
			return illegal("%s left before the check can be settled", words.Count(int(c.Rolls)-len(c.Results), "roll"))
		}
	case CancelCheck:
		if c.Started() || len(c.Helpers) > 0 || c.Spark != NoStat {
			return illegal("Blessings are spent or dice rolled: the check must be settled")
		}
	}
	return nil
}

func validFrame(roller Character, c Check, m Move) error {
	switch m.Kind {
	case SetDifficulty:
		if m.Difficulty > Complex {
			return illegal("unknown difficulty")
		}
		if m.Difficulty == Complex && (m.Value < MinComplex || m.Value > MaxComplex) {
			return illegal("a Complex check takes %d to %d rolls", MinComplex, MaxComplex)
		}
		if m.Difficulty == c.Difficulty && rollsFor(m) == c.Rolls {
			return m.illegal("the check is already {difficulty}")
		}
	case SetAttack:
		switch {
		case m.Attack > NonViolent:
			return illegal("unknown attack")
		case m.Attack == c.Attack:
			return m.illegal("the check is already a {attack}")
		case m.Attack == Violent && c.Stat != Hurt:
			return illegal("a violent attack is a Hurt check")
		case m.Attack == NonViolent && c.Stat == Hurt:
			return illegal("a Hurt attack is violent")
		}
	case SetFlag:
		return validFlag(roller, c, m)
	}
	return nil
}

// rollsFor is how many rolls a SetDifficulty asks for.
func rollsFor(m Move) int {
	switch m.Difficulty {
	case Hard:
		return 2
	case Complex:
		return m.Value
	}
	return 1
}

func (c Check) flag(f Flag) bool {
	switch f {
	case Apt:
		return c.Apt
	case Gain:
		return c.Gain
	case Alone:
		return c.Alone
	case FamousOver:
		return c.Famous
	}
	return false
}

func validFlag(roller Character, c Check, m Move) error {
	switch {
	case m.Flag == NoFlag || m.Flag >= numFlags:
		return illegal("unknown flag")
	case c.flag(m.Flag) == m.On:
		return illegal("%v is already %v", m.Flag, m.On)
	case m.Flag == Gain && m.On && roller.Gains == 0:
		return illegal("the roller has no exceptional gain")
	case m.Flag == FamousOver && m.On && !roller.Has(Famous):
		return illegal("only a Famous character presses fame")
	case m.Flag == FamousOver && m.On && roller.Has(Uncool):
		return illegal("fame does not help while Uncool")
	case m.Flag == FamousOver && m.On && c.Attack == NoAttack:
		return illegal("fame helps only in attacks")
	}
	return nil
}

func validHelp(s State, c Check, m Move) error {
	switch {
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	case !s.seated(m.Seat) || m.Seat == c.Seat:
		return illegal("Help comes from another character")
	case slices.ContainsFunc(c.Helpers, func(h Helper) bool { return h.Seat == m.Seat }):
		return m.illegal("seat {seat} has already helped this check")
	}
	h := s.Party[m.Seat]
	if !slices.Contains(h.Blessings, m.Value) {
		return m.illegal("seat {seat} has no Blessing showing {value}")
	}
	if h.Worth(m.Value) < 1 {
		return m.illegal("a Cursed Blessing showing {value} is worth nothing")
	}
	return nil
}

func validSpark(roller Character, c Check, m Move) error {
	switch {
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	case c.Spark != NoStat:
		return illegal("the check is already sparked")
	case roller.Has(Taxed) && !c.Determined:
		return illegal("a Taxed character cannot spark")
	case roller.Has(Surprised) && !c.Determined:
		return illegal("a Surprised character cannot spark")
	case m.Kind == Spark && c.CalmRoll > 0 && !c.Started():
		return illegal("the first roll is the one Calm kept")
	case m.Kind == Spark && c.Done():
		return illegal("every roll is made: upgrade the last one instead")
	case m.Kind == SparkUp && !c.Started():
		return illegal("roll first, or spark before rolling")
	case m.Second == c.Use || m.Second == NoStat || roller.Die(m.Second) != roller.Die(c.Use):
		return illegal("a spark needs a second stat balanced with %v", c.Use)
	case count(roller.Blessings, m.Value) < 2:
		return m.illegal("a spark costs two Blessings of the same worth: no pair showing {value}")
	}
	return nil
}

func count(xs []int, v int) int {
	n := 0
	for _, x := range xs {
		if x == v {
			n++
		}
	}
	return n
}

// remove drops one v from xs (a fresh slice: Apply never shares).
func remove(xs []int, v int) []int {
	i := slices.Index(xs, v)
	out := append([]int(nil), xs[:i]...)
	return append(out, xs[i+1:]...)
}
