package timeline

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hunt"
	"lantern/rules/record"
)

type huntLook = Of[hunt.Config, hunt.Move, hunt.State, hunt.Event]

// read is a Look already reading a hunt of the first legal moves, at its
// last move, as Toggle leaves it.
func read(t *testing.T) (*huntLook, record.Session[hunt.Config, hunt.Move, hunt.State, hunt.Event]) {
	t.Helper()
	cfg, err := hunt.Setup([]hunt.Survivor{{Name: "Mara"}, {Name: "Ode"}}, "gloam-moth", 1)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := hunt.New(cfg, 3)
	var moves []hunt.Move
	for s.Phase != hunt.Over {
		m := hunt.Legal(s)[0]
		s, _, _ = hunt.Apply(s, m)
		moves = append(moves, m)
	}
	rec, err := hunt.Adapter.Encode(cfg, 3, moves)
	if err != nil {
		t.Fatal(err)
	}
	g := record.Session[hunt.Config, hunt.Move, hunt.State, hunt.Event]{Adapter: hunt.Adapter, Apply: hunt.Apply}
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	n := 0
	tl, err := record.NewTimeline(g.Adapter, g.Record, g.Apply, func(_, _ hunt.State, m hunt.Move) string {
		if m.Kind == hunt.Advance {
			n++
		}
		return "Step " + itoa(n)
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	l := &huntLook{}
	l.begin("a", "Moth hunt")
	l.install("a", tl, g)
	return l, g
}

func itoa(n int) string { return string(rune('0' + n)) }

// The buttons go a move or a stretch back and on, and stop at the ends:
// back goes to the start of the stretch shown, or from its start to the
// one before. (This hunt's stretches start at moves 1, 3, 6, … 17, 19.)
func TestLookSteps(t *testing.T) {
	l, _ := read(t)
	c, e := app.Context{}, app.Event{}
	if l.at != 19 || len(l.m.Groups) != 9 || l.m.Groups[1].At != 3 || l.m.Groups[7].At != 17 {
		t.Fatalf("the hunt changed: %d moves, %v", l.at, l.m.Groups)
	}
	for _, tc := range []struct {
		name string
		do   func(app.Context, app.Event)
		from int
		want int
	}{
		{"a move on from the end", l.on, 19, 19},
		{"a stretch on from the end", l.stretchOn, 19, 19},
		{"a stretch back from a stretch's start", l.stretchBack, 19, 17},
		{"a stretch back from inside one", l.stretchBack, 5, 3},
		{"a stretch back from the first stretch", l.stretchBack, 1, 0},
		{"a stretch back from the start", l.stretchBack, 0, 0},
		{"a stretch on from the start", l.stretchOn, 0, 1},
		{"a stretch on from inside one", l.stretchOn, 4, 6},
		{"a move back", l.back, 4, 3},
		{"a move back from the start", l.back, 0, 0},
	} {
		l.goTo(tc.from)
		tc.do(c, e)
		if l.at != tc.want {
			t.Errorf("%s (%d) went to %d, want %d", tc.name, tc.from, l.at, tc.want)
		}
	}
	l.goTo(-5)
	if l.at != 0 || l.label(0) != "The start of the game" || l.label(4) != "After move 4 of 19 · Step 2" {
		t.Fatalf("below the start: %d, %q, %q", l.at, l.label(0), l.label(4))
	}
}

// Showing draws the moment in place of the game for one Render and puts
// the game back; a timeline of another save closes.
func TestLookShowingPutsTheGameBack(t *testing.T) {
	l, live := read(t)
	l.goTo(3)
	g := live
	restore := l.Showing("a", &g)
	if g.Moves != 3 || g.CanUndo() || hunt.Adapter.Summary(g.State, nil, 3).Hash != l.hash {
		t.Fatalf("shown: %d moves, undo %v", g.Moves, g.CanUndo())
	}
	restore()
	if g.Moves != live.Moves || hunt.Adapter.Summary(g.State, nil, 0).Hash != hunt.Adapter.Summary(live.State, nil, 0).Hash {
		t.Fatal("the game was not put back")
	}
	l.Showing("b", &g)()
	if l.On("b") || l.On("a") || g.Moves != live.Moves {
		t.Fatal("a timeline of save a stayed open on save b")
	}
}

// A branch is named after the stretch of its moment.
func TestLookStretchNames(t *testing.T) {
	l, _ := read(t)
	for n, want := range map[int]string{0: "move 0", 1: "step 1", 4: "step 2", 19: "step 9"} {
		if got := l.stretch(n); got != want {
			t.Errorf("stretch at %d = %q, want %q", n, got, want)
		}
	}
}
