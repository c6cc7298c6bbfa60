package blessed

import (
	"math/rand/v2"
	"testing"

	"lantern/rules/blessed"
)

// Undo takes back a mis-tap and never luck (G-01): after dice are rolled
// the campaign's undo refuses; after any other move it takes it back.
func TestUndoStopsAtARoll(t *testing.T) {
	rec, err := blessed.Adapter.Start(blessed.Config{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	g := newCampaign()
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[bool]int{}
	for range 300 {
		legal := blessed.Legal(g.State)
		if len(legal) == 0 {
			break
		}
		before := g.State
		m := legal[r.IntN(len(legal))]
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		luck := before.RNG != g.State.RNG
		seen[luck]++
		undo := g.Undo()
		if (undo == nil) == luck {
			t.Fatalf("after %+v (rolled %v) undo says %v", m, luck, undo)
		}
		if undo == nil {
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("moves with and without a roll: %v", seen)
	}
}
