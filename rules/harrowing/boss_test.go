package harrowing

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"lantern/rules"
)

const tollkeeper = "i-boss-tollkeeper"

// bossGame is a game of two effigies whose first circle's boss carries
// the mechanics mod gives it; effigy 1 controls the boss.
func bossGame(t *testing.T, mod func(*Card)) (*State, *eng) {
	t.Helper()
	return bossTable(t, 2, mod)
}

// bossTable is bossGame at a table of n effigies.
func bossTable(t *testing.T, n int, mod func(*Card)) (*State, *eng) {
	t.Helper()
	c := lantern().Catalogue
	c.Circles = slices.Clone(c.Circles)
	mod(&c.Circles[0].Boss)
	if err := Validate(c); err != nil {
		t.Fatal(err)
	}
	s := newGame(t, n)
	s.bk = newBook(c)
	s.Effigies[0].Foes = []Foe{{ID: tollkeeper}}
	return &s, &eng{s: &s}
}

func (s State) bossDamage() int {
	for _, ef := range s.Effigies {
		if i := foeIndex(ef.Foes, tollkeeper); i >= 0 {
			return int(ef.Foes[i].Damage)
		}
	}
	return -1
}

func TestWard(t *testing.T) {
	t.Run("foes", func(t *testing.T) {
		s, e := bossGame(t, func(k *Card) { k.Ward = &Cond{Foes: true} })
		s.Effigies[1].Foes = []Foe{{ID: "i-adv-tallyman"}}
		e.damage(0, tollkeeper, 2, -1)
		if s.bossDamage() != 0 || !strings.Contains(e.ev[len(e.ev)-1].Text, "warded") {
			t.Fatalf("damage %d, events %v: the ward should hold while another adversary stands", s.bossDamage(), e.ev)
		}
		s.Effigies[1].Foes = nil
		e.damage(0, tollkeeper, 2, -1)
		if s.bossDamage() != 2 {
			t.Fatalf("damage %d, want 2 once the boss stands alone", s.bossDamage())
		}
	})
	t.Run("location", func(t *testing.T) {
		s, e := bossGame(t, func(k *Card) { k.Ward = &Cond{Location: "i-org-well"} })
		e.damage(0, tollkeeper, 1, -1)
		if s.bossDamage() != 0 {
			t.Fatalf("damage %d while the ward's location is in the map", s.bossDamage())
		}
		s.Map = slices.DeleteFunc(s.Map, func(p Place) bool { return p.ID == "i-org-well" })
		e.damage(0, tollkeeper, 1, -1)
		if s.bossDamage() != 1 {
			t.Fatalf("damage %d, want 1 once the location is gone", s.bossDamage())
		}
	})
}

// Only a test of a named sin hurts it: Fight's wrath does not, a printed
// action testing pride does, and damage from no test does not.
func TestHurtBy(t *testing.T) {
	s, e := bossGame(t, func(k *Card) { k.HurtBy, k.Threat = []Sin{"pride"}, nil })
	e.test(0, Test{Sin: "wrath", Then: []Effect{{Op: opHit}}}, "", tollkeeper)
	e.run()
	if s.bossDamage() != 0 {
		t.Fatalf("a wrath test dealt %d damage", s.bossDamage())
	}
	e.test(0, Test{Sin: "pride", Then: []Effect{{Op: OpDamage, N: 2}}}, tollkeeper, "")
	e.run()
	if s.bossDamage() != 2 {
		t.Fatalf("a pride test dealt %d damage, want 2", s.bossDamage())
	}
	e.then(Step{Seat: 0, Effect: Effect{Op: OpDamage, N: 1}})
	e.run()
	if s.bossDamage() != 2 {
		t.Fatalf("damage from no test hurt it: %d", s.bossDamage())
	}
}

// A damage question remembers the test's sin across the answer.
func TestHurtByThroughAQuestion(t *testing.T) {
	s, e := bossGame(t, func(k *Card) { k.HurtBy, k.Threat = []Sin{"pride"}, nil })
	s.Effigies[0].Foes = append(s.Effigies[0].Foes, Foe{ID: tollkeeper}) // a second foe, so the damage asks (no threat fires)
	e.test(0, Test{Sin: "pride", Then: []Effect{{Op: OpDamage, N: 1}}}, "", "")
	e.run()
	if s.Ask == nil || s.Ask.Kind != AskDamage {
		t.Fatalf("ask %+v, want which adversary", s.Ask)
	}
	*s = must(t, *s, Move{Kind: Choose, Index: 0})
	if s.bossDamage() != 1 {
		t.Fatalf("damage %d, want 1", s.bossDamage())
	}
}

