package hoperec

import (
	"slices"
	"testing"

	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// recorder notes every move its policy makes: bot.Play applies exactly
// the moves its policies return (all but the "pass" zero Move).
type recorder struct {
	bot.Policy
	moves *[]hope.Move
}

func (r recorder) Choose(s hope.State, seat int, legal []hope.Move, src *rng.Source) hope.Move {
	m := r.Policy.Choose(s, seat, legal, src)
	if m.Kind != hope.MoveNone {
		*r.moves = append(*r.moves, m)
	}
	return m
}

// botGame plays a whole game with cautious bots in every seat.
func botGame(t testing.TB, cfg hope.Config, seed uint64) (hope.State, []hope.Move) {
	s, err := newGame(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	var moves []hope.Move
	pols := make([]bot.Policy, len(cfg.Seats))
	for i := range pols {
		pols[i] = recorder{bot.Cautious{}, &moves}
	}
	r := rng.New(^seed)
	end, err := bot.Play(s, pols, &r, nil)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return end, moves
}

// TestLinkLength measures share links of 1,000 complete 5-seat games played
// by cautious bots (issue
// 5: median ≤ 400 and max ≤ 600 characters of payload after "#/r/").
func TestLinkLength(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	lens := make([]int, 0, games)
	var totalMoves, totalBytes int
	for seed := range uint64(games) {
		cfg := config(5, seed%2 == 0)
		end, moves := botGame(t, cfg, seed)
		rec, err := Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		if seed%100 == 0 { // the record replays to the bots' game
			if sum, err := Adapter.Load(rec); err != nil || sum.Hash != Hash(end) {
				t.Fatalf("seed %d: replay = %+v, %v; want hash %s", seed, sum, err, Hash(end))
			}
		}
		link, err := record.EncodeLink(rec)
		if err != nil {
			t.Fatal(err)
		}
		lens = append(lens, len(link))
		b, _ := record.Marshal(rec)
		totalMoves, totalBytes = totalMoves+len(moves), totalBytes+len(b)
	}
	slices.Sort(lens)
	median, p95, max := lens[len(lens)/2], lens[len(lens)*95/100], lens[len(lens)-1]
	t.Logf("link payload over %d 5-seat games: median %d, p95 %d, max %d characters (min %d); mean %d moves, mean record %d bytes",
		games, median, p95, max, lens[0], totalMoves/games, totalBytes/games)
	if max > 600 {
		t.Errorf("longest link is %d characters; the limit is 600", max)
	}
	if median > 400 {
		t.Errorf("median link is %d characters; the target is 400", median)
	}
}
