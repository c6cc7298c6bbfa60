package hunt

import (
	"errors"
	"testing"

	"lantern/rules"
)

func TestKH01_DefaultBoard(t *testing.T) {
	cfg, err := Setup(team(4), "gloam-moth", 2)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Darkness != 6 || cfg.Starvation != 12 || Spaces != 13 {
		t.Fatalf("board: darkness %d, starvation %d, %d spaces", cfg.Darkness, cfg.Starvation, Spaces)
	}
	s := mustNew(t, cfg, 1)
	if s.At != Start || s.Monster != 10 || len(s.Board) != Spaces {
		t.Fatalf("start: at %d, monster %d, %d spaces", s.At, s.Monster, len(s.Board))
	}
	for _, sp := range []int{Start, 6, 12} {
		if len(s.Board[sp]) != 0 {
			t.Errorf("space %d holds %v", sp, s.Board[sp])
		}
	}
}

func TestKH01_BadConfigs(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Config)
	}{
		{"no team", func(c *Config) { c.Team = nil }},
		{"five survivors", func(c *Config) { c.Team = append(team(4), team(1)...) }},
		{"nameless", func(c *Config) { c.Team[0].Name = "  " }},
		{"courage 10", func(c *Config) { c.Team[1].Courage = 10 }},
		{"understanding -1", func(c *Config) { c.Team[1].Understanding = -1 }},
		{"unknown quarry", func(c *Config) { c.Quarry = "white-whale" }},
		{"level 4", func(c *Config) { c.Level = 4 }},
		{"darkness at start", func(c *Config) { c.Darkness = 0 }},
		{"darkness after starvation", func(c *Config) { c.Darkness, c.Starvation = 11, 10 }},
		{"starvation off the board", func(c *Config) { c.Starvation = 13 }},
		{"monster on start", func(c *Config) { c.Monster = 0 }},
		{"monster off the board", func(c *Config) { c.Monster = 13 }},
		{"card on start", func(c *Config) { c.Slots = []Slot{{0, Basic}} }},
		{"card on darkness", func(c *Config) { c.Slots = []Slot{{6, Basic}} }},
		{"card on starvation", func(c *Config) { c.Slots = []Slot{{12, Monster}} }},
		{"gathering card in setup", func(c *Config) { c.Slots = []Slot{{3, Herb}} }},
		{"too many monster cards", func(c *Config) {
			c.Slots = nil
			for range 9 {
				c.Slots = append(c.Slots, Slot{2, Monster})
			}
		}},
		{"table with a gap", func(c *Config) { c.Table = Table()[1:] }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := board(t, 9, Slot{1, Basic})
			cfg.Team = team(4)
			tt.edit(&cfg)
			_, err := New(cfg, 1)
			if !errors.Is(err, rules.ErrBadConfig) {
				t.Fatalf("New = %v, want ErrBadConfig", err)
			}
		})
	}
}

// Positions are data: a quarry may move Overwhelming Darkness and
// Starvation, and the hunt follows.
func TestKH01_MovedSpecialSpaces(t *testing.T) {
	cfg := board(t, 12)
	cfg.Darkness, cfg.Starvation = 2, 4
	s := mustNew(t, cfg, 3)
	s, _ = only(t, s, Advance)
	s, _ = only(t, s, Roll) // space 1 is empty: one table roll
	s, _ = only(t, s, Advance)
	s, ev := only(t, s, Roll)
	if ev[0].Kind != Story || ev[0].Text[:len("Overwhelming")] != "Overwhelming" {
		t.Fatalf("space 2 played %q, want the darkness story", ev[0].Text)
	}
	s, _ = only(t, s, Advance)
	s, _ = only(t, s, Roll)
	s, ev = only(t, s, Advance)
	if o := Outcome(s); !o.Over || !o.Ambush || o.Space != 4 {
		t.Fatalf("starvation at 4: outcome %+v, events %v", o, kinds(ev))
	}
}

func TestSetupLevels(t *testing.T) {
	q, _ := QuarryByID("gloam-moth")
	for lvl := 1; lvl <= len(q.Levels); lvl++ {
		cfg, err := Setup(team(4), q.ID, lvl)
		if err != nil {
			t.Fatalf("level %d: %v", lvl, err)
		}
		s := mustNew(t, cfg, uint64(lvl))
		if got, want := s.Cards(), len(cfg.Slots)+len(s.Deck); got != want || len(s.Deck)+countKind(cfg.Slots, Monster) != len(q.Deck) {
			t.Fatalf("level %d: %d cards, deck %d", lvl, got, len(s.Deck))
		}
	}
	if _, err := Setup(team(4), q.ID, 0); !errors.Is(err, rules.ErrBadConfig) {
		t.Fatalf("level 0: %v", err)
	}
	if len(Quarries()) != 1 || Quarries()[0].ID != q.ID {
		t.Fatalf("Quarries = %v", Quarries())
	}
}

func countKind(sl []Slot, k CardKind) int {
	n := 0
	for _, s := range sl {
		if s.Kind == k {
			n++
		}
	}
	return n
}
