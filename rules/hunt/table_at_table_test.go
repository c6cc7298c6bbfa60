package hunt

import (
	"strings"
	"testing"
)

// KH-03: with typed dice every roll waits for the table's own dice, and
// gives exactly what it was given.
func TestKH03_TypedDice(t *testing.T) {
	s := mustNew(t, board(t, 9), 1) // no cards: space 1 owes a roll
	s, _ = step(t, s, Move{Kind: SetDice, N: 1})
	s, _ = only(t, s, Advance)
	s, ev := only(t, s, Roll)
	if !s.Waiting() || s.Pending.Ask.Kind != AskD100 || len(ev) != 0 {
		t.Fatalf("a typed roll does not wait for the d100: %+v, %v", s.Pending, ev)
	}
	if l := Legal(s); len(l) != TableRows+1 || l[0] != (Move{Kind: Give, N: 1}) || l[TableRows].Kind != SetDice {
		t.Fatalf("answers to a d100: %v…", l[:3])
	}
	e := TableOf(Edition)[34] // 35: typed as tens 3, ones 5
	s, ev = step(t, s, Move{Kind: Give, N: 35})
	for s.Waiting() { // the event's own dice, a pick: the lowest answer
		var more []Event
		s, more = step(t, s, Legal(s)[0])
		ev = append(ev, more...)
	}
	if s.Last.Tens != 3 || s.Last.Ones != 5 || !strings.Contains(stepTexts(ev), e.Title) {
		t.Fatalf("typed 35, got %+v: %s", s.Last, stepTexts(ev))
	}
	if s.RNG != mustNew(t, board(t, 9), 1).RNG {
		t.Fatal("Lantern's generator moved while the table rolled")
	}
}

// Switching back to Lantern's dice mid-wait rolls the rest.
func TestKH03_DiceSwitchMidStep(t *testing.T) {
	s := mustNew(t, board(t, 9, Slot{1, Monster}), 1)
	s.Board[1] = []Card{{Kind: Monster, Index: 0}} // Falling Scales: all roll a d10
	s, _ = step(t, s, Move{Kind: SetDice, N: 1})
	s, _ = only(t, s, Advance)
	s, ev := only(t, s, Reveal)
	if s.Pending.Ask.Kind != AskD10 || !strings.Contains(stepTexts(ev), "reveals Falling Scales") {
		t.Fatalf("waiting for %+v after %s", s.Pending.Ask, stepTexts(ev))
	}
	s, ev = step(t, s, Move{Kind: Give, N: 9})
	if !strings.Contains(stepTexts(ev), "Mara rolls 9") || strings.Contains(stepTexts(ev), "reveals") {
		t.Fatalf("after the first die: %s", stepTexts(ev))
	}
	s, _ = step(t, s, Move{Kind: SetDice, N: 0})
	s, ev = step(t, s, Legal(s)[0])
	if s.Waiting() || strings.Count(stepTexts(ev), "on a d10") != 3 {
		t.Fatalf("Lantern did not roll the rest: %s", stepTexts(ev))
	}
}

func TestRichEntries(t *testing.T) {
	fresh := func() State { return mustNew(t, board(t, 9, Slot{3, Basic}), 1) }
	t.Run("question", func(t *testing.T) {
		e := Entry{Title: "Kiln", Ask: "Does your settlement have a kiln?", Who: All,
			Pass: []Effect{{Kind: Resource, Text: "fired clay"}}, Fail: []Effect{{Kind: MoveTeam, N: -1}}}
		s, ev := playWaiting(t, fresh(), e, 1)
		if len(s.Resources) != 4 || !strings.Contains(ev, "The table answers yes") {
			t.Fatalf("yes: %v %s", s.Resources, ev)
		}
	})
	t.Run("options", func(t *testing.T) {
		e := Entry{Title: "Fork", Options: []Option{{Label: "Left", Effects: []Effect{{Kind: Note, Text: "went left"}}}, {Label: "Right", Effects: []Effect{{Kind: GainInsanity, N: 2}}}}}
		s, ev := playWaiting(t, fresh(), e, 1)
		if s.Team[0].Insanity != 2 || !strings.Contains(ev, "Mara chooses: Right") {
			t.Fatalf("right: %+v %s", s.Team[0], ev)
		}
	})
	t.Run("bands", func(t *testing.T) {
		e := Entry{Title: "Cold", Bands: []Band{{From: 1, To: 3, Effects: []Effect{{Kind: GainSurvival, N: -1}}}, {From: 4, To: 10, Effects: []Effect{{Kind: GainSurvival, N: 2}}}}}
		s := fresh()
		s.Typed = true
		s, ev := playWaiting(t, s, e, 7)
		if s.Team[0].Survival != 2 || !strings.Contains(ev, "Mara rolls 7 on a d10: 4–10") {
			t.Fatalf("band 4–10: %+v %s", s.Team[0], ev)
		}
	})
}

