//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	"lantern/rules/rng"
)

func init() {
	commands["harrowing"] = command{
		summary: "The Harrowing: sim (bot games per circle and effigy count, and bot campaigns)",
		run:     func(args []string) error { return harrowingCmd(args, os.Stdout, os.Stderr) },
	}
}

func harrowingCmd(args []string, out, errOut io.Writer) error {
	if len(args) == 0 || args[0] != "sim" {
		return errors.New("usage: lantern harrowing sim [flags]")
	}
	fs := flag.NewFlagSet("harrowing sim", flag.ContinueOnError)
	fs.SetOutput(errOut)
	games := fs.Int("games", 40, "games per circle and effigy count")
	effigies := fs.String("effigies", "1..5", "effigies per game: N or LO..HI")
	campaigns := fs.Int("campaigns", 20, "bot campaigns of three effigies (0: none)")
	depth := fs.Int("depth", 25, "games a bot campaign may take to reach the last circle")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	only := fs.String("circles", "", "circles to play, by id, comma-separated (default: every circle)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	lo, hi, err := effigyRange(*effigies)
	if err != nil {
		return err
	}
	circles, err := pickCircles(*only)
	if err != nil {
		return err
	}
	bar := newProgress(errOut, len(circles)*(hi-lo+1)**games+*campaigns)
	done := 0
	w := tabwriter.NewWriter(out, 0, 2, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "circle\teffigies\tgames\twon\tstalled\tBane median\tmoves median\tmoves mean\t")
	for _, ci := range circles {
		for n := lo; n <= hi; n++ {
			st, err := simGames(ci, n, *games, *seed, func() { done++; bar.step(done) })
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "%s\t%d\t%d\t%.0f%%\t%d\t%d\t%d\t%.0f\t\n", ci.ID, n, *games, 100*float64(st.won)/float64(*games), st.stalled,
				median(st.bane), median(st.moves), mean(st.moves))
		}
	}
	var camp campaignStats
	for i := range *campaigns {
		if err := campaign(&camp, *seed+uint64(i)*7919, *depth); err != nil {
			return err
		}
		done++
		bar.step(done)
	}
	bar.done()
	w.Flush()
	if *campaigns > 0 {
		camp.report(out, *campaigns, *depth)
	}
	return nil
}

// pickCircles are the circles named in list ("" for all), in the
// catalogue's order.
func pickCircles(list string) ([]harrowing.Circle, error) {
	all := harrowing.Lantern().Circles
	if list == "" {
		return all, nil
	}
	want := strings.Split(list, ",")
	var out []harrowing.Circle
	for _, ci := range all {
		if slices.Contains(want, ci.ID) {
			out = append(out, ci)
		}
	}
	if len(out) != len(want) {
		return nil, fmt.Errorf("-circles %q: want ids among the catalogue's circles", list)
	}
	return out, nil
}

func effigyRange(v string) (int, int, error) {
	a, b, found := strings.Cut(v, "..")
	lo, err1 := strconv.Atoi(a)
	hi := lo
	var err2 error
	if found {
		hi, err2 = strconv.Atoi(b)
	}
	if err1 != nil || err2 != nil || lo < 1 || hi > harrowing.MaxEffigies || lo > hi {
		return 0, 0, fmt.Errorf("-effigies %q: want N or LO..HI within 1..%d", v, harrowing.MaxEffigies)
	}
	return lo, hi, nil
}

type gameStats struct {
	won, stalled int
	bane, moves  []int
}

// simGames plays games in circle ci with n effigies; a deeper circle is
// played with the Unknown card that opens it unlocked.
func simGames(ci harrowing.Circle, n, games int, seed uint64, tick func()) (gameStats, error) {
	var st gameStats
	for g := range games {
		sd := seed + uint64(g)
		r := rng.New(^sd)
		cfg := bot.Config(ci, n, &r)
		s, err := harrowing.New(cfg, sd)
		if err != nil {
			return st, err
		}
		end, moves, err := bot.Play(s, &r, nil)
		if err != nil {
			return st, fmt.Errorf("circle %s, %d effigies, seed %d: %w", ci.ID, n, sd, err)
		}
		switch end.Result {
		case harrowing.Won:
			st.won++
		case harrowing.Playing:
			st.stalled++
		}
		st.bane, st.moves = append(st.bane, end.Bane), append(st.moves, moves)
		tick()
	}
	return st, nil
}

