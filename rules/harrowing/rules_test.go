package harrowing

import (
	"slices"
	"testing"
)

// quiet is a game of k effigies whose Fate holds only the given cards
// (face up), with an empty queue: a stage for one rule at a time.
func quiet(t *testing.T, k int, fate ...string) State {
	t.Helper()
	s := newGame(t, k)
	s.Fate = nil
	for _, id := range fate {
		s.Fate = append(s.Fate, Fated{ID: id})
		s.Deck = slices.DeleteFunc(s.Deck, func(x string) bool { return x == id })
	}
	s.Hunted = 0
	return s
}

// must applies m, failing the test when it is refused.
func must(t *testing.T, s State, m Move) State {
	t.Helper()
	next, _, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%s: %v", Describe(s, m), err)
	}
	return next
}

// answer picks the option for which ok holds.
func answer(t *testing.T, s State, ok func(Option) bool) State {
	t.Helper()
	if s.Ask == nil {
		t.Fatal("no question pending")
	}
	for i, o := range s.Ask.Options {
		if ok(o) {
			return must(t, s, Move{Kind: Choose, Seat: s.Ask.Seat, Index: int8(i)})
		}
	}
	t.Fatalf("no option fits %q: %+v", Question(s), s.Ask.Options)
	return s
}

func TestDoomDiceFaces(t *testing.T) {
	count := func(die []Face, f Face) int {
		n := 0
		for _, x := range die {
			if x == f {
				n++
			}
		}
		return n
	}
	tests := []struct {
		name                     string
		die                      []Face
		fault, grace, bane, none int
	}{
		{"black", BlackDie, 2, 3, 0, 1},
		{"red", RedDie, 2, 2, 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := []int{count(tc.die, Fault), count(tc.die, Grace), count(tc.die, BaneFace), count(tc.die, Blank)}
			if want := []int{tc.fault, tc.grace, tc.bane, tc.none}; !slices.Equal(got, want) {
				t.Fatalf("faces = %v, want %v", got, want)
			}
		})
	}
}

func TestTestRollsSinValueDiceOneRed(t *testing.T) {
	s := quiet(t, 1)
	s.Effigies[0].Base[0] = 4
	e := &eng{s: &s}
	e.test(0, Test{Sin: "lust"}, "", "")
	if len(e.ev) == 0 {
		t.Fatal("no journal line")
	}
	r := s.RNG
	faces := (&State{RNG: r}).rollDoom(4)
	if len(faces) != 4 {
		t.Fatalf("rolled %d dice", len(faces))
	}
	for i := range 200 {
		x := State{RNG: r}
		x.RNG.State += uint64(i)
		for j, f := range x.rollDoom(3) {
			if j > 0 && f == BaneFace {
				t.Fatal("a black die showed Bane")
			}
		}
	}
}

func TestCorruptionGoesToTheNamedSinThenWhereChosen(t *testing.T) {
	s := quiet(t, 2)
	s.Effigies[0].Corrupt[4] = 5 // wrath
	e := &eng{s: &s}
	e.corrupt(0, 3, 4)
	if got := s.Effigies[0].Corrupt[4]; got != 6 {
		t.Fatalf("wrath = %d, want 6", got)
	}
	if s.Ask == nil || s.Ask.Kind != AskCorrupt || s.Ask.N != 2 {
		t.Fatalf("ask = %+v, want the player to place 2 more", s.Ask)
	}
	s = answer(t, s, func(o Option) bool { return o.Index == 0 })
	s = answer(t, s, func(o Option) bool { return o.Index == 0 })
	if got := s.Effigies[0].Corrupt[0]; got != 4 {
		t.Fatalf("lust = %d, want 4", got)
	}
}

func TestHealStopsAtBase(t *testing.T) {
	s := quiet(t, 1)
	s.Effigies[0].Corrupt[1] = 3
	e := &eng{s: &s}
	e.heal(0, 5, 1)
	if got := s.Effigies[0].Corrupt; got != s.Effigies[0].Base {
		t.Fatalf("corruption %v, want the base %v", got, s.Effigies[0].Base)
	}
}

