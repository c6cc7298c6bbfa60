package hope

import (
	"errors"
	"testing"
)

// game drives a State through moves in tests.
type game struct {
	t  *testing.T
	s  State
	ev []Event
}

// plainDeck is testDeck's scenes and assets only, so a ruling's test
// sees only the rule it is about; tests add the cards they need.
func plainDeck() *Deck {
	d := testDeck()
	d.Personalities, d.Relationships, d.Traits = nil, nil, nil
	return d
}

// newGame starts n seats on the plain deck; mod may change the config.
// Seat 0 always starts (the seed is chosen so), unless mod moves it.
func newGame(t *testing.T, n int, mod func(*Config)) *game {
	t.Helper()
	cfg := testConfig(n, true)
	cfg.Deck = plainDeck()
	if mod != nil {
		mod(&cfg)
	}
	for seed := uint64(0); ; seed++ {
		s, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		if s.Turn == 0 {
			return &game{t: t, s: s}
		}
	}
}

// do plays the legal move of kind by seat with N n (and Card card, if
// given), failing the test if there is none.
func (g *game) do(k MoveKind, seat, n int8, card ...int16) {
	g.t.Helper()
	for _, m := range Legal(g.s) {
		if m.Kind == k && m.Seat == seat && m.N == n && (len(card) == 0 || m.Card == card[0]) {
			g.apply(m)
			return
		}
	}
	g.t.Fatalf("no legal %v by seat %d n %d %v; pending %v phase %v; legal %v", k, seat, n, card, g.s.Pending, g.s.Phase, Legal(g.s))
}

func (g *game) apply(m Move) {
	g.t.Helper()
	s, ev, err := Apply(g.s, m)
	if err != nil {
		g.t.Fatal(err)
	}
	g.s, g.ev = s, append(g.ev, ev...)
}

// refused asserts that m is refused with kind.
func (g *game) refused(m Move, kind error) {
	g.t.Helper()
	if _, _, err := Apply(g.s, m); !errors.Is(err, kind) {
		g.t.Fatalf("%v: got %v, want %v", m, err, kind)
	}
}

func (g *game) can(k MoveKind, seat int8) bool {
	for _, m := range Legal(g.s) {
		if m.Kind == k && m.Seat == seat {
			return true
		}
	}
	return false
}

func (g *game) count(k EventKind) int {
	n := 0
	for _, e := range g.ev {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// scene draws the stacked scene id (it must be on top of its deck).
func (g *game) scene(id string) {
	g.t.Helper()
	c := g.s.Cards.sceneIndex(id)
	g.do(DrawScene, g.s.Turn, int8(terrainIndex(g.s.Cards.Scenes[c].Terrain)))
	if g.s.Scene.Card != c {
		g.t.Fatalf("drew %d, want %s", g.s.Scene.Card, id)
	}
}

func stack(ids ...string) func(*Config) {
	return func(c *Config) { c.Stack.Scenes = ids }
}

func (g *game) seat(x int) *Seat { return &g.s.Seats[x] }

func (g *game) wantPending(seat int8, k PendKind) {
	g.t.Helper()
	if g.s.Pending != (Pending{seat, k}) {
		g.t.Fatalf("pending %v, want seat %d %v", g.s.Pending, seat, k)
	}
}

func (g *game) eq(what string, got, want int) {
	g.t.Helper()
	if got != want {
		g.t.Fatalf("%s = %d, want %d", what, got, want)
	}
}

func withTraits(c *Config) { c.Deck.Traits = testDeck().Traits }

// passWindows closes card windows nobody wants.
func (g *game) passWindows() {
	for g.s.Pending.Kind == PendRolled || g.s.Pending.Kind == PendOutcome {
		g.do(Pass, g.s.Pending.Seat, 0)
	}
}
