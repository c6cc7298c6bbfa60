package recordtest

import (
	"errors"
	"math/rand/v2"
	"testing"

	"lantern/rules/blessed"
	"lantern/rules/harrowing"
	"lantern/rules/hope"
	"lantern/rules/hunt"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// game is one registered game as these tests drive it, whatever its types.
type game struct {
	id string
	// play starts a game from a sample config with seed and makes up to n
	// random legal moves, calling step with the record and state
	// fingerprint after the start and after every move.
	play func(t testing.TB, seed uint64, n int, step func(r record.Record, hash string, s any))
	// moment builds r's timeline and returns the state it shows after n
	// moves, a state's fingerprint and the number of moves (timeline_test.go).
	moment func(t testing.TB, r record.Record) (at func(n int) any, hash func(any) string, moves int)
}

// games lists every game Lantern records. Registering a game's adapter
// without adding it here fails TestEveryGameIsCovered.
var games = []game{
	{"blessed", driver(blessed.Adapter, blessed.Config{Optional: blessed.NoStat, Edition: blessed.Edition}), moments(blessed.Adapter)},
	{"harrowing", driver(harrowing.Adapter, harrowing.Config{
		Sins:  [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 2, 3, 1, 2}, {1, 3, 2, 2, 1, 3, 2}},
		Names: []string{"Ash", "Bel", "Cor"}}), moments(harrowing.Adapter)},
	{"hope", driver(hoperec.Adapter, hope.Config{Seats: []hope.SeatConfig{
		{Name: "Mara", Bot: true}, {Name: "Sam"}, {Name: "Ode", Bot: true}, {Name: "Ilse"}}, Expansion: true}), moments(hoperec.Adapter)},
	{"hunt", driver(hunt.Adapter, mustHunt()), moments(hunt.Adapter)},
}

func mustHunt() hunt.Config {
	cfg, err := hunt.Setup([]hunt.Survivor{{Name: "Mara", Courage: 2}, {Name: "Ode", Understanding: 3},
		{Name: "Ilse"}, {Name: "Tam", Courage: 1}}, "gloam-moth", 2)
	if err != nil {
		panic(err)
	}
	return cfg
}

// driver plays random legal games of one adapter.
func driver[C any, M comparable, S any](a record.Adapter[C, M, S], cfg C) func(testing.TB, uint64, int, func(record.Record, string, any)) {
	return func(t testing.TB, seed uint64, n int, step func(record.Record, string, any)) {
		t.Helper()
		r, err := a.Start(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		s, err := a.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		step(r, a.Summary(s, r.Names, 0).Hash, s)
		pick := rand.New(rand.NewPCG(seed, 7))
		for i := range n {
			legal := a.Legal(s)
			if len(legal) == 0 {
				return
			}
			m := legal[pick.IntN(len(legal))]
			if r, err = a.Append(r, s, m); errors.Is(err, record.ErrTooLong) {
				return // the game's cap
			} else if err != nil {
				t.Fatalf("seed %d move %d: %v", seed, i, err)
			}
			if s, err = a.Apply(s, m); err != nil {
				t.Fatal(err)
			}
			step(r, a.Summary(s, r.Names, i+1).Hash, s)
		}
	}
}

func TestEveryGameIsCovered(t *testing.T) {
	have := map[string]bool{}
	for _, g := range games {
		have[g.id] = true
	}
	for _, id := range record.Games() {
		if !have[id] {
			t.Errorf("game %q is registered but not in recordtest's games table", id)
		}
	}
}
