package hope

import (
	"strings"
	"testing"

	"lantern/rules/hope"
)

// A new round announces the die that joined the Hope pool as it joined,
// not the pool as it stands when the screen is drawn (bots may have spent
// it since: "A new die joins the Hope pool: 0 of 5"), and no die at all
// when the pool was full.
func TestRoundAnnounceSaysWhatJoined(t *testing.T) {
	g := humanGame(t, 1, false, pending(hope.PendDraw))
	s := g.s
	s.Hope, s.Round = 0, 2 // spent since round 2 began
	g.s = s
	g.note(s, s, []hope.Event{{Kind: hope.EvRound, Seat: -1, Value: 2},
		{Kind: hope.EvHope, Seat: -1, N: 1, Value: 4, By: hope.Origin{Kind: hope.ByRound, Seat: -1}}}, len(g.moves))
	if got := g.announce(); !strings.Contains(got, "Round 2 of 5 begins") || !strings.Contains(got, "4 of 5") {
		t.Errorf("a die joined a pool of 3: %q", got)
	}
	g.note(s, s, []hope.Event{{Kind: hope.EvRound, Seat: -1, Value: 2}}, len(g.moves))
	if got := g.announce(); strings.Contains(got, "die") {
		t.Errorf("the pool was full, no die joined: %q", got)
	}
}

// A character who runs out of Humanity is told in that order: the loss,
// then that they are lost; never "must lose Humanity at 0" before the
// line that takes them to 0.
func TestLostComesAfterTheLoss(t *testing.T) {
	g := humanGame(t, 1, false, pending(hope.PendDraw))
	n := len(g.log)
	g.note(g.s, g.s, []hope.Event{{Kind: hope.EvLost, Seat: 0},
		{Kind: hope.EvHumanity, Seat: 0, N: -1, Value: 0}}, len(g.moves))
	lines := g.log[n:]
	if len(lines) != 2 || !strings.Contains(lines[0].Text, "loses 1 Humanity") || !strings.Contains(lines[1].Text, "is lost") {
		t.Fatalf("the loss and being lost: %v", lines)
	}
	if strings.Contains(lines[1].Text, "at 0") {
		t.Errorf("%q", lines[1].Text)
	}
}

// A sentence that says nothing happened is not written.
func TestNothingHappenedIsNotWritten(t *testing.T) {
	start, _ := newRecorded(t, 1)
	for _, ev := range []hope.Event{
		{Kind: hope.EvBoost, Seat: 0, N: 0, Value: 3},
		{Kind: hope.EvRefundDice, Seat: 0, N: 0},
		{Kind: hope.EvHarm, Seat: 0, N: 0, Value: 1},
	} {
		if text := eventText(start, ev); text != "" {
			t.Errorf("%s with nothing in it reads %q", ev.Kind, text)
		}
	}
}

// An avoided scene's verdict says who turned back, and the price is told
// for those who paid it: with Lantern's cards only the one who avoids a
// core scene pays in Humanity, so "everyone takes the price of refusing"
// was untrue.
func TestAvoidVerdictIsTrue(t *testing.T) {
	g := recorded(t, humanGame(t, 1, false, offers(hope.Avoid)), 1)
	if !g.advance(firstOf(hope.Legal(g.s), hope.Avoid)) {
		t.Fatal("avoid refused")
	}
	if !g.last.Done || !strings.Contains(g.last.Verdict, "avoided the scene") || strings.Contains(g.last.Verdict, "everyone") {
		t.Fatalf("verdict %q", g.last.Verdict)
	}
}

// An avoid that was the only move (no Humanity, no Hope die: played
// without asking) says why on the result (seed 6).
func TestForcedAvoidSaysWhy(t *testing.T) {
	g := recorded(t, humanGame(t, 6, false, func(s hope.State, legal []hope.Move) bool {
		return s.Pending.Kind == hope.PendAct && len(movesOf(legal, s.Pending.Seat)) == 1
	}), 6)
	if m, ok := g.forcedMove(); !ok || !g.advance(m) {
		t.Fatal("no forced avoid")
	}
	if !strings.Contains(g.last.Verdict, "no Humanity and no Hope die to act with") {
		t.Fatalf("verdict %q", g.last.Verdict)
	}
}
