package hope

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

func TestCoreDeckCounts(t *testing.T) {
	d := CoreDeck()
	counts := []struct {
		kind      string
		got, want int
	}{
		{"scenes", len(d.Scenes), 40},
		{"assets", len(d.Assets), 10},
		{"traits", len(d.Traits), 20},
		{"personalities", len(d.Personalities), 10},
		{"relationships", len(d.Relationships), 10},
	}
	for _, c := range counts {
		if c.got != c.want {
			t.Errorf("%d %s, want %d", c.got, c.kind, c.want)
		}
	}

	perTerrain := map[Terrain]int{}
	hardships := map[int]int{}
	unavoidable, choice := 0, 0
	for _, s := range d.Scenes {
		perTerrain[s.Terrain]++
		if s.Unavoidable {
			unavoidable++
		}
		if s.NoRoll {
			choice++
		} else {
			hardships[s.Hardship]++
		}
	}
	for _, tr := range Terrains {
		if perTerrain[tr] != 8 {
			t.Errorf("%d %s scenes, want 8", perTerrain[tr], tr)
		}
	}
	// Most scenes are H1–H2, a few H3, one or two H4, nothing harder.
	low, h3, h4 := hardships[1]+hardships[2], hardships[3], hardships[4]
	if low < 2*(h3+h4) || h3 < 3 || h4 < 1 || h4 > 2 || hardships[5]+hardships[6] > 0 {
		t.Errorf("hardship spread %v: want most H1–H2, a few H3, one or two H4", hardships)
	}
	if unavoidable < 5 {
		t.Errorf("%d unavoidable scenes, want at least 5", unavoidable)
	}
	if choice < 6 {
		t.Errorf("%d choice scenes, want at least 6", choice)
	}
}

func TestCoreDeckShape(t *testing.T) {
	d := CoreDeck()
	letter := map[Terrain]string{Wilderness: "w", Mountainous: "m", Coastal: "c", Urban: "u", AnyTerrain: "a"}
	for _, s := range d.Scenes {
		if want := regexp.MustCompile(`^core-` + letter[s.Terrain] + `\d\d$`); !want.MatchString(s.ID) {
			t.Errorf("scene %s on terrain %s: id should match %s", s.ID, s.Terrain, want)
		}
		if s.Expansion {
			t.Errorf("scene %s: core scenes are not expansion cards", s.ID)
		}
	}
	for _, c := range cardsOf(d) {
		if !regexp.MustCompile(`^core-` + c.kind + `\d\d$`).MatchString(c.id) {
			t.Errorf("%s %s: id should be core-%sNN", c.kind, c.id, c.kind)
		}
	}
}

// TestSceneBalance pins the shape the brief asks of every scene: avoiding
// costs something, a hardship scene has all three outcomes, and a choice
// scene offers a way to help and a way to refuse.
func TestSceneBalance(t *testing.T) {
	d := Combined(CoreDeck(), MartialLawDeck())
	for _, s := range d.Scenes {
		if !s.Unavoidable && len(s.Refuse.Effects)+len(s.AllRefuse.Effects) == 0 {
			t.Errorf("scene %s can be avoided for free", s.ID)
		}
		if s.NoRoll {
			if len(s.Group) == 0 {
				t.Errorf("choice scene %s has no group rule", s.ID)
			}
			continue
		}
		for name, o := range map[string]Outcome{"refuse": s.Refuse, "succeed": s.Succeed, "fail": s.Fail} {
			if o.Text == "" || len(o.Effects) == 0 {
				t.Errorf("scene %s: %s needs a sentence and an effect", s.ID, name)
			}
		}
		if hurts(s.Succeed.Effects) {
			t.Errorf("scene %s: succeed should bring relief, not harm", s.ID)
		}
	}
}

// hurts reports whether effects make anyone worse off.
func hurts(fx []Effect) bool {
	for _, e := range fx {
		switch {
		case e.Kind == Hunger || e.Kind == Harm || e.Kind == LoseAsset:
			return true
		case (e.Kind == Humanity || e.Kind == Hope) && e.N < 0, e.Kind == Hunted && e.N > 0:
			return true
		}
	}
	return false
}

// TestCardWriting checks the house style: titles of 1–4 words, callouts of
// one or two sentences, outcome texts of one.
func TestCardWriting(t *testing.T) {
	d := Combined(CoreDeck(), MartialLawDeck())
	for _, s := range d.Scenes {
		if n := len(strings.Fields(s.Title)); n < 1 || n > 4 {
			t.Errorf("scene %s: title %q has %d words", s.ID, s.Title, n)
		}
		if n := sentences(s.Callout); n < 1 || n > 2 {
			t.Errorf("scene %s: callout has %d sentences, want 1–2", s.ID, n)
		}
		for _, o := range sceneOutcomes(s) {
			if o.Text != "" && sentences(o.Text) != 1 {
				t.Errorf("scene %s: outcome %q should be one sentence", s.ID, o.Text)
			}
		}
	}
	for _, c := range cardsOf(d) {
		if n := len(strings.Fields(c.title)); n < 1 || n > 4 {
			t.Errorf("%s %s: title %q has %d words", c.kind, c.id, c.title, n)
		}
	}
}

var sentenceEnd = regexp.MustCompile(`[.!?](\s|$)`)

func sentences(s string) int { return len(sentenceEnd.FindAllString(s, -1)) }

