package blessed

import (
	"math/rand/v2"
	"slices"
	"testing"

	"lantern/rules/blessed"
)

// Undo takes back a mis-tap and never luck (G-01): after dice are rolled
// the campaign's undo refuses; after any other move it takes it back.
func TestUndoStopsAtARoll(t *testing.T) {
	rec, err := blessed.Adapter.Start(blessed.Config{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	g := newCampaign()
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[bool]int{}
	for range 300 {
		legal := blessed.Legal(g.State)
		if len(legal) == 0 {
			break
		}
		before := g.State
		m := legal[r.IntN(len(legal))]
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		luck := before.RNG != g.State.RNG
		seen[luck]++
		undo := g.Undo()
		if (undo == nil) == luck {
			t.Fatalf("after %+v (rolled %v) undo says %v", m, luck, undo)
		}
		if undo == nil {
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("moves with and without a roll: %v", seen)
	}
}

// Undo never goes back past a roll (G-01): after a roll and Help, undo
// takes the Help back and then stops, also once the campaign is opened
// again from its record.
func TestUndoNeverPassesARoll(t *testing.T) {
	rec, _ := blessed.Adapter.Start(blessed.Config{Edition: blessed.Edition}, 5)
	g := newCampaign()
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Eager, Ethic: blessed.FateKnowledge},
		{Kind: blessed.GainBlessing, Seat: 1},
		{Kind: blessed.BeginCheck, Seat: 0, Stat: blessed.Heart, Use: blessed.Heart},
		{Kind: blessed.SetDifficulty, Difficulty: blessed.Hard},
		{Kind: blessed.Roll},
	} {
		if _, err := g.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	help := blessed.Move{Kind: blessed.Help, Seat: 1, Value: g.State.Party[1].Blessings[0]}
	if _, err := g.Play(help); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatalf("undoing the Help: %v", err)
	}
	if err := g.Undo(); err == nil || len(g.State.Check.Results) != 1 {
		t.Fatalf("undo went back past the roll: %v, rolls %v", err, g.State.Check.Results)
	}
	again := newCampaign()
	if err := again.Open(g.Record); err != nil {
		t.Fatal(err)
	}
	if again.CanUndo() {
		t.Fatal("reopened, the campaign lets undo take back the roll")
	}
}

// A Blessing gained by the wrong character after a roll goes to the one
// meant with the faces the table saw; a move that would show other dice
// is refused, and nothing before the roll can be changed (G-01).
func TestAmendAGainKeepsItsFaces(t *testing.T) {
	rec, _ := blessed.Adapter.Start(blessed.Config{Edition: blessed.Edition}, 8)
	g := newCampaign()
	if err := g.Open(rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Eager, Ethic: blessed.FateKnowledge},
		{Kind: blessed.BeginCheck, Seat: 0, Stat: blessed.Heart, Use: blessed.Heart},
		{Kind: blessed.Roll},
		{Kind: blessed.Settle},
		{Kind: blessed.GainBlessing, Seat: 0},
	} {
		if _, err := g.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	faces := g.State.Party[0].Blessings
	if g.CanUndo() {
		t.Fatal("undo could take back the Blessing's d6")
	}
	if err := g.Amend(blessed.Move{Kind: blessed.FreeRoll, Value: 20, Other: 1}, sameLuck); err == nil {
		t.Fatal("a free roll instead of the gain was taken")
	}
	if err := g.Amend(blessed.Move{Kind: blessed.GainBlessing, Seat: 1}, sameLuck); err != nil {
		t.Fatal(err)
	}
	if len(g.State.Party[0].Blessings) != 0 || !slices.Equal(g.State.Party[1].Blessings, faces) || g.Moves != 6 || g.CanUndo() {
		t.Fatalf("after amending: %v and %v (the table saw %v), %d moves", g.State.Party[0].Blessings, g.State.Party[1].Blessings, faces, g.Moves)
	}
	again := newCampaign()
	if err := again.Open(g.Record); err != nil || !slices.Equal(again.State.Party[1].Blessings, faces) {
		t.Fatalf("reopened: %v", err)
	}
}
