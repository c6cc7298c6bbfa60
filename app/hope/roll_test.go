package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
)

// afterRollCard: the roll is made and the acting player may play a card
// before the outcomes (seed 1).
func afterRollCard(s hope.State, legal []hope.Move) bool {
	if s.Pending.Kind != hope.PendRolled && s.Pending.Kind != hope.PendOutcome {
		return false
	}
	for _, m := range movesOf(legal, s.Pending.Seat) {
		if m.Kind == hope.PlayTrait || m.Kind == hope.UseAsset {
			return true
		}
	}
	return false
}

// The roll is shown first, large, with what it means, while a card may
// still be played after it, the decision (Continue, the cards) under it;
// the scene below them does not show the dice again.
func TestRollComesFirst(t *testing.T) {
	g := humanGame(t, 1, false, afterRollCard)
	html := app.HTMLString(g)
	roll := strings.Index(html, `id="hope-roll"`)
	decision := strings.Index(html, `id="decision-title"`)
	if roll < 0 || roll > decision || decision > strings.Index(html, `class="scene"`) {
		t.Fatal("the roll is not the first thing on the screen, with what may follow it under it")
	}
	if strings.Count(html, "tray-dice") != 1 || !strings.Contains(html, "tray-large") ||
		!strings.Contains(html, "against a final hardship of") || !strings.Contains(html, "unless a card changes it") {
		t.Fatalf("the roll's dice and verdict: %s", html[roll:])
	}
}

// After the roll a card's preview shows no chance: the odds of the roll
// made mean nothing any more ("chance 93.8 % → 75 %").
func TestNoOddsAfterTheRoll(t *testing.T) {
	g := humanGame(t, 1, false, afterRollCard)
	html := app.HTMLString(g)
	if strings.Contains(html, "chance") || strings.Contains(html, "%") {
		t.Fatalf("odds after the roll: %s", html[strings.Index(html, `id="decision-title"`):])
	}
}

// At a final hardship of 0 nothing is rolled (HI-13): the button says so
// instead of "Roll 5 dice", and once it is tapped the screen says the
// scene succeeds without a roll, with no dice left showing "?".
func TestHardshipZeroIsNotRolled(t *testing.T) {
	g := recorded(t, humanGame(t, 1, false, func(s hope.State, _ []hope.Move) bool {
		return s.Pending.Kind == hope.PendRoll && s.FinalHardship() == 0
	}), 1)
	html := app.HTMLString(g)
	if strings.Contains(html, "Roll ") || !strings.Contains(html, "no roll is needed") {
		t.Fatalf("the button at hardship 0: %s", html[strings.Index(html, `id="decision-title"`):])
	}
	if !g.advance(hope.Move{Kind: hope.Roll, Seat: g.s.Turn}) {
		t.Fatal("refused")
	}
	html = app.HTMLString(g)
	want := "no roll needed"
	if !g.showResult {
		want = "succeeds without a roll"
	}
	if !strings.Contains(html, want) || strings.Contains(html, "tray-dice") {
		t.Fatalf("after the tap at hardship 0, want %q and no dice: %s", want, html)
	}
}

// The result says what each player put into the scene: the acting
// player's commitment and each supporter's dice, besides refusals and
// Hope dice (greedy seed 1: everyone supports with all they may).
func TestResultTellsEveryonesDice(t *testing.T) {
	g := recorded(t, humanGame(t, 1, true, pending(hope.PendDraw)), 1)
	for step := 0; step < 200; step++ {
		m := firstMain(g.s)
		for _, x := range movesOf(hope.Legal(g.s), g.s.Pending.Seat) {
			if x.Kind == hope.Support && x.N > m.N {
				m = x
			}
		}
		if !g.advance(m) {
			t.Fatal("refused")
		}
		if !g.showResult || !g.last.Rolled {
			g.showResult = false
			continue
		}
		said := strings.Join(g.last.Said, "\n")
		if !strings.Contains(said, g.s.Seats[g.last.Actor].Name+" commits ") {
			t.Fatalf("the result does not say what the acting player committed: %q", said)
		}
		if strings.Count(said, " supports ") > 0 {
			return
		}
		g.showResult = false
	}
	t.Fatal("no supported roll")
}

// The roll panel states its verdict once, under the dice: the tray
// announces the count of successes without a verdict of its own.
func TestRollVerdictSaidOnce(t *testing.T) {
	g := humanGame(t, 1, false, afterRollCard)
	tray := g.rollTray()
	tray.Calm = true // settled: the tray says what the dice show
	said, verdict := tray.Announcement(), g.rollVerdict()
	if !strings.Contains(said, "succeeded against a hardship of") || strings.Contains(said, "success.") || strings.Contains(said, "failure.") {
		t.Errorf("the tray says %q beside the verdict %q", said, verdict)
	}
}
