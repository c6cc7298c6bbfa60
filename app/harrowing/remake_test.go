package harrowing

import (
	"slices"
	"testing"

	"lantern/rules/harrowing"
)

// HA-20: the campaign's next game may change the number of effigies and
// remake each one; it keeps the campaign's cards, and innate items are
// chosen for the effigies it has.
func TestNextGameRemakesTheEffigies(t *testing.T) {
	twos := [7]int8{2, 2, 2, 2, 2, 2, 2}
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{twos, twos}, Names: []string{"Ash", "Bel"}, Unlocked: []int{6}, Game: 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rosterOf(s.Config)
	if r.count != 2 || r.names[1] != "Bel" {
		t.Fatalf("the next game starts from %+v", r)
	}
	r.count, r.names[2], r.sins[2] = 3, "Cor", [7]int8{4, 1, 1, 1, 1, 1, 4}
	free := harrowing.Innates(s.Config)
	cfg := nextConfig(s, &r, "", []string{free[0].ID, "", free[1].ID, free[2].ID})
	if len(cfg.Sins) != 3 || cfg.Names[2] != "Cor" || cfg.Sins[2] != r.sins[2] || cfg.Game != 3 || !slices.Equal(cfg.Unlocked, []int{6}) {
		t.Fatalf("next config %+v", cfg)
	}
	if len(cfg.Innate) != 3 {
		t.Fatalf("innate items for %d effigies", len(cfg.Innate))
	}
	if _, err := harrowing.New(cfg, 2); err != nil {
		t.Fatal(err)
	}
	r.count = 1
	cfg = nextConfig(s, &r, "", []string{free[0].ID, free[1].ID})
	if _, err := harrowing.New(cfg, 2); err != nil || len(cfg.Sins) != 1 {
		t.Fatalf("one effigy: %v", err)
	}
}
