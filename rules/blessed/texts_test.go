package blessed

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"lantern/rules"
)

// Event texts read as the table speaks: no Go lists ("[1 4]"), no
// "true", no zero counts, no hand-made plurals.
func TestTextsReadAsSpoken(t *testing.T) {
	s := trio(t, 6)
	var texts []string
	play := func(m Move) {
		var ev []Event
		s, ev = step(t, s, m)
		texts = append(texts, ev[0].Text)
	}
	for range 4 {
		play(Move{Kind: GainBlessing, Seat: 1})
	}
	play(Move{Kind: BeginCheck, Seat: 0, Stat: Heart, Use: Heart})
	play(Move{Kind: SetFlag, Flag: Apt, On: true})
	play(Move{Kind: SetDifficulty, Difficulty: Hard})
	play(Move{Kind: Roll})
	play(Move{Kind: Roll})
	play(Move{Kind: Settle})
	for _, x := range texts {
		for _, bad := range []string{"[", "]", "true", "false", " 0 ", "(s)"} {
			if strings.Contains(x, bad) {
				t.Errorf("%q has %q", x, bad)
			}
		}
	}
	if !strings.Contains(texts[0], "gains") || !strings.Contains(texts[5], "apt") {
		t.Errorf("texts %q", texts)
	}
}

func TestFacesText(t *testing.T) {
	for _, tt := range []struct {
		in   []int
		want string
	}{{[]int{4}, "4"}, {[]int{1, 4}, "1 and 4"}, {[]int{1, 1, 3}, "1, 1 and 3"}} {
		if got := facesText(tt.in); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestWorkingShowsModifiers(t *testing.T) {
	ch := Character{Conditions: 1 << Uncool}
	c := Check{Use: Head, Rolls: 2, Difficulty: Hard, Apt: true, Helpers: []Helper{{1, 2}},
		Results: []Rolled{{Faces: []int{5}, Sum: 5}, {Faces: []int{1, 3}, Sum: 4}}}
	o := settle(ch, c)
	want := []string{"5 − 1 Uncool = 4, rounded up to 5 (apt)", "1 + 3 = 4 − 1 Uncool + 2 Help = 5"}
	if strings.Join(o.Working, "|") != strings.Join(want, "|") {
		t.Fatalf("working %q, want %q", o.Working, want)
	}
}

// TestSayFillsAsSprintf holds Move.Say to the Sprintf calls it replaced.
func TestSayFillsAsSprintf(t *testing.T) {
	m := Move{Kind: StatUpgrade, Seat: 1, Other: 2, Value: 12, Stat: Hand, Use: Heart, Second: History, Lifestyle: Lost,
		Ethic: FateKnowledge, Upgrade: Rumor, Tag: Tag8, Pay: PayDowngrade, Condition: Vexed, Difficulty: Complex, Attack: Violent, Flag: Alone}
	names := []string{"Ada", "Bo", "Cy"}
	for _, c := range []struct{ got, want string }{
		{m.say("seat {seat} gives seat {other} a Blessing showing {value}"), fmt.Sprintf("seat %d gives seat %d a Blessing showing %d", m.Seat+1, m.Other+1, m.Value)},
		{m.say("{stat} {use} {second} {kind} {lifestyle} {ethic} {upgrade} {tag} {pay}"),
			fmt.Sprintf("%v %v %v %v %v %v %v %v %v", m.Stat, m.Use, m.Second, m.Kind, m.Lifestyle, m.Ethic, m.Upgrade, m.Tag, m.Pay)},
		{m.say("{condition}, {difficulty}, {attack}, {flag}: 100%"), fmt.Sprintf("%v, %v, %v, %v: 100%%", m.Condition, m.Difficulty, m.Attack, m.Flag)},
		{m.Say("{seat} helps {other} ({value})", names), "Bo helps Cy (12)"},
		{m.say("no placeholder"), "no placeholder"},
		{Move{Stat: 99}.say("{stat}"), fmt.Sprintf("%v", Stat(99))},
	} {
		if c.got != c.want {
			t.Errorf("say: %q, want %q", c.got, c.want)
		}
	}
}

// TestMoveIllegalReadsAsRefuse holds Move.illegal to the rules.Refuse
// error it replaced: the same words, and still an illegal move.
func TestMoveIllegalReadsAsRefuse(t *testing.T) {
	m := Move{Kind: Protect, Seat: 2, Other: 0, Value: 4}
	got := m.illegal("seat {seat} cannot protect seat {other} with a {value}")
	want := illegal("seat %d cannot protect seat %d with a %d", m.Seat+1, m.Other+1, m.Value)
	if got.Error() != want.Error() || !errors.Is(got, rules.ErrIllegal) {
		t.Errorf("got %q (illegal: %v), want %q", got, errors.Is(got, rules.ErrIllegal), want)
	}
}
