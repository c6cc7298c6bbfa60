package bot

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/hope"
	"lantern/rules/rng"
)

func seats(n int) []hope.SeatConfig {
	out := make([]hope.SeatConfig, n)
	for i := range out {
		out[i] = hope.SeatConfig{Name: string(rune('A' + i)), Bot: true}
	}
	return out
}

func game(t testing.TB, n int, x bool, seed uint64, p Policy) hope.State {
	s, err := hope.New(hope.Config{Seats: seats(n), Expansion: x}, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(^seed)
	pols := make([]Policy, n)
	for i := range pols {
		pols[i] = p
	}
	end, err := Play(s, pols, &r, nil)
	if err != nil {
		t.Fatal(err)
	}
	return end
}

func TestPoliciesFinishGames(t *testing.T) {
	for _, p := range []Policy{Cautious{}, Random{}} {
		t.Run(p.Name(), func(t *testing.T) {
			won := 0
			for seed := range uint64(200) {
				if game(t, 3+int(seed%3), seed%2 == 1, seed, p).Won {
					won++
				}
			}
			t.Logf("%s won %d of 200", p.Name(), won)
		})
	}
}

// TestCautiousBeatsRandom: a sensible policy must do better than chance,
// or it is not sensible.
func TestCautiousBeatsRandom(t *testing.T) {
	rate := func(p Policy) int {
		won := 0
		for seed := range uint64(300) {
			if game(t, 4, false, seed, p).Won {
				won++
			}
		}
		return won
	}
	if c, r := rate(Cautious{}), rate(Random{}); c <= r {
		t.Fatalf("cautious won %d, random %d of 300", c, r)
	}
}

func BenchmarkFullGame(b *testing.B) {
	b.ReportAllocs()
	for i := range b.N {
		game(b, 5, false, uint64(i), Cautious{})
	}
}

// TestReplayHashGolden: a fixed seed and bot game gives the same final
// state and events on every platform (native and WASM run this test).
func TestReplayHashGolden(t *testing.T) {
	h := sha256.New()
	for seed := range uint64(20) {
		s, err := hope.New(hope.Config{Seats: seats(5), Expansion: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed + 100)
		pols := []Policy{Cautious{}, Random{}, Cautious{}, Random{}, Cautious{}}
		enc := json.NewEncoder(h)
		end, err := Play(s, pols, &r, func(e hope.Event) { enc.Encode(e) })
		if err != nil {
			t.Fatal(err)
		}
		if err := enc.Encode(end); err != nil {
			t.Fatal(err)
		}
	}
	got := hex.EncodeToString(h.Sum(nil)) + "\n"
	path := filepath.Join("testdata", "replay.hash")
	golden.Check(t, path, []byte(got))
}

// TestPoliciesOnViews: policies given only what their seat may see (as
// the UI does) still play whole games.
func TestPoliciesOnViews(t *testing.T) {
	for _, p := range []Policy{Cautious{}, Random{}} {
		for seed := range uint64(40) {
			s, err := hope.New(hope.Config{Seats: seats(4), Expansion: true}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rng.New(seed)
			for step := 0; !s.Over; step++ {
				x := int(s.Pending.Seat)
				mine := only(hope.Legal(s), x, nil)
				m := p.Choose(hope.View(s, x), x, mine, &r)
				if s, _, err = hope.Apply(s, m); err != nil || step > MaxSteps {
					t.Fatalf("%s seed %d: %v", p.Name(), seed, err)
				}
			}
		}
	}
}

// TestCautiousSupports: cautious bots are teammates. They answered about
// one call for support in five (only from a full Humanity pool), so a
// table watched the bots refuse every call; now a bot supports whenever
// it keeps its reserve, and answers more than a third of the calls.
func TestCautiousSupports(t *testing.T) {
	given, calls := 0, 0
	for seed := range uint64(200) {
		s, err := hope.New(hope.Config{Seats: seats(4)}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(^seed)
		_, err = Play(s, []Policy{Cautious{}, Cautious{}, Cautious{}, Cautious{}}, &r, func(e hope.Event) {
			switch e.Kind {
			case hope.EvSupport:
				given++
				calls++
			case hope.EvRefuse, hope.EvNoHopeLeft:
				calls++
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if 3*given < calls {
		t.Fatalf("bots supported %d of %d calls", given, calls)
	}
	t.Logf("bots supported %d of %d calls", given, calls)
}

// TestCautiousActsWhenTurningBackKills: late in a game, low on Humanity,
// the bot turned back from every scene, though avoiding cost it its life
// where a failure would not have. Over seeded games, every such scene is
// acted on.
func TestCautiousActsWhenTurningBackKills(t *testing.T) {
	found := 0
	for seed := range uint64(60) {
		s, err := hope.New(hope.Config{Seats: seats(4)}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for step := 0; !s.Over; step++ {
			x := int(s.Pending.Seat)
			mine := only(hope.Legal(s), x, nil)
			m := Cautious{}.Choose(s, x, mine, &r)
			decides := m.Kind == hope.Act || m.Kind == hope.Avoid // not a card played first
			may := slices.Contains(mine, hope.Move{Kind: hope.Act, Seat: int8(x)}) && slices.Contains(mine, hope.Move{Kind: hope.Avoid, Seat: int8(x)})
			if decides && may && avoidIsFatal(&s, x) && !outcomeFatal(&s, x, s.SceneCard().Fail) {
				found++
				if m.Kind != hope.Act {
					t.Fatalf("seed %d: %s turns back from a scene whose price is its life", seed, s.Seats[x].Name)
				}
			}
			if s, _, err = hope.Apply(s, m); err != nil || step > MaxSteps {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no such scene came")
	}
	t.Logf("%d scenes acted on that turning back would have ended", found)
}
