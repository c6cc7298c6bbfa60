package bot

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"lantern/rules/harrowing"
)

// wardedGame is a game of one effigy, played with Lantern's first cards
// as an owner's file, whose boss is warded while the Dry Well (east of
// the start) is in the map, and which the effigy faces.
func wardedGame(t *testing.T) harrowing.State {
	t.Helper()
	b, err := os.ReadFile("../cards/lantern-r1.json")
	if err != nil {
		t.Fatal(err)
	}
	var c harrowing.Catalogue
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	c.Circles[0].Boss.Ward = &harrowing.Cond{Location: "i-org-well"}
	text, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}, Cards: string(text)}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Effigies[0].Foes = []harrowing.Foe{{ID: c.Circles[0].Boss.ID}}
	s.Effigies[0].Omens = 5
	return s
}

// Facing a boss warded by a location elsewhere, the bot may wander, and
// it values standing on that location more than standing away from it.
func TestBotGoesToTheWard(t *testing.T) {
	s := wardedGame(t)
	if !slices.ContainsFunc(sensible(s, harrowing.Legal(s)), func(m harrowing.Move) bool {
		return m.Kind == harrowing.Act && m.Card == "" && harrowing.Basic[m.Index].Name == "Wander"
	}) {
		t.Fatal("the bot will not wander towards the ward")
	}
	there := s
	there.Effigies = slices.Clone(s.Effigies)
	there.Effigies[0].At = harrowing.Spot{X: 1}
	if Value(there) <= Value(s) {
		t.Fatalf("value on the warding location %.1f, away %.1f", Value(there), Value(s))
	}
	there.Map = slices.DeleteFunc(slices.Clone(s.Map), func(p harrowing.Place) bool { return p.ID == "i-org-well" })
	there.Effigies[0].At = harrowing.Spot{}
	if Value(there) <= Value(s) {
		t.Fatalf("value with the ward broken %.1f, standing %.1f", Value(there), Value(s))
	}
}

// A ward held by a closed location is farther than it looks: no effigy
// may step in until it is opened, so opening it brings the bot nearer
// (a game of circle VIII stalled with the Sealing Room closed beside the
// Testator's holder, who never explored it).
func TestBotOpensTheWayToTheWard(t *testing.T) {
	s := wardedGame(t)
	withWell := func(open bool) harrowing.State {
		out := s
		out.Map = slices.Clone(s.Map)
		for i := range out.Map {
			if out.Map[i].ID == "i-org-well" {
				out.Map[i].Open = open
			}
		}
		return out
	}
	if shut, open := Value(withWell(false)), Value(withWell(true)); open <= shut {
		t.Fatalf("value with the warding location open %.1f, closed %.1f", open, shut)
	}
}
