package hope

import (
	"regexp"
	"testing"
)

func TestMartialLawDeck(t *testing.T) {
	d := MartialLawDeck()
	if len(d.Personalities)+len(d.Relationships) != 0 {
		t.Error("the expansion brings no personalities or relationships")
	}
	if len(d.Scenes) < 15 {
		t.Errorf("%d scenes, want at least 15", len(d.Scenes))
	}
	removers := 0
	for _, s := range d.Scenes {
		if !s.Expansion || !regexp.MustCompile(`^ml-s\d\d$`).MatchString(s.ID) {
			t.Errorf("scene %s: want an ml-sNN expansion card", s.ID)
		}
		gains, removes := false, false
		for _, o := range sceneOutcomes(s) {
			gains = gains || movesHunted(o.Effects, 1)
			removes = removes || movesHunted(o.Effects, -1)
		}
		if !gains {
			t.Errorf("scene %s never brings Hunted", s.ID)
		}
		if removes {
			removers++
		}
	}
	// Shaking pursuit off is rare: a few scenes, never most.
	if removers < 2 || removers > len(d.Scenes)/3 {
		t.Errorf("%d scenes remove Hunted, want a few", removers)
	}

	for _, kind := range []struct {
		name   string
		cards  []card
		prefix string
	}{
		{"traits", cardsOf(Deck{Traits: d.Traits}), `^ml-trait\d\d$`},
		{"assets", cardsOf(Deck{Assets: d.Assets}), `^ml-asset\d\d$`},
	} {
		shakers := 0
		for _, c := range kind.cards {
			if !regexp.MustCompile(kind.prefix).MatchString(c.id) {
				t.Errorf("%s %s: id should match %s", c.kind, c.id, kind.prefix)
			}
			if movesHunted(c.effects, -1) {
				shakers++
			}
		}
		if shakers < 3 {
			t.Errorf("%d %s remove Hunted, want at least 3", shakers, kind.name)
		}
	}
	for _, a := range d.Assets {
		if !a.Expansion {
			t.Errorf("asset %s: want an expansion card", a.ID)
		}
	}
	for _, tr := range d.Traits {
		if !tr.Expansion {
			t.Errorf("trait %s: want an expansion card", tr.ID)
		}
	}
}

// movesHunted reports whether some effect, inside choose too, changes
// Hunted in the direction of sign (+1 or -1).
func movesHunted(fx []Effect, sign int) bool {
	for _, e := range fx {
		if e.Kind == Hunted && e.N*sign > 0 {
			return true
		}
		for _, o := range e.Options {
			if movesHunted(o, sign) {
				return true
			}
		}
	}
	return false
}
