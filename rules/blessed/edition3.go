package blessed

import (
	"fmt"
	"slices"
)

// Edition 3 runs the Endeavors as the book writes them (endeavor3.go,
// HB-39 to HB-44) and follows the book where the earlier editions ruled
// otherwise (HB-45 to HB-52): the player picks a temporary or a permanent Blessing
// to pay with (temp.go), Greed & Vanity's temporary Blessings last one
// action, a circled cost is one Blessing of at least that worth, Resolved
// and Mischievous wait for a success, fame presses a target once a
// session, banking keeps to the book's ethics, and the special stats
// move as the book says. Its moves are listed after all of edition 2's,
// so that edition 2's Legal stays exactly as it was.

// more3Candidates appends edition 3's legal moves: the Endeavor's, then
// the rest.
func more3Candidates(out []Move, s State) []Move {
	if s.Config.Edition < 3 {
		return out
	}
	return book3Candidates(endeavorMore3Candidates(out, s), s)
}

// endeavorMore3Candidates appends the Endeavor's edition 3 moves
// (endeavor3.go), each judged by valid.
func endeavorMore3Candidates(out []Move, s State) []Move {
	if s.Endeavor == nil {
		return out
	}
	n := len(out)
	if s.Check != nil {
		out = append(out, Move{Kind: Immune})
	} else {
		out = endeavor3Candidates(out, s)
	}
	for _, m := range out[n:] {
		if valid(s, m) == nil {
			out[n] = m
			n++
		}
	}
	return out[:n]
}

// book3Candidates appends the rest of edition 3's moves: a permanent
// Blessing named for each payment that could take a temporary one of its
// face, the typed dice, the track's Specializations, and in a check the
// target and Greed & Vanity's temporary Blessings.
func book3Candidates(out []Move, s State) []Move {
	n := len(out)
	var both [MaxParty]uint8 // by seat, bit v: a temporary and a permanent v held
	for i := range min(len(s.Party), MaxParty) {
		for v := 1; v <= 6; v++ {
			if s.holdsBoth(i, v) {
				both[i] |= 1 << v
			}
		}
	}
	for _, m := range out[:n] {
		switch m.Kind {
		case SpendBlessing, GiveBlessing, Help:
			if m.Seat < MaxParty && m.Value >= 1 && m.Value <= 6 && both[m.Seat]&(1<<m.Value) != 0 {
				m.On = true
				out = append(out, m)
			}
		}
	}
	out = append(out, Move{Kind: SetDice, Value: map[bool]int{false: 1, true: 0}[s.Typed]})
	out = trackSpecCandidates(out, s)
	if c := s.Check; c != nil {
		for j := range s.Party {
			out = append(out, Move{Kind: Target, Other: j})
		}
		for i := range s.Party {
			out = append(out, Move{Kind: TempBoon, Seat: i})
		}
	}
	k := n
	for _, m := range out[n:] {
		if m.On || valid(s, m) == nil {
			out[k] = m
			k++
		}
	}
	return out[:k]
}

// validPermanent: a payment names a permanent Blessing only in edition 3,
// when the payer holds a temporary one of the same face too.
func validPermanent(s State, m Move) error {
	switch {
	case s.Config.Edition < 3:
		return illegal("this campaign was started before Lantern told temporary Blessings apart")
	case !s.seated(m.Seat) || !s.holdsBoth(m.Seat, m.Value):
		return m.illegal("seat {seat} holds no temporary and permanent Blessing both showing {value}")
	}
	return nil
}

// validMore3 says why an edition 3 move cannot be played now, or nil.
func validMore3(s State, m Move) error {
	switch {
	case s.Config.Edition < 3:
		return m.illegal("this campaign was started before Lantern had {kind}")
	case m.Kind < Target:
		return validEndeavorMore3(s, m)
	}
	switch m.Kind {
	case Face, SetDice:
		return validDice(s, m)
	case Command, Exchange, SureFoot, Zeal, ZealAct:
		return validTrackSpec(s, m)
	}
	c := s.Check
	if c == nil {
		return illegal("no check is under way")
	}
	switch m.Kind {
	case Target:
		switch {
		case c.Started():
			return illegal("the target is named before the first roll")
		case c.Attack == NoAttack:
			return illegal("only an attack has a target")
		case !s.seated(m.Other) || m.Other == c.Seat:
			return illegal("an attack is on another character")
		case c.Target == m.Other+1:
			return m.illegal("seat {other} is already the target")
		case s.Endeavor != nil && s.Endeavor.Acting != NoAction:
			return illegal("an Endeavor action names its target when it is taken")
		}
		return nil
	case TempBoon:
		switch {
		case !s.seated(m.Seat) || s.Party[m.Seat].Ethic != GreedVanity:
			return illegal("Greed & Vanity spends its banked boons for temporary Blessings")
		case s.Banked(m.Seat).Boons == 0:
			return m.illegal("seat {seat} has no boon banked")
		case len(s.Party[m.Seat].Blessings) >= MaxBlessings:
			return m.illegal("seat {seat} holds 30 Blessings, the most a pool holds (HB-22)")
		case c.VexedBy > 0:
			return illegal("the check has been made to fail")
		}
		return nil
	}
	return m.illegal("unknown move {kind}")
}

