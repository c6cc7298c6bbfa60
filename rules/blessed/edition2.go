package blessed

import (
	"fmt"

	"lantern/rules/words"
)

// Edition 2 adds every Specialization that changes a check (spec2.go),
// the upgraded ethics' banking (ethic.go), favorability (favor.go) and
// delayed attacks (delayed.go). Its moves are listed after all of
// edition 1's, so that edition 1's Legal stays exactly as it was.

// more2Candidates appends edition 2's legal moves. Outside a check the
// lists are made exactly (TestLegalIsEveryValidMove holds them to
// valid), so that a replay judges none of them; a check's few are judged.
func more2Candidates(out []Move, s State) []Move {
	if s.Config.Edition < 2 {
		return out
	}
	if s.Check != nil {
		n := len(out)
		out = check2Candidates(out, s)
		for _, m := range out[n:] {
			if valid(s, m) == nil {
				out[n] = m
				n++
			}
		}
		return out[:n]
	}
	return endeavor2Candidates(trapCandidates(ethicSpendCandidates(favorCandidates(out, s), s), s), s)
}

// validMore2 says why an edition 2 move cannot be played now, or nil.
func validMore2(s State, m Move) error {
	if s.Config.Edition < 2 {
		return m.illegal("this campaign was started before Lantern had {kind}")
	}
	switch m.Kind {
	case BankCheck:
		return validBankCheck(s, m)
	case Analyze, Ascend, Harmonize, Determine, Insure, Shield, Resolve, SelfAccept, Attend, KeepCalm, UseCalm:
		return validSpec2(s, m)
	case Tactic:
		return validTactic(s, m)
	}
	if s.Check != nil {
		return illegal("settle or cancel the check under way first")
	}
	switch m.Kind {
	case CopyBlessing, FavorBanked:
		return validEthicSpend(s, m)
	case Favorability, CallFavor:
		return validFavor(s, m)
	case SetTrap, AimTrap, Spring, DropTrap:
		return validTrap(s, m)
	case FatigueCheck, Push, GroupMove, Share:
		return validEndeavor2(s, m)
	}
	return m.illegal("unknown move {kind}")
}

// more2 applies an edition 2 move.
func (s *State) more2(m Move, ev *Event) {
	switch m.Kind {
	case BankCheck:
		s.declareBank(m, ev)
	case CopyBlessing, FavorBanked:
		s.ethicSpend(m, ev)
	case Favorability, CallFavor:
		s.favor(m, ev)
	case SetTrap, AimTrap, Spring, DropTrap:
		s.trap(m, ev)
	case FatigueCheck, Push, GroupMove, Share:
		s.endeavor2(m, ev)
	default:
		s.spec2(m, ev)
	}
}

// gainedText reads Blessings gained: "a Blessing (4)", "two Blessings (1
// and 5)", or that a full pool took none.
func gainedText(got []int) string {
	switch len(got) {
	case 0:
		return "no Blessing: the pool is full"
	case 1:
		return fmt.Sprintf("a Blessing (%d)", got[0])
	}
	return fmt.Sprintf("%s (%s)", words.Count(len(got), "Blessing"), facesText(got))
}
