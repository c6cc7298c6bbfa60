package hunt

import (
	"strings"
	"testing"
)

// FuzzHunt plays random legal hunts and checks the invariants after every
// move: positions stay on the board with the survivors never past the
// monster, cards are conserved, stats stay in bounds, Apply never changes
// its input, and the hunt always ends.
func FuzzHunt(f *testing.F) {
	f.Add(uint64(1), uint8(1), uint8(0), []byte{0})
	f.Add(uint64(42), uint8(3), uint8(3), []byte{5, 9, 200})
	f.Fuzz(func(t *testing.T, seed uint64, lvl, tools uint8, picks []byte) {
		tm := team(1 + int(tools>>2)%4)
		if tools&1 != 0 {
			tm[0].Gear = []string{MiningTools}
		}
		if tools&2 != 0 {
			tm[len(tm)-1].Gear = []string{HerbTools}
		}
		cfg, err := Setup(tm, "gloam-moth", 1+int(lvl)%3)
		if err != nil {
			t.Fatal(err)
		}
		s := mustNew(t, cfg, seed)
		cards := s.Cards()
		for i := 0; s.Phase != Over; i++ {
			if i > 3000 {
				t.Fatalf("hunt still going after %d moves", i)
			}
			l := Legal(s)
			if len(l) == 0 {
				t.Fatal("no legal move while hunting")
			}
			pick := 0
			if len(picks) > 0 {
				pick = int(picks[i%len(picks)])
			}
			// Hand edits may undo any progress, so after the first 100
			// moves only the due step and the answers it asks for remain.
			if due, ok := Due(s); ok && i > 100 {
				l = []Move{due}
			} else if s.Waiting() && i > 100 {
				l = l[:len(l)-1]
			}
			m := l[pick%len(l)]
			before := s.clone()
			next, _, err := Apply(s, m)
			if err != nil {
				t.Fatalf("legal move %v refused: %v", m, err)
			}
			if !same(before, s) {
				t.Fatalf("Apply(%v) changed its input", m)
			}
			if m.Kind == Place {
				cards++
			}
			s = next
			invariants(t, s, cards)
		}
	})
}

func invariants(t *testing.T, s State, cards int) {
	t.Helper()
	switch {
	case s.At < Start || s.At > s.Monster || s.Monster >= Spaces:
		t.Fatalf("survivors on %d, monster on %d", s.At, s.Monster)
	case s.Cards() != cards:
		t.Fatalf("%d cards, want %d", s.Cards(), cards)
	case s.Revealer < 0 || s.Revealer >= len(s.Team):
		t.Fatalf("revealer %d", s.Revealer)
	case s.Phase == Over && s.At != s.Monster:
		t.Fatalf("over with survivors on %d, monster on %d", s.At, s.Monster)
	case s.Events > LongNight:
		t.Fatalf("%d events", s.Events)
	}
	for _, v := range s.Team {
		if v.validate() != nil {
			t.Fatalf("%s: %v", v.Name, v.validate())
		}
	}
}

// FuzzParseCSV: any input either fails with problems or gives a table that
// a hunt accepts.
func FuzzParseCSV(f *testing.F) {
	f.Add(TableCSV(Table()))
	f.Add([]byte("roll,title,text,who,need,check,pass,fail\n1,a,b,all,courage>=2,3,team+1,note:x\n"))
	f.Add([]byte("roll,title,text,who,need,check,pass,fail\n2,\"q, \"\"x\"\"\",b,random,gear:herb tools,,resource+2:bone;injury:cut,monster-1\n3,c\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		tab, err := ParseCSV(b)
		accepted(t, tab, err)
	})
}

// FuzzParseJSON: the same for JSON.
func FuzzParseJSON(f *testing.F) {
	f.Add([]byte(`[{"roll":1,"title":"a","who":"all","pass":[{"kind":"team","n":1}]}]`))
	f.Add([]byte("[\n{\"roll\": 2, \"need\": {\"stat\": \"courage\", \"min\": 3}}\n]"))
	f.Fuzz(func(t *testing.T, b []byte) {
		tab, err := ParseJSON(b)
		accepted(t, tab, err)
	})
}

func accepted(t *testing.T, tab []Entry, err error) {
	t.Helper()
	if err != nil {
		if tab != nil {
			t.Fatal("rows returned with an error")
		}
		for _, goTalk := range []string{"json:", "strconv", "Go value", "Go struct", "invalid character", "parse error"} {
			if strings.Contains(err.Error(), goTalk) {
				t.Fatalf("a message speaks Go (%q): %v", goTalk, err)
			}
		}
		return
	}
	cfg, _ := Setup(team(2), "gloam-moth", 1)
	cfg.Table = tab
	s, err := New(cfg, 1)
	if err != nil {
		t.Fatalf("parsed table refused: %v", err)
	}
	for i := 0; s.Phase != Over && i < 10; i++ {
		if s, _, err = Apply(s, Legal(s)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzParseQuarry: an accepted quarry sets up and plays at every level;
// a refused one says why in words, never in Go's.
func FuzzParseQuarry(f *testing.F) {
	f.Add([]byte(`{"name":"X","levels":[{"monster":9,"basic":[1],"cards":[2]}],"cards":[{"title":"a","options":[{"label":"l"},{"label":"m"}]}]}`))
	f.Add([]byte(`{"name":"X","levels":[{"monster":3,"cards":[1,2]}],"cards":[{"title":"a"}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		q, err := ParseQuarry(b)
		if err != nil {
			accepted(t, nil, err)
			return
		}
		for lvl := 1; lvl <= len(q.Levels); lvl++ {
			cfg, err := SetupOwn(team(2), q, lvl)
			if err != nil {
				t.Fatalf("accepted quarry refused at level %d: %v", lvl, err)
			}
			mustNew(t, cfg, 1)
		}
	})
}
