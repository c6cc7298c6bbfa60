package hope

// Questions the UI and bots ask of a State (or of a View: a hidden scene
// answers nil or -1).

// SceneCard is the scene being played, or nil when none is drawn or the
// card is hidden from this view.
func (s State) SceneCard() *Scene {
	if s.Scene.Card < 0 {
		return nil
	}
	return &s.Cards.Scenes[s.Scene.Card]
}

// FinalHardship is the scene's hardship as it stands (HI-11), or -1 if the
// scene is hidden or has no hardship.
func (s State) FinalHardship() int {
	sc := s.SceneCard()
	if sc == nil || sc.NoRoll {
		return -1
	}
	return int(s.finalHardship())
}

// Personal lists the cards of seat's personal assets.
func (s State) Personal(seat int) []int16 { return s.personalAssets(int8(seat)) }

// Ignored says whether the scene ignores a condition track's penalty this
// time (ignore_condition). Scene.Ignore holds bit 1 for Hunger, 2 for
// Harm and 3 for Hunted.
func (s State) Ignored(t Track) bool { return s.Scene.Ignore&trackBit(t) != 0 }
