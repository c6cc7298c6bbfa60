package hope

import (
	"testing"

	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

// midGame is a game halfway through, its pending player holding the tablet.
func midGame(b *testing.B) *Game {
	start, tb := newRecorded(b, 3)
	tb.Begun = true
	g := &Game{start: start, t: tb, holder: -1, carder: -1}
	moves, _ := playOut(b, start)
	g.moves = moves[:len(moves)/2]
	if err := g.rebuild(); err != nil {
		b.Fatal(err)
	}
	g.holder = g.s.Pending.Seat
	return g
}

// BenchmarkRender is the Go side of a tap: building the play screen's
// tree (go-app's diff and the DOM come on top, measured in e2e).
func BenchmarkRender(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		g.Render()
	}
}

func BenchmarkLegal(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		hope.Legal(g.s)
	}
}

func BenchmarkHash(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		hoperec.Hash(g.s)
	}
}