func sceneOutcomes(s Scene) []Outcome {
	out := []Outcome{s.Refuse, s.Succeed, s.Fail, s.AllRefuse}
	for _, o := range s.Options {
		out = append(out, o.Outcome)
	}
	for _, g := range s.Group {
		out = append(out, g.Outcome)
	}
	return out
}

// card is what the tests need of a non-scene card.
type card struct {
	kind, id, title string
	effects         []Effect
}

// cardsOf lists the non-scene cards with every effect they hold.
func cardsOf(d Deck) []card {
	var out []card
	for _, a := range d.Assets {
		out = append(out, card{"asset", a.ID, a.Title, a.Effects})
	}
	for _, t := range d.Traits {
		out = append(out, card{"trait", t.ID, t.Title, t.Effects})
	}
	for _, p := range d.Personalities {
		out = append(out, card{"pers", p.ID, p.Title, passiveEffects(p.Passives)})
	}
	for _, r := range d.Relationships {
		out = append(out, card{"rel", r.ID, r.Title, passiveEffects(r.Passives)})
	}
	return out
}

func passiveEffects(ps []Passive) []Effect {
	var fx []Effect
	for _, p := range ps {
		fx = append(fx, p.Effects...)
	}
	return fx
}

func TestDecksValidate(t *testing.T) {
	decks := map[string]Deck{
		"core":     CoreDeck(),
		"martial":  MartialLawDeck(),
		"combined": Combined(CoreDeck(), MartialLawDeck()),
	}
	for name, d := range decks {
		t.Run(name, func(t *testing.T) {
			if err := Validate(d); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestCoreDeckIsFresh checks that changing one caller's deck leaves the
// next caller's untouched.
func TestCoreDeckIsFresh(t *testing.T) {
	a := CoreDeck()
	a.Scenes[0].Title = "changed"
	a.Scenes[0].Refuse.Effects[0].N = 5
	a.Traits[15].Effects[0].Options[0][0].N = 5
	b := CoreDeck()
	if b.Scenes[0].Title == "changed" || b.Scenes[0].Refuse.Effects[0].N == 5 || b.Traits[15].Effects[0].Options[0][0].N == 5 {
		t.Error("CoreDeck shares memory between calls")
	}
}

// TestVocabularyCoverage checks that Lantern's own decks use every word of
// the vocabulary at least once, so the engine's tests can exercise all of
// it with real cards.
func TestVocabularyCoverage(t *testing.T) {
	used := map[string]bool{}
	note := func(kind string, v any) { used[fmt.Sprintf("%s %v", kind, v)] = true }
	var walk func(fx []Effect)
	walk = func(fx []Effect) {
		for _, e := range fx {
			note("kind", e.Kind)
			if e.Who != "" {
				note("who", e.Who)
			}
			if e.Cond != "" {
				note("cond", e.Cond)
			}
			for _, o := range e.Options {
				walk(o)
			}
		}
	}
	d := Combined(CoreDeck(), MartialLawDeck())
	for _, s := range d.Scenes {
		note("terrain", s.Terrain)
		for _, o := range sceneOutcomes(s) {
			walk(o.Effects)
		}
		for _, g := range s.Group {
			note("when", g.When)
		}
	}
	for _, a := range d.Assets {
		note("window", a.Window)
		walk(a.Effects)
	}
	for _, tr := range d.Traits {
		note("window", tr.Window)
		walk(tr.Effects)
	}
	passives := func(ps []Passive) {
		for _, p := range ps {
			note("trigger", p.Trigger)
			if p.Terrain != "" {
				note("passive terrain", "set")
			}
			walk(p.Effects)
		}
	}
	for _, p := range d.Personalities {
		passives(p.Passives)
	}
	for _, r := range d.Relationships {
		passives(r.Passives)
	}

	var want []string
	for k := range effectSpecs {
		want = append(want, fmt.Sprintf("kind %v", k))
	}
	for _, v := range knownTargets {
		want = append(want, fmt.Sprintf("who %v", v))
	}
	for _, v := range knownTracks {
		want = append(want, fmt.Sprintf("cond %v", v))
	}
	for _, v := range knownWindows {
		want = append(want, fmt.Sprintf("window %v", v))
	}
	for _, v := range knownTriggers {
		want = append(want, fmt.Sprintf("trigger %v", v))
	}
	for _, v := range knownGroupWhens {
		want = append(want, fmt.Sprintf("when %v", v))
	}
	for _, v := range Terrains {
		want = append(want, fmt.Sprintf("terrain %v", v))
	}
	want = append(want, "passive terrain set")
	for _, w := range want {
		if !used[w] {
			t.Errorf("no card uses %s", w)
		}
	}
}

// TestConditionCards checks one flavour line per condition step: Hungry,
// Starving, Hurt, Crippled and Hunted.
func TestConditionCards(t *testing.T) {
	want := []struct {
		track Track
		step  int
	}{{HungerTrack, 1}, {HungerTrack, 2}, {HarmTrack, 1}, {HarmTrack, 2}, {HuntedTrack, 1}}
	if len(ConditionCards) != len(want) {
		t.Fatalf("%d condition cards, want %d", len(ConditionCards), len(want))
	}
	for i, c := range ConditionCards {
		if c.Track != want[i].track || c.Step != want[i].step {
			t.Errorf("condition %d is %s step %d, want %s step %d", i, c.Track, c.Step, want[i].track, want[i].step)
		}
		if c.Name == "" || sentences(c.Text) != 1 {
			t.Errorf("condition %s: want a name and one sentence, got %q", c.Name, c.Text)
		}
	}
}
