//go:build !wasm

package main

import (
	"bytes"
	"strings"
	"testing"

	"lantern/rules/hope"
)

// TestSimStatsDeaths: deaths are counted in the round they happen, by
// cause, and a newcomer's death is not a first character's.
func TestSimStatsDeaths(t *testing.T) {
	st := newSimStats()
	see := st.observe()
	for _, e := range []hope.Event{
		{Kind: hope.EvDeath, Seat: 1, Value: int(hope.DiedHunger)},
		{Kind: hope.EvRound, Value: 2},
		{Kind: hope.EvDeath, Seat: 0, Value: int(hope.DiedHarm)},
		{Kind: hope.EvGrace, Seat: 0},
		{Kind: hope.EvRound, Value: 3},
		{Kind: hope.EvDeath, Seat: 0, Value: int(hope.DiedHumanity)},
	} {
		see(e)
	}
	st.firstChars = 4
	var out bytes.Buffer
	st.reportDeaths(&out)
	for _, want := range []string{
		"deaths 3: hunger 1 (33.3%)  harm 1 (33.3%)  humanity 1 (33.3%)",
		"deaths by round: 1:1  2:1  3:1  4:0  5:0",
		"first characters gone by the end of round: 1:25%  2:50%  3:50%  4:50%  5:50%",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}

// TestSimStatsNeverPlayed: a card nobody played is named, expansion cards
// only when the expansion was in play.
func TestSimStatsNeverPlayed(t *testing.T) {
	d := hope.Combined(hope.CoreDeck(), hope.MartialLawDeck())
	st := newSimStats()
	for i := range d.Traits {
		st.traits[int16(i)] = 1
	}
	for i := range d.Assets {
		st.assets[int16(i)] = 1
	}
	st.traits[0] = 0
	last := int16(len(d.Assets) - 1) // an expansion asset
	st.assets[last] = 0
	if got := strings.Join(st.neverPlayed(&d, false), "|"); got != d.Traits[0].ID+" "+d.Traits[0].Title {
		t.Errorf("without the expansion: %q", got)
	}
	if got := st.neverPlayed(&d, true); len(got) != 2 || !strings.HasPrefix(got[1], d.Assets[last].ID) {
		t.Errorf("with the expansion: %q", got)
	}
}

// TestSimStatsTeamwork: every answer to a call for support is counted,
// a Last Hope denied as a refusal, and avoids by the round they happen in.
func TestSimStatsTeamwork(t *testing.T) {
	st := newSimStats()
	see := st.observe()
	for _, e := range []hope.Event{
		{Kind: hope.EvAct}, {Kind: hope.EvSupport}, {Kind: hope.EvRefuse}, {Kind: hope.EvAvoid},
		{Kind: hope.EvRound, Value: 5}, {Kind: hope.EvAct}, {Kind: hope.EvSupport}, {Kind: hope.EvNoHopeLeft},
	} {
		see(e)
	}
	var out bytes.Buffer
	st.reportTeamwork(&out)
	for _, want := range []string{
		"support given 2 of 4 calls (50.0%)",
		"scenes avoided by round: 1:50%  2:0%  3:0%  4:0%  5:0%",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}
