package blessed

// From edition 3 the bank keeps to the book's ethics (HB-49): boons and
// busts are banked only from checks, as each upgraded ethic says
// (BankCheck: a bust banked by a defender comes from an attack on them),
// never by hand; and what Pride & Prudence and Power & Influence banked
// is spent in a safe place of rest, which the spend itself declares and
// which no check or Endeavor is. Precision & Accuracy spends its boons
// for Blessings as it spends Blessings; Greed & Vanity's buy temporary
// Blessings in a check (TempBoon), Rite & Divinity's and Fairness &
// Value's have moves of their own (CopyBlessing, FavorBanked).

// restSpends is what ethic e spends with SpendBanked: boons (0), busts
// (1), or -1 for neither; rest says whether only in a safe place of rest.
func restSpends(e Ethic) (v int, rest bool) {
	switch e {
	case PridePrudence:
		return 1, true
	case PowerInfluence:
		return 0, true
	case PrecisionAccuracy:
		return 0, false
	}
	return -1, false
}

// restCandidates lists exactly the SpendBanked moves validRest takes.
func restCandidates(out []Move, s State) []Move {
	for i := range s.Party {
		m := Move{Kind: SpendBanked, Seat: i}
		if v, _ := restSpends(s.Party[i].Ethic); v >= 0 {
			m.Value = v
			if validRest(s, m) == nil {
				out = append(out, m)
			}
		}
	}
	return out
}

func validRest(s State, m Move) error {
	if m.Kind == BankOne {
		return illegal("an ethic banks from a check as it says, not by hand")
	}
	v, rest := restSpends(s.Party[m.Seat].Ethic)
	b := s.Banked(m.Seat)
	n := *b.count(m.Value)
	switch {
	case v < 0 || v != m.Value:
		return illegal("%v does not spend a banked %s for a Blessing", s.Party[m.Seat].Ethic, bankName(m.Value))
	case n == 0:
		return illegal("seat %d has no %s banked", m.Seat+1, bankName(m.Value))
	case rest && s.Endeavor != nil:
		return illegal("%v spends its bank in a safe place of rest, not in an Endeavor", s.Party[m.Seat].Ethic)
	case len(s.Party[m.Seat].Blessings) >= MaxBlessings:
		return m.illegal("seat {seat} holds 30 Blessings, the most a pool holds (HB-22)")
	}
	return nil
}
