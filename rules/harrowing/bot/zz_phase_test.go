package bot

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

func phSins(n int, r *rng.Source) [][7]int8 {
	out := make([][7]int8, n)
	for i := range out {
		for j := range out[i] {
			out[i][j] = int8(r.Intn(4) + 1)
		}
	}
	return out
}

func med(x []int) int { sort.Ints(x); return x[len(x)/2] }

// TestZZPhase: PH_CIRCLES, PH_N, PH_GAMES: medians of moves and Bane before and after the summons.
func TestZZPhase(t *testing.T) {
	cs := os.Getenv("PH_CIRCLES")
	if cs == "" {
		t.Skip()
	}
	games, _ := strconv.Atoi(os.Getenv("PH_GAMES"))
	for _, ci := range strings.Split(cs, ",") {
		for _, ns := range strings.Split(os.Getenv("PH_N"), ",") {
			n, _ := strconv.Atoi(ns)
			var m1, m2, b1, b2, bossMoves []int
			won := 0
			var damnedWon []int
			for g := 0; g < games; g++ {
				sd := uint64(1 + g)
				r := rng.New(^sd)
				cfg := harrowing.Config{Sins: phSins(n, &r), Circle: ci}
				for _, c := range harrowing.Lantern().Circles {
					if c.ID == ci && c.UnlockedBy > 0 {
						cfg.Unlocked = []int{c.UnlockedBy}
					}
				}
				s, _ := harrowing.New(cfg, sd)
				k, sm, sb, bm := 0, -1, 0, -1
				end, moves, _ := Play(s, &r, func(s harrowing.State, m harrowing.Move, _ []harrowing.Event) {
					k++
					if s.Summons && sm < 0 {
						sm, sb = k, s.Bane
					}
					if bm < 0 {
						for _, ef := range s.Effigies {
							for _, f := range ef.Foes {
								if hasBoss(s.Book().Card(f.ID)) {
									bm = k
								}
							}
						}
					}
				})
				if sm < 0 {
					sm, sb = moves, end.Bane
				}
				if bm < 0 {
					bm = moves
				}
				if end.Result == harrowing.Won {
					won++
					d := 0
					for _, ef := range end.Effigies {
						full := 0
						for _, c := range ef.Corrupt {
							if c >= harrowing.MaxSin {
								full++
							}
						}
						if full >= 3 {
							d++
						}
					}
					damnedWon = append(damnedWon, d)
				}
				m1 = append(m1, sm)
				m2 = append(m2, moves-sm)
				b1 = append(b1, sb)
				b2 = append(b2, end.Bane-sb)
				bossMoves = append(bossMoves, moves-bm)
			}
			fmt.Printf("%s %d: won %d/%d; moves to summons %d, after %d (boss in play %d); Bane at summons %d, after +%d\n", ci, n, won, games, med(m1), med(m2), med(bossMoves), med(b1), med(b2))
			fmt.Printf("   damned at the end of won games: %v\n", damnedWon)
		}
	}
}
