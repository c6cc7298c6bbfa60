package hope

import (
	"strings"
	"testing"

	"lantern/app/widget"
	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/record/hoperec"
	"lantern/rules/rng"
)

func newRecorded(t testing.TB, seed uint64) (hope.State, Table) {
	t.Helper()
	tb := Table{Seed: seed, Seats: []SeatLook{{Name: "Mara"}, {Name: "Jun", Bot: true, Symbol: 1}, {Name: "Ada", Bot: true, Symbol: 2}}}
	rec, err := hoperec.Adapter.Start(tb.Config(), seed)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return s, tb
}

// playOut runs a whole game with bots, collecting moves and events.
func playOut(t testing.TB, s hope.State) ([]hope.Move, hope.State) {
	t.Helper()
	var moves []hope.Move
	r := rng.Source{State: 7}
	for step := 0; !s.Over; step++ {
		if step > bot.MaxSteps {
			t.Fatal("game did not end")
		}
		legal := movesOf(hope.Legal(s), s.Pending.Seat)
		m := bot.Cautious{}.Choose(s, int(s.Pending.Seat), legal, &r)
		next, _, err := hope.Apply(s, m)
		if err != nil {
			t.Fatal(err)
		}
		moves, s = append(moves, m), next
	}
	return moves, s
}

func TestReplayAndRecordRoundTrip(t *testing.T) {
	for _, seed := range []uint64{1, 2, 42} {
		start, _ := newRecorded(t, seed)
		moves, end := playOut(t, start)
		rec, err := hoperec.Adapter.Encode(Table{Seats: []SeatLook{{Name: "Mara"}, {Name: "Jun", Bot: true}, {Name: "Ada", Bot: true}}}.Config(), seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		gotStart, gotMoves, err := replay(rec)
		if err != nil {
			t.Fatal(err)
		}
		if len(gotMoves) != len(moves) {
			t.Fatalf("seed %d: %d moves back, want %d", seed, len(gotMoves), len(moves))
		}
		if stateHash(gotStart) != stateHash(start) {
			t.Fatalf("seed %d: start state differs after the round trip", seed)
		}
		g := &Game{start: gotStart, moves: gotMoves}
		if err := g.rebuild(); err != nil {
			t.Fatal(err)
		}
		if g.hash != stateHash(end) {
			t.Fatalf("seed %d: replayed hash %s, want %s", seed, g.hash, stateHash(end))
		}
	}
}

// The breakdown the table sees must add up to the engine's own final
// hardship at every decision of a real game.
func TestBreakdownMatchesEngine(t *testing.T) {
	start, _ := newRecorded(t, 5)
	s := start
	r := rng.Source{State: 3}
	checked := 0
	for !s.Over {
		if sc := s.SceneCard(); sc != nil && !sc.NoRoll && s.Scene.Final < 0 {
			b := &widget.Breakdown{Terms: breakdown(s)}
			if b.Total() != s.FinalHardship() {
				t.Fatalf("breakdown %v totals %d, engine says %d", b.Terms, b.Total(), s.FinalHardship())
			}
			checked++
		}
		legal := movesOf(hope.Legal(s), s.Pending.Seat)
		m := bot.Cautious{}.Choose(s, int(s.Pending.Seat), legal, &r)
		s, _, _ = hope.Apply(s, m)
	}
	if checked == 0 {
		t.Fatal("no hardship scene checked")
	}
}

func TestJournalNamesPlayersNeverYou(t *testing.T) {
	start, _ := newRecorded(t, 9)
	g := &Game{start: start}
	g.moves, _ = playOut(t, start)
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	if len(g.log) < 20 {
		t.Fatalf("only %d journal lines", len(g.log))
	}
	kinds := map[string]bool{}
	for _, e := range g.log {
		low := " " + strings.ToLower(e.Text) + " "
		for _, w := range []string{" you ", " your ", " you.", " you,"} {
			if strings.Contains(low, w) {
				t.Errorf("journal says %q: %q", w, e.Text)
			}
		}
		for _, k := range []string{"draws a scene", "Round 2 begins", "The journey ends"} {
			if strings.Contains(e.Text, k) {
				kinds[k] = true
			}
		}
	}
	for _, k := range []string{"draws a scene", "Round 2 begins", "The journey ends"} {
		if !kinds[k] {
			t.Errorf("journal never says %q", k)
		}
	}
	md := Markdown(Story{Title: "Test game", Ending: "The sky fell."}, g.log)
	for _, w := range []string{"# Test game", "## Round 1", "- Round 1 begins.", "The sky fell."} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q", w)
		}
	}
}

// The journal never names a drawn trait or a gift (HI-06).
func TestJournalKeepsSecrets(t *testing.T) {
	start, _ := newRecorded(t, 1)
	d := start.Cards
	for _, ev := range []hope.Event{
		{Kind: hope.EvTraitDraw, Seat: 0, Card: 0},
		{Kind: hope.EvGift, Seat: 0, Other: 1, Card: 1},
	} {
		text := eventText(start, ev)
		if strings.Contains(text, d.Traits[ev.Card].Title) {
			t.Errorf("%s names the trait: %q", ev.Kind, text)
		}
	}
}

func TestUndoStopsAtReveals(t *testing.T) {
	start, tb := newRecorded(t, 11)
	g := &Game{start: start, t: tb}
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	s := g.s
	// Walk until the human (seat 0) must draw, then draw: a reveal.
	r := rng.Source{State: 1}
	for s.Pending.Seat != 0 || s.Pending.Kind != hope.PendDraw {
		m := bot.Cautious{}.Choose(s, int(s.Pending.Seat), movesOf(hope.Legal(s), s.Pending.Seat), &r)
		g.moves = append(g.moves, m)
		s, _, _ = hope.Apply(s, m)
	}
	g.moves = append(g.moves, movesOf(hope.Legal(s), 0)[0])
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	if i := g.undoFrom(); i >= 0 {
		t.Fatalf("undo offered back to move %d after a draw", i)
	}
	if g.s.Pending.Kind == hope.PendAct && g.s.Pending.Seat == 0 {
		acts := movesOf(hope.Legal(g.s), 0)
		g.moves = append(g.moves, acts[0])
		if err := g.rebuild(); err != nil {
			t.Fatal(err)
		}
		if acts[0].Kind == hope.Act && !g.s.SceneCard().NoRoll {
			if i := g.undoFrom(); i != len(g.moves)-1 {
				t.Fatalf("undoFrom = %d, want the act at %d", i, len(g.moves)-1)
			}
		}
	}
}
