package hope

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
)

// A question with one answer is not asked: the acting player's Continue
// after a roll nobody else can play a card on (seed 16), Avoid when
// nothing is left to act with (seed 6). The Roll is always the player's own tap,
// and a question is asked while someone else could play a card.
func TestOneAnswerIsNotAsked(t *testing.T) {
	for _, c := range []struct {
		seed uint64
		kind hope.PendKind
		want hope.MoveKind
	}{{16, hope.PendRolled, hope.Pass}, {6, hope.PendAct, hope.Avoid}} {
		g := humanGame(t, c.seed, false, func(s hope.State, legal []hope.Move) bool {
			return s.Pending.Kind == c.kind && len(movesOf(legal, s.Pending.Seat)) == 1
		})
		if m, ok := g.forcedMove(); !ok || m.Kind != c.want {
			t.Errorf("seed %d: %v is asked (%v %v)", c.seed, c.kind, m, ok)
		}
	}
	g := humanGame(t, 1, false, pending(hope.PendRoll))
	if _, ok := g.forcedMove(); ok {
		t.Error("the roll was made for the player")
	}
	g = humanGame(t, 1, false, afterRollCard)
	if _, ok := g.forcedMove(); ok {
		t.Error("a player with a card to play was not asked")
	}
}

// Undo takes back the last choice, never a move that was its player's
// only one (it would be played again at once), and leaves the tablet with
// the player who holds it: when the decision is theirs again, no
// hand-over to them (seed 1: Mara acts, then commits).
func TestUndoKeepsTheHolder(t *testing.T) {
	g := recorded(t, humanGame(t, 1, false, pending(hope.PendCommit)), 1)
	mara := g.s.Pending.Seat
	if g.undoFrom() != len(g.moves)-1 || g.moves[len(g.moves)-1].Kind != hope.Act {
		t.Fatalf("undo would take back move %d of %d", g.undoFrom(), len(g.moves))
	}
	g.undo(app.Context{})
	if g.s.Pending.Kind != hope.PendAct || g.s.Pending.Seat != mara {
		t.Fatalf("after undo: %v", g.s.Pending)
	}
	if who, _ := g.needsHandOver(); who >= 0 {
		t.Errorf("a hand-over to %s, who holds the tablet", g.s.Seats[who].Name)
	}
	g = recorded(t, humanGame(t, 16, false, func(s hope.State, legal []hope.Move) bool {
		return s.Pending.Kind == hope.PendRolled && len(movesOf(legal, s.Pending.Seat)) == 1
	}), 16)
	if m, _ := g.forcedMove(); !g.advance(m) {
		t.Fatal("refused")
	}
	if g.undoFrom() == len(g.moves)-1 {
		t.Error("undo would take back the player's only move")
	}
}