func TestDamnedEffigyPassesCorruptionOn(t *testing.T) {
	s := quiet(t, 2)
	for _, i := range []int{0, 1, 2} {
		s.Effigies[0].Corrupt[i] = 6
	}
	e := &eng{s: &s}
	e.corrupt(0, 2, 3)
	if s.Ask == nil || s.Ask.Kind != AskRedirect {
		t.Fatalf("ask = %+v, want a redirect", s.Ask)
	}
	s = answer(t, s, func(o Option) bool { return o.Seat == 1 })
	if got := s.Effigies[1].Corrupt[3]; got != 4 {
		t.Fatalf("effigy 2's sloth = %d, want 4", got)
	}
}

func TestAllDamnedLoses(t *testing.T) {
	s := quiet(t, 1, "i-cri-ashfall")
	for _, i := range []int{0, 1, 2} {
		s.Effigies[0].Corrupt[i] = 6
	}
	s.Effigies[0].Corrupt[3] = 5
	s = must(t, s, Move{Kind: Invoke, Seat: 0, Index: 0})
	if s.Result != Lost {
		t.Fatalf("result %v, want lost", s.Result)
	}
}

func TestEmptyFateRefillsAndPassesTheHuntedCard(t *testing.T) {
	s := quiet(t, 3, "i-cri-lostpurse")
	s.Effigies[0].Foes = []Foe{{ID: "i-adv-cinderhound"}, {ID: "i-adv-tallyman"}}
	s = must(t, s, Move{Kind: Invoke, Seat: 1, Index: 0})
	for s.Ask != nil {
		s = must(t, s, Legal(s)[0])
	}
	if len(s.Fate) != 3 || !s.Fate[2].Down || s.Fate[0].Down {
		t.Fatalf("fate %+v, want two up and one down", s.Fate)
	}
	if s.Hunted != 1 {
		t.Fatalf("hunted = %d, want the next effigy (1)", s.Hunted)
	}
	if foeIndex(s.Effigies[1].Foes, "i-adv-cinderhound") < 0 || foeIndex(s.Effigies[0].Foes, "i-adv-tallyman") < 0 {
		t.Fatalf("the hunter must follow the hunted card, the rest stay: %+v", s.Effigies)
	}
}

func TestAmbushComesFirst(t *testing.T) {
	s := quiet(t, 2, "i-cri-ashfall", "i-cri-bellsring")
	s.Hunted = 1
	legal := Legal(s)
	if want := []Move{{Kind: Invoke, Seat: 1, Index: 1}}; !slices.Equal(legal, want) {
		t.Fatalf("legal = %+v, want only the hunted effigy's ambush", legal)
	}
}

func TestPlacementRespectsWalls(t *testing.T) {
	s := quiet(t, 1)
	// the start origin (0,0) has the well east (1,0) and the hall south (0,1)
	got := s.placements(0, s.card("i-loc-tollbridge")) // walls N and S
	var at []Spot
	for _, o := range got {
		at = append(at, o.At)
	}
	if want := []Spot{{X: -1, Y: 0}}; !slices.Equal(at, want) {
		t.Fatalf("places %v, want only west (north is blocked by the bridge's south wall)", at)
	}
}

func TestChartingFiresOnceSurrounded(t *testing.T) {
	s := quiet(t, 1)
	s.Map = append(s.Map, Place{ID: "i-loc-lampworks", At: Spot{X: 0, Y: -1}})
	omens := s.Effigies[0].Omens
	e := &eng{s: &s}
	e.place(0, "i-loc-ashmarket", Spot{X: -1, Y: 0})
	e.run()
	if !s.Map[0].Charted {
		t.Fatal("the start is surrounded but not charted")
	}
	if s.Effigies[0].Omens != omens+1 {
		t.Fatalf("omens %d, want %d (the gate's charted effect)", s.Effigies[0].Omens, omens+1)
	}
}

