package blessed

import (
	"fmt"
	"testing"
)

func TestCreationTable(t *testing.T) {
	tests := []struct {
		l     Lifestyle
		e     Ethic
		boost [2]Stat
	}{
		{Carefree, ViceVirtue, [2]Stat{Heart, Hurry}},
		{Carefree, FateKnowledge, [2]Stat{Head, Hurt}},
		{Carefree, CunningCapability, [2]Stat{Hand, Home}},
		{Eager, ViceVirtue, [2]Stat{Hand, Hurt}},
		{Eager, FateKnowledge, [2]Stat{Heart, Home}},
		{Eager, CunningCapability, [2]Stat{Head, Hurry}},
		{Wisened, ViceVirtue, [2]Stat{Head, Home}},
		{Wisened, FateKnowledge, [2]Stat{Hand, Hurry}},
		{Wisened, CunningCapability, [2]Stat{Heart, Hurt}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v %v", tt.l, tt.e), func(t *testing.T) {
			// History high never overlaps the table, so exactly three
			// dice rise, all to d6, and two aptitudes follow.
			s := party(t, Config{}, 1, add(History, tt.l, tt.e))
			c := s.Party[0]
			for _, st := range CoreStats {
				want := D4
				if st == History || st == tt.boost[0] || st == tt.boost[1] {
					want = D6
				}
				if c.Die(st) != want {
					t.Errorf("%v is %v, want %v", st, c.Die(st), want)
				}
			}
			if c.Aptitudes != 2 {
				t.Errorf("%d aptitudes, want 2", c.Aptitudes)
			}
		})
	}
}

func TestCreationHighOverlapGivesD8AndThirdAptitude(t *testing.T) {
	s := party(t, Config{Optional: Hex}, 1, add(Heart, Carefree, ViceVirtue), add(Hex, Eager, ViceVirtue))
	a, b := s.Party[0], s.Party[1]
	if a.Die(Heart) != D8 || a.Die(Hurry) != D6 || a.Aptitudes != 3 {
		t.Errorf("Heart %v Hurry %v aptitudes %d, want d8 d6 3", a.Die(Heart), a.Die(Hurry), a.Aptitudes)
	}
	if a.Die(Hex) != D4 || b.Die(Hex) != D6 || b.Aptitudes != 2 {
		t.Errorf("Hex %v / %v, aptitudes %d", a.Die(Hex), b.Die(Hex), b.Aptitudes)
	}
	if a.Die(Ham) != 0 {
		t.Errorf("a stat the table lacks has die %v", a.Die(Ham))
	}
}

func TestCreationRefusals(t *testing.T) {
	s := mustNew(t, Config{}, 1)
	tests := []struct {
		name string
		m    Move
	}{
		{"upgraded lifestyle", add(Head, Blossomed, ViceVirtue)},
		{"upgraded ethic", add(Head, Eager, GreedVanity)},
		{"stat the table lacks", add(Hex, Eager, ViceVirtue)},
		{"no stat", add(NoStat, Eager, ViceVirtue)},
		{"stray field", Move{Kind: AddCharacter, Stat: Head, Lifestyle: Eager, Ethic: ViceVirtue, Seat: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { refused(t, s, tt.m) })
	}
	for range MaxParty {
		s, _ = step(t, s, add(Head, Eager, ViceVirtue))
	}
	t.Run("full party", func(t *testing.T) { refused(t, s, add(Head, Eager, ViceVirtue)) })
}

func TestBadConfig(t *testing.T) {
	for _, st := range []Stat{Head, History, numStats} {
		if _, err := New(Config{Optional: st}, 1); err == nil {
			t.Errorf("optional %v accepted", st)
		}
	}
}
