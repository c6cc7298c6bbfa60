package record

import (
	"strconv"
	"testing"
)

func toyTimeline(t testing.TB, r Record) *Timeline[toyConfig, toyMove, toyState, string] {
	t.Helper()
	g := toySession()
	tl, err := NewTimeline(toy, r, g.Apply, func(_, after toyState, _ toyMove) string {
		return "Hundred " + strconv.Itoa(after.Total/100)
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return tl
}

// Every moment of a timeline, on and off its kept states, is the state
// and journal a replay of the same prefix reaches; its groups start where
// their names change; and looking or branching leaves the record alone.
func TestTimelineMoments(t *testing.T) {
	for _, n := range []int{0, 1, MarkEvery - 1, MarkEvery, 3*MarkEvery + 5, 4 * MarkEvery} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			r := toyGame(n)
			kept := r
			tl := toyTimeline(t, r)
			if tl.Len() != n {
				t.Fatalf("%d moves, want %d", tl.Len(), n)
			}
			for at := range n + 1 {
				want := toySession()
				cut, err := toy.Truncate(r, at)
				if err == nil {
					err = want.Open(cut)
				}
				if err != nil {
					t.Fatal(err)
				}
				got := tl.Session(toySession(), at)
				if Fingerprint(got.State) != Fingerprint(want.State) || len(got.Log) != len(want.Log) || got.Moves != at || got.CanUndo() {
					t.Fatalf("moment %d: %+v, %d events, undo %v; want %+v, %d events", at, got.State, len(got.Log), got.CanUndo(), want.State, len(want.Log))
				}
				b, err := tl.Branch(at)
				if err != nil || string(b.Moves) != string(cut.Moves) || string(b.Check) != string(cut.Check) {
					t.Fatalf("branch at %d: %v", at, err)
				}
			}
			if r.String() != kept.String() || string(r.Moves) != string(kept.Moves) {
				t.Fatal("the record changed")
			}
			for i, g := range tl.Groups {
				s, _ := tl.At(g.At)
				if g.Label != "Hundred "+strconv.Itoa(s.Total/100) || (i > 0 && g.Label == tl.Groups[i-1].Label) {
					t.Fatalf("group %d: %+v", i, g)
				}
				if tl.GroupAt(g.At) != i || tl.GroupAt(g.At-1) != i-1 {
					t.Fatalf("GroupAt around %d", g.At)
				}
			}
		})
	}
}

// A record whose moves no longer reach its fingerprint has no timeline.
func TestTimelineRefusesDiverged(t *testing.T) {
	r := toyGame(10)
	r.Check = make([]byte, CheckSize)
	g := toySession()
	if _, err := NewTimeline(toy, r, g.Apply, func(_, _ toyState, _ toyMove) string { return "" }, nil); err == nil {
		t.Fatal("a diverged record made a timeline")
	}
}
