//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/rng"
)

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
	st := newSimStats()
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
		st.finish(end, n)
		bar.step(i + 1)
	}
	bar.done()
	st.report(out, deck, *expansion)
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
