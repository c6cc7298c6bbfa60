package harrowing

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	"lantern/rules/rng"
)

// The dice shown are the latest turn's: its tests, and the lines after
// the first of them (the answers to its questions too); a new turn with
// no test shows none.
func TestTurnRollsKeepOneTurn(t *testing.T) {
	test := func(text string) harrowing.Event {
		return harrowing.Event{Text: text, Faces: []harrowing.Face{harrowing.Fault, harrowing.Grace}}
	}
	log := []harrowing.Event{
		{Text: "Effigy 1 spends 2 omens to Fight.", Turn: true}, test("Effigy 1 tests wrath: 8, 9."),
		{Text: "Imp takes 1 damage (1 of 3)."},
		{Text: "Imp: Effigy 1 takes 1 more corruption: on which sins?", Cause: "Imp", Ask: harrowing.AskCorrupt},
		{Text: "Effigy 1 takes 1 wrath corruption (3 of 6).", Change: true}, // the answer, a move later
	}
	tests, after := turnRolls(log)
	if len(tests) != 1 || !slices.Equal(after, []int{2, 4}) {
		t.Fatalf("%d tests, lines %v after, want 1 and [2 4]", len(tests), after)
	}
	p := &Play{}
	p.g.Log = log
	if html := app.HTMLString(p.diceView()); !strings.Contains(html, "Imp: Effigy 1 takes 1 wrath corruption") {
		t.Fatalf("the answer's change does not name the card that asked:\n%s", html)
	}
	log = append(log, harrowing.Event{Text: "Effigy 2 invokes Gate (location).", Turn: true})
	if tests, _ := turnRolls(log); len(tests) != 0 {
		t.Fatalf("a new turn without a test still shows %d", len(tests))
	}
	if got := tally([]harrowing.Face{harrowing.BaneFace, harrowing.Fault, harrowing.Fault, harrowing.Blank}); got != "2 Faults, 0 Graces, Bane +1." {
		t.Fatalf("tally %q", got)
	}
}

// A question of corruption or healing says what it comes from, as the
// journal line that posed it does (bot games, every question of the kind
// a turn opened).
func TestQuestionNamesItsCause(t *testing.T) {
	asked := 0
	for seed := range uint64(4) {
		s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 3, 1, 2, 3}}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		var log []harrowing.Event
		r := rng.New(seed)
		_, _, err = bot.Play(s, &r, func(before harrowing.State, m harrowing.Move, ev []harrowing.Event) {
			log = append(log, ev...)
			next, _, _ := harrowing.Apply(before, m)
			if m.Kind == harrowing.Choose || next.Ask == nil || next.Ask.Kind != harrowing.AskCorrupt {
				return
			}
			asked++
			if questionCause(next, log) == "" {
				t.Fatalf("seed %d: %q does not say what it comes from; the move wrote %v", seed, harrowing.Question(next), ev)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if asked == 0 {
		t.Fatal("no question of corruption came up")
	}
}
