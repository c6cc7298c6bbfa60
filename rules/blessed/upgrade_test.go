package blessed

import (
	"reflect"
	"slices"
	"testing"
)

// An edition-0 campaign rewritten in the current edition replays to the
// same campaign, edition aside, and now lists Endeavors.
func TestUpgradeRecord(t *testing.T) {
	cfg, moves := campaign()
	rec, err := Adapter.Encode(cfg, 2024, moves)
	if err != nil {
		t.Fatal(err)
	}
	rec.Notes = []byte(`[{"name":"Ada"}]`)
	up, err := UpgradeRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	before, _, _ := Adapter.Replay(rec)
	after, got, err := Adapter.Replay(up)
	if err != nil || !slices.Equal(got, moves) || string(up.Notes) != string(rec.Notes) {
		t.Fatalf("upgraded replay: %v, %d moves", err, len(got))
	}
	if after.Config.Edition != Edition {
		t.Fatalf("edition %d", after.Config.Edition)
	}
	after.Config.Edition = 0
	if !reflect.DeepEqual(before, after) {
		t.Fatal("the upgraded campaign differs from the old one")
	}
	if again, _, _ := Adapter.Replay(up); !slices.Contains(Legal(again), Move{Kind: BeginEndeavor}) {
		t.Fatal("the upgraded campaign lists no Endeavor")
	}
	if _, err := UpgradeRecord(up); err == nil {
		t.Fatal("upgraded twice")
	}
}

// A campaign whose Endeavor went by an older edition's rules, which
// edition 3 changed, is not rewritten: it would replay otherwise.
func TestUpgradeRefusesAnEndeavorPlayedOtherwise(t *testing.T) {
	cfg := Config{Edition: 2}
	moves := []Move{add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability),
		{Kind: BeginEndeavor, Value: int(PlainEndeavor)}, {Kind: JoinEndeavor, Seat: 0}, {Kind: JoinEndeavor, Seat: 1},
		{Kind: PositionRoll, Seat: 0, Stat: Heart}, {Kind: PositionRoll, Seat: 1, Stat: Head}}
	rec, err := Adapter.Encode(cfg, 7, moves)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := UpgradeRecord(rec); err == nil {
		t.Fatal("an Endeavor in its turns was rewritten in edition 3")
	}
	plain, err := Adapter.Encode(cfg, 7, moves[:2])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := UpgradeRecord(plain); err != nil {
		t.Fatalf("a campaign without an Endeavor: %v", err)
	}
}