// A phase fires once, as the damage passes its mark (the printed one: no
// perEffigy, so the health is the printed one at this table of two).
func TestPhases(t *testing.T) {
	s, e := bossGame(t, func(k *Card) {
		k.PerEffigy = 0
		k.Phases = []Phase{{At: 4, Effects: []Effect{{Op: OpBane, N: 2}}}}
	})
	bane := s.Bane
	e.damage(0, tollkeeper, 3, -1)
	e.run()
	if s.Bane != bane {
		t.Fatalf("Bane %d before the mark", s.Bane)
	}
	e.damage(0, tollkeeper, 2, -1)
	e.run()
	if s.Bane != bane+2 {
		t.Fatalf("Bane %d, want %d once the mark is passed", s.Bane, bane+2)
	}
	e.damage(0, tollkeeper, 1, -1)
	e.run()
	if s.Bane != bane+2 {
		t.Fatalf("Bane %d: the phase fired twice", s.Bane)
	}
}

// At five effigies the Tollkeeper (printed 7, mark 4) has 11 health, and
// its halfway mark is 6 of those 11: it once stayed at the printed 4,
// though the card calls it halfway (HA-35).
func TestPhaseMarkScalesWithTable(t *testing.T) {
	s, e := bossTable(t, 5, func(k *Card) {
		k.Phases = []Phase{{At: 4, Effects: []Effect{{Op: OpBane, N: 2}}}}
	})
	bane := s.Bane
	e.damage(0, tollkeeper, 5, -1)
	e.run()
	if s.Bane != bane {
		t.Fatalf("Bane %d at 5 of 11 damage: the mark fired before halfway", s.Bane)
	}
	e.damage(0, tollkeeper, 1, -1)
	e.run()
	if s.Bane != bane+2 {
		t.Fatalf("Bane %d at 6 of 11 damage, want %d", s.Bane, bane+2)
	}
}

// A mark scales with the boss's health at the table, rounded, never at 0
// nor at its health; Bane's growth does not move it, and before revision
// 6 it is the printed mark.
func TestPhaseAt(t *testing.T) {
	for _, tc := range []struct {
		name                    string
		health, per, at, n, rev int
		bane, baneHealth        int
		want                    int
	}{
		{"three effigies", 7, 1, 4, 3, 0, 0, 0, 4},
		{"one effigy", 7, 1, 4, 1, 0, 0, 0, 3},
		{"four effigies", 7, 1, 4, 4, 0, 0, 0, 5},
		{"five effigies", 7, 1, 4, 5, 0, 0, 0, 6},
		{"late mark kept below health", 7, 2, 6, 1, 0, 0, 0, 2},
		{"early mark kept above 0", 6, 2, 1, 1, 0, 0, 0, 1},
		{"Bane does not move it", 8, 0, 4, 3, 0, 9, 3, 4},
		{"revision 5", 7, 1, 4, 5, 5, 0, 0, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := State{Config: Config{Rev: tc.rev}, Effigies: make([]Effigy, tc.n), Bane: tc.bane}
			k := Card{Health: tc.health, PerEffigy: tc.per, BaneHealth: tc.baneHealth, Keywords: []Keyword{Boss}}
			if got := s.PhaseAt(k, Phase{At: tc.at}); got != tc.want {
				t.Errorf("mark %d, want %d (health %d)", got, tc.want, s.Health(k))
			}
		})
	}
}

func TestRegenerate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		unless *Cond
		want   int
	}{{"heals", nil, 1}, {"unless the well stands", &Cond{Location: "i-org-well"}, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s, e := bossGame(t, func(k *Card) { k.Regenerate = &Regen{N: 2, Unless: tc.unless} })
			s.Effigies[0].Foes[0].Damage = 3
			s.Fate = nil
			e.refill()
			e.run()
			if s.bossDamage() != tc.want {
				t.Fatalf("damage %d after a new Fate, want %d", s.bossDamage(), tc.want)
			}
		})
	}
}

func TestEachFate(t *testing.T) {
	s, e := bossGame(t, func(k *Card) { k.EachFate = []Effect{{Op: OpCorrupt, N: 1, Sin: "pride", Who: Hunted}} })
	s.Fate = nil
	e.refill()
	e.run()
	h := s.Effigies[s.Hunted]
	if h.Corrupt[6] != h.Base[6]+1 {
		t.Fatalf("the hunted effigy's pride is %d, want %d", h.Corrupt[6], h.Base[6]+1)
	}
}

