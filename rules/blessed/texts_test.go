package blessed

import (
	"strings"
	"testing"
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