type campaignStats struct {
	depth      []int            // games to reach the last circle (more than -depth when never)
	reach      map[string][]int // per circle, the game each campaign first played it in
	manifested map[int]int      // campaigns in which each Unknown card was manifested
	won        int
	games      int
}

// campaign plays one three-effigy campaign, each game starting in the
// deepest circle unlocked, until the last circle is reached and played.
func campaign(st *campaignStats, seed uint64, maxCampaignGames int) error {
	if st.manifested == nil {
		st.manifested, st.reach = map[int]int{}, map[string][]int{}
	}
	seen := map[string]bool{}
	r := rng.New(seed)
	circles := harrowing.Lantern().Circles
	cfg := harrowing.Config{Sins: bot.Sins(3, &r), Game: 1}
	reached := maxCampaignGames + 1
	var unlocked []int
	for g := 1; g <= maxCampaignGames; g++ {
		open := harrowing.Circles(cfg)
		cfg.Circle = open[len(open)-1].ID
		if !seen[cfg.Circle] {
			seen[cfg.Circle] = true
			st.reach[cfg.Circle] = append(st.reach[cfg.Circle], g)
		}
		if cfg.Circle == circles[len(circles)-1].ID && reached > maxCampaignGames {
			reached = g
		}
		s, err := harrowing.New(cfg, seed+uint64(g))
		if err != nil {
			return err
		}
		end, _, err := bot.Play(s, &r, nil)
		if err != nil {
			return err
		}
		st.games++
		if end.Result == harrowing.Won {
			st.won++
		}
		unlocked = end.Manifested
		if reached <= maxCampaignGames {
			break
		}
		cfg = harrowing.NextGame(end)
	}
	st.depth = append(st.depth, reached)
	for _, n := range slices.Compact(slices.Sorted(slices.Values(unlocked))) {
		st.manifested[n]++
	}
	return nil
}

func (st *campaignStats) report(out io.Writer, campaigns, maxCampaignGames int) {
	fmt.Fprintf(out, "\ncampaigns of 3 effigies: %d (%d games, %d won)\n", campaigns, st.games, st.won)
	last := harrowing.Lantern().Circles
	fmt.Fprintf(out, "games to reach circle %s: median %s; reached in %d of %d\n", last[len(last)-1].ID, depthWord(median(st.depth), maxCampaignGames),
		campaigns-count(st.depth, maxCampaignGames+1), campaigns)
	fmt.Fprint(out, "first game in each circle (median over the campaigns that reached it, how many):")
	for _, ci := range last {
		if r := st.reach[ci.ID]; len(r) > 0 {
			fmt.Fprintf(out, " %s:%d (%d)", ci.ID, median(r), len(r))
		} else {
			fmt.Fprintf(out, " %s:never", ci.ID)
		}
	}
	fmt.Fprintln(out)
	var numbers []int
	for _, u := range harrowing.Lantern().Unknown {
		numbers = append(numbers, u.Number)
	}
	fmt.Fprint(out, "Unknown cards manifested (share of campaigns):")
	for _, n := range slices.Compact(slices.Sorted(slices.Values(numbers))) {
		fmt.Fprintf(out, " %d:%.0f%%", n, 100*float64(st.manifested[n])/float64(campaigns))
	}
	fmt.Fprintln(out)
}

func depthWord(n, maxCampaignGames int) string {
	if n > maxCampaignGames {
		return "never (within " + strconv.Itoa(maxCampaignGames) + ")"
	}
	return strconv.Itoa(n)
}

func count(list []int, x int) int {
	n := 0
	for _, v := range list {
		if v == x {
			n++
		}
	}
	return n
}

func median(list []int) int {
	if len(list) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(list))
	return s[len(s)/2]
}

func mean(list []int) float64 {
	t := 0
	for _, v := range list {
		t += v
	}
	return float64(t) / float64(max(1, len(list)))
}
