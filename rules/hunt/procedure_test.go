package hunt

import (
	"errors"
	"strings"
	"testing"

	"lantern/rules"
)

// gatherers is a state on space 1 whose stack holds cards that never move
// anyone: the gathering cards.
func gatherers(t *testing.T, stack ...CardKind) State {
	t.Helper()
	s := mustNew(t, board(t, 9), 5)
	s.At = 1
	for _, k := range stack {
		s.Board[1] = append(s.Board[1], Card{Kind: k})
	}
	return s
}

func TestRevealTopToBottomThenAdvance(t *testing.T) {
	s := gatherers(t, Herb, Mineral)
	s, ev := only(t, s, Reveal)
	if !strings.Contains(ev[0].Text, "Herb Gathering") || s.Archive[0].Kind != Herb {
		t.Fatalf("first reveal %q, archive %v: want the top card", ev[0].Text, s.Archive)
	}
	s, ev = only(t, s, Reveal)
	if !strings.Contains(ev[0].Text, "Mineral Gathering") || len(s.Archive) != 2 {
		t.Fatalf("second reveal %q", ev[0].Text)
	}
	only(t, s, Advance)
}

func TestRevealerRotatesAfterEachEvent(t *testing.T) {
	s := gatherers(t, Herb, Herb, Herb, Herb, Herb)
	for _, want := range []int{1, 2, 3, 0, 1} {
		s, _ = only(t, s, Reveal)
		if s.Revealer != want {
			t.Fatalf("after event %d revealer %d, want %d", s.Events, s.Revealer, want)
		}
	}
}

func TestRevealerWrapsAround(t *testing.T) {
	s := mustNew(t, board(t, 9), 1)
	s.Config.Team, s.Team = team(2), team(2)
	r := &resolver{s: &s}
	r.finish()
	r.finish()
	r.finish()
	if s.Revealer != 1 || s.Events != 3 {
		t.Fatalf("revealer %d after 3 events of a team of 2, events %d", s.Revealer, s.Events)
	}
}

func TestEmptySpaceRollsOnceOnArrival(t *testing.T) {
	s := mustNew(t, board(t, 9), 2)
	s, ev := only(t, s, Advance)
	if !s.MustRoll || has(ev, Rolled) {
		t.Fatalf("arrival on an empty space: MustRoll %v, events %v", s.MustRoll, kinds(ev))
	}
	s, ev = only(t, s, Roll)
	if !has(ev, Rolled) || !s.Rolled || s.Last.Value() < 1 {
		t.Fatalf("roll events %v, last %+v", kinds(ev), s.Last)
	}
	if s.Phase == Hunting && s.At == 1 {
		only(t, s, Advance)
	}
}

func TestStartNeverRolls(t *testing.T) {
	s := mustNew(t, board(t, 9), 2)
	s.At = 2
	s, _ = resolve(s, Entry{Title: "Back", Pass: []Effect{{Kind: MoveTeam, N: -5}}})
	if s.At != Start || s.MustRoll {
		t.Fatalf("pushed back to %d, MustRoll %v", s.At, s.MustRoll)
	}
}

func TestDarknessStoryOnlyTheFirstTime(t *testing.T) {
	s := mustNew(t, board(t, 9), 4)
	s.At = 5
	s, _ = only(t, s, Advance)
	s, ev := only(t, s, Roll)
	if !strings.HasPrefix(ev[0].Text, "Overwhelming Darkness") || has(ev, Rolled) || !s.DarknessDone {
		t.Fatalf("first landing: %v", ev[0].Text)
	}
	s.At, s.Phase, s.MustRoll = 5, Hunting, false
	s, _ = only(t, s, Advance)
	s, ev = only(t, s, Roll)
	if !has(ev, Rolled) {
		t.Fatalf("second landing played %v, want a table roll", kinds(ev))
	}
}

func TestFindQuarryResolvesNothingThere(t *testing.T) {
	s := mustNew(t, board(t, 2, Slot{2, Basic}), 4)
	s.At = 1
	s, ev := only(t, s, Advance)
	if o := Outcome(s); !o.Over || o.Ambush || o.Space != 2 {
		t.Fatalf("outcome %+v", o)
	}
	if len(s.Board[2]) != 1 || has(ev, Revealed) || has(ev, Rolled) {
		t.Fatalf("the monster's space was played: %v", kinds(ev))
	}
	if l := Legal(s); l != nil {
		t.Fatalf("Legal after the hunt = %v", l)
	}
	if _, _, err := Apply(s, Move{Kind: Advance}); !errors.Is(err, rules.ErrGameOver) {
		t.Fatalf("Apply after the hunt: %v", err)
	}
}

