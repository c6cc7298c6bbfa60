package hope

import (
	"testing"

	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

// midGame is a game halfway through, its pending player holding the tablet.
func midGame(b testing.TB) *Game {
	start, tb := newRecorded(b, 3)
	tb.Begun = true
	// Everyone at the table is a person, so the screen is a whole decision
	// (odds, moves, traits, cards), not a bot's status line.
	for i := range tb.Seats {
		tb.Seats[i].Bot = false
		start.Seats[i].Bot = false
	}
	g := &Game{start: start, t: tb, loaded: true, holder: -1, carder: -1}
	moves, _ := playOut(b, start)
	g.moves = moves[:len(moves)/2]
	if err := g.rebuild(); err != nil {
		b.Fatal(err)
	}
	g.holder = g.s.Pending.Seat
	if g.s.Over || g.s.Pending.Seat < 0 {
		b.Fatalf("mid-game state has no pending decision: %+v", g.s.Pending)
	}
	return g
}

// BenchmarkRender is the Go side of a tap: building the play screen's
// tree, with the pending player holding the tablet (go-app's diff and the
// DOM come on top, measured in e2e).
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
