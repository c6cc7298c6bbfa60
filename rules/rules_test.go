package rules

import (
	"errors"
	"testing"
)

// A counter game: a move adds its value; negative moves are refused.
func applyAdd(s, m int) (int, []string, error) {
	if m < 0 {
		return s, nil, Refuse(ErrIllegal, "cannot add %d", m)
	}
	return s + m, []string{"added"}, nil
}

func TestReplayAll(t *testing.T) {
	s, ev, err := Replay(0, []int{1, 2, 3}, applyAdd)
	if err != nil || s != 6 || len(ev) != 3 {
		t.Fatalf("Replay = %d %v %v", s, ev, err)
	}
}

func TestReplayStopsAtFirstRefusal(t *testing.T) {
	s, ev, err := Replay(0, []int{1, 2, -1, 5}, applyAdd)
	if s != 3 || len(ev) != 2 {
		t.Fatalf("valid prefix gave %d with %d events, want 3 with 2", s, len(ev))
	}
	var re *ReplayError
	if !errors.As(err, &re) || re.Index != 2 {
		t.Fatalf("err = %v, want a ReplayError at index 2", err)
	}
	if !errors.Is(err, ErrIllegal) {
		t.Fatalf("err %v does not wrap ErrIllegal", err)
	}
	if got, want := err.Error(), "move 3 refused: illegal move: cannot add -1"; got != want {
		t.Fatalf("message %q, want %q", got, want)
	}
}
