package record

import (
	"errors"
	"fmt"
	"testing"

	"lantern/rules"
)

func TestAdapterReplay(t *testing.T) {
	r := toyGame(10)
	s, moves, err := toy.Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 10 || s.Total != 19 || len(s.Rolls) != 10 {
		t.Fatalf("after 10 moves: %d moves, total %d, %d rolls", len(moves), s.Total, len(s.Rolls))
	}
	again, _, _ := toy.Replay(r)
	if HashOf(again) != HashOf(s) {
		t.Fatal("two replays of one record differ")
	}
}

func TestAdapterAppendDoesNotChangeInput(t *testing.T) {
	r := toyGame(2)
	before := append([]byte(nil), r.Moves...)
	r.Snapshot = []byte{1}
	next := toy.Append(r, toyMove{Seat: 2, Add: 1})
	if string(r.Moves) != string(before) || len(next.Moves) != len(before)+1 || next.Snapshot != nil {
		t.Fatalf("Append: input moves %x (was %x), output %x, snapshot %v", r.Moves, before, next.Moves, next.Snapshot)
	}
}

func TestAdapterRefusals(t *testing.T) {
	tests := []struct {
		name string
		r    func() Record
		want error
	}{
		{"refused move", func() Record { return toy.Append(toyGame(2), toyMove{Seat: 0, Add: 1}) }, rules.ErrNotYourTurn},
		{"other rules version", func() Record { r := toyGame(2); r.Rules = 2; return r }, rules.ErrBadConfig},
		{"other game", func() Record { r := toyGame(2); r.Game = "hope"; return r }, rules.ErrBadConfig},
		{"move out of range", func() Record { r := toyGame(2); r.Moves = append(r.Moves, 99); return r }, ErrCorrupt},
		{"truncated varint", func() Record { r := toyGame(2); r.Moves = append(r.Moves, 0x80); return r }, ErrCorrupt},
		{"config trailing bytes", func() Record { r := toyGame(2); r.Config = append(r.Config, 1); return r }, ErrCorrupt},
		{"bad config", func() Record { r := toyGame(0); r.Config = []byte{0, 1}; return r }, rules.ErrBadConfig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := toy.Load(tt.r()); !errors.Is(err, tt.want) {
				t.Fatalf("Load = %v; want %v", err, tt.want)
			}
		})
	}
}

func TestReplayKeepsValidPrefix(t *testing.T) {
	r := toy.Append(toyGame(4), toyMove{Seat: 0, Add: 3})
	s, moves, err := toy.Replay(r)
	var re *rules.ReplayError
	if !errors.As(err, &re) || re.Index != 4 || len(moves) != 4 || s.Total != 1+2+3+1 {
		t.Fatalf("Replay = total %d, %d moves, %v", s.Total, len(moves), err)
	}
}

func TestLoadRegistered(t *testing.T) {
	sum, err := Load(toyGame(3))
	if err != nil || sum.Game != "toy" || sum.Moves != 3 || sum.Progress != "6 of 1000" || sum.Hash == "" {
		t.Fatalf("Load = %+v, %v", sum, err)
	}
	r := toyGame(0)
	r.Game = "nope"
	if _, err := Load(r); !errors.Is(err, rules.ErrBadConfig) {
		t.Fatalf("Load(unknown game) = %v", err)
	}
}

func Example() {
	r := toy.Start(toyConfig{Seats: 2, Target: 5}, 7, []string{"Mara", "Ode"})
	r = toy.Append(r, toyMove{Seat: 0, Add: 3})
	r = toy.Append(r, toyMove{Seat: 1, Add: 2})
	link, _ := EncodeLink(r)
	back, _ := DecodeLink(LinkPrefix + link)
	sum, _ := Load(back)
	fmt.Println(sum.Players, sum.Progress, sum.Over, sum.Moves)
	// Output: [Mara Ode] 5 of 5 true 2
}