// Against fewer effigies than three a boss with perEffigy is weaker, and
// stronger against more, never below 1.
func TestPerEffigyHealth(t *testing.T) {
	s, _ := bossGame(t, func(k *Card) { k.Health, k.PerEffigy = 7, 2 })
	k := s.card(tollkeeper)
	for n, want := range map[int]int{1: 3, 2: 5, 3: 7, 5: 11} {
		s.Effigies = make([]Effigy, n)
		if got := s.Health(k); got != want {
			t.Errorf("health %d against %d effigies, want %d", got, n, want)
		}
	}
	k.Health = 1
	s.Effigies = make([]Effigy, 1)
	if got := s.Health(k); got != 1 {
		t.Errorf("health %d, want at least 1", got)
	}
}

func TestBaneHealth(t *testing.T) {
	s, e := bossGame(t, func(k *Card) { k.Health, k.BaneHealth, k.PerEffigy = 8, 3, 0 })
	s.Bane = 7
	if got := s.Health(s.card(tollkeeper)); got != 10 {
		t.Fatalf("health %d at Bane 7, want 8+2", got)
	}
	e.damage(0, tollkeeper, 9, -1)
	if s.Result == Won {
		t.Fatal("9 damage defeated a boss of health 10")
	}
	e.damage(0, tollkeeper, 1, -1)
	if s.Result != Won {
		t.Fatal("10 damage did not defeat it")
	}
}

// A hunter boss goes to the hunted effigy and passes on with the hunted
// card (the keyword works on bosses as on any adversary).
func TestHunterBoss(t *testing.T) {
	s, e := bossGame(t, func(k *Card) { k.Keywords = append(k.Keywords, Hunter) })
	s.Effigies[0].Foes = nil
	other := (s.Hunted + 1) % 2
	e.resolve(other, s.card(tollkeeper), 0)
	if foeIndex(s.Effigies[s.Hunted].Foes, tollkeeper) < 0 {
		t.Fatal("the hunter boss is not with the hunted effigy")
	}
	e.passHunted()
	if foeIndex(s.Effigies[s.Hunted].Foes, tollkeeper) < 0 {
		t.Fatal("the hunter boss did not pass on with the hunted card")
	}
}

func TestMechanicsValidated(t *testing.T) {
	tests := []struct {
		name string
		mod  func(*Catalogue)
		want string
	}{
		{"on a crisis", func(c *Catalogue) {
			c.Circles[0].Infernal[0].Phases = []Phase{{At: 1, Effects: []Effect{{Op: OpBane, N: 1}}}}
		}, "not an adversary"},
		{"ward on nothing", func(c *Catalogue) { c.Circles[0].Boss.Ward = &Cond{} }, "sets nothing"},
		{"ward on no location", func(c *Catalogue) { c.Circles[0].Boss.Ward = &Cond{Location: "i-adv-tallyman"} }, "no location"},
		{"phase past health", func(c *Catalogue) { c.Circles[0].Boss.Phases = []Phase{{At: 8, Effects: []Effect{{Op: OpBane, N: 1}}}} }, "phase at 8"},
		{"unknown sin", func(c *Catalogue) { c.Circles[0].Boss.HurtBy = []Sin{"vanity"} }, "vanity"},
		{"boss defeat that cannot be played", func(c *Catalogue) { c.Circles[0].Boss.Defeated = []Effect{{Op: OpHeal, N: 1}} }, "only manifest or prompt"},
		{"big regeneration", func(c *Catalogue) { c.Circles[0].Boss.Regenerate = &Regen{N: 4} }, "regenerates 4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := lantern().Catalogue
			c.Circles = slices.Clone(c.Circles)
			c.Circles[0].Infernal = slices.Clone(c.Circles[0].Infernal)
			tc.mod(&c)
			err := Validate(c)
			if !errors.Is(err, rules.ErrBadCard) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one saying %q", err, tc.want)
			}
		})
	}
}

// The game ends as the boss falls, yet its defeat still manifests what
// the campaign keeps (HA-30): the way down to the next circle.
func TestBossDefeatManifests(t *testing.T) {
	s, e := bossGame(t, func(k *Card) {
		k.Defeated = []Effect{{Op: OpPrompt, Prompt: "Breathe."}, {Op: OpManifest, Number: 7}}
	})
	e.damage(0, tollkeeper, 8, -1)
	if s.Result != Won || !slices.Contains(s.Manifested, 7) {
		t.Fatalf("result %s, manifested %v: the boss's defeat did not manifest card 7", s.Result, s.Manifested)
	}
	if !slices.Contains(NextGame(*s).Unlocked, 7) {
		t.Fatal("the next game does not have card 7")
	}
}
