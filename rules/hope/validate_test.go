package hope

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"lantern/rules"
)

// smallDeck is a valid deck with one card of each kind and both kinds of
// scene; each Validate case below breaks exactly one thing in it.
func smallDeck() Deck {
	return Deck{
		Scenes: []Scene{
			{ID: "t-s1", Title: "Bridge", Terrain: Wilderness, Callout: "A rope bridge sways.", Hardship: 2,
				Refuse:  dkOut("You wait.", dkFx(Humanity, -1)),
				Succeed: dkOut("Across.", dkAsset("t-a1")),
				Fail:    dkOut("A fall.", dkFx(Harm, 1))},
			{ID: "t-s2", Title: "Stranger", Terrain: AnyTerrain, Callout: "A boy asks for food.", NoRoll: true,
				Options: []Option{dkOpt("Share", "You share.", dkFx(Hunger, 1)), dkOpt("Refuse", "You turn away.", dkFx(Humanity, -1))},
				Group:   []GroupRule{{When: AllChose, Option: 1, Outcome: dkOut("He follows you.", dkTo(Hope, -1, Everyone))}}},
		},
		Assets: []Asset{{ID: "t-a1", Title: "Rope", Text: "Good rope.", Uses: 2, Window: BeforeRoll,
			Effects: []Effect{dkFx(ExtraDice, 1)}}},
		Traits: []Trait{{ID: "t-t1", Title: "Calm", Text: "Breathe.", Window: AfterRoll,
			Effects: []Effect{dkFx(Reroll, 1)}}},
		Personalities: []Personality{{ID: "t-p1", Title: "Proud", Text: "Never asks.",
			Passives: []Passive{{Trigger: WhenRefusing, Effects: []Effect{dkFx(Humanity, 1)}}}}},
		Relationships: []Relationship{{ID: "t-r1", Title: "Kin", Text: "Blood.",
			Passives: []Passive{{Trigger: WhenPartnerHelps, Effects: []Effect{dkTo(Humanity, 1, Partner)}}}}},
	}
}

func TestValidateSmallDeck(t *testing.T) {
	if err := Validate(smallDeck()); err != nil {
		t.Fatal(err)
	}
}

