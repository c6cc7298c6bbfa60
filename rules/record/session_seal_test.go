package record

import (
	"errors"
	"testing"
)

// A move that reveals closes undo for itself and every move before it,
// in play and after the record is opened again (G-01).
func TestSessionUndoStopsAtAReveal(t *testing.T) {
	g := toySession()
	g.Reveals = func(_, _ toyState, m toyMove) bool { return m.Add == 3 }
	if err := g.Open(toyGame(0)); err != nil {
		t.Fatal(err)
	}
	for _, m := range []toyMove{{Seat: 0, Add: 1}, {Seat: 1, Add: 3}, {Seat: 2, Add: 1}} {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	again := toySession()
	again.Reveals = g.Reveals
	if err := again.Open(g.Record); err != nil || again.Sealed != 2 {
		t.Fatalf("reopened: %v, %d moves sealed; want 2", err, again.Sealed)
	}
	for _, s := range []*Session[toyConfig, toyMove, toyState, string]{&g, &again} {
		if !s.CanUndo() || s.Undo() != nil || s.Moves != 2 {
			t.Fatalf("the move after the reveal was not taken back: %d moves", s.Moves)
		}
		if s.CanUndo() || !errors.Is(s.Undo(), ErrSealed) || s.Moves != 2 {
			t.Fatalf("undo crossed the reveal: %d moves", s.Moves)
		}
	}
}

// Amend replaces the last move, a reveal included, only with one that
// shows the same luck, and keeps it sealed; the record replays to it.
func TestSessionAmendKeepsTheLuck(t *testing.T) {
	g := toySession()
	g.Reveals = func(_, _ toyState, m toyMove) bool { return m.Add >= 2 }
	if err := g.Open(toyGame(0)); err != nil {
		t.Fatal(err)
	}
	for _, m := range []toyMove{{Seat: 0, Add: 1}, {Seat: 1, Add: 3}} {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	sameTotal := func(shown, instead toyState, _, _ []string) bool { return shown.Total == instead.Total }
	before := g
	if err := g.Amend(toyMove{Seat: 1, Add: 2}, sameTotal); !errors.Is(err, ErrOtherLuck) || g.Moves != 2 || g.State.Total != before.State.Total {
		t.Fatalf("an amend with other luck: %v, %d moves", err, g.Moves)
	}
	if err := g.Amend(toyMove{Seat: 2, Add: 3}, sameTotal); err == nil {
		t.Fatal("an illegal amend was taken")
	}
	always := func(_, _ toyState, _, _ []string) bool { return true }
	if err := g.Amend(toyMove{Seat: 1, Add: 2}, always); err != nil || g.Moves != 2 || g.State.Total != 3 || g.CanUndo() || len(g.Log) != 2 {
		t.Fatalf("amended: %v, %d moves, total %d, undo %v", err, g.Moves, g.State.Total, g.CanUndo())
	}
	again := toySession()
	if err := again.Open(g.Record); err != nil || again.State.Total != 3 {
		t.Fatalf("the amended record: %v", err)
	}
}
