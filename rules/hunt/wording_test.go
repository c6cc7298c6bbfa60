package hunt

import (
	"errors"
	"strings"
	"testing"

	"lantern/rules"
)

// Gathering cards go between Start and the monster: a card on or beyond
// the monster's space could never be revealed.
func TestGatheringNotOnOrBeyondTheMonster(t *testing.T) {
	s := withTools(t, MiningTools, HerbTools) // the monster on 9
	for _, m := range Legal(s) {
		if m.Kind == Place && m.Space >= s.Monster {
			t.Errorf("legal: %v, on or beyond the monster's space %d", m, s.Monster)
		}
	}
	for _, sp := range []int{9, 10, 11} {
		_, _, err := Apply(s, Move{Kind: Place, Card: Mineral, Space: sp})
		if !errors.Is(err, rules.ErrIllegal) || !strings.Contains(err.Error(), "before the monster") {
			t.Errorf("place on %d: %v", sp, err)
		}
	}
}

// Hunts recorded before edition 1 keep the placements they were played
// with, so their records replay (G-02).
func TestGatheringEditionZeroKeepsItsSpaces(t *testing.T) {
	cfg := board(t, 9, Slot{3, Basic})
	cfg.Team[2].Gear = []string{MiningTools}
	cfg.Edition = 0
	s := mustNew(t, cfg, 1)
	n := 0
	for _, m := range Legal(s) {
		if m.Kind == Place {
			n++
		}
	}
	if n != 10 {
		t.Fatalf("edition 0: %d spaces for Mineral Gathering, want the old 10", n)
	}
}

func TestStatAtItsBoundSaysNothingChanged(t *testing.T) {
	s := mustNew(t, board(t, 9, Slot{3, Basic}), 1)
	s.Team[0].Courage, s.Team[0].Understanding = 0, MaxStat
	_, ev := resolve(s, Entry{Title: "T", Pass: []Effect{{Kind: GainCourage, N: -1}, {Kind: GainUnderstanding, N: 2}}})
	got := stepTexts(ev)
	for _, want := range []string{"Mara's courage stays at 0", "Mara's understanding stays at 9"} {
		if !strings.Contains(got, want) {
			t.Errorf("log %q lacks %q", got, want)
		}
	}
	if strings.Contains(got, "loses") || strings.Contains(got, "gains") {
		t.Errorf("log claims a change that did not happen: %q", got)
	}
}

func TestNoRandomPickFromOne(t *testing.T) {
	cfg := board(t, 9, Slot{3, Basic})
	cfg.Team = cfg.Team[:1]
	s := mustNew(t, cfg, 1)
	_, ev := resolve(s, Entry{Title: "T", Who: Random, Pass: []Effect{{Kind: Note, Text: "seen"}}})
	if got := stepTexts(ev); strings.Contains(got, "at random") || !strings.Contains(got, "Mara: seen") {
		t.Fatalf("team of one: %q", got)
	}
}

func stepTexts(ev []Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.Text + " ")
	}
	return b.String()
}