func TestStarvationStillResolvesUnderTheMonster(t *testing.T) {
	s := mustNew(t, board(t, 12), 4)
	s.At = 11
	s, ev := only(t, s, Advance)
	if !strings.HasPrefix(ev[1].Text, "Starvation") {
		t.Fatalf("events %v", ev)
	}
	if o := Outcome(s); !o.Over || o.Ambush {
		t.Fatalf("outcome %+v", o)
	}
	for _, v := range s.Team {
		if len(v.Notes) == 0 || v.Notes[len(v.Notes)-1] != "starving" {
			t.Fatalf("%s notes %v", v.Name, v.Notes)
		}
	}
}

func TestMonsterMoves(t *testing.T) {
	tests := []struct {
		name        string
		at, monster int
		n           int
		want        int
		over        bool
	}{
		{"away", 2, 8, 2, 10, false},
		{"away stops at the board's end", 2, 11, 5, 12, false},
		{"closer", 2, 8, -3, 5, false},
		{"onto the survivors", 2, 4, -5, 2, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustNew(t, board(t, tt.monster), 1)
			s.At = tt.at
			s, _ = resolve(s, Entry{Title: "M", Pass: []Effect{{Kind: MoveMonster, N: tt.n}}})
			if s.Monster != tt.want || (s.Phase == Over) != tt.over || s.Ambush != tt.over {
				t.Fatalf("monster %d, phase %v, ambush %v", s.Monster, s.Phase, s.Ambush)
			}
		})
	}
}

func TestSurvivorMoves(t *testing.T) {
	tests := []struct {
		name          string
		at, monster   int
		n             int
		want          int
		over, mustRol bool
	}{
		{"forward onto an empty space", 2, 8, 2, 4, false, true},
		{"forward onto cards", 2, 8, 1, 3, false, false},
		{"forward stops at the monster", 2, 5, 9, 5, true, false},
		{"back", 4, 8, -1, 3, false, false},
		{"back to Start", 1, 8, -4, 0, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustNew(t, board(t, tt.monster, Slot{3, Basic}), 1)
			s.At = tt.at
			s, _ = resolve(s, Entry{Title: "T", Pass: []Effect{{Kind: MoveTeam, N: tt.n}}})
			if s.At != tt.want || (s.Phase == Over) != tt.over || s.MustRoll != tt.mustRol {
				t.Fatalf("at %d, phase %v, must roll %v", s.At, s.Phase, s.MustRoll)
			}
		})
	}
}

// A card that moves the survivors leaves the rest of its space's stack
// where it was: the survivors do not resolve it.
func TestMovedSurvivorsLeaveCardsBehind(t *testing.T) {
	s := mustNew(t, board(t, 9, Slot{2, Basic}), 1)
	s.At = 2
	s, _ = resolve(s, Entry{Title: "Forward", Pass: []Effect{{Kind: MoveTeam, N: 2}}})
	if s.At != 4 || len(s.Board[2]) != 1 {
		t.Fatalf("at %d, space 2 holds %v", s.At, s.Board[2])
	}
}

func TestLongNightEndsTheHunt(t *testing.T) {
	s := mustNew(t, board(t, 9, Slot{1, Basic}), 1)
	s.At, s.Events = 1, LongNight-1
	s, ev := only(t, s, Reveal)
	if o := Outcome(s); !o.Over || !o.Ambush || ev[len(ev)-1].Kind != Found {
		t.Fatalf("outcome %+v", o)
	}
}

func TestRefusals(t *testing.T) {
	s := mustNew(t, board(t, 9, Slot{1, Basic}), 1)
	tests := []struct {
		name string
		s    State
		m    Move
		want error
	}{
		{"reveal on an empty space", s, Move{Kind: Reveal}, rules.ErrIllegal},
		{"place without tools", s, Move{Kind: Place, Card: Mineral, Space: 3}, rules.ErrIllegal},
		{"unknown move", s, Move{Kind: 99}, rules.ErrIllegal},
		{"place once hunting", s, Move{Kind: Place, Card: Herb, Space: 2}, rules.ErrIllegal},
		{"advance past cards", func() State { s := s.clone(); s.At = 1; return s }(), Move{Kind: Advance}, rules.ErrIllegal},
		{"advance owing a roll", func() State { s := s.clone(); s.MustRoll = true; return s }(), Move{Kind: Advance}, rules.ErrIllegal},
		{"after the hunt", func() State { s := s.clone(); s.Phase = Over; return s }(), Move{Kind: Advance}, rules.ErrGameOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := Apply(tt.s, tt.m)
			if !errors.Is(err, tt.want) || len(err.Error()) < 20 {
				t.Fatalf("err = %v, want %v with a reason", err, tt.want)
			}
			if got.At != tt.s.At || got.Events != tt.s.Events {
				t.Fatalf("a refused move changed the state")
			}
		})
	}
}