// TestValidateRules breaks one rule per case and checks that the message
// names the card and the problem.
func TestValidateRules(t *testing.T) {
	long := strings.Repeat("é", 401)
	tests := []struct {
		name   string
		break_ func(d *Deck)
		want   []string
	}{
		{"empty deck", func(d *Deck) { *d = Deck{} }, []string{"deck: it has no cards"}},
		{"too many scenes", func(d *Deck) { d.Scenes = make([]Scene, MaxCardsPerKind+1) }, []string{"deck: 501 scenes is too many"}},
		{"empty id", func(d *Deck) { d.Traits[0].ID = "" }, []string{"trait #1: id is empty"}},
		{"odd id", func(d *Deck) { d.Traits[0].ID = "a b" }, []string{`trait "a b": id must be`}},
		{"long id", func(d *Deck) { d.Traits[0].ID = strings.Repeat("x", 41) }, []string{`trait "` + strings.Repeat("x", 40) + `…": id must be 1 to 40`}},
		{"huge kind is clipped", func(d *Deck) { d.Traits[0].Effects[0].Kind = EffectKind(strings.Repeat("y", 1000)) }, []string{`effect kind "` + strings.Repeat("y", 40) + `…" is not`}},
		{"duplicate id", func(d *Deck) { d.Traits[0].ID = "t-s1" }, []string{"trait t-s1: id is already used by scene #1"}},
		{"no title", func(d *Deck) { d.Assets[0].Title = "" }, []string{"asset t-a1: title is empty"}},
		{"long title", func(d *Deck) { d.Scenes[0].Title = strings.Repeat("x", 61) }, []string{"scene t-s1: title is 61 characters; at most 60"}},
		{"no text", func(d *Deck) { d.Personalities[0].Text = "" }, []string{"personality t-p1: text is empty"}},
		{"long callout", func(d *Deck) { d.Scenes[0].Callout = long }, []string{"scene t-s1: callout is 401 characters"}},
		{"long outcome", func(d *Deck) { d.Scenes[0].Fail.Text = long }, []string{"scene t-s1: fail: text is 401 characters"}},
		{"unknown terrain", func(d *Deck) { d.Scenes[0].Terrain = "moon" }, []string{`scene t-s1: terrain "moon" is not one of`}},
		{"hardship high", func(d *Deck) { d.Scenes[0].Hardship = 7 }, []string{"scene t-s1: hardship 7 is outside 0 to 6"}},
		{"hardship low", func(d *Deck) { d.Scenes[0].Hardship = -1 }, []string{"hardship -1 is outside"}},
		{"options on hardship scene", func(d *Deck) { d.Scenes[0].Options = d.Scenes[1].Options }, []string{"scene t-s1: options and group rules belong to choice scenes"}},
		{"choice with hardship", func(d *Deck) { d.Scenes[1].Hardship = 2 }, []string{"scene t-s2: a choice scene (noRoll) has no hardship, but hardship is 2"}},
		{"choice with succeed", func(d *Deck) { d.Scenes[1].Succeed = dkOut("Yay.") }, []string{"scene t-s2: a choice scene (noRoll) has no roll"}},
		{"choice with one option", func(d *Deck) { d.Scenes[1].Options = d.Scenes[1].Options[:1]; d.Scenes[1].Group = nil }, []string{"scene t-s2: a choice scene needs 2 to 6 options, not 1"}},
		{"option without label", func(d *Deck) { d.Scenes[1].Options[1].Label = "" }, []string{"scene t-s2: option 2: label is empty"}},
		{"group option missing", func(d *Deck) { d.Scenes[1].Group[0].Option = 2 }, []string{"scene t-s2: group rule 1: option 2 does not exist"}},
		{"group when unknown", func(d *Deck) { d.Scenes[1].Group[0].When = "most" }, []string{`scene t-s2: group rule 1: when "most" is not one of`}},
		{"unknown kind", func(d *Deck) { d.Scenes[1].Options[1].Outcome.Effects[0].Kind = "fly" }, []string{`scene t-s2: option 2: effect 1: effect kind "fly" is not in Lantern's vocabulary`}},
		{"scene modifier as outcome", func(d *Deck) { d.Scenes[0].Succeed.Effects = []Effect{dkFx(Reroll, 1)} }, []string{`scene t-s1: succeed: effect 1: effect kind "reroll" changes a scene`}},
		{"unknown target", func(d *Deck) { d.Scenes[0].Fail.Effects[0].Who = "dog" }, []string{`scene t-s1: fail: effect 1: who "dog" is not in`}},
		{"partner outside relationship", func(d *Deck) { d.Traits[0].Effects[0].Who = Partner }, []string{`trait t-t1: effect 1: who "partner" only means something on a relationship`}},
		{"zero signed amount", func(d *Deck) { d.Scenes[0].Refuse.Effects[0].N = 0 }, []string{`scene t-s1: refuse: effect 1: n for "humanity" must be -5 to 5 and not 0, not 0`}},
		{"big amount", func(d *Deck) { d.Scenes[0].Refuse.Effects[0].N = -6 }, []string{"not -6"}},
		{"negative positive amount", func(d *Deck) { d.Scenes[0].Fail.Effects[0].N = -1 }, []string{`scene t-s1: fail: effect 1: n for "harm" must be 1 to 5, not -1`}},
		{"amount where unused", func(d *Deck) { d.Scenes[0].Succeed.Effects[0].N = 1 }, []string{`scene t-s1: succeed: effect 1: n is not used by "gain_asset"`}},
		{"unknown asset", func(d *Deck) { d.Scenes[0].Succeed.Effects[0].Card = "t-a9" }, []string{`scene t-s1: succeed: effect 1: card "t-a9" is not an asset in this deck`}},
		{"core card names expansion asset", func(d *Deck) { d.Assets[0].Expansion = true }, []string{`scene t-s1: succeed: effect 1: card "t-a1" is a Martial Law asset`}},
		{"card where unused", func(d *Deck) { d.Scenes[0].Fail.Effects[0].Card = "t-a1" }, []string{`card is only used by "gain_asset"`}},
		{"ignore without track", func(d *Deck) { d.Traits[0].Effects = []Effect{{Kind: IgnoreCondition}} }, []string{`trait t-t1: effect 1: cond "" is not one of hunger, harm, hunted`}},
		{"cond where unused", func(d *Deck) { d.Traits[0].Effects[0].Cond = HarmTrack }, []string{`trait t-t1: effect 1: cond is only used by "ignore_condition"`}},
		{"options where unused", func(d *Deck) { d.Traits[0].Effects[0].Options = [][]Effect{{dkFx(Feed, 1)}} }, []string{`options are only used by "choose"`}},
		{"choose with one option", func(d *Deck) { d.Traits[0].Effects = []Effect{dkChoose([]Effect{dkFx(Feed, 1)})} }, []string{"trait t-t1: effect 1: choose needs 2 to 6 options, not 1"}},
		{"choose with empty option", func(d *Deck) { d.Traits[0].Effects = []Effect{dkChoose([]Effect{dkFx(Feed, 1)}, nil)} }, []string{"trait t-t1: effect 1: choice 2: it has no effects"}},
		{"bad effect inside choose", func(d *Deck) {
			d.Traits[0].Effects = []Effect{dkChoose([]Effect{dkFx(Feed, 1)}, []Effect{dkFx(Heal, 0)})}
		}, []string{`trait t-t1: effect 1: choice 2: effect 1: n for "heal" must be 1 to 5, not 0`}},
		{"choose too deep", func(d *Deck) {
			e := dkFx(Feed, 1)
			for range maxChooseDepth + 1 {
				e = dkChoose([]Effect{e}, []Effect{dkFx(Heal, 1)})
			}
			d.Traits[0].Effects = []Effect{e}
		}, []string{"trait t-t1: effect 1: choice 1: effect 1: choice 1: effect 1: choice 1: effect 1: choose is nested more than 3 deep"}},
		{"too many effects", func(d *Deck) { d.Traits[0].Effects = make([]Effect, 9) }, []string{"trait t-t1: 9 effects is too many; at most 8"}},
		{"trait without effects", func(d *Deck) { d.Traits[0].Effects = nil }, []string{"trait t-t1: it has no effects"}},
		{"unknown window", func(d *Deck) { d.Traits[0].Window = "dusk" }, []string{`trait t-t1: window "dusk" is not in Lantern's vocabulary`}},
		{"asset without uses", func(d *Deck) { d.Assets[0].Uses = 0 }, []string{"asset t-a1: uses 0 is outside 1 to 9"}},
		{"asset with many uses", func(d *Deck) { d.Assets[0].Uses = 10 }, []string{"asset t-a1: uses 10 is outside 1 to 9"}},
		{"no passives", func(d *Deck) { d.Personalities[0].Passives = nil }, []string{"personality t-p1: it needs 1 to 4 passives, not 0"}},
		{"unknown trigger", func(d *Deck) { d.Personalities[0].Passives[0].Trigger = "sneezing" }, []string{`personality t-p1: passive 1: trigger "sneezing" is not in`}},
		{"partner trigger on personality", func(d *Deck) { d.Personalities[0].Passives[0].Trigger = WhenPartnerActs }, []string{`personality t-p1: passive 1: trigger "partner_acts" only means something on a relationship`}},
		{"passive terrain unknown", func(d *Deck) { d.Relationships[0].Passives[0].Terrain = "sea" }, []string{`relationship t-r1: passive 1: terrain "sea" is not one of`}},
		{"passive without effects", func(d *Deck) { d.Relationships[0].Passives[0].Effects = nil }, []string{"relationship t-r1: passive 1: it has no effects"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := smallDeck()
			tt.break_(&d)
			err := Validate(d)
			if !errors.Is(err, rules.ErrBadCard) {
				t.Fatalf("Validate = %v, want an error wrapping rules.ErrBadCard", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Validate = %q\nwant it to contain %q", err, w)
				}
			}
		})
	}
}