// validEndeavorMore3 says why an Endeavor move of edition 3 cannot be
// played now, or nil.
func validEndeavorMore3(s State, m Move) error {
	switch {
	case m.Kind == Immune:
		return validImmune(s)
	case s.Check != nil:
		return illegal("settle or cancel the check under way first")
	case s.Endeavor == nil:
		return illegal("no Endeavor is under way")
	}
	return validEndeavor3(s, *s.Endeavor, m)
}

// more3 applies an edition 3 move.
func (s *State) more3(m Move, ev *Event) {
	switch m.Kind {
	case Finish, LayTerrain, ComboOn, TagMonster, UniqueSkill, Strike, Immune:
		s.endeavor3(m, ev)
	case Command, Exchange, SureFoot, Zeal, ZealAct:
		s.trackSpec(m, ev)
	case SetDice:
		s.Typed = m.Value == 1
		ev.Seat, ev.Text = -1, "from now on Lantern rolls the dice"
		if s.Typed {
			ev.Text = "from now on the table rolls its own dice and types each face"
		}
	case Target:
		s.Check.Target = m.Other + 1
		ev.Seat, ev.Text = s.Check.Seat, fmt.Sprintf("seat %d's attack is on seat %d", s.Check.Seat+1, m.Other+1)
		if s.Check.Famous && !s.famousOver(*s.Check) {
			s.Check.Famous = false
			ev.Text += "; fame was pressed on them this session already"
		}
	case TempBoon:
		s.Banks = slices.Clone(s.Banks)
		s.Banks[m.Seat].Boons--
		c := &s.Party[m.Seat]
		got := rollBlessings(s.dice())
		got = got[:min(len(got), MaxBlessings-len(c.Blessings))]
		c.Blessings = append(c.Blessings, got...)
		s.Fleeting = slices.Clone(s.Fleeting)
		for len(s.Fleeting) <= m.Seat {
			s.Fleeting = append(s.Fleeting, nil)
		}
		s.Fleeting[m.Seat] = append(slices.Clip(s.Fleeting[m.Seat]), got...)
		ev.Blessings = got
		ev.Text = fmt.Sprintf("seat %d spends a banked boon for %s, temporary until the check ends", m.Seat+1, gainedText(got))
	}
}

// attackTarget is the seat the check's attack is on, or -1 when none is
// named: the Protective defender, the named target, or an Endeavor
// action's.
func (s State) attackTarget(c Check) int {
	switch {
	case c.Attack == NoAttack:
		return -1
	case c.Defender > 0:
		return c.Defender - 1
	case c.Target > 0:
		return c.Target - 1
	}
	if e := s.Endeavor; e != nil && (e.Acting == ViolentAct || e.Acting == NonViolentAct) && e.Target < len(e.Racers) {
		return e.Racers[e.Target].Seat
	}
	return -1
}

// famousOver reports whether the roller may press fame in check c: its
// target is named and fame was not pressed on them this session (HB-48).
func (s State) famousOver(c Check) bool {
	t := s.attackTarget(c)
	return t >= 0 && t < 32 && s.mark(c.Seat).Famed&(1<<t) == 0
}

// settle3 takes what a settled check owes edition 3: the target fame was
// pressed on.
func (s *State) settle3(c Check, o Outcome, ev *Event) {
	if t := s.attackTarget(c); c.Famous && t >= 0 && t < 32 {
		s.marks(c.Seat).Famed |= 1 << t
	}
	if c.SureFoot && s.Endeavor != nil {
		s.sureFooted(c.Seat, o, ev)
	}
}
