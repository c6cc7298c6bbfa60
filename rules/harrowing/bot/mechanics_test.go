package bot

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/rng"
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

// A move that leaves its own effigy a question (where to step, which
// location to open) is worth its best answer: the bot once judged Wander
// by the bare question, so the holder of the Testator stood beside the
// open Sealing Room, its ward, for 3,000 moves and never stepped in.
func TestBotLooksPastItsOwnQuestion(t *testing.T) {
	s := wardedGame(t)
	s.Map = slices.Clone(s.Map)
	for i := range s.Map {
		s.Map[i].Open = true // the ward's location among them: a step leads there
	}
	r := rng.New(1)
	wander := slices.IndexFunc(harrowing.Legal(s), func(m harrowing.Move) bool {
		return m.Kind == harrowing.Act && m.Card == "" && harrowing.Basic[m.Index].Name == "Wander"
	})
	if wander < 0 {
		t.Fatal("no Wander in the warded game")
	}
	m := harrowing.Legal(s)[wander]
	better := 0
	for range 20 {
		f := imagine(s, &r)
		next, _, err := harrowing.Apply(f, m)
		if err != nil {
			t.Fatal(err)
		}
		if next.Ask != nil && next.Ask.Kind == harrowing.AskMove {
			if outcome(next) > Value(next) {
				better++
			}
		}
	}
	if better == 0 {
		t.Fatal("no step towards the ward was worth more than the question before it")
	}
}

// Any effigy may take the warding location's own action, and one with no
// foes tests without waking threats: the bot sends the nearest effigy,
// not only the warded foe's holder (five effigies once stood beside the
// open Sealing Room while the Testator's holder, whose every 8 hurt the
// whole table, would not test).
func TestBotSendsAnyEffigyToTheWard(t *testing.T) {
	one := wardedGame(t)
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}, Cards: one.Config.Cards}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Effigies = slices.Clone(s.Effigies)
	s.Effigies[0].Foes = one.Effigies[0].Foes
	s.Effigies[1].Omens = 5
	if !slices.ContainsFunc(sensible(s, harrowing.Legal(s)), func(m harrowing.Move) bool {
		return m.Kind == harrowing.Act && m.Card == "" && m.Seat == 1 && harrowing.Basic[m.Index].Name == "Wander"
	}) {
		t.Error("the effigy without foes will not wander towards the ward")
	}
	there := s
	there.Effigies = slices.Clone(s.Effigies)
	there.Effigies[1].At = harrowing.Spot{X: 1}
	if Value(there) <= Value(s) {
		t.Errorf("value with the other effigy on the warding location %.1f, away %.1f", Value(there), Value(s))
	}
}
