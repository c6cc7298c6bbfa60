//go:build !wasm

package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"lantern/rules/hope"
	"lantern/rules/lab"
)

// simStats gathers what `lantern hope sim` reports. Deaths are counted by
// round and by cause so that a deck's balance can be read from them: when
// on the journey characters die, and of what (issue #13).
type simStats struct {
	games, wins, survivors, success, failure int
	bySeats                                  [hope.MaxSeats + 1][2]int // games, wins per seat count
	deaths                                   [hope.Rounds + 1][4]int   // round, Cause
	firstGone                                [hope.Rounds + 1]int      // first characters removed in round r
	firstChars                               int
	scenes                                   map[int16]*sceneStats
	traits, assets                           map[int16]int
	supported, refused                       int                  // answers to a call for support
	acted, avoided                           [hope.Rounds + 1]int // hardship scenes acted on or avoided, by round
}

type sceneStats struct{ drawn, acted, avoided, succeeded, failed int }

func newSimStats() simStats {
	return simStats{scenes: map[int16]*sceneStats{}, traits: map[int16]int{}, assets: map[int16]int{}}
}

// observe returns the event hook for one game; it keeps the round and
// which seats have brought in a newcomer (HI-20), so that a death can be
// told as a first character's or not.
func (st *simStats) observe() func(hope.Event) {
	scene := int16(-1)
	round := 1
	var newcomer [hope.MaxSeats]bool
	return func(e hope.Event) {
		sc := func(c int16) *sceneStats {
			if st.scenes[c] == nil {
				st.scenes[c] = &sceneStats{}
			}
			return st.scenes[c]
		}
		switch e.Kind {
		case hope.EvRound:
			round = min(max(e.Value, 1), hope.Rounds)
		case hope.EvDraw:
			scene = e.Card
			sc(scene).drawn++
		case hope.EvAct:
			sc(scene).acted++
			st.acted[round]++
		case hope.EvAvoid:
			sc(scene).avoided++
			st.avoided[round]++
		case hope.EvSupport:
			st.supported++
		case hope.EvRefuse, hope.EvNoHopeLeft:
			st.refused++
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
			st.deaths[round][min(e.Value, 3)]++
			if !newcomer[e.Seat] {
				st.firstGone[round]++
			}
		case hope.EvGrace:
			newcomer[e.Seat] = true
		case hope.EvTrait:
			st.traits[e.Card]++
		case hope.EvAssetUse:
			st.assets[e.Card]++
		}
	}
}

func (st *simStats) finish(s hope.State, seats int) {
	st.games++
	st.firstChars += seats
	st.bySeats[seats][0]++
	r := hope.GameOutcome(s)
	if r.Won {
		st.wins++
		st.bySeats[seats][1]++
	}
	st.survivors += len(r.Survivors)
}

func pct(n, of int) float64 { return 100 * float64(n) / float64(max(1, of)) }

func (st *simStats) report(out io.Writer, d *hope.Deck, expansion bool) {
	lo, hi := lab.Wilson(st.wins, st.games)
	fmt.Fprintf(out, "games %d  won %d (%.1f%%, 95%% interval %.1f–%.1f%%)  survivors per game %.2f\n", st.games, st.wins, pct(st.wins, st.games),
		100*lo, 100*hi, float64(st.survivors)/float64(max(1, st.games)))
	st.reportSeats(out)
	st.reportDeaths(out)
	fmt.Fprintf(out, "hardship scenes succeeded %.1f%% of %d\n", pct(st.success, st.success+st.failure), st.success+st.failure)
	st.reportTeamwork(out)
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
	fmt.Fprintf(out, "never played: %s\n", strings.Join(st.neverPlayed(d, expansion), ", "))
}

// reportSeats splits the win rate by seat count when games had several.
func (st *simStats) reportSeats(out io.Writer) {
	var parts []string
	for n := hope.MinSeats; n <= hope.MaxSeats; n++ {
		if g := st.bySeats[n]; g[0] > 0 {
			parts = append(parts, fmt.Sprintf("%d seats %.1f%%", n, pct(g[1], g[0])))
		}
	}
	if len(parts) > 1 {
		fmt.Fprintf(out, "won by seats: %s\n", strings.Join(parts, "  "))
	}
}

// reportDeaths prints deaths by cause and by round, and how many of the
// characters the game began with were gone by the end of each round.
func (st *simStats) reportDeaths(out io.Writer) {
	var cause [4]int
	var rounds []string
	all := 0
	for r := 1; r <= hope.Rounds; r++ {
		n := 0
		for c, k := range st.deaths[r] {
			cause[c] += k
			n += k
		}
		all += n
		rounds = append(rounds, fmt.Sprintf("%d:%d", r, n))
	}
	fmt.Fprintf(out, "deaths %d: hunger %d (%.1f%%)  harm %d (%.1f%%)  humanity %d (%.1f%%)\n", all,
		cause[hope.DiedHunger], pct(cause[hope.DiedHunger], all),
		cause[hope.DiedHarm], pct(cause[hope.DiedHarm], all),
		cause[hope.DiedHumanity], pct(cause[hope.DiedHumanity], all))
	fmt.Fprintf(out, "deaths by round: %s\n", strings.Join(rounds, "  "))
	var gone []string
	sum := 0
	for r := 1; r <= hope.Rounds; r++ {
		sum += st.firstGone[r]
		gone = append(gone, fmt.Sprintf("%d:%.0f%%", r, pct(sum, st.firstChars)))
	}
	fmt.Fprintf(out, "first characters gone by the end of round: %s\n", strings.Join(gone, "  "))
}

// reportTeamwork prints how often a call for support was answered with
// dice, and how often scenes were avoided in each round: bots that refuse
// every call or turn back from every late scene are no teammates.
func (st *simStats) reportTeamwork(out io.Writer) {
	fmt.Fprintf(out, "support given %d of %d calls (%.1f%%)\n", st.supported, st.supported+st.refused, pct(st.supported, st.supported+st.refused))
	var rounds []string
	for r := 1; r <= hope.Rounds; r++ {
		rounds = append(rounds, fmt.Sprintf("%d:%.0f%%", r, pct(st.avoided[r], st.acted[r]+st.avoided[r])))
	}
	fmt.Fprintf(out, "scenes avoided by round: %s\n", strings.Join(rounds, "  "))
}

// neverPlayed lists the traits and assets in play that nobody played in
// any game (expansion cards only count with the expansion).
func (st *simStats) neverPlayed(d *hope.Deck, expansion bool) []string {
	out := []string{}
	for i, t := range d.Traits {
		if st.traits[int16(i)] == 0 && (expansion || !t.Expansion) {
			out = append(out, t.ID+" "+t.Title)
		}
	}
	for i, a := range d.Assets {
		if st.assets[int16(i)] == 0 && (expansion || !a.Expansion) {
			out = append(out, a.ID+" "+a.Title)
		}
	}
	if len(out) == 0 {
		out = append(out, "none")
	}
	return out
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
