package blessed

import (
	"strings"
	"testing"
)

// A racer with Fatigue checks to stay in the race at the end of the
// round, before the special action: Easy, a rank harder per button past
// the first; a success takes a button, a failure the racer out.
func TestFatigueCheck(t *testing.T) {
	s := table1(t, 8)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Racing)})
	for seat := range 3 {
		s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: seat})
	}
	e := s.Endeavor.clone()
	e.Phase = Specials
	e.Racers[0].Fatigue, e.Racers[1].Fatigue = 1, 3
	e.Racers[0].Temp = []int{4} // the one special action's holder
	s.Endeavor = &e
	c, ev := step(t, s, Move{Kind: FatigueCheck, Seat: 1, Stat: Head})
	if c.Check.Difficulty != Hard || c.Check.Seat != 1 || !strings.Contains(ev[0].Text, "stay in the race") {
		t.Fatalf("three Fatigue buttons: two ranks past Easy, %v (%q)", c.Check.Difficulty, ev[0].Text)
	}
	s, _, text := settled(t, sums(c, 2, 9))
	if !s.Endeavor.Racers[1].Out || !strings.Contains(text, "out of the race") {
		t.Fatalf("a failed Fatigue check: %+v (%q)", s.Endeavor.Racers[1], text)
	}
	refused(t, s, Move{Kind: FatigueCheck, Seat: 1, Stat: Head})
	c, _ = step(t, s, Move{Kind: FatigueCheck, Seat: 0, Stat: Heart})
	if c.Check.Difficulty != Easy {
		t.Fatalf("one Fatigue button: Easy, not %v", c.Check.Difficulty)
	}
	s, _, _ = settled(t, sums(c, 6))
	if r := s.Endeavor.Racers[0]; r.Out || r.Fatigue != 0 {
		t.Fatalf("a passed Fatigue check: %+v", r)
	}
	refused(t, s, Move{Kind: FatigueCheck, Seat: 0, Stat: Heart}) // once a round
	step(t, s, Move{Kind: SkipSpecial})
}

// After an ally's combo the allies may push down: each step down of an
// ally moves a monstrosity down as far, through its buttons.
func TestPushAfterCombo(t *testing.T) {
	s := table1(t, 3)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 12})
	s, _ = step(t, s, Move{Kind: SetRecovery, Seat: 2, Value: 4})
	refused(t, s, Move{Kind: Push, Seat: 0, Other: 2, Value: 1}) // no combo yet
	e := s.Endeavor.clone()
	e.Phase = Specials
	e.Racers[0].Pos, e.Racers[0].Temp = 5, []int{3, 3}
	s.Endeavor = &e
	s = bless(s, 0, 3, 3)
	s, _ = step(t, s, Move{Kind: Special, Seat: 0, Value: int(Combo)})
	if !s.Pushing || s.Endeavor.Racers[0].Pos != 7 {
		t.Fatalf("after the combo: pushing %v, at %d", s.Pushing, s.Endeavor.Racers[0].Pos)
	}
	refused(t, s, Move{Kind: Push, Seat: 0, Other: 1, Value: 1}) // an ally is not pushed
	refused(t, s, Move{Kind: Push, Seat: 1, Other: 2, Value: 1}) // Bram stands at 0
	refused(t, s, Move{Kind: Push, Seat: 2, Other: 2, Value: 1}) // a monstrosity does not push
	s, ev := step(t, s, Move{Kind: Push, Seat: 0, Other: 2, Value: 4})
	if r := s.Endeavor.Racers; r[0].Pos != 3 || r[2].Pos != 12 || r[2].Recovery != 0 || !strings.Contains(ev[0].Text, "push") {
		t.Fatalf("pushed onto the Recovery button (8): back to its start; %+v %+v (%q)", r[0], r[2], ev[0].Text)
	}
	s, _ = step(t, s, Move{Kind: PositionRoll, Seat: 0, Stat: Heart})
	if s.Pushing {
		t.Fatal("the pushes outlast the next round's first position roll")
	}
}

// A group's movement is shared out among its members: a total, then each
// member's share of it, until it is spent or the group stops.
func TestGroupMovement(t *testing.T) {
	s := table1(t, 4)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(PlainEndeavor)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	refused(t, s, Move{Kind: Share, Seat: 0, Value: 1}) // nothing to share yet
	s, _ = step(t, s, Move{Kind: GroupMove, Value: 5})
	refused(t, s, Move{Kind: GroupMove, Value: 3})      // share this one out first
	refused(t, s, Move{Kind: Share, Seat: 0, Value: 6}) // more than the group moves
	s, _ = step(t, s, Move{Kind: Share, Seat: 0, Value: 3})
	s, ev := step(t, s, Move{Kind: Share, Seat: 1, Value: 2})
	if r := s.Endeavor.Racers; r[0].Pos != 3 || r[1].Pos != 2 || s.Group != 0 || !strings.Contains(ev[0].Text, "0 left") {
		t.Fatalf("after sharing 5: %d and %d, %d left (%q)", r[0].Pos, r[1].Pos, s.Group, ev[0].Text)
	}
	s, _ = step(t, s, Move{Kind: GroupMove, Value: -4})
	s, _ = step(t, s, Move{Kind: Share, Seat: 0, Value: 1})
	s, _ = step(t, s, Move{Kind: GroupMove})
	if s.Group != 0 || s.Endeavor.Racers[0].Pos != 2 {
		t.Fatalf("a group that stops: %d left, at %d", s.Group, s.Endeavor.Racers[0].Pos)
	}
	s, _ = step(t, s, Move{Kind: GroupMove, Value: 2})
	s, _ = step(t, s, Move{Kind: EndEndeavor})
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(PlainEndeavor)})
	if s.Group != 0 {
		t.Fatal("a group's movement outlasts its Endeavor")
	}
}

// A Tactical roller's action helped by an ally yet to act: the ally gives
// up their turn this round.
func TestTacticalHelpTakesTheAllysTurn(t *testing.T) {
	s := table1(t, 3).clone(true)
	s.Party[0].Specialized = 1
	s, _ = step(t, s, Move{Kind: ChooseSpec, Seat: 0, Value: int(Tactical)})
	s = bless(s, 1, 4)
	s, _ = step(t, s, Move{Kind: BeginEndeavor, Value: int(Monstrous)})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 0})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 1})
	s, _ = step(t, s, Move{Kind: JoinEndeavor, Seat: 2, Value: 12})
	e := s.Endeavor.clone()
	e.Phase, e.Order, e.Turn = Turns, []int{0, 1, 2}, 0
	e.Racers[0].Stat, e.Racers[0].Faces = Heart, []int{4}
	s.Endeavor = &e
	s, _ = step(t, s, Move{Kind: Act, Seat: 0, Value: int(Advance)})
	refused(t, s, Move{Kind: Tactic, Seat: 1}) // not yet helped
	s, _ = step(t, s, Move{Kind: Help, Seat: 1, Value: 4})
	s, ev := step(t, s, Move{Kind: Tactic, Seat: 1})
	if o := s.Endeavor.Order; len(o) != 2 || o[1] != 2 || !strings.Contains(ev[0].Text, "skips") {
		t.Fatalf("order %v (%q)", o, ev[0].Text)
	}
	refused(t, s, Move{Kind: Tactic, Seat: 1}) // once
	s, _ = step(t, s, Move{Kind: Roll})
	s, _ = step(t, s, Move{Kind: Settle})
	if a := s.Endeavor.Actor(); a < 0 || s.Endeavor.Racers[a].Seat != 2 {
		t.Fatalf("after the action the monstrosity acts, not the ally: actor %d", a)
	}
}
