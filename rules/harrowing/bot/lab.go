package bot

import (
	"lantern/rules/harrowing"
	"lantern/rules/lab"
	"lantern/rules/rng"
)

// Causes names what loses a Harrowing game in the lab, by
// lab.Outcome.Cause.
var Causes = []string{"every effigy damned", "a stall (no end in 3,000 moves)"} // MaxMoves

// Sins are n effigies with seeded sins of 1 to 4.
func Sins(n int, r *rng.Source) [][7]int8 {
	out := make([][7]int8, n)
	for i := range out {
		for j := range out[i] {
			out[i][j] = int8(r.Intn(4) + 1)
		}
	}
	return out
}

// Config is a bot game of n effigies in circle ci (a deeper circle with
// the Unknown card that opens it unlocked).
func Config(ci harrowing.Circle, n int, r *rng.Source) harrowing.Config {
	cfg := harrowing.Config{Sins: Sins(n, r), Circle: ci.ID}
	if ci.UnlockedBy > 0 {
		cfg.Unlocked = []int{ci.UnlockedBy}
	}
	return cfg
}

// Sim is the lab's Harrowing game: n effigies of seeded sins in circle
// ci, or on the variant side houseN effigies under house (HA-38). A game
// is as long as its moves; a game the bots leave unfinished (MaxMoves)
// counts as lost.
func Sim(ci harrowing.Circle, n, houseN int, house harrowing.Variant) lab.Sim {
	return func(seed uint64, variant bool, tick func() bool) (lab.Outcome, error) {
		s, r, err := labGame(ci, n, houseN, house, seed, variant)
		if err != nil {
			return lab.Outcome{}, err
		}
		end, moves, err := play(s, &r, nil, tick)
		o := lab.Outcome{Won: end.Result == harrowing.Won, Length: moves}
		if end.Result == harrowing.Playing {
			o.Cause = 1
		}
		return o, err
	}
}

// labGame is Sim's game of seed and the bots' generator. The sins are
// drawn effigy by effigy, so the effigies both sides have are the same.
func labGame(ci harrowing.Circle, n, houseN int, house harrowing.Variant, seed uint64, variant bool) (harrowing.State, rng.Source, error) {
	r := rng.New(^seed)
	if variant {
		n = houseN
	}
	cfg := Config(ci, n, &r)
	if variant {
		cfg.Variant = house
	}
	s, err := harrowing.New(cfg, seed)
	return s, r, err
}
