package hunt

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"lantern/rules/hunt"
)

func ashStag(t *testing.T) hunt.Quarry {
	t.Helper()
	b, err := os.ReadFile("../../rules/hunt/testdata/ash-stag.json")
	if err != nil {
		t.Fatal(err)
	}
	q, err := hunt.ParseQuarry(b)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func fx(kind hunt.EffectKind, n int, text string) []hunt.Effect {
	return []hunt.Effect{{Kind: kind, N: n, Text: text}}
}

// limit is one limit of an owner's quarry: a change that breaks it, the
// form field that must tell it, and the words told.
type limit struct {
	name, field, msg string
	change           func(q *hunt.Quarry)
	formCannot       bool // the form has no way to type it (one need, one decider)
}

var limits = []limit{
	{"no name", "name", "name must be 1–40 characters", func(q *hunt.Quarry) { q.Name = "" }, false},
	{"long name", "name", "name must be 1–40 characters", func(q *hunt.Quarry) { q.Name = strings.Repeat("é", 41) }, false},
	{"long blurb", "blurb", "blurb is longer than 400", func(q *hunt.Quarry) { q.Blurb = strings.Repeat("b", 401) }, false},
	{"no level", "levels", "list 1 to 3 levels", func(q *hunt.Quarry) { q.Levels = nil }, false},
	{"four levels", "levels", "list 1 to 3 levels", func(q *hunt.Quarry) { q.Levels = append(q.Levels, q.Levels[0], q.Levels[1]) }, false},
	{"no card", "cards", "1 to 30 monster hunt event cards", func(q *hunt.Quarry) {
		q.Deck = nil
		q.Levels = q.Levels[:1]
		q.Levels[0] = hunt.NewLevel(8, []int{1}, nil)
	}, false},
	{"31 cards", "cards", "1 to 30 monster hunt event cards", func(q *hunt.Quarry) {
		for len(q.Deck) < 31 {
			q.Deck = append(q.Deck, q.Deck[0])
		}
	}, false},
	{"no title", "cards.0.title", "title must be 1–60 characters", func(q *hunt.Quarry) { q.Deck[0].Title = "" }, false},
	{"long title", "cards.0.title", "title must be 1–60 characters", func(q *hunt.Quarry) { q.Deck[0].Title = strings.Repeat("t", 61) }, false},
	{"long text", "cards.0.text", "text is longer than 2000", func(q *hunt.Quarry) { q.Deck[0].Text = strings.Repeat("x", 2001) }, false},
	{"who", "cards.0.who", `who "sometimes" is not revealer`, func(q *hunt.Quarry) { q.Deck[0].Who = "sometimes" }, false},
	{"check 1", "cards.1.check", "check 1 is not 0 (no roll) or 2–10", func(q *hunt.Quarry) { q.Deck[1].Check = 1 }, false},
	{"check 11", "cards.1.check", "check 11 is not 0 (no roll) or 2–10", func(q *hunt.Quarry) { q.Deck[1].Check = 11 }, false},
	{"need 10", "cards.0.need", "minimum 10 is not 0–9", func(q *hunt.Quarry) { q.Deck[0].Need = hunt.Need{Stat: hunt.Courage, Min: 10} }, false},
	{"need -1", "cards.0.need", "minimum -1 is not 0–9", func(q *hunt.Quarry) { q.Deck[0].Need = hunt.Need{Stat: hunt.Understanding, Min: -1} }, false},
	{"need stat", "cards.0.need", `"strength" is not courage or understanding`, func(q *hunt.Quarry) { q.Deck[0].Need = hunt.Need{Stat: "strength", Min: 1} }, false},
	{"long gear", "cards.0.need", "gear tag is longer than 80", func(q *hunt.Quarry) { q.Deck[0].Need = hunt.Need{Gear: strings.Repeat("g", 81)} }, false},
	{"min without stat", "cards.0.need", "a minimum needs courage or understanding", func(q *hunt.Quarry) { q.Deck[0].Need = hunt.Need{Min: 2} }, true},
	{"stat and gear", "cards.0.need", "a stat or a gear tag, not both", func(q *hunt.Quarry) { q.Deck[0].Need = hunt.Need{Stat: hunt.Courage, Min: 1, Gear: "rope"} }, true},
	{"two deciders", "cards.1.decider", "use only one of check, ask, bands and options", func(q *hunt.Quarry) { q.Deck[1].Ask = "Is it raining?" }, true},
	{"long question", "cards.0.ask", "the question is longer than 120", func(q *hunt.Quarry) { q.Deck[0].Ask = strings.Repeat("q", 121) }, false},
	{"one option", "cards.2.options", "a choice needs 2–6 options", func(q *hunt.Quarry) { q.Deck[2].Options = q.Deck[2].Options[:1] }, false},
	{"seven options", "cards.2.options", "a choice needs 2–6 options", func(q *hunt.Quarry) {
		for len(q.Deck[2].Options) < 7 {
			q.Deck[2].Options = append(q.Deck[2].Options, q.Deck[2].Options[0])
		}
	}, false},
	{"no label", "cards.2.options.1.label", "each option needs a label of 1–60", func(q *hunt.Quarry) { q.Deck[2].Options[1].Label = "" }, false},
	{"long label", "cards.2.options.0.label", "each option needs a label of 1–60", func(q *hunt.Quarry) { q.Deck[2].Options[0].Label = strings.Repeat("l", 61) }, false},
	{"option effect", "cards.2.options.1.effects", "table rolls again on the table", func(q *hunt.Quarry) { q.Deck[2].Options[1].Effects = fx(hunt.RollTable, 4, "") }, false},
	{"band gap", "cards.0.bands", "(5–10 does not follow)", func(q *hunt.Quarry) {
		q.Deck[0].Pass, q.Deck[0].Bands = nil, []hunt.Band{{From: 1, To: 3}, {From: 5, To: 10}}
	}, false},
	{"band short", "cards.0.bands", "the last band must end at 10", func(q *hunt.Quarry) { q.Deck[0].Pass, q.Deck[0].Bands = nil, []hunt.Band{{From: 1, To: 9}} }, false},
	{"band text", "cards.0.bands.1.text", "a band's text is longer than 120", func(q *hunt.Quarry) {
		q.Deck[0].Pass, q.Deck[0].Bands = nil, []hunt.Band{{From: 1, To: 5}, {From: 6, To: 10, Text: strings.Repeat("b", 121)}}
	}, false},
	{"band effect", "cards.0.bands.1.effects", "unknown effect \"speed\"", func(q *hunt.Quarry) {
		q.Deck[0].Pass, q.Deck[0].Bands = nil, []hunt.Band{{From: 1, To: 5}, {From: 6, To: 10, Effects: fx("speed", 1, "")}}
	}, false},
	{"nine effects", "cards.0.pass", "more than 8 effects", func(q *hunt.Quarry) {
		for len(q.Deck[0].Pass) < 9 {
			q.Deck[0].Pass = append(q.Deck[0].Pass, q.Deck[0].Pass[0])
		}
	}, false},
	{"no change", "cards.0.pass", "courage needs a change like courage+1", func(q *hunt.Quarry) { q.Deck[0].Pass = fx(hunt.GainCourage, 0, "") }, false},
	{"far move", "cards.0.pass", "team needs a change like team+1", func(q *hunt.Quarry) { q.Deck[0].Pass = fx(hunt.MoveTeam, 13, "") }, false},
	{"change with text", "cards.0.pass", "insanity needs a change like insanity+1 or insanity-2 and no text", func(q *hunt.Quarry) { q.Deck[0].Pass = fx(hunt.GainInsanity, 1, "x") }, false},
	{"no resource", "cards.1.pass", "resource needs a text of 1–80", func(q *hunt.Quarry) { q.Deck[1].Pass = fx(hunt.Resource, 1, "") }, false},
	{"long resource", "cards.1.pass", "resource needs a text of 1–80", func(q *hunt.Quarry) { q.Deck[1].Pass = fx(hunt.Resource, 1, strings.Repeat("r", 81)) }, false},
	{"ten resources", "cards.1.pass", "resource needs a text of 1–80", func(q *hunt.Quarry) { q.Deck[1].Pass = fx(hunt.Resource, 10, "bone") }, false},
	{"injury number", "cards.1.fail", "injury takes no number", func(q *hunt.Quarry) { q.Deck[1].Fail = fx(hunt.Injury, 2, "cut") }, false},
	{"table+4", "cards.1.fail", "table or table+1 to table+3", func(q *hunt.Quarry) { q.Deck[1].Fail = fx(hunt.RollTable, 4, "") }, false},
	{"unknown effect", "cards.1.fail", `unknown effect "speed"`, func(q *hunt.Quarry) { q.Deck[1].Fail = fx("speed", 1, "") }, false},
	{"monster on start", "levels.0.monster", "the monster starts on a space 1 to 12, not 0", func(q *hunt.Quarry) { q.Levels[0].Monster = 0 }, false},
	{"monster off board", "levels.1.monster", "the monster starts on a space 1 to 12, not 13", func(q *hunt.Quarry) { q.Levels[1].Monster = 13 }, false},
	{"basic on darkness", "levels.0.basic", "no card may start on space 6", func(q *hunt.Quarry) { q.Levels[0] = hunt.NewLevel(8, []int{6}, nil) }, false},
	{"basic on start", "levels.0.basic", "no card may start on space 0", func(q *hunt.Quarry) { q.Levels[0] = hunt.NewLevel(8, []int{0}, nil) }, false},
	{"card on starvation", "levels.1.cards", "no card may start on space 12", func(q *hunt.Quarry) { q.Levels[1] = hunt.NewLevel(10, nil, []int{12}) }, false},
	{"card off board", "levels.0.cards", "no card may start on space 13", func(q *hunt.Quarry) { q.Levels[0] = hunt.NewLevel(8, nil, []int{13}) }, false},
	{"more cards than deck", "levels.0.cards", "it deals 4 monster cards but the quarry has 3 monster cards", func(q *hunt.Quarry) { q.Levels[0] = hunt.NewLevel(8, nil, []int{1, 2, 3, 4}) }, false},
	{"65 cards", "levels.0.basic", "a level deals at most 64 cards, not 65", func(q *hunt.Quarry) {
		q.Levels[0] = hunt.NewLevel(8, make([]int, 65), nil)
		for i := range q.Levels[0].Slots {
			q.Levels[0].Slots[i].Space = 1
		}
	}, false},
}

// Every limit of an owner's quarry is told by the JSON import, by the
// record, and by the quarry form beside the field it is about, in the
// same words.
func TestQuarryLimitsAreTheSameEverywhere(t *testing.T) {
	for _, tt := range limits {
		t.Run(tt.name, func(t *testing.T) {
			q := ashStag(t)
			tt.change(&q)
			if _, err := hunt.ParseQuarry(hunt.QuarryJSON(q)); err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("JSON import: %v, want %q", err, tt.msg)
			}
			cfg, err := hunt.SetupOwn(team2(), ashStag(t), 1)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Own = q
			if _, err := hunt.Adapter.Encode(cfg, 1, nil); err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("record: %v, want %q", err, tt.msg)
			}
			if _, err := hunt.New(cfg, 1); err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("a record's hunt: %v, want %q", err, tt.msg)
			}
			built, errs := fromQuarry(q, -1).quarry()
			if tt.formCannot {
				if len(errs) != 0 {
					t.Errorf("the form cannot hold this, yet tells %v", errs)
				}
				if hunt.QuarryProblems(built) != nil {
					t.Errorf("the form built a quarry with problems: %v", hunt.QuarryProblems(built))
				}
				return
			}
			if !strings.Contains(errs[tt.field], tt.msg) {
				t.Errorf("form: field %s tells %q, want %q (all: %v)", tt.field, errs[tt.field], tt.msg, errs)
			}
		})
	}
}

