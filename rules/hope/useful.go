package hope

// A card is offered only when playing it now would change something, and
// never when its cost cannot be paid (HI-41): Horse Trader needs an asset
// to give up, Ghost a Hunted to shake off, Once a Nurse someone hurt.

// useful says whether x playing a card with effects effs now would change
// anything.
func (s *State) useful(x int8, effs []Effect) bool {
	for _, ef := range effs {
		if ef.Kind == LoseAsset && (ef.Who == "" || ef.Who == Self) && len(s.personalAssets(x)) == 0 {
			return false // the price cannot be paid
		}
	}
	for _, ef := range effs {
		if s.effectUseful(x, ef) {
			return true
		}
	}
	return false
}

// effectUseful says whether one effect played by x would change anything.
func (s *State) effectUseful(x int8, ef Effect) bool {
	switch ef.Kind {
	case Choose:
		for _, opt := range ef.Options {
			if s.useful(x, opt) {
				return true
			}
		}
		return false
	case Hope:
		return (ef.N > 0 && s.Hope < MaxHope) || (ef.N < 0 && s.Hope > 0)
	case Hunted:
		return ef.N > 0 || s.Hunted > 0
	case GainAsset:
		return len(s.AssetDeck) > 0
	case DrawTrait:
		return len(s.TraitDeck) > 0
	case Reroll:
		return s.Scene.Final < 0 || !s.Succeeded()
	case IgnoreCondition:
		return s.conditionCounts(x, ef.Cond)
	case Humanity, Feed, Heal:
		return s.anyTouched(x, ef)
	}
	return true
}

// conditionCounts: x setting aside track t would lower the hardship.
func (s *State) conditionCounts(x int8, t Track) bool {
	if !s.ownsCondition(x, t) || s.Scene.Ignore&trackBit(t) != 0 {
		return false
	}
	c := &s.Seats[s.Turn]
	switch t {
	case HungerTrack:
		return c.Hunger > 0
	case HarmTrack:
		return c.Harm > 0
	}
	return s.Hunted > 0
}

// anyTouched: some character the effect may reach would change.
func (s *State) anyTouched(x int8, ef Effect) bool {
	for y := range s.N {
		c := &s.Seats[y]
		if !c.Alive || !s.reaches(x, y, ef.Who) {
			continue
		}
		switch {
		case ef.Kind == Humanity && (ef.N < 0 || (c.Humanity < MaxHumanity && !c.Lost)):
			return true
		case ef.Kind == Feed && c.Hunger > 0:
			return true
		case ef.Kind == Heal && c.Harm == 1:
			return true
		}
	}
	return false
}

// reaches says whether an effect of x's aimed at who may touch y.
func (s *State) reaches(x, y int8, who Target) bool {
	switch who {
	case Self, "":
		return y == x
	case Acting:
		return y == s.Turn
	case Supporter:
		return y != s.Turn && s.Scene.Stance[y] == Supporting
	}
	return true // everyone, or a character x picks
}
