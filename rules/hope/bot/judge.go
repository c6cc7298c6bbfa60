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
// failing one), care only for a condition it has. A card that asks a price
// (Humanity, a Harm, an asset) is played only when at least one of its
// effects helps and seat can bear every price now.
func useful(s *hope.State, seat int, effs []hope.Effect) bool {
	gain := false
	for _, ef := range effs {
		switch {
		case helps(s, seat, ef):
			gain = true
		case !bearable(s, seat, ef):
			return false
		}
	}
	return gain
}

func helps(s *hope.State, seat int, ef hope.Effect) bool {
	me := s.Seats[seat]
	acting := seat == int(s.Turn) && s.SceneCard() != nil && !s.SceneCard().NoRoll
	rolled := s.Scene.Final >= 0
	failing := rolled && !s.Succeeded()
	switch ef.Kind {
	case hope.Hardship:
		return acting && !rolled && ef.N < 0 && lowers(s)
	case hope.ExtraDice, hope.SupportCap, hope.IgnoreCondition:
		return acting && !rolled && s.Phase >= hope.PhaseCommit
	case hope.Refund:
		return refundable(s, seat, ef.Who)
	case hope.Reroll:
		return acting && failing
	case hope.Prevent:
		return failing && s.Phase == hope.PhaseOutcome && (ef.Who != hope.Chosen || endangered(s, seat))
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

// lowers says whether cutting the hardship now is worth a card: once dice
// are committed, while any hardship is left; on the draw (the on-draw
// window), only a scene of 2 or more, as a 1 is rarely worth a card.
func lowers(s *hope.State) bool {
	h := s.FinalHardship()
	if s.Phase == hope.PhaseDrawn {
		return h >= 2
	}
	return h > 0 && s.Phase >= hope.PhaseCommit
}

// refundable: a refund helps once someone it names has committed
// Humanity dice (it applies right after the roll).
func refundable(s *hope.State, seat int, who hope.Target) bool {
	if s.Phase < hope.PhaseCommit {
		return false
	}
	for x := range int(s.N) {
		mine := x == seat && (who == hope.Self || who == "")
		theirs := who == hope.Supporter && x != int(s.Turn) || who == hope.Everyone
		if (mine || theirs) && s.Seats[x].Alive && s.Scene.Committed[x] > 0 {
			return true
		}
	}
	return false
}

// endangered: someone other than seat is one step from death, so sparing
// them a penalty is worth a price.
func endangered(s *hope.State, seat int) bool {
	for x := range int(s.N) {
		c := s.Seats[x]
		if x != seat && c.Alive && (c.Humanity == 0 || c.Hunger == 2 || c.Harm == 2) {
			return true
		}
	}
	return false
}

// bearable says whether seat can pay ef, the price of a card: a Humanity
// only from 2 or more and to turn a roll that is in doubt, a first Harm,
// or a personal asset that is nearly spent.
func bearable(s *hope.State, seat int, ef hope.Effect) bool {
	me := s.Seats[seat]
	self := ef.Who == hope.Self || ef.Who == ""
	switch ef.Kind {
	case hope.Humanity:
		return self && ef.N < 0 && int(me.Humanity)+ef.N >= 1 && doubtful(s)
	case hope.Harm:
		return self && ef.N == 1 && me.Harm == 0
	case hope.LoseAsset:
		return spent(s, seat)
	}
	return false
}

// doubtful: the scene is not rolled yet and its pool is short of twice
// the hardship, the cautious bot's idea of fair odds.
func doubtful(s *hope.State) bool {
	h := s.FinalHardship()
	return s.Scene.Final < 0 && h > 0 && s.Pool() < 2*h
}

// spent: seat holds a personal asset with one use left, worth trading.
func spent(s *hope.State, seat int) bool {
	for _, a := range s.Assets {
		if int(a.Owner) == seat && int(a.Holder) == seat && a.Uses == 1 {
			return true
		}
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
