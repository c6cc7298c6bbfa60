//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/rng"
)

// simStats gathers what `lantern hope sim` reports.
type simStats struct {
	games, wins, survivors, success, failure int
	deaths                                   map[string]int
	scenes                                   map[int16]*sceneStats
	traits, assets                           map[int16]int
}

type sceneStats struct{ drawn, acted, avoided, succeeded, failed int }

func hopeSim(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("hope sim", flag.ContinueOnError)
	games := fs.Int("games", 1000, "games to play")
	seatsFlag := fs.String("seats", "3..5", "seats per game: N or LO..HI (cycled)")
	expansion := fs.Bool("expansion", false, "play with the Martial Law expansion")
	policy := fs.String("policy", "cautious", "bot policy for every seat, or a comma list per seat (cautious, random)")
	seed := fs.Uint64("seed", 1, "seed of the first game (game i uses seed+i)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	lo, hi, err := seatRange(*seatsFlag)
	if err != nil {
		return err
	}
	pols, err := policies(*policy)
	if err != nil {
		return err
	}
	st := simStats{deaths: map[string]int{}, scenes: map[int16]*sceneStats{}, traits: map[int16]int{}, assets: map[int16]int{}}
	bar := newProgress(errOut, *games)
	var deck *hope.Deck
	for i := range *games {
		n := lo + i%(hi-lo+1)
		s, err := hope.New(hope.Config{Seats: botSeats(n), Expansion: *expansion}, *seed+uint64(i))
		if err != nil {
			return err
		}
		deck = s.Cards
		r := rng.New(^(*seed + uint64(i)))
		end, err := bot.Play(s, seatPolicies(pols, n), &r, st.observe())
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %w", i, *seed+uint64(i), err)
		}
		st.finish(end)
		bar.step(i + 1)
	}
	bar.done()
	st.report(out, deck)
	return nil
}

func seatRange(v string) (int, int, error) {
	a, b, found := strings.Cut(v, "..")
	lo, err1 := strconv.Atoi(a)
	hi := lo
	var err2 error
	if found {
		hi, err2 = strconv.Atoi(b)
	}
	if err1 != nil || err2 != nil || lo < hope.MinSeats || hi > hope.MaxSeats || lo > hi {
		return 0, 0, fmt.Errorf("-seats %q: want N or LO..HI within %d..%d", v, hope.MinSeats, hope.MaxSeats)
	}
	return lo, hi, nil
}

func policies(v string) ([]bot.Policy, error) {
	var out []bot.Policy
	for _, name := range strings.Split(v, ",") {
		p, err := bot.Named(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// seatPolicies gives seat i policy i, repeating the last one.
func seatPolicies(pols []bot.Policy, n int) []bot.Policy {
	out := make([]bot.Policy, n)
	for i := range out {
		out[i] = pols[min(i, len(pols)-1)]
	}
	return out
}

func botSeats(n int) []hope.SeatConfig {
	out := make([]hope.SeatConfig, n)
	for i := range out {
		out[i] = hope.SeatConfig{Name: fmt.Sprintf("Bot %d", i+1), Bot: true}
	}
	return out
}

// observe returns the event hook for one game.
func (st *simStats) observe() func(hope.Event) {
	scene := int16(-1)
	return func(e hope.Event) {
		sc := func(c int16) *sceneStats {
			if st.scenes[c] == nil {
				st.scenes[c] = &sceneStats{}
			}
			return st.scenes[c]
		}
		switch e.Kind {
		case hope.EvDraw:
			scene = e.Card
			sc(scene).drawn++
		case hope.EvAct:
			sc(scene).acted++
		case hope.EvAvoid:
			sc(scene).avoided++
		case hope.EvSuccess:
			sc(e.Card).succeeded++
			st.success++
		case hope.EvFailure:
			sc(e.Card).failed++
			st.failure++
		case hope.EvNoDice:
			sc(scene).failed++
			st.failure++
		case hope.EvDeath:
			st.deaths[hope.Cause(e.Value).String()]++
		case hope.EvTrait:
			st.traits[e.Card]++
		case hope.EvAssetUse:
			st.assets[e.Card]++
		}
	}
}

func (st *simStats) finish(s hope.State) {
	st.games++
	r := hope.GameOutcome(s)
	if r.Won {
		st.wins++
	}
	st.survivors += len(r.Survivors)
}

func (st *simStats) report(out io.Writer, d *hope.Deck) {
	g := float64(max(1, st.games))
	fmt.Fprintf(out, "games %d  won %d (%.1f%%)  survivors per game %.2f\n", st.games, st.wins, 100*float64(st.wins)/g, float64(st.survivors)/g)
	fmt.Fprintf(out, "deaths: hunger %d  harm %d  humanity %d\n", st.deaths["hunger"], st.deaths["harm"], st.deaths["humanity"])
	fmt.Fprintf(out, "hardship scenes succeeded %.1f%% of %d\n", 100*float64(st.success)/float64(max(1, st.success+st.failure)), st.success+st.failure)
	if d == nil {
		return
	}
	w := tabwriter.NewWriter(out, 0, 2, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "\nscene\tdrawn\tacted\tavoided\tsucceeded\tfailed\t")
	for _, c := range sortedKeys(st.scenes) {
		x := st.scenes[c]
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%d\t\n", d.Scenes[c].ID, x.drawn, x.acted, x.avoided, x.succeeded, x.failed)
	}
	w.Flush()
	fmt.Fprintln(out, "\ntraits played:")
	for _, c := range sortedKeys(st.traits) {
		fmt.Fprintf(out, "  %-16s %d\n", d.Traits[c].ID, st.traits[c])
	}
	fmt.Fprintln(out, "assets used:")
	for _, c := range sortedKeys(st.assets) {
		fmt.Fprintf(out, "  %-16s %d\n", d.Assets[c].ID, st.assets[c])
	}
}

func sortedKeys[V any](m map[int16]V) []int16 {
	keys := make([]int16, 0, len(m))
	for k := range m {
		if k >= 0 {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

// progress draws a bar on a terminal, and nothing elsewhere.
type progress struct {
	w          io.Writer
	total, pct int
	on         bool
}

func newProgress(w io.Writer, total int) *progress {
	f, ok := w.(*os.File)
	on := false
	if ok {
		if fi, err := f.Stat(); err == nil {
			on = fi.Mode()&os.ModeCharDevice != 0
		}
	}
	return &progress{w: w, total: max(1, total), pct: -1, on: on}
}

func (p *progress) step(done int) {
	pct := 100 * done / p.total
	if !p.on || pct == p.pct {
		return
	}
	p.pct = pct
	fill := pct * 30 / 100
	fmt.Fprintf(p.w, "\r[%s%s] %3d%%", strings.Repeat("#", fill), strings.Repeat(" ", 30-fill), pct)
}

func (p *progress) done() {
	if p.on {
		fmt.Fprintln(p.w)
	}
}
