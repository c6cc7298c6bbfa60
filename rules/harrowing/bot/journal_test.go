package bot

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

// asked is the corruption or healing question m leaves, 0 for none.
func asked(s harrowing.State, m harrowing.Move) harrowing.AskKind {
	next, _, err := harrowing.Apply(s, m)
	if err != nil || next.Ask == nil || (next.Ask.Kind != harrowing.AskCorrupt && next.Ask.Kind != harrowing.AskHeal) {
		return 0
	}
	return next.Ask.Kind
}

// Over a whole game in each circle, the journal writes only what
// happened: no sentence reports a number that did not change ("Bane rises
// to 0 (was 0)"), and every change of corruption, omens or Bane a card or
// rule made names it before a colon, as does a question it asks.
func TestJournalSaysOnlyWhatHappened(t *testing.T) {
	was := regexp.MustCompile(`(\d+)[^()\d]*\(was (\d+)\)`)
	change := regexp.MustCompile(`^Effigy \d+ (takes \d+ \w+ corruption|heals \d+ \w+ corruption|gains \d+ omens?|loses \d+ omens?|gains .+ \(tier \d\) in column|discards )`)
	circles := harrowing.Lantern().Circles
	for g := range len(harrowing.Lantern().Circles) { // each circle once, two to five effigies
		seed := uint64(g)
		r := rng.New(^seed)
		ci := circles[g%len(circles)]
		cfg := harrowing.Config{Circle: ci.ID}
		if ci.UnlockedBy > 0 {
			cfg.Unlocked = []int{ci.UnlockedBy}
		}
		for range 2 + g%4 {
			var sins [7]int8
			for j := range sins {
				sins[j] = int8(r.Intn(4) + 1)
			}
			cfg.Sins = append(cfg.Sins, sins)
		}
		s, err := harrowing.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = Play(s, &r, func(before harrowing.State, m harrowing.Move, ev []harrowing.Event) {
			if a := asked(before, m); a != 0 && m.Kind != harrowing.Choose && !slices.ContainsFunc(ev, func(e harrowing.Event) bool {
				return e.Ask == a && e.Cause != "" && strings.HasPrefix(e.Text, e.Cause+": ")
			}) {
				t.Errorf("game %d: a question of corruption or healing does not say what it comes from: %v", g, ev)
			}
			for _, e := range ev {
				if x := was.FindStringSubmatch(e.Text); x != nil && x[1] == x[2] {
					t.Errorf("game %d: %q says nothing changed", g, e.Text)
				}
				if change.MatchString(e.Text) && m.Kind != harrowing.Choose {
					t.Errorf("game %d: %q does not name its cause", g, e.Text)
				}
				if strings.Contains(e.Text, "Bane") && strings.HasSuffix(e.Text, "(was 0).") && strings.Contains(e.Text, "falls") {
					t.Errorf("game %d: %q", g, e.Text)
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