// playWaiting plays e as a card on the survivors' space, answering every
// wait with answer.
func playWaiting(t *testing.T, s State, e Entry, answer int) (State, string) {
	t.Helper()
	q := quarries[s.Config.Quarry]
	q.Deck = []Entry{e}
	quarries["test-quarry"] = q
	t.Cleanup(func() { delete(quarries, "test-quarry") })
	s.Config.Quarry = "test-quarry"
	s.Board[s.At] = []Card{{Kind: Monster, Index: 0}}
	s, ev := step(t, s, Move{Kind: Reveal})
	all := stepTexts(ev)
	for s.Waiting() {
		s, ev = step(t, s, Move{Kind: Give, N: answer})
		all += stepTexts(ev)
	}
	return s, all
}

func TestRollAgainIsBounded(t *testing.T) {
	tab := append([]Entry(nil), TableOf(Edition)...)
	for i := range tab {
		tab[i] = Entry{Roll: i + 1, Title: "Again", Pass: []Effect{{Kind: RollTable, N: 1}}}
	}
	cfg := board(t, 9)
	cfg.Table = tab
	s := mustNew(t, cfg, 1)
	s, _ = only(t, s, Advance)
	s, ev := only(t, s, Roll)
	if n := strings.Count(stepTexts(ev), "Again."); n != maxRolls+1 || !strings.Contains(stepTexts(ev), "Lantern stops there") {
		t.Fatalf("%d rolls: %s", n, stepTexts(ev))
	}
	if s.Waiting() || s.Revealer != 1 {
		t.Fatal("the step did not end")
	}
}

func TestHandEdits(t *testing.T) {
	s := mustNew(t, board(t, 9, Slot{3, Basic}), 1)
	for _, m := range []Move{
		{Kind: PutTeam, Space: 4}, {Kind: PutMonster, Space: 11}, {Kind: MoveCard, Space: 3, N: 5},
		{Kind: EditStat, Who: 1, Stat: Insanity, N: 1}, {Kind: EditStat, Who: 0, Stat: Courage, N: -1},
	} {
		var ev []Event
		s, ev = step(t, s, m)
		if len(ev) != 1 || ev[0].Kind != Edited || !strings.HasPrefix(ev[0].Text, "By hand:") {
			t.Fatalf("%v told %v", m, ev)
		}
	}
	if s.At != 4 || s.Monster != 11 || len(s.Board[3]) != 0 || len(s.Board[5]) != 1 || s.Team[1].Insanity != 1 || s.Team[0].Courage != 1 || s.Events != 0 {
		t.Fatalf("after the edits: at %d, monster %d, board %v, team %+v", s.At, s.Monster, s.Board, s.Team)
	}
	for _, bad := range []Move{{Kind: PutTeam, Space: 11}, {Kind: PutMonster, Space: 4}, {Kind: MoveCard, Space: 3, N: 4}, {Kind: EditStat, Who: 3, Stat: Courage, N: -1}} {
		if _, _, err := Apply(s, bad); err == nil {
			t.Errorf("%v allowed", bad)
		}
	}
}

// Edition 0 hunts offer none of it: their records hold one step a move.
func TestEditionZeroHasNoEdits(t *testing.T) {
	cfg := board(t, 9)
	cfg.Edition = 0
	if l := Legal(mustNew(t, cfg, 1)); len(l) != 1 {
		t.Fatalf("edition 0: %v", l)
	}
}
