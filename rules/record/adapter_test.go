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
	if len(moves) != 10 || s.Total != 19 || len(s.Rolls) != 10 || moves[9] != (toyMove{0, 1}) {
		t.Fatalf("after 10 moves: %d moves, total %d, %d rolls, last %v", len(moves), s.Total, len(s.Rolls), moves[9])
	}
	again, _, _ := toy.Replay(r)
	if Fingerprint(again) != Fingerprint(s) {
		t.Fatal("two replays of one record differ")
	}
}

// Three choices take two bits each: 10 moves fit in 3 bytes after the
// two header varints.
func TestMovesAreBitPacked(t *testing.T) {
	if got := toyGame(10).Moves; len(got) != 2+3 || got[0] != 10 || got[1] != 20 {
		t.Fatalf("10 moves packed as %x", got)
	}
}

func TestAdapterAppend(t *testing.T) {
	r := toyGame(2)
	s, _, _ := toy.Replay(r)
	before := append([]byte(nil), r.Moves...)
	r.Snapshot = []byte{1}
	next, err := toy.Append(r, s, toyMove{Seat: 2, Add: 3})
	if err != nil {
		t.Fatal(err)
	}
	if string(r.Moves) != string(before) || next.Snapshot != nil {
		t.Fatalf("Append changed its input (%x, was %x) or kept the snapshot", r.Moves, before)
	}
	if _, err := toy.Append(r, s, toyMove{Seat: 0, Add: 1}); !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("Append(illegal) = %v; want ErrIllegal", err)
	}
	got, moves, err := toy.Replay(next)
	if err != nil || len(moves) != 3 || got.Total != 6 {
		t.Fatalf("Replay after Append: total %d, %d moves, %v", got.Total, len(moves), err)
	}
}

func TestAdapterRefusals(t *testing.T) {
	withMoves := func(b ...byte) func() Record {
		return func() Record { r := toyGame(0); r.Moves = b; return r }
	}
	tests := []struct {
		name string
		r    func() Record
		want error
	}{
		{"other rules version", func() Record { r := toyGame(2); r.Rules = 2; return r }, rules.ErrBadConfig},
		{"other game", func() Record { r := toyGame(2); r.Game = "hope"; return r }, rules.ErrBadConfig},
		{"config trailing bytes", func() Record { r := toyGame(2); r.Config = append(r.Config, 1); return r }, ErrCorrupt},
		{"bad config", func() Record { r := toyGame(0); r.Config = []byte{0, 1}; return r }, rules.ErrBadConfig},
		{"index past the legal list", withMoves(1, 2, 3), ErrCorrupt},
		{"moves cut short", withMoves(2, 2, 1), ErrCorrupt},
		{"bits left over", withMoves(1, 4, 1), ErrCorrupt},
		{"stray padding bits", withMoves(1, 2, 0xf1), ErrCorrupt},
		{"bytes do not match bits", withMoves(1, 2, 1, 0), ErrCorrupt},
		{"truncated header", withMoves(0x80), ErrCorrupt},
		{"too many moves", withMoves(0xff, 0xff, 0x7f, 0), ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := toy.Load(tt.r()); !errors.Is(err, tt.want) {
				t.Fatalf("Load = %v; want %v", err, tt.want)
			}
		})
	}
}

// A move that decodes but ends the game early leaves the rest unplayable:
// Replay keeps the valid prefix and names the first bad move.
func TestReplayKeepsValidPrefix(t *testing.T) {
	r, err := toy.Encode(toyConfig{Seats: 2, Target: 3}, 1, []toyMove{{0, 3}})
	if err != nil {
		t.Fatal(err)
	}
	r.Moves = []byte{2, 4, 2} // a second move where the game is over
	s, moves, err := toy.Replay(r)
	var re *rules.ReplayError
	if !errors.As(err, &re) || re.Index != 1 || len(moves) != 1 || s.Total != 3 {
		t.Fatalf("Replay = total %d, %d moves, %v", s.Total, len(moves), err)
	}
}

func TestEncodeRefusesIllegal(t *testing.T) {
	_, err := toy.Encode(toyConfig{Seats: 2, Target: 9}, 1, []toyMove{{0, 1}, {0, 1}})
	var re *rules.ReplayError
	if !errors.As(err, &re) || re.Index != 1 || !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("Encode = %v", err)
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
	r, _ := toy.Encode(toyConfig{Seats: 2, Target: 5, Names: []string{"Mara", "Ode"}}, 7, []toyMove{{0, 3}, {1, 2}})
	link, _ := EncodeLink(r)
	back, _ := DecodeLink(LinkPrefix + link)
	sum, _ := Load(back)
	fmt.Println(sum.Players, sum.Progress, sum.Over, sum.Moves)
	// Output: [Mara Ode] 5 of 5 true 2
}

// Rules that changed without a new version replay the same moves into
// another game; the check turns that into an error instead.
func TestLoadDetectsDivergedRules(t *testing.T) {
	r := toyGame(5)
	if len(r.Check) != CheckSize {
		t.Fatalf("record check %x", r.Check)
	}
	changed := toy
	changed.Apply = func(s toyState, m toyMove) (toyState, error) {
		s, err := toyApply(s, m)
		s.Total++ // a "rules change" that keeps every move legal
		return s, err
	}
	if _, err := changed.Load(r); !errors.Is(err, ErrDiverged) {
		t.Fatalf("Load under changed rules = %v; want ErrDiverged", err)
	}
	r.Check = nil // records without a check still load
	if _, err := changed.Load(r); err != nil {
		t.Fatalf("Load without a check = %v", err)
	}
}

// Truncate is an undo: the record of the first n moves is the one Encode
// writes for them, with the names and notes kept, and it loads.
func TestAdapterTruncate(t *testing.T) {
	full := toyGame(12)
	full.Notes, full.Snapshot = []byte("sheets"), []byte("snap")
	_, moves, _ := toy.Replay(full)
	for _, n := range []int{0, 1, 7, 12} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			got, err := toy.Truncate(full, n)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := toy.Encode(toyConfig{Seats: 3, Target: 1000, Names: []string{"Mara", "Ode", "Ike"}}, full.Seed, moves[:n])
			want.Names, want.Notes = full.Names, full.Notes
			if !sameRecord(got, want) {
				t.Fatalf("Truncate(%d) = %v; want %v", n, got, want)
			}
			if _, err := toy.Load(got); err != nil {
				t.Fatalf("the truncated record does not load: %v", err)
			}
		})
	}
	for _, n := range []int{-1, 13} {
		if _, err := toy.Truncate(full, n); err == nil {
			t.Errorf("Truncate(%d) of 12 moves: no error", n)
		}
	}
}

// Journal reaches the state Replay does and tells one event per move.
func TestJournal(t *testing.T) {
	r := toyGame(6)
	withEvents := func(s toyState, m toyMove) (toyState, []string, error) {
		next, err := toyApply(s, m)
		return next, []string{fmt.Sprintf("seat %d adds %d", m.Seat, m.Add)}, err
	}
	want, _, _ := toy.Replay(r)
	s, moves, log, err := Journal(toy, r, withEvents, nil)
	if err != nil || Fingerprint(s) != Fingerprint(want) || len(moves) != 6 || len(log) != 6 || log[5] != fmt.Sprintf("seat %d adds %d", moves[5].Seat, moves[5].Add) {
		t.Fatalf("Journal: %v, %d moves, log %q", err, len(moves), log)
	}
	r.Rules++
	if _, _, _, err := Journal(toy, r, withEvents, nil); err == nil {
		t.Fatal("Journal read a record of other rules")
	}
}