// TestValidateReportsEveryProblem checks that problems are joined, not
// stopped at the first, and that a flood of them is capped.
func TestValidateReportsEveryProblem(t *testing.T) {
	d := smallDeck()
	d.Scenes[0].Hardship = 9
	d.Assets[0].Uses = 0
	if n := len(strings.Split(Validate(d).Error(), "\n")); n != 2 {
		t.Errorf("two problems gave %d lines", n)
	}

	d = smallDeck()
	for range 2 * maxDeckProblems {
		d.Traits = append(d.Traits, Trait{ID: "x"})
	}
	lines := strings.Split(Validate(d).Error(), "\n")
	if len(lines) != maxDeckProblems+1 || !strings.Contains(lines[maxDeckProblems], "more problems") {
		t.Errorf("a flood of problems gave %d lines, last %q", len(lines), lines[len(lines)-1])
	}
}

// TestVocabularyMatchesCardGo reads card.go's constants so that a word
// added to the vocabulary there cannot be forgotten by Validate here.
func TestVocabularyMatchesCardGo(t *testing.T) {
	file, err := parser.ParseFile(token.NewFileSet(), "card.go", nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string][]string{}
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			v := spec.(*ast.ValueSpec)
			if typ, ok := v.Type.(*ast.Ident); ok && len(v.Values) == 1 {
				if lit, ok := v.Values[0].(*ast.BasicLit); ok {
					declared[typ.Name] = append(declared[typ.Name], strings.Trim(lit.Value, `"`))
				}
			}
		}
	}
	var kinds []EffectKind
	for k := range effectSpecs {
		kinds = append(kinds, k)
	}
	known := map[string][]string{
		"EffectKind": words(kinds),
		"Target":     words(knownTargets),
		"Track":      words(knownTracks),
		"Window":     words(knownWindows),
		"Trigger":    words(knownTriggers),
		"GroupWhen":  words(knownGroupWhens),
		"Terrain":    words(Terrains),
	}
	for typ, list := range known {
		got, want := slices.Sorted(slices.Values(list)), slices.Sorted(slices.Values(declared[typ]))
		if !slices.Equal(got, want) {
			t.Errorf("Validate knows %s %v, card.go declares %v", typ, got, want)
		}
	}
}

func words[T ~string](list []T) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = fmt.Sprint(v)
	}
	return out
}
