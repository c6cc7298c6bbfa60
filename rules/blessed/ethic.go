package blessed

import (
	"fmt"
	"slices"

	"lantern/rules/words"
)

// The upgraded ethics bank from checks (edition 2, HB-35): the roller's
// own (Precision & Accuracy, Greed & Vanity, Rite & Divinity) or, in an
// attack, the defender's (Pride & Prudence, Fairness & Value, Power &
// Influence). Each is declared with BankCheck before the check is
// settled and takes effect on the outcome; the first declared takes a
// boon or bust two would bank (the book leaves it to the table).

// rollerBanks and defenderBanks are the ethics that bank from the
// roller's own check and from an attack on their character.
func rollerBanks(e Ethic) bool {
	return e == PrecisionAccuracy || e == GreedVanity || e == RiteDivinity
}

func defenderBanks(e Ethic) bool {
	return e == PridePrudence || e == FairnessValue || e == PowerInfluence
}

func bankCheckCandidates(out []Move, s State) []Move {
	c := s.Check
	for i := range s.Party {
		if s.Party[i].Ethic == GreedVanity && i == c.Seat {
			for w := 0; w < MaxParty; w++ {
				out = append(out, Move{Kind: BankCheck, Seat: i, Value: w})
			}
			continue
		}
		out = append(out, Move{Kind: BankCheck, Seat: i})
	}
	return out
}

func validBankCheck(s State, m Move) error {
	c := s.Check
	switch {
	case c == nil || c.VexedBy > 0:
		return illegal("an ethic banks from a check under way")
	case !s.seated(m.Seat) || slices.Contains(c.Bankers, m.Seat):
		return illegal("each ethic banks from a check once")
	}
	e := s.Party[m.Seat].Ethic
	switch {
	case m.Seat == c.Seat && !rollerBanks(e):
		return illegal("%v does not bank from its own checks", e)
	case m.Seat != c.Seat && (!defenderBanks(e) || c.Attack == NoAttack):
		return illegal("%v banks only from an attack on its character", e)
	case m.Seat != c.Seat && c.Defender != 0 && c.Defender != m.Seat+1:
		return illegal("the attack is on seat %d", c.Defender)
	case m.Seat != c.Seat && s.Config.Edition >= 3 && s.attackTarget(*c) != m.Seat:
		return illegal("a defender's ethic banks from an attack on its own character, once its target is named (HB-49)")
	case e == GreedVanity && s.mark(m.Seat).Greedy:
		return illegal("Greed & Vanity banks once a session")
	case m.Value < 0 || m.Value >= MaxParty || (m.Value > 0 && e != GreedVanity):
		return illegal("only Greed & Vanity counts witnesses")
	}
	return nil
}

func (s *State) declareBank(m Move, ev *Event) {
	c := s.Check
	c.Bankers = append(c.Bankers, m.Seat)
	if m.Value > 0 {
		c.Witnesses = m.Value
	}
	ev.Text = fmt.Sprintf("seat %d's %v will bank from the check", m.Seat+1, s.Party[m.Seat].Ethic)
}

// bankCheck moves into the banks what each declared ethic takes from the
// outcome.
func (s *State) bankCheck(c Check, o *Outcome, ev *Event) {
	for _, seat := range c.Bankers {
		e := s.Party[seat].Ethic
		var boons, busts int
		switch {
		case !o.Success:
		case e == PrecisionAccuracy, e == PowerInfluence:
			boons, o.Boons = o.Boons, 0
		case e == GreedVanity && o.Boons > 0:
			o.Boons--
			boons = 1 + c.Witnesses
			s.marks(seat).Greedy = true
		case e == RiteDivinity && o.Busts == 0:
			o.Busts, busts = 1, 1
		case e == PridePrudence, e == FairnessValue:
			busts, o.Busts = o.Busts, 0
		}
		if boons+busts == 0 {
			continue
		}
		s.Banks = slices.Clone(s.Banks)
		for len(s.Banks) <= seat {
			s.Banks = append(s.Banks, Bank{})
		}
		b := &s.Banks[seat]
		b.Boons, b.Busts = min(b.Boons+boons, MaxBanked), min(b.Busts+busts, MaxBanked)
		ev.Text += fmt.Sprintf("; seat %d's %v banks %s", seat+1, e, bankedText(boons, busts))
	}
}

func bankedText(boons, busts int) string {
	if boons > 0 {
		return words.Count(boons, "boon")
	}
	return words.Count(busts, "bust")
}

// validEthicSpend judges Rite & Divinity's copy and Fairness & Value's favor.
func validEthicSpend(s State, m Move) error {
	if !s.seated(m.Seat) || !s.seated(m.Other) || m.Seat == m.Other {
		return illegal("it takes two characters")
	}
	ch := s.Party[m.Seat]
	if s.Banked(m.Seat).Busts == 0 {
		return m.illegal("seat {seat} has no bust banked")
	}
	switch m.Kind {
	case CopyBlessing:
		switch {
		case ch.Ethic != RiteDivinity:
			return illegal("Rite & Divinity copies Blessings")
		case !slices.Contains(s.Party[m.Other].Blessings, m.Value):
			return m.illegal("seat {other} has no Blessing showing {value}")
		case len(ch.Blessings) >= MaxBlessings:
			return m.illegal("seat {seat} holds 30 Blessings, the most a pool holds (HB-22)")
		}
	case FavorBanked:
		if ch.Ethic != FairnessValue {
			return illegal("Fairness & Value spends busts on favor")
		}
		if s.FavorOf(m.Seat, m.Other) >= MaxFavor {
			return illegal("favorability goes up to %d", MaxFavor)
		}
	}
	return nil
}

func ethicSpendCandidates(out []Move, s State) []Move {
	for i, ch := range s.Party {
		if s.Banked(i).Busts == 0 || (ch.Ethic != RiteDivinity && ch.Ethic != FairnessValue) {
			continue
		}
		for j := range s.Party {
			switch {
			case j == i:
			case ch.Ethic == FairnessValue:
				if s.FavorOf(i, j) < MaxFavor {
					out = append(out, Move{Kind: FavorBanked, Seat: i, Other: j})
				}
			case len(ch.Blessings) < MaxBlessings:
				for v := range faces(s.Party[j].Blessings) {
					out = append(out, Move{Kind: CopyBlessing, Seat: i, Other: j, Value: v})
				}
			}
		}
	}
	return out
}

func (s *State) ethicSpend(m Move, ev *Event) {
	s.Banks = slices.Clone(s.Banks)
	s.Banks[m.Seat].Busts--
	if m.Kind == CopyBlessing {
		c := &s.Party[m.Seat]
		c.Blessings = append(c.Blessings, m.Value) // a copy does not bump
		ev.Blessings = []int{m.Value}
		ev.Text = m.say("seat {seat} spends a banked bust to copy seat {other}'s Blessing showing {value}")
		return
	}
	s.FavorTemp = grown(s.FavorTemp, favorAt(m.Seat, m.Other))
	s.FavorTemp[favorAt(m.Seat, m.Other)]++
	ev.Text = fmt.Sprintf("seat %d spends a banked bust: favorability with seat %d is %d until the session ends", m.Seat+1, m.Other+1, s.FavorOf(m.Seat, m.Other))
}