func team2() []hunt.Survivor { return []hunt.Survivor{{Name: "Mara"}, {Name: "Ode"}} }

// A quarry shown in the form and saved again is the same quarry.
func TestQuarryFormKeepsAQuarry(t *testing.T) {
	q := ashStag(t)
	q.Deck[0].Need = hunt.Need{Gear: "rope"}
	q.Deck = append(q.Deck,
		hunt.Entry{Title: "Ash Bands", Who: hunt.All, Need: hunt.Need{Stat: hunt.Courage, Min: 2},
			Bands: []hunt.Band{{From: 1, To: 4, Text: "Singed.", Effects: fx(hunt.GainSurvival, -1, "")}, {From: 5, To: 10, Effects: fx(hunt.Resource, 2, "ash")}},
			Fail:  fx(hunt.Note, 0, "left behind")},
		hunt.Entry{Title: "Kiln", Who: hunt.Revealer, Ask: "Does your settlement have a kiln?", Pass: fx(hunt.GainInsanity, -2, ""), Fail: fx(hunt.MoveMonster, -1, "")})
	built, errs := fromQuarry(q, 0).quarry()
	if len(errs) != 0 {
		t.Fatalf("problems: %v", errs)
	}
	if !reflect.DeepEqual(built, q) {
		t.Fatalf("the form changed the quarry:\n got %+v\nwant %+v", built, q)
	}
}

