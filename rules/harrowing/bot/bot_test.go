package bot

import (
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

// The bot finishes games, legally, and does better than a player picking
// moves at random: it is a yardstick, not a random walk.
func TestBotBeatsRandomPlay(t *testing.T) {
	const games = 10
	var bot, random, botBane, randomBane int
	for seed := range uint64(games) {
		r := rng.New(seed)
		var sins [][7]int8
		for range 3 {
			var x [7]int8
			for j := range x {
				x[j] = int8(r.Intn(4) + 1)
			}
			sins = append(sins, x)
		}
		s, err := harrowing.New(harrowing.Config{Sins: sins}, seed)
		if err != nil {
			t.Fatal(err)
		}
		end, _, err := Play(s, &r, nil)
		if err != nil {
			t.Fatal(err)
		}
		if end.Result == harrowing.Playing {
			t.Fatalf("seed %d: the bot stalled", seed)
		}
		bot += won(end)
		botBane += end.Bane
		for n := 0; s.Result == harrowing.Playing && n < MaxMoves; n++ {
			legal := harrowing.Legal(s)
			if s, _, err = harrowing.Apply(s, legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		random += won(s)
		randomBane += s.Bane
	}
	t.Logf("won: bot %d, random %d of %d; Bane at the end: bot %d, random %d", bot, random, games, botBane, randomBane)
	if bot <= random && botBane >= randomBane {
		t.Fatalf("the bot wins %d and random play %d, with Bane %d against %d", bot, random, botBane, randomBane)
	}
}

func won(s harrowing.State) int {
	if s.Result == harrowing.Won {
		return 1
	}
	return 0
}
