package bot

import (
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

// Two games the simulator's bot played for 3,000 moves without an end
// (`lantern harrowing sim -games 12 -seed 1`, revision 3): in VI at four
// effigies the Diva's holder never sang at her, as every 8 corrupts the
// whole table; in VIII at five the Fate held one adversary nobody took,
// so no one had omens to break the Testator's seal. A table that has gone
// round in circles takes the risk it was avoiding. And a third
// (`-games 96`, revision 5): in VIII at four the Testator's holder had no
// omens left while the rest cycled the Contested Vault's Fate, which
// refills from the Area's own cards, earning the bonus meant for the
// circle's Fate; in IX at five (seeds 50, 62 and 66) the Warden, whose
// defeat the ritual needed, stood unfought at 3 of 4 damage while the
// table invoked the Fate round and round; in VIII at three (seed 34)
// everyone stood in the Vault beside the open Sealing Room and every
// wander stopped short of it.
func TestBotEndsTheGamesItStalled(t *testing.T) {
	for _, g := range []struct {
		circle   string
		unlocked int
		effigies int
		seed     uint64
		rev      int
	}{
		{"VI", 15, 4, 8, 3},
		{"VIII", 17, 5, 11, 3},
		{"VIII", 17, 4, 68, 0},
		{"IX", 18, 5, 62, 0},
		{"VIII", 17, 3, 34, 0},
	} {
		r := rng.New(^g.seed) // as the simulator seeds its games
		cfg := harrowing.Config{Circle: g.circle, Unlocked: []int{g.unlocked}, Rev: g.rev}
		for range g.effigies {
			var sins [7]int8
			for j := range sins {
				sins[j] = int8(r.Intn(4) + 1)
			}
			cfg.Sins = append(cfg.Sins, sins)
		}
		s, err := harrowing.New(cfg, g.seed)
		if err != nil {
			t.Fatal(err)
		}
		end, moves, err := Play(s, &r, nil)
		if err != nil {
			t.Fatal(err)
		}
		if end.Result == harrowing.Playing {
			t.Errorf("circle %s, %d effigies, seed %d: no end after %d moves (Bane %d)", g.circle, g.effigies, g.seed, moves, end.Bane)
		}
	}
}