// What cannot be read as typed is told at its field.
func TestQuarryFormTellsTyping(t *testing.T) {
	tests := []struct{ field, value, want string }{
		{"levels.0.monster", "", "type a whole number from 1 to 12"},
		{"levels.0.monster", "nine", "type a whole number from 1 to 12"},
		{"levels.0.basic", "1, three", "whole numbers separated by commas"},
		{"cards.0.pass", "courage+x", `"+x" must be a whole number`},
		{"cards.1.check", "", "type a whole number from 2 to 10"},
		{"cards.0.gear", "", "type the gear tag"},
		{"cards.0.min", "lots", "type the least courage"},
		{"cards.0.ask", " ", "type the question"},
		{"cards.2.options.0.effects", "monster+", `"+" must be a whole number`},
	}
	for _, tt := range tests {
		d := fromQuarry(ashStag(t), -1)
		switch tt.field {
		case "cards.0.gear":
			d.set("cards.0.need", "gear")
		case "cards.0.min":
			d.set("cards.0.need", "courage")
		case "cards.0.ask":
			d.set("cards.0.decider", "ask")
		}
		d.set(tt.field, tt.value)
		_, errs := d.quarry()
		field := tt.field
		if field == "cards.0.gear" || field == "cards.0.min" {
			field = "cards.0.need"
		}
		if !strings.Contains(errs[field], tt.want) {
			t.Errorf("%s = %q: told %q, want %q (all: %v)", tt.field, tt.value, errs[field], tt.want, errs)
		}
	}
}
