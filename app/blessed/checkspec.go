package blessed

import (
	"fmt"

	"lantern/rules/blessed"
)

// checkSpecKinds are the Specializations' and ethics' moves in a check,
// in the order the select lists them.
var checkSpecKinds = []blessed.MoveKind{blessed.Favor, blessed.Mischiefs, blessed.Analyze, blessed.Ascend,
	blessed.Harmonize, blessed.Determine, blessed.Insure, blessed.Shield, blessed.Resolve, blessed.SelfAccept,
	blessed.Attend, blessed.KeepCalm, blessed.UseCalm, blessed.Tactic, blessed.BankCheck, blessed.TempBoon}

func (p *Play) checkSpecMoves() []blessed.Move {
	return p.legal(-1, checkSpecKinds...)
}

func (p *Play) checkSpecLabel(m blessed.Move) string {
	st := p.g.State
	c := st.Check
	name := func(seat int) string { return p.sheets[seat].Name }
	switch m.Kind {
	case blessed.Favor:
		return "The roller's Favored aptitude covers it: one more boon on a success"
	case blessed.Mischiefs:
		return fmt.Sprintf("%s is Mischievous: %d off the lowest roll", name(m.Seat), blessed.Mischief)
	case blessed.Analyze:
		return fmt.Sprintf("%s helps analytically: four d6 in two equal piles give +%d (no Blessing, a bust)", name(m.Seat), blessed.AnalyticalBonus)
	case blessed.Ascend:
		return fmt.Sprintf("Ascendant spark with %v and %v, spending two %ds and two %ds", m.Second, m.Stat, m.Value, m.Other)
	case blessed.Harmonize:
		return fmt.Sprintf("Harmonious spark with %s's %v (%v), each spending a %d", name(m.Other), m.Second, st.Party[m.Other].Die(m.Second), m.Value)
	case blessed.Determine:
		return "The roller is Determined: their conditions do no harm this check"
	case blessed.Insure:
		return fmt.Sprintf("It tends %s's wounds: Insured, it succeeds", name(m.Seat))
	case blessed.Shield:
		return fmt.Sprintf("%s is Protective and becomes the defender", name(m.Seat))
	case blessed.Resolve:
		return fmt.Sprintf("%s defends, Resolved: a success costs a boon and a bust, and gives %s a Blessing", name(m.Seat), name(m.Seat))
	case blessed.SelfAccept:
		return "Self-Accepted in a social check with an unconventional stat: one more boon"
	case blessed.Attend:
		return fmt.Sprintf("Attentive after a %v success: make it a violent attack", c.Use)
	case blessed.KeepCalm:
		return "Calm, somewhere safe: keep this first roll for a later check"
	case blessed.Tactic:
		return fmt.Sprintf("%s helped this Tactical action: they skip their turn this round", name(m.Seat))
	case blessed.UseCalm:
		return fmt.Sprintf("Use the roll Calm kept (%d) as the first roll", st.Marks[c.Seat].Kept)
	}
	return p.bankCheckLabel(m)
}

func (p *Play) bankCheckLabel(m blessed.Move) string {
	e := p.g.State.Party[m.Seat].Ethic
	who := p.sheets[m.Seat].Name
	if m.Kind == blessed.TempBoon {
		return who + " (Greed & Vanity) spends a banked boon: a temporary Blessing until this check ends"
	}
	switch e {
	case blessed.PrecisionAccuracy:
		return who + " (Precision & Accuracy) banks the boons of a success"
	case blessed.GreedVanity:
		return fmt.Sprintf("%s (Greed & Vanity) banks a boon and one for each of %s who saw it", who, numberWord(m.Value))
	case blessed.RiteDivinity:
		return who + " (Rite & Divinity): a success without a bust gains one and banks one"
	case blessed.PowerInfluence:
		return who + " (Power & Influence) banks the attacker's boons"
	}
	return fmt.Sprintf("%s (%v) banks the attacker's busts", who, e)
}