func TestItemColumnsMatchAndCloseGaps(t *testing.T) {
	s := quiet(t, 1)
	e := &eng{s: &s}
	// the bracer's bottom is red/green: the ember (top red/blue) fits under it
	slots := s.slots(0, "t-ember")
	if len(slots) == 0 {
		t.Fatal("no slot for the ember")
	}
	s.Effigies[0].Columns[1] = []string{"s-bracer", "t-ember", "t-bread"}
	e.drop(0, "t-ember", true)
	if got := s.Effigies[0].Columns[1]; !slices.Equal(got, []string{"s-bracer", "t-bread"}) {
		t.Fatalf("column %v: the bracer (red/green) and bread (green/gold) match, so the gap closes", got)
	}
	s.Effigies[0].Columns[0] = []string{"s-cowl", "t-knife", "t-bread"}
	e.drop(0, "t-knife", true)
	if got := s.Effigies[0].Columns[0]; !slices.Equal(got, []string{"s-cowl", "", "t-bread"}) {
		t.Fatalf("column %v: the cowl (red/blue) and bread (green/gold) don't match, so the gap stays", got)
	}
	if got := s.slots(0, "t-ember"); !slices.Contains(got, Option{Index: 0, Row: 1, ID: "t-ember"}) {
		t.Fatalf("slots %v: the ember (top red/blue, bottom gold/green) fits the gap", got)
	}
}

func TestTierLimitAsksWhichToDrop(t *testing.T) {
	s := quiet(t, 1)
	s.Effigies[0].Columns[1] = []string{"s-bracer", "t-knife"}
	s.Effigies[0].Columns[2] = []string{"s-garland", "t-mask"}
	e := &eng{s: &s}
	e.attach(0, "t-ember", Option{Index: 0, Row: 1})
	if s.Ask == nil || s.Ask.Kind != AskExcess || len(s.Ask.Options) != 3 {
		t.Fatalf("ask = %+v, want a choice among the three tier-2 items", s.Ask)
	}
}

func TestRitualSummonsTheBossAndItsDefeatWins(t *testing.T) {
	s := quiet(t, 1)
	s.Ritual = 2
	if !slices.Contains(Legal(s), Move{Kind: Summon}) {
		t.Fatal("ritual 2 with one effigy must allow the summoning")
	}
	s = must(t, s, Move{Kind: Summon})
	i := len(s.Fate) - 1
	if s.Fate[i].ID != "i-boss-tollkeeper" {
		t.Fatalf("fate %+v: the boss is missing", s.Fate)
	}
	s = must(t, s, Move{Kind: Invoke, Seat: 0, Index: int8(i)})
	e := &eng{s: &s}
	e.damage(0, "i-boss-tollkeeper", 8, -1)
	if s.Result != Won {
		t.Fatalf("result %v, want won", s.Result)
	}
}

func TestFeastHealsTheHuntedToo(t *testing.T) {
	s := quiet(t, 2)
	s.Hunted = 1
	s.Effigies[1].Corrupt[0] = 4
	e := &eng{s: &s}
	e.then(Step{Seat: 0, Effect: Effect{Op: opHealHunted}})
	e.run()
	if got := s.Effigies[1].Corrupt[0]; got != 3 {
		t.Fatalf("hunted lust = %d, want 3", got)
	}
}

func TestFightDamagesTheChosenFoeOnly(t *testing.T) {
	s := quiet(t, 2)
	s.Hunted = 1 // the hunted card's threat would cost omens on 8s
	s.Effigies[0].Foes = []Foe{{ID: "i-adv-mirrorwife"}, {ID: "i-adv-gaoler"}}
	s.Effigies[0].Base[4], s.Effigies[0].Corrupt[4] = 4, 4
	s = must(t, s, Move{Kind: Act, Seat: 0, Index: 4, Target: 1})
	for s.Ask != nil {
		s = must(t, s, Legal(s)[0])
	}
	if s.Effigies[0].Foes[0].Damage != 0 {
		t.Fatalf("the widow was hurt: %+v", s.Effigies[0].Foes)
	}
	if s.Effigies[0].Omens != StartOmens-2 {
		t.Fatalf("omens %d, want %d", s.Effigies[0].Omens, StartOmens-2)
	}
}

func TestViewHidesTheFaceDownCardAndTheDecks(t *testing.T) {
	s := newGame(t, 2)
	v := View(s)
	for i, f := range v.Fate {
		if f.Down != (f.ID == "") {
			t.Fatalf("Fate %d: %+v; only the face-down card is hidden", i, f)
		}
	}
	for _, pile := range [][]string{v.Deck, v.Items} {
		for _, id := range pile {
			if id != "" {
				t.Fatalf("a deck's order shows: %v", pile)
			}
		}
	}
	if s.Fate[2].ID == "" || s.Deck[0] == "" {
		t.Fatal("View changed the state it was given")
	}
}
