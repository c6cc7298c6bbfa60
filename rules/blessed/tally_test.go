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
		m := favourChecks(Legal(s), &r)
		s, _ = step(t, s, m)
		moves = append(moves, m)
	}
	return moves
}

// favourChecks picks a random move of l, or two times in three the first
// that begins, rolls or settles a check.
func favourChecks(l []Move, r *rng.Source) Move {
	m := l[r.Intn(len(l))]
	for _, x := range l {
		if (x.Kind == Roll || x.Kind == Settle || x.Kind == BeginCheck) && r.Intn(3) > 0 {
			return x
		}
	}
	return m
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
		if err != nil || !g.Campaign {
			t.Fatalf("a campaign (%v): %v", g.Campaign, err)
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

// Each weighed roll carries the session it was made in, so that the stats
// page can weigh a campaign's luck session by session.
func TestTallyTagsRollsWithTheirSession(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		cfg := Config{Edition: Edition}
		moves := campaignOfSessions(t, cfg, seed, 600, 3)
		rolls := func(moves []Move) []tally.Roll {
			rec, err := Adapter.Encode(cfg, seed, moves)
			if err != nil {
				t.Fatal(err)
			}
			g, err := Tally(rec, nil, func(seat int) string { return tally.Name(nil, seat) })
			if err != nil {
				t.Fatal(err)
			}
			return g.Rolls
		}
		// from[n] is session n's first roll: the rolls made before a session
		// begins are its predecessors'.
		all, from := rolls(moves), []int{0, 0}
		for i, m := range moves {
			if m.Kind == StartSession {
				from = append(from, len(rolls(moves[:i])))
			}
		}
		from = append(from, len(all))
		if len(from) != 5 || from[2] == 0 || from[3] == from[2] || from[4] == from[3] {
			t.Fatalf("seed %d: sessions begin at rolls %v: not three sessions of rolls", seed, from)
		}
		for n := 1; n < len(from)-1; n++ {
			for i := from[n]; i < from[n+1]; i++ {
				if all[i].Session != n {
					t.Errorf("seed %d: roll %d is tagged session %d, want %d", seed, i, all[i].Session, n)
				}
			}
		}
	}
}

// campaignOfSessions plays n random moves as randomCampaign does, ending
// the session and starting the next whenever it may past each of the
// sessions' equal stretches of moves.
func campaignOfSessions(t *testing.T, cfg Config, seed uint64, n, sessions int) []Move {
	s := mustNew(t, cfg, seed)
	r := rng.New(seed)
	var moves []Move
	for i := range n {
		l := Legal(s)
		for _, x := range l {
			if (x.Kind == EndSession || x.Kind == StartSession) && s.Session < 1+i*sessions/n {
				l = []Move{x}
				break
			}
		}
		m := favourChecks(l, &r)
		s, _ = step(t, s, m)
		moves = append(moves, m)
	}
	return moves
}
