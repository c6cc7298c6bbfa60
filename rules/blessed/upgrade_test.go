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
