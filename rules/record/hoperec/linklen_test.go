package hoperec

import (
	"slices"
	"testing"

	"lantern/rules/record"
)

// TestLinkLength measures share links of 1,000 complete 5-seat games (issue
// 5: median ≤ 400 and max ≤ 600 characters of payload after "#/r/").
func TestLinkLength(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	lens := make([]int, 0, games)
	for seed := range uint64(games) {
		cfg := config(5, seed%2 == 0)
		_, moves := playGame(t, cfg, seed)
		rec, err := Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		link, err := record.EncodeLink(rec)
		if err != nil {
			t.Fatal(err)
		}
		lens = append(lens, len(link))
	}
	slices.Sort(lens)
	median, p95, max := lens[len(lens)/2], lens[len(lens)*95/100], lens[len(lens)-1]
	t.Logf("link payload over %d 5-seat games: median %d, p95 %d, max %d characters (min %d)", games, median, p95, max, lens[0])
	if max > 600 {
		t.Errorf("longest link is %d characters; the limit is 600", max)
	}
	if median > 400 {
		t.Errorf("median link is %d characters; the target is 400", median)
	}
}
