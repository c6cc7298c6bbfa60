package record

import (
	"errors"
	"fmt"
	"testing"
)

func toySession() Session[toyConfig, toyMove, toyState, string] {
	return Session[toyConfig, toyMove, toyState, string]{Adapter: toy, Apply: func(s toyState, m toyMove) (toyState, []string, error) {
		next, err := toyApply(s, m)
		return next, []string{fmt.Sprintf("seat %d adds %d", m.Seat, m.Add)}, err
	}}
}

// A session plays, refuses without change, undoes to the same state, and
// opens its own record to where it was.
func TestSession(t *testing.T) {
	g := toySession()
	if err := g.Open(toyGame(0)); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); !errors.Is(err, ErrNoMove) {
		t.Fatalf("undo of nothing: %v", err)
	}
	var states []string
	for i := range 4 {
		states = append(states, Fingerprint(g.State))
		if _, err := g.Play(toyMove{Seat: i % 3, Add: 1 + i%3}); err != nil {
			t.Fatal(err)
		}
	}
	before := g
	if _, err := g.Play(toyMove{Seat: 1, Add: 9}); err == nil || g.Moves != 4 || Fingerprint(g.State) != Fingerprint(before.State) || len(g.Log) != 4 {
		t.Fatalf("a refused move: %v, %d moves", err, g.Moves)
	}
	again := toySession()
	if err := again.Open(g.Record); err != nil || Fingerprint(again.State) != Fingerprint(g.State) || len(again.Log) != 4 {
		t.Fatalf("reopened: %v", err)
	}
	for i := 3; i >= 0; i-- {
		if err := g.Undo(); err != nil || g.Moves != i || Fingerprint(g.State) != states[i] || len(g.Log) != i {
			t.Fatalf("undo to %d moves: %v, %d moves, %d events", i, err, g.Moves, len(g.Log))
		}
	}
}

// Opening tells its progress every progressEvery moves, and checks the
// fingerprint as Load does: a page replays a save once.
func TestSessionOpenProgressAndCheck(t *testing.T) {
	g := toySession()
	var seen []int
	g.Progress = func(done, total int) {
		if total != 150 {
			t.Fatalf("progress of %d moves; the record holds 150", total)
		}
		seen = append(seen, done)
	}
	r := toyGame(150)
	if err := g.Open(r); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(seen) != "[0 64 128]" {
		t.Fatalf("progress told at %v", seen)
	}
	r.Check = make([]byte, CheckSize)
	if err := g.Open(r); !errors.Is(err, ErrDiverged) {
		t.Fatalf("Open of a record whose fingerprint is wrong = %v; want ErrDiverged", err)
	}
}

// LoadTold tells the same progress as a session's Open.
func TestLoadTold(t *testing.T) {
	var seen []int
	if _, err := toy.LoadTold(toyGame(130), func(done, _ int) { seen = append(seen, done) }); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(seen) != "[0 64 128]" {
		t.Fatalf("progress told at %v", seen)
	}
}
