package bot

import "lantern/rules/hope"

func effectsOf(s *hope.State, m hope.Move) []hope.Effect {
	if m.Kind == hope.PlayTrait {
		return s.Cards.Traits[m.Card].Effects
	}
	return s.Cards.Assets[m.Card].Effects
}

// useful says whether playing effs now helps seat: scene help only on its
// own scene before the roll (or a reroll of a failing roll, a shield from a
// failing one), care only for a condition it has.
func useful(s *hope.State, seat int, effs []hope.Effect) bool {
	for _, ef := range effs {
		if !helps(s, seat, ef) {
			return false
		}
	}
	return len(effs) > 0
}

func helps(s *hope.State, seat int, ef hope.Effect) bool {
	me := s.Seats[seat]
	acting := seat == int(s.Turn) && s.SceneCard() != nil && !s.SceneCard().NoRoll
	rolled := s.Scene.Final >= 0
	failing := rolled && !s.Succeeded()
	switch ef.Kind {
	case hope.Hardship:
		return acting && !rolled && ef.N < 0 && s.FinalHardship() > 0 && s.Phase >= hope.PhaseCommit
	case hope.ExtraDice, hope.SupportCap, hope.IgnoreCondition, hope.Refund:
		return acting && !rolled && s.Phase >= hope.PhaseCommit
	case hope.Reroll:
		return acting && failing
	case hope.Prevent:
		return failing && s.Phase == hope.PhaseOutcome
	case hope.Redraw:
		return acting && s.FinalHardship() >= 3
	case hope.Heal:
		return me.Harm == 1 || (ef.Who == hope.Chosen && anyone(s, func(c hope.Seat) bool { return c.Harm == 1 }))
	case hope.Feed:
		return me.Hunger > 0 || (ef.Who == hope.Chosen && anyone(s, func(c hope.Seat) bool { return c.Hunger > 0 }))
	case hope.Hunted:
		return ef.N < 0 && s.Hunted > 0
	case hope.Humanity:
		return ef.N > 0 && (me.Humanity <= 3 || ef.Who != hope.Self && ef.Who != "")
	case hope.Hope:
		return ef.N > 0 && s.Hope < hope.MaxHope
	case hope.DrawTrait, hope.GainAsset, hope.Choose:
		return true
	}
	return false
}

// score is a rough worth of an effect to whoever receives it.
func score(ef hope.Effect) float64 {
	n := float64(ef.N)
	switch ef.Kind {
	case hope.Humanity, hope.Hope:
		return n
	case hope.Hunger, hope.Harm:
		return -1.6 * n
	case hope.Feed, hope.Heal:
		return 1.2 * n
	case hope.Hunted:
		return -1.5 * n
	case hope.GainAsset:
		return 1
	case hope.LoseAsset:
		return -1
	case hope.DrawTrait:
		return 0.7 * n
	case hope.Choose:
		best := -1e9
		for _, o := range ef.Options {
			best = max(best, scoreAll(o))
		}
		return best
	}
	return 0
}

func scoreAll(effs []hope.Effect) float64 {
	v := 0.0
	for _, ef := range effs {
		v += score(ef)
	}
	return v
}

func anyone(s *hope.State, need func(hope.Seat) bool) bool {
	for x := range int(s.N) {
		if s.Seats[x].Alive && need(s.Seats[x]) {
			return true
		}
	}
	return false
}
