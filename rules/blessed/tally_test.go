package blessed

import (
	"testing"

	"lantern/rules/luck"
	"lantern/rules/rng"
	"lantern/rules/tally"
)

// randomCampaign plays n random legal moves, rolling and settling
// whenever it may, so that checks come often.
func randomCampaign(t *testing.T, cfg Config, seed uint64, n int) []Move {
	s := mustNew(t, cfg, seed)
	r := rng.New(seed)
	var moves []Move
	for range n {
		l := Legal(s)
		m := l[r.Intn(len(l))]
		for _, x := range l {
			if (x.Kind == Roll || x.Kind == Settle || x.Kind == BeginCheck) && r.Intn(3) > 0 {
				m = x
				break
			}
		}
		s, _ = step(t, s, m)
		moves = append(moves, m)
	}
	return moves
}

func TestTallyWeighsEveryRoll(t *testing.T) {
	var all luck.Tally
	checks := 0
	for seed := uint64(1); seed <= 8; seed++ {
		cfg := Config{Edition: int(seed % (Edition + 1))}
		if cfg.Edition > 0 {
			cfg.Hardy, cfg.Haunted = seed%2 == 0, seed%3 == 0
		}
		rec, err := Adapter.Encode(cfg, seed, randomCampaign(t, cfg, seed, 600))
		if err != nil {
			t.Fatal(err)
		}
		g, err := Tally(rec, nil, func(seat int) string { return tally.Name(nil, seat) })
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range g.Counts {
			if c.Group == "Checks by tier" {
				checks += c.N
			}
		}
		for _, r := range g.Rolls {
			all.Add(r.Dist, r.Got)
		}
	}
	t.Logf("%d checks, %d rolls at percentile %.4f", checks, all.Rolls, all.Percentile())
	if checks < 20 || all.Rolls < checks || all.Unusual() {
		t.Errorf("%d checks, %d rolls at percentile %.4f: the rolls weighed are not the rolls made", checks, all.Rolls, all.Percentile())
	}
}
