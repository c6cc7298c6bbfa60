package hunt

import (
	"fmt"
	"testing"
)

func team(n int) []Survivor {
	all := []Survivor{
		{Name: "Mara", Courage: 2, Understanding: 1},
		{Name: "Ode", Courage: 4, Understanding: 3},
		{Name: "Ilse", Courage: 1, Understanding: 0},
		{Name: "Tam", Courage: 0, Understanding: 5},
	}
	return cloneTeam(all[:n])
}

// board returns a config with the monster on space monster and the given
// slots, on the default board.
func board(t *testing.T, monster int, sl ...Slot) Config {
	t.Helper()
	cfg, err := Setup(team(4), "gloam-moth", 1)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Monster, cfg.Slots = monster, sl
	return cfg
}

func mustNew(t *testing.T, cfg Config, seed uint64) State {
	t.Helper()
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// step applies m, checking that s is not changed by it.
func step(t *testing.T, s State, m Move) (State, []Event) {
	t.Helper()
	before := s.clone()
	next, ev, err := Apply(s, m)
	if err != nil {
		t.Fatalf("Apply(%v): %v", m, err)
	}
	if !same(before, s) {
		t.Fatalf("Apply(%v) changed its input", m)
	}
	return next, ev
}

// only applies the step due, failing if it is not kind: beside it Legal
// holds only the hand edits.
func only(t *testing.T, s State, kind MoveKind) (State, []Event) {
	t.Helper()
	due, ok := Due(s)
	if !ok || due.Kind != kind {
		t.Fatalf("due %v (%v), want %v", due, ok, Move{Kind: kind})
	}
	for _, m := range Legal(s)[1:] {
		if m.Kind < SetDice {
			t.Fatalf("Legal holds %v beside the due step", m)
		}
	}
	return step(t, s, due)
}

func kinds(ev []Event) []EventKind {
	var out []EventKind
	for _, e := range ev {
		out = append(out, e.Kind)
	}
	return out
}

func has(ev []Event, k EventKind) bool {
	for _, e := range ev {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// resolve plays e on s as the current revealer and returns the new state.
func resolve(s State, e Entry) (State, []Event) {
	t := s.clone()
	r := &resolver{s: &t}
	r.play(e)
	return t, r.events
}

// same compares states by value, treating nil and empty slices alike.
func same(a, b State) bool { return fmt.Sprintf("%+v", a) == fmt.Sprintf("%+v", b) }
