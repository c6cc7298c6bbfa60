package bot

import (
	"slices"
	"testing"

	"lantern/rules/harrowing"
)

// burdened is a game of two effigies on one square: the first holds three
// adversaries, each one blow from defeat, with two sins one corruption
// from full; the second is untouched.
func burdened(t *testing.T) harrowing.State {
	t.Helper()
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Effigies = slices.Clone(s.Effigies)
	s.Effigies[0].Foes = []harrowing.Foe{{ID: "i-adv-mirrorwife", Damage: 3}, {ID: "i-adv-choir", Damage: 3}, {ID: "i-adv-gaoler", Damage: 4}}
	s.Effigies[0].Corrupt[0], s.Effigies[0].Corrupt[6] = 5, 5
	s.Effigies[0].Omens, s.Effigies[1].Omens = 6, 6
	s.Effigies[1].At = s.Effigies[0].At
	return s
}

// The blow that defeats a ritual adversary is worth more than the one
// before it, and an adversary whose threat corrupts weighs more on an
// effigy near damnation, so passing it to a sturdier one is worth
// something. (The bot once scored each point of damage on a ritual
// adversary above the ritual its defeat brings, so an effigy holding
// three of them one blow from defeat Feasted for 3,000 moves.)
func TestBotWeighsFoesByTheirEnd(t *testing.T) {
	s := burdened(t)
	defeated := s
	defeated.Effigies = slices.Clone(s.Effigies)
	defeated.Effigies[0].Foes = s.Effigies[0].Foes[1:]
	defeated.Aside = append(slices.Clone(s.Aside), s.Effigies[0].Foes[0].ID)
	defeated.Ritual++
	if Value(defeated) <= Value(s) {
		t.Errorf("a ritual foe defeated %.1f, left one blow from defeat %.1f", Value(defeated), Value(s))
	}
	lured := s
	lured.Effigies = slices.Clone(s.Effigies)
	lured.Effigies[0].Foes = s.Effigies[0].Foes[1:]
	lured.Effigies[1].Foes = s.Effigies[0].Foes[:1]
	if Value(lured) <= Value(s) {
		t.Errorf("a foe passed to the sturdy effigy %.1f, kept by the burdened one %.1f", Value(lured), Value(s))
	}
}

// The sturdy effigy may Seduce an adversary away from the burdened one
// beside it; with nobody burdened, Seduce stays out of the bot's moves.
func TestBotSeducesToShareTheBurden(t *testing.T) {
	seduces := func(s harrowing.State) bool {
		return slices.ContainsFunc(sensible(s, harrowing.Legal(s)), func(m harrowing.Move) bool {
			return m.Kind == harrowing.Act && m.Card == "" && m.Seat == 1 && harrowing.Basic[m.Index].Name == "Seduce"
		})
	}
	s := burdened(t)
	if !seduces(s) {
		t.Error("the sturdy effigy will not take a foe from the burdened one")
	}
	s.Effigies[0].Corrupt = s.Effigies[0].Base
	s.Effigies[0].Foes = s.Effigies[0].Foes[:1]
	if seduces(s) {
		t.Error("the bot seduces with nobody burdened")
	}
}

// Feasting with nothing to heal only rolls dice: a Bane face, and 8s that
// cost omens and wake threats (healthy tables Feasted their Bane into the
// dozens). The bot feasts when the feaster or the hunted effigy has
// corruption to heal.
func TestBotFeastsOnlyToHeal(t *testing.T) {
	feasts := func(s harrowing.State, seat int8) bool {
		return slices.ContainsFunc(sensible(s, harrowing.Legal(s)), func(m harrowing.Move) bool {
			return m.Kind == harrowing.Act && m.Card == "" && m.Seat == seat && harrowing.Basic[m.Index].Name == "Feast"
		})
	}
	s := burdened(t)
	s.Hunted = 0
	if !feasts(s, 1) || !feasts(s, 0) {
		t.Error("no Feast offered while the hunted effigy has corruption to heal")
	}
	s.Hunted = 1
	if feasts(s, 1) {
		t.Error("the bot feasts with nothing to heal")
	}
	if !feasts(s, 0) {
		t.Error("the corrupted effigy will not feast")
	}
}
