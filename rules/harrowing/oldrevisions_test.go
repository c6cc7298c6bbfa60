package harrowing_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	"lantern/rules/rng"
)

// oldGame is a game as Lantern recorded it under an earlier rules
// revision: testdata/<revision>/<name>.rec is written once (with -update,
// when missing) and never rewritten (G-02). Most are bot games, so the
// bosses' mechanics are reached; random takes the moves a bot never
// would; a game without a circle is a campaign's next game after the one
// before it; unlocked adds Unknown cards to the circle's own.
type oldGame struct {
	name     string
	circle   string
	effigies int
	seed     uint64
	random   bool
	unlocked []int
}

// oldGames are those games by the revision they were played under: the
// nine circles as they first shipped (r3), revision 4's big tables and
// the circles revision 5 reweighs (r4), and revision 5's games where
// revision 6 changes the rules: the Wick Market's Area and the locations
// it removes, and the bosses only some sins hurt (r5).
var oldGames = []struct {
	rev   string
	games []oldGame
}{
	{"r3", []oldGame{
		{"first", "I", 3, 31, false, nil},
		{"next", "", 3, 32, false, nil},
		{"iii", "III", 1, 33, false, nil},
		{"v", "V", 2, 34, false, nil},
		{"vi", "VI", 4, 35, false, nil},
		{"vii", "VII", 3, 36, false, nil},
		{"viii", "VIII", 5, 37, false, nil},
		{"ix", "IX", 2, 38, false, nil},
		{"random", "IV", 3, 39, true, nil},
	}},
	{"r4", []oldGame{
		{"first", "I", 4, 41, false, nil},
		{"next", "", 4, 42, false, nil},
		{"ii", "II", 1, 43, false, nil},
		{"v", "V", 3, 44, false, nil},
		{"vi", "VI", 5, 45, false, nil},
		{"viii", "VIII", 1, 46, false, nil},
		{"random", "V", 2, 47, true, nil},
	}},
	{"r5", []oldGame{
		{"first", "I", 2, 51, false, nil},
		{"next", "", 2, 52, false, nil},
		{"wick", "I", 3, 53, true, []int{8, 9, 10, 11}},
		{"wickbot", "I", 4, 54, false, []int{8, 9, 10, 11}},
		{"iii", "III", 2, 55, true, nil},
		{"vi", "VI", 1, 56, true, nil},
		{"vibot", "VI", 3, 57, false, nil},
	}},
}

// Old revisions' records replay to the states they were saved in, through
// every state on the way, when later revisions change the cards or rules.
func TestOldRevisionRecordsPlayAsTheyDid(t *testing.T) {
	for _, rev := range oldGames {
		t.Run(rev.rev, func(t *testing.T) {
			var out strings.Builder
			var last harrowing.State
			for _, g := range rev.games {
				path := filepath.Join("testdata", rev.rev, g.name+".rec")
				if _, err := os.Stat(path); err != nil && golden.Updating() {
					writeOld(t, path, oldConfig(t, g, last), g.seed, g.random)
				}
				s, moves, seed := harrowing.ReplayFile(t, path)
				fmt.Fprintf(&out, "%s seed %d: %d moves, %s, ritual %d, Bane %d, manifested %v, states %s\n", g.name, seed, len(moves),
					s.Result, s.Ritual, s.Bane, s.Manifested, harrowing.EveryHash(t, s.Config, seed, moves, harrowing.Fingerprint))
				last = s
			}
			golden.Check(t, filepath.Join("testdata", rev.rev, "hashes.golden"), []byte(out.String()))
		})
	}
}

// oldConfig is g's game: its effigies with seeded sins in its circle, or
// with no circle the campaign's next game after last.
func oldConfig(t *testing.T, g oldGame, last harrowing.State) harrowing.Config {
	t.Helper()
	if g.circle == "" {
		return harrowing.NextGame(last)
	}
	r := rng.New(g.seed)
	cfg := harrowing.Config{Circle: g.circle, Unlocked: g.unlocked}
	for range g.effigies {
		var sins [7]int8
		for j := range sins {
			sins[j] = int8(r.Intn(4) + 1)
		}
		cfg.Sins = append(cfg.Sins, sins)
	}
	for _, ci := range harrowing.Lantern().Circles {
		if ci.ID == g.circle && ci.UnlockedBy > 0 {
			cfg.Unlocked = []int{ci.UnlockedBy}
		}
	}
	return cfg
}

// writeOld records a bot game of cfg (or 600 random moves) to its end.
func writeOld(t *testing.T, path string, cfg harrowing.Config, seed uint64, random bool) {
	t.Helper()
	s, err := harrowing.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed + 1)
	var moves []harrowing.Move
	if random {
		for range 600 {
			legal := harrowing.Legal(s)
			if len(legal) == 0 {
				break
			}
			m := legal[r.Intn(len(legal))]
			if s, _, err = harrowing.Apply(s, m); err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
		}
	} else if _, _, err := bot.Play(s, &r, func(_ harrowing.State, m harrowing.Move, _ []harrowing.Event) { moves = append(moves, m) }); err != nil {
		t.Fatal(err)
	}
	harrowing.WriteRecord(t, path, cfg, seed, moves)
}
