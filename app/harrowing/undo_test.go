package harrowing

import (
	"math/rand/v2"
	"testing"

	"lantern/rules/harrowing"
)

// Undo takes back a mis-tap and never luck (G-01): after dice are rolled
// or a card drawn, turned or invoked, the game's undo refuses; after any other
// move it takes that move back.
func TestUndoStopsAtLuck(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 2, 3, 1, 2}}, Names: []string{"Ash", "Bel"}}
	rec, err := harrowing.Adapter.Start(cfg, 3)
	if err != nil {
		t.Fatal(err)
	}
	g := newGame()
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[bool]int{}
	for range 300 {
		legal := harrowing.Legal(g.State)
		if len(legal) == 0 {
			break
		}
		before := g.State
		m := legal[r.IntN(len(legal))]
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		after := g.State
		luck := m.Kind == harrowing.Invoke || before.RNG != after.RNG || len(before.Deck) != len(after.Deck) || len(before.Items) != len(after.Items) || after.Result != harrowing.Playing
		seen[luck]++
		undo := g.Undo()
		if (undo == nil) == luck {
			t.Fatalf("after %+v (luck %v) undo says %v", m, luck, undo)
		}
		if undo == nil {
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("moves with and without luck: %v", seen)
	}
}
