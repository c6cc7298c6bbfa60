package blessed

import (
	"testing"

	"lantern/rules/record"
)

func TestHardyDie(t *testing.T) {
	s := party(t, Config{Edition: Edition, Hardy: true}, 5, add(Heart, Carefree, ViceVirtue))
	if s.HardyDie != D2 {
		t.Fatalf("the Hardy die starts as %v", s.HardyDie)
	}
	// A failed check grows it a size.
	c := begin(t, s, 0, Home, Home)
	c.Check.Results = []Rolled{{Faces: []int{2}, Sum: 2}}
	c, _ = step(t, c, Move{Kind: Settle})
	if c.HardyDie != D4 {
		t.Fatalf("after a failure: %v", c.HardyDie)
	}
	// Rolled instead of the stat's die, it goes back to a d2.
	c = begin(t, c, 0, Home, Home)
	c, _ = step(t, c, Move{Kind: UseHardy})
	refused(t, c, Move{Kind: UseHardy})
	c, ev := step(t, c, Move{Kind: Roll})
	for _, f := range ev[0].Faces {
		if f > 4 {
			t.Fatalf("a d4 Hardy die showed %d", f)
		}
	}
	c, _ = step(t, c, Move{Kind: Settle})
	if c.HardyDie != D2 {
		t.Fatalf("after using it: %v", c.HardyDie)
	}
	c.HardyDie = D8
	c, _ = step(t, c, Move{Kind: EndSession})
	c, _ = step(t, c, Move{Kind: StartSession})
	if c.HardyDie != D2 {
		t.Fatalf("a new session starts it at %v", c.HardyDie)
	}
	// Only edition 1 has it, and a record keeps it.
	if _, err := New(Config{Hardy: true}, 1); err == nil {
		t.Fatal("an edition-0 table with a Hardy die")
	}
	var p record.Packer
	if err := packConfig(Config{Edition: Edition, Hardy: true}, &p); err != nil {
		t.Fatal(err)
	}
	if got := unpackConfig(record.NewUnpacker(p.Bytes()), nil); !got.Hardy || got.Edition != Edition {
		t.Fatalf("config back as %+v", got)
	}
	refused(t, begin(t, trio(t, 1), 0, Home, Home), Move{Kind: UseHardy})
}

// Editions 1 and 2 lend a Haze die to any check (edition 3: HB-50).
func TestHazeDie(t *testing.T) {
	s := party(t, Config{Edition: 2, Haze: true}, 5, add(Heart, Carefree, ViceVirtue), add(Head, Eager, CunningCapability))
	if s.HazeDie(1) != D2 {
		t.Fatalf("Haze starts as %v", s.HazeDie(1))
	}
	for range 4 {
		s, _ = step(t, s, Move{Kind: Darken, Seat: 1})
	}
	refused(t, s, Move{Kind: Darken, Seat: 1}) // a d10 at most
	c := begin(t, s, 0, Home, Home)
	refused(t, c, Move{Kind: UseHaze, Other: 0})
	c, _ = step(t, c, Move{Kind: UseHaze, Other: 1})
	o, _ := Chances(c)
	if o.Success < 0.5 { // a d10 where Home is a d4
		t.Fatalf("rolling seat 2's d10 Haze die: success %v", o.Success)
	}
	var p record.Packer
	if err := packConfig(Config{Edition: Edition, Haze: true, Hardy: true}, &p); err != nil {
		t.Fatal(err)
	}
	if got := unpackConfig(record.NewUnpacker(p.Bytes()), nil); !got.Hardy || !got.Haze {
		t.Fatalf("config back as %+v", got)
	}
}

// Editions 1 and 2 let Hardship replace any stat (edition 3: HB-50).
func TestHardshipIsAD4(t *testing.T) {
	s := party(t, Config{Edition: 2, Hardship: true, Hardy: true}, 5, add(Heart, Carefree, ViceVirtue))
	c := begin(t, s, 0, Heart, Heart)
	c, _ = step(t, c, Move{Kind: UseHardship})
	refused(t, c, Move{Kind: UseHardy})
	refused(t, c, Move{Kind: UseHardship})
	for seed := range uint64(30) {
		c.RNG.State = seed
		_, ev := step(t, c, Move{Kind: Roll})
		if ev[0].Faces[0] > 4 {
			t.Fatalf("Hardship showed %d", ev[0].Faces[0])
		}
	}
	var p record.Packer
	if err := packConfig(Config{Edition: Edition, Hardship: true}, &p); err != nil {
		t.Fatal(err)
	}
	if got := unpackConfig(record.NewUnpacker(p.Bytes()), nil); !got.Hardship || got.Hardy || got.Haze {
		t.Fatalf("config back as %+v", got)
	}
}

func TestHauntedDie(t *testing.T) {
	s := party(t, Config{Edition: Edition, Haunted: true}, 5, add(Heart, Carefree, ViceVirtue))
	if s.HauntedDie(0) != D10 {
		t.Fatalf("Haunted starts as %v", s.HauntedDie(0))
	}
	c := begin(t, s, 0, Heart, Heart)
	refused(t, c, Move{Kind: Haunt}) // it follows a roll
	c, _ = step(t, c, Move{Kind: Roll})
	before := c.Check.Results[0].Sum
	c, ev := step(t, c, Move{Kind: Haunt})
	refused(t, c, Move{Kind: Haunt})
	took := ev[0].Faces[0]
	_, ev = step(t, c, Move{Kind: Settle})
	if o := ev[0].Outcome; o.Values[0] != before-took {
		t.Fatalf("roll %d less %d read as %d (%q)", before, took, o.Values[0], o.Working)
	}
	sh, _ := step(t, s, Move{Kind: EndSession})
	sh, _ = step(t, sh, Move{Kind: LowerHaunted, Seat: 0})
	if sh.HauntedDie(0) != D8 || sh.Party[0].FreeUpgrades != 0 {
		t.Fatalf("after the shop: %v, %d free", sh.HauntedDie(0), sh.Party[0].FreeUpgrades)
	}
	refused(t, sh, Move{Kind: LowerHaunted, Seat: 0}) // no free upgrade left
}
