package hunt

import (
	"errors"
	"testing"

	"lantern/rules"
)

func withTools(t *testing.T, tags ...string) State {
	t.Helper()
	cfg := board(t, 9, Slot{3, Basic})
	cfg.Team[2].Gear = tags
	return mustNew(t, cfg, 1)
}

func TestGatheringNeedsTools(t *testing.T) {
	tests := []struct {
		tags []string
		want []CardKind
	}{
		{nil, nil},
		{[]string{MiningTools}, []CardKind{Mineral}},
		{[]string{"Herb Tools"}, []CardKind{Herb}},
		{[]string{HerbTools, MiningTools}, []CardKind{Mineral, Herb}},
	}
	for _, tt := range tests {
		s := withTools(t, tt.tags...)
		if len(s.Unplaced) != len(tt.want) || (len(tt.want) == 0) != (s.Phase == Hunting) {
			t.Errorf("gear %v: unplaced %v, phase %v", tt.tags, s.Unplaced, s.Phase)
		}
	}
}

func TestGatheringPlacement(t *testing.T) {
	s := withTools(t, MiningTools, HerbTools)
	spaces := map[int]bool{}
	for _, m := range Legal(s) {
		if m.Kind == Place {
			spaces[m.Space] = true
		}
	}
	for _, sp := range []int{Start, 6, 12} {
		if spaces[sp] {
			t.Errorf("gathering may be placed on special space %d", sp)
		}
	}
	if len(spaces) != 7 {
		t.Errorf("placeable spaces %v, want the 7 ordinary ones before the monster", spaces)
	}
	s, _ = step(t, s, Move{Kind: Place, Card: Mineral, Space: 3})
	if s.Board[3][0].Kind != Mineral || len(s.Board[3]) != 2 {
		t.Fatalf("space 3 = %v, want Mineral Gathering on top", s.Board[3])
	}
	if _, _, err := Apply(s, Move{Kind: Place, Card: Mineral, Space: 4}); !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("second Mineral Gathering: %v", err)
	}
	s, ev := step(t, s, Move{Kind: Place, Card: Herb, Space: 3})
	if s.Phase != Hunting || ev[len(ev)-1].Kind != Began || s.Board[3][0].Kind != Herb {
		t.Fatalf("after placing both: phase %v, space 3 %v", s.Phase, s.Board[3])
	}
}

func TestGatheringMaySkip(t *testing.T) {
	s := withTools(t, HerbTools)
	s, _ = step(t, s, Move{Kind: Begin})
	if s.Phase != Hunting || len(s.Unplaced) != 0 || s.Cards() != 1+len(s.Deck) {
		t.Fatalf("after Begin: phase %v, unplaced %v", s.Phase, s.Unplaced)
	}
}

func TestGatheringRewardsOnlyTheEquipped(t *testing.T) {
	s := withTools(t, MiningTools)
	s.Team[0].Gear = []string{MiningTools}
	s, ev := resolve(s, mineralCard)
	checks := 0
	for _, e := range ev {
		if e.Kind == Checked {
			checks++
			if e.Survivor != 0 && e.Survivor != 2 {
				t.Errorf("survivor %d without tools took part", e.Survivor)
			}
		}
	}
	if checks != 2 {
		t.Fatalf("%d checks, want 2 (one per tool carrier)", checks)
	}
}
