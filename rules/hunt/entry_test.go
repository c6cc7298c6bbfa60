package hunt

import "testing"

func TestWhoTakesPart(t *testing.T) {
	// team(4) courage: Mara 2, Ode 4, Ilse 1, Tam 0.
	plus := []Effect{{Kind: Note, Text: "took part"}}
	minus := []Effect{{Kind: Note, Text: "bore it"}}
	tests := []struct {
		name string
		e    Entry
		want map[string]string // survivor → last note
	}{
		{"revealer by default", Entry{Pass: plus}, map[string]string{"Mara": "took part"}},
		{"all", Entry{Who: All, Pass: plus}, map[string]string{"Mara": "took part", "Ode": "took part", "Ilse": "took part", "Tam": "took part"}},
		{"all with courage 2+", Entry{Who: All, Need: Need{Stat: Courage, Min: 2}, Pass: plus}, map[string]string{"Mara": "took part", "Ode": "took part"}},
		{"random with courage 3+ can only be Ode", Entry{Who: Random, Need: Need{Stat: Courage, Min: 3}, Pass: plus}, map[string]string{"Ode": "took part"}},
		{"revealer lacking understanding bears Fail", Entry{Need: Need{Stat: Understanding, Min: 2}, Pass: plus, Fail: minus}, map[string]string{"Mara": "bore it"}},
		{"nobody with the gear: revealer bears Fail", Entry{Who: All, Need: Need{Gear: "rope"}, Pass: plus, Fail: minus}, map[string]string{"Mara": "bore it"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.e.Title = "T"
			s, _ := resolve(mustNew(t, board(t, 9), 1), tt.e)
			for _, v := range s.Team {
				got := ""
				if len(v.Notes) > 0 {
					got = v.Notes[len(v.Notes)-1]
				}
				if got != tt.want[v.Name] {
					t.Errorf("%s: %q, want %q", v.Name, got, tt.want[v.Name])
				}
			}
		})
	}
}

func TestRandomSurvivorVaries(t *testing.T) {
	seen := map[int]bool{}
	for seed := range uint64(40) {
		s := mustNew(t, board(t, 9), seed)
		_, ev := resolve(s, Entry{Title: "T", Who: Random, Pass: []Effect{{Kind: GainCourage, N: 1}}})
		seen[ev[0].Survivor] = true
	}
	if len(seen) != 4 {
		t.Fatalf("random picks over 40 seeds: %v", seen)
	}
}

func TestChecksSplitPassAndFail(t *testing.T) {
	s := mustNew(t, board(t, 9), 9)
	e := Entry{Title: "T", Who: All, Check: 6,
		Pass: []Effect{{Kind: GainUnderstanding, N: 1}, {Kind: MoveMonster, N: 1}},
		Fail: []Effect{{Kind: GainCourage, N: -1}, {Kind: MoveMonster, N: 1}}}
	after, ev := resolve(s, e)
	passed, failed := 0, 0
	for _, x := range ev {
		if x.Kind != Checked {
			continue
		}
		before, now := s.Team[x.Survivor], after.Team[x.Survivor]
		if x.D10 >= 6 {
			passed++
			if now.Understanding != min(before.Understanding+1, MaxStat) || now.Courage != before.Courage {
				t.Errorf("%s passed with %d but got %+v", now.Name, x.D10, now)
			}
		} else {
			failed++
			if now.Courage != max(before.Courage-1, 0) || now.Understanding != before.Understanding {
				t.Errorf("%s failed with %d but got %+v", now.Name, x.D10, now)
			}
		}
	}
	want := s.Monster
	if passed > 0 {
		want++
	}
	if failed > 0 {
		want++
	}
	if passed+failed != 4 || after.Monster != want {
		t.Fatalf("%d passed, %d failed, monster %d → %d: board effects apply once per outcome", passed, failed, s.Monster, after.Monster)
	}
}

func TestStatsStayInBounds(t *testing.T) {
	s := mustNew(t, board(t, 9), 1)
	s.Team[0].Courage, s.Team[0].Understanding = 9, 0
	s, _ = resolve(s, Entry{Title: "T", Pass: []Effect{{Kind: GainCourage, N: 3}, {Kind: GainUnderstanding, N: -2}}})
	if v := s.Team[0]; v.Courage != 9 || v.Understanding != 0 {
		t.Fatalf("stats %d/%d", v.Courage, v.Understanding)
	}
}

func TestResourcesInjuriesNotes(t *testing.T) {
	s := mustNew(t, board(t, 9), 1)
	s, _ = resolve(s, Entry{Title: "T", Pass: []Effect{
		{Kind: Resource, N: 2, Text: "bone"}, {Kind: Injury, Text: "cut palm"}, {Kind: Note, Text: "saw it"}}})
	if len(s.Resources) != 2 || s.Resources[1] != "bone" {
		t.Fatalf("resources %v", s.Resources)
	}
	if n := s.Team[0].Notes; len(n) != 2 || n[0] != "injury: cut palm" || n[1] != "saw it" {
		t.Fatalf("notes %v", n)
	}
}

func TestBasicCardRollsOnTheTable(t *testing.T) {
	s := mustNew(t, board(t, 9), 3)
	s, ev := resolve(s, basicCard)
	if ev[0].Kind != Rolled || !s.Rolled || s.Last != ev[0].Roll {
		t.Fatalf("basic card: %v", kinds(ev))
	}
}
