package harrowing

import (
	"math/rand/v2"
	"testing"

	"lantern/rules/harrowing"
)

func openGame(t *testing.T, cfg harrowing.Config, seed uint64) game {
	t.Helper()
	rec, err := harrowing.Adapter.Start(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	g := newGame()
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	return g
}

// Invoking a face-down Fate card shows it to the table: undo may not
// hide it again (G-01), wherever it lies in the Fate and whatever the
// card turns out to be.
func TestUndoNeverHidesTheFaceDownCard(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 2, 3, 1, 2}}}
	r := rand.New(rand.NewPCG(3, 4))
	turned := 0
	for seed := range uint64(20) {
		g := openGame(t, cfg, seed)
		for g.State.Result == harrowing.Playing && g.Moves < 300 {
			legal := harrowing.Legal(g.State)
			m := legal[r.IntN(len(legal))]
			down := m.Kind == harrowing.Invoke && g.State.Fate[m.Index].Down
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if down {
				turned++
				if g.CanUndo() {
					t.Fatalf("seed %d: undo is live after the face-down card was turned", seed)
				}
			}
		}
	}
	if turned == 0 {
		t.Fatal("no face-down card was turned")
	}
}

// Once the game is over, nothing can be taken back (G-01 closes undo at
// the end): the last move decided the game.
func TestUndoClosesAtTheEnd(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{4, 4, 4, 4, 4, 4, 4}}}
	r := rand.New(rand.NewPCG(5, 6))
	ended := 0
	for seed := range uint64(30) {
		g := openGame(t, cfg, seed)
		for g.State.Result == harrowing.Playing && g.Moves < 2000 {
			legal := harrowing.Legal(g.State)
			if _, err := g.Play(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if g.State.Result == harrowing.Playing {
			continue
		}
		ended++
		if g.CanUndo() {
			t.Fatalf("seed %d: undo is live once the game is %s", seed, g.State.Result)
		}
	}
	if ended == 0 {
		t.Fatal("no game ended")
	}
}

// Invoking any Fate card puts it into play for the table to see, face
// up or face down, from the standard Fate or an Area's: undo closes
// there (G-01), even when the card draws nothing and rolls no die.
func TestUndoClosesOnEveryInvoke(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 2, 3, 1, 2}}, Unlocked: []int{9, 10, 11}}
	r := rand.New(rand.NewPCG(7, 8))
	invokes, inArea := 0, 0
	for seed := uint64(0); seed < 40 && (invokes == 0 || inArea == 0); seed++ {
		g := openGame(t, cfg, seed)
		for g.State.Result == harrowing.Playing && g.Moves < 300 {
			legal := harrowing.Legal(g.State)
			m := legal[r.IntN(len(legal))]
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if m.Kind != harrowing.Invoke {
				continue
			}
			if m.Card != "" {
				inArea++
			}
			invokes++
			if g.CanUndo() {
				t.Fatalf("seed %d: undo is live after %+v invoked a card", seed, m)
			}
		}
	}
	if invokes == 0 || inArea == 0 {
		t.Fatalf("invokes %d, from an Area's Fate %d", invokes, inArea)
	}
}
