package saves

import (
	"context"
	"strings"
	"testing"

	"lantern/app/store"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// A branch is a new save holding the first moves of a game, with its
// origin named: the original stays as it was, the branch plays on and
// keeps its origin through its autosaves, and it shares as a link.
func TestBranchBesideTheOriginal(t *testing.T) {
	ctx := context.Background()
	st := &store.Memory{}
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara", Bot: true}, {Name: "Ode", Bot: true}, {Name: "Ike", Bot: true}}}
	s, _ := hope.New(cfg, 9)
	var moves []hope.Move
	for range 40 {
		m := hope.Legal(s)[0]
		s, _, _ = hope.Apply(s, m)
		moves = append(moves, m)
	}
	orig, err := hoperec.Adapter.Encode(cfg, 9, moves)
	if err != nil {
		t.Fatal(err)
	}
	c, err := check(orig)
	if err != nil {
		t.Fatal(err)
	}
	if err := Autosave(ctx, st, "orig", "Tuesday night", orig, c.Summary); err != nil {
		t.Fatal(err)
	}
	before, _ := st.Get(ctx, "orig")

	tl, err := record.NewTimeline(hoperec.Adapter, orig, hope.Apply, func(_, _ hope.State, _ hope.Move) string { return "" }, nil)
	if err != nil {
		t.Fatal(err)
	}
	cut, err := tl.Branch(25)
	if err != nil {
		t.Fatal(err)
	}
	bc, err := check(cut)
	if err != nil {
		t.Fatal(err)
	}
	br, err := AddBranch(ctx, st, bc, "Tuesday night from round 2"+strings.Repeat("!", 300), "Tuesday night, move 25")
	if err != nil || len(br.Title) > record.MaxTitleBytes || br.Origin != "Tuesday night, move 25" || bc.Summary.Moves != 25 {
		t.Fatalf("AddBranch = %+v, %v", br.Meta, err)
	}

	// play on in the branch: an autosave names no origin
	g := record.Session[hope.Config, hope.Move, hope.State, hope.Event]{Adapter: hoperec.Adapter, Apply: hope.Apply}
	if err := g.Open(cut); err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if _, err := g.Play(hope.Legal(g.State)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := AutosaveAt(ctx, st, br.ID, 1, br.Title, g.Record, hoperec.Adapter.Summary(g.State, g.Record.Names, g.Moves)); err != nil {
		t.Fatal(err)
	}
	got, played, sum, err := Open(ctx, st, br.ID)
	if err != nil || got.Origin != br.Origin || sum.Moves != 30 {
		t.Fatalf("the branch played on: %+v, %d moves, %v", got.Meta, sum.Moves, err)
	}
	after, _ := st.Get(ctx, "orig")
	if string(after.Record) != string(before.Record) || after.Rev != before.Rev || after.Origin != "" {
		t.Fatal("branching changed the original")
	}
	l, err := makeLink(st, br.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, payload, _ := strings.Cut(l.url, record.LinkPrefix)
	shared, _, err := ReadLink(payload)
	if err != nil || shared.Summary.Hash != sum.Hash || string(shared.Record.Moves) != string(played.Moves) {
		t.Fatalf("the branch's link: %v", err)
	}
}
