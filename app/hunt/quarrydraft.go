package hunt

import (
	"strconv"
	"strings"
	"unicode"

	"lantern/rules/hunt"
)

// A quarry typed on screen. The form keeps every field as the text typed,
// so a mistake stays in its field beside what is wrong with it, and builds
// the quarry only through the checks that the import and the record use
// (hunt.QuarryProblems): one set of limits, told field by field.

// draft is the quarry form's content.
type draft struct {
	at     int // the kept quarry being edited; -1 for a new one
	name   string
	blurb  string
	levels []levelDraft
	cards  []cardDraft
	tried  bool // Save was pressed: problems show from then on
}

type levelDraft struct{ monster, basic, cards string }

// cardDraft is one monster hunt event card. need is "", "courage",
// "understanding" or "gear"; decider is "", "check", "ask", "bands" or
// "options", and only the chosen one's fields are built.
type cardDraft struct {
	title, text, who string
	need, min, gear  string
	decider          string
	check, ask       string
	pass, fail       string
	bands            []bandDraft
	options          []optionDraft
}

type bandDraft struct{ from, to, text, effects string }

type optionDraft struct{ label, effects string }

// Deciders offered by the form, in the order shown.
var deciders = []struct{ value, label string }{
	{"", "Nothing to roll"},
	{"check", "A d10 check"},
	{"ask", "A question for the table"},
	{"bands", "A d10 roll with outcome bands"},
	{"options", "A choice"},
}

func newDraft() *draft {
	return &draft{at: -1, levels: []levelDraft{{}}, cards: []cardDraft{newCard()}}
}

func newCard() cardDraft { return cardDraft{who: string(hunt.Revealer)} }

// fromQuarry fills the form with a kept quarry, to edit it.
func fromQuarry(q hunt.Quarry, at int) *draft {
	d := &draft{at: at, name: q.Name, blurb: q.Blurb}
	for _, l := range q.Levels {
		basic, cards := l.Spaces()
		d.levels = append(d.levels, levelDraft{monster: strconv.Itoa(l.Monster), basic: spaceText(basic), cards: spaceText(cards)})
	}
	for _, e := range q.Deck {
		d.cards = append(d.cards, cardFrom(e))
	}
	return d
}

func cardFrom(e hunt.Entry) cardDraft {
	c := cardDraft{title: e.Title, text: e.Text, who: string(e.Who), ask: e.Ask,
		pass: hunt.EffectsText(e.Pass), fail: hunt.EffectsText(e.Fail)}
	if c.who == "" {
		c.who = string(hunt.Revealer)
	}
	switch {
	case e.Need.Gear != "":
		c.need, c.gear = "gear", e.Need.Gear
	case e.Need.Stat != "" || e.Need.Min != 0:
		c.need, c.min = string(e.Need.Stat), strconv.Itoa(e.Need.Min)
	}
	switch {
	case e.Check != 0:
		c.decider, c.check = "check", strconv.Itoa(e.Check)
	case e.Ask != "":
		c.decider = "ask"
	case len(e.Bands) > 0:
		c.decider = "bands"
	case len(e.Options) > 0:
		c.decider = "options"
	}
	for _, b := range e.Bands {
		c.bands = append(c.bands, bandDraft{strconv.Itoa(b.From), strconv.Itoa(b.To), b.Text, hunt.EffectsText(b.Effects)})
	}
	for _, o := range e.Options {
		c.options = append(c.options, optionDraft{o.Label, hunt.EffectsText(o.Effects)})
	}
	return c
}

func spaceText(spaces []int) string {
	out := make([]string, len(spaces))
	for i, sp := range spaces {
		out[i] = strconv.Itoa(sp)
	}
	return strings.Join(out, ", ")
}

// quarry builds the quarry the form describes, and what is wrong with it
// by field ("name", "levels.0.basic", "cards.2.bands.1.effects"); the
// quarry is good only when problems is empty.
func (d *draft) quarry() (hunt.Quarry, map[string]string) {
	errs := map[string]string{}
	q := hunt.Quarry{ID: hunt.OwnQuarry, Name: strings.TrimSpace(d.name), Blurb: strings.TrimSpace(d.blurb)}
	for i, l := range d.levels {
		p := "levels." + strconv.Itoa(i) + "."
		m, ok := whole(l.monster)
		if !ok {
			errs[p+"monster"] = "type a whole number from 1 to 12"
		}
		basic := spaces(l.basic, p+"basic", errs)
		cards := spaces(l.cards, p+"cards", errs)
		q.Levels = append(q.Levels, hunt.NewLevel(m, basic, cards))
	}
	for i, c := range d.cards {
		q.Deck = append(q.Deck, c.entry("cards."+strconv.Itoa(i)+".", errs))
	}
	for _, p := range hunt.QuarryProblems(q) {
		if _, told := errs[p.Field]; !told {
			errs[p.Field] = p.Msg
		}
	}
	return q, errs
}

// entry builds a card; what cannot be read goes into errs under prefix.
func (c cardDraft) entry(prefix string, errs map[string]string) hunt.Entry {
	e := hunt.Entry{Title: strings.TrimSpace(c.title), Text: strings.TrimSpace(c.text), Who: hunt.Who(c.who)}
	e.Pass = effects(c.pass, prefix+"pass", errs)
	e.Fail = effects(c.fail, prefix+"fail", errs)
	switch c.need {
	case "":
	case "gear":
		if e.Need.Gear = strings.TrimSpace(c.gear); e.Need.Gear == "" {
			errs[prefix+"need"] = "type the gear tag a survivor must carry, such as mining tools"
		}
	default:
		e.Need.Stat = hunt.Stat(c.need)
		var ok bool
		if e.Need.Min, ok = whole(c.min); !ok {
			errs[prefix+"need"] = "type the least " + c.need + " a survivor needs: a whole number from 0 to 9"
		}
	}
	c.decide(&e, prefix, errs)
	return e
}

// decide builds the chosen way the card's outcome is decided.
func (c cardDraft) decide(e *hunt.Entry, prefix string, errs map[string]string) {
	switch c.decider {
	case "check":
		var ok bool
		if e.Check, ok = whole(c.check); !ok || e.Check == 0 {
			errs[prefix+"check"] = "type a whole number from 2 to 10"
		}
	case "ask":
		if e.Ask = strings.TrimSpace(c.ask); e.Ask == "" {
			errs[prefix+"ask"] = "type the question the table answers yes or no"
		}
	case "bands":
		if len(c.bands) == 0 {
			errs[prefix+"bands"] = "add the bands: together they run from 1 to 10"
		}
		for j, b := range c.bands {
			p := prefix + "bands." + strconv.Itoa(j) + "."
			from, ok1 := whole(b.from)
			to, ok2 := whole(b.to)
			if !ok1 || !ok2 {
				errs[p+"from"] = "a band runs from a whole number to a whole number, 1 to 10"
			}
			e.Bands = append(e.Bands, hunt.Band{From: from, To: to, Text: strings.TrimSpace(b.text),
				Effects: effects(b.effects, p+"effects", errs)})
		}
	case "options":
		for j, o := range c.options {
			p := prefix + "options." + strconv.Itoa(j) + "."
			e.Options = append(e.Options, hunt.Option{Label: strings.TrimSpace(o.label), Effects: effects(o.effects, p+"effects", errs)})
		}
		if len(c.options) == 0 {
			errs[prefix+"options"] = "add the options to choose from: 2 to 6"
		}
	}
}

// whole reads a whole number; an empty field is not one.
func whole(s string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	return n, err == nil
}

// spaces reads "1, 3, 7" (or "1 3 7", or "1;3;7"); an empty field is no
// space.
func spaces(s, field string, errs map[string]string) []int {
	var out []int
	apart := func(r rune) bool { return r == ',' || r == ';' || unicode.IsSpace(r) }
	for _, part := range strings.FieldsFunc(s, apart) {
		n, ok := whole(part)
		if !ok {
			errs[field] = "type the spaces as whole numbers separated by commas, like 1, 3, 7"
			return nil
		}
		out = append(out, n)
	}
	return out
}

func effects(s, field string, errs map[string]string) []hunt.Effect {
	fx, err := hunt.ParseEffects(s)
	if err != nil {
		errs[field] = err.Error()
	}
	return fx
}

// set puts what was typed into the field named as in quarry's problems.
// A field that names nothing in the form changes nothing.
func (d *draft) set(field, v string) {
	path := strings.Split(field, ".")
	if v == none && (strings.HasSuffix(field, ".need") || strings.HasSuffix(field, ".decider")) {
		v = "" // the select's empty choice
	}
	switch {
	case field == "name":
		d.name = v
	case field == "blurb":
		d.blurb = v
	case len(path) == 3 && path[0] == "levels":
		if l := at(d.levels, path[1]); l != nil {
			setLevel(l, path[2], v)
		}
	case len(path) >= 3 && path[0] == "cards":
		if c := at(d.cards, path[1]); c != nil {
			c.set(path[2:], v)
		}
	}
}

// at is the element of list whose index is written in i, or nil.
func at[T any](list []T, i string) *T {
	n, err := strconv.Atoi(i)
	if err != nil || n < 0 || n >= len(list) {
		return nil
	}
	return &list[n]
}

func setLevel(l *levelDraft, name, v string) {
	switch name {
	case "monster":
		l.monster = v
	case "basic":
		l.basic = v
	case "cards":
		l.cards = v
	}
}

func (c *cardDraft) set(path []string, v string) {
	fields := map[string]*string{"title": &c.title, "text": &c.text, "who": &c.who, "need": &c.need, "min": &c.min,
		"gear": &c.gear, "check": &c.check, "ask": &c.ask, "pass": &c.pass, "fail": &c.fail}
	switch {
	case len(path) == 1 && path[0] == "decider":
		c.choose(v)
	case len(path) == 1 && fields[path[0]] != nil:
		*fields[path[0]] = v
	case len(path) == 3 && path[0] == "bands":
		if b := at(c.bands, path[1]); b != nil {
			f := map[string]*string{"from": &b.from, "to": &b.to, "text": &b.text, "effects": &b.effects}[path[2]]
			if f != nil {
				*f = v
			}
		}
	case len(path) == 3 && path[0] == "options":
		if o := at(c.options, path[1]); o != nil {
			f := map[string]*string{"label": &o.label, "effects": &o.effects}[path[2]]
			if f != nil {
				*f = v
			}
		}
	}
}

// choose picks how the card's outcome is decided; bands and options start
// with rows to fill in.
func (c *cardDraft) choose(decider string) {
	c.decider = decider
	if decider == "bands" && len(c.bands) == 0 {
		c.bands = []bandDraft{{from: "1", to: "3"}, {from: "4", to: "7"}, {from: "8", to: "10"}}
	}
	if decider == "options" && len(c.options) == 0 {
		c.options = make([]optionDraft, 2)
	}
}

// setLevels keeps n levels, the first ones as typed.
func (d *draft) setLevels(n int) {
	for len(d.levels) < n {
		d.levels = append(d.levels, levelDraft{})
	}
	d.levels = d.levels[:max(1, n)]
}

// add appends a row to the list a field names, "cards", "cards.2.bands"
// or "cards.2.options", and returns the field of the row's first input.
func (d *draft) add(field string) string {
	path := strings.Split(field, ".")
	if field == "cards" {
		d.cards = append(d.cards, newCard())
		return "cards." + strconv.Itoa(len(d.cards)-1) + ".title"
	}
	if len(path) != 3 {
		return ""
	}
	c := at(d.cards, path[1])
	switch {
	case c != nil && path[2] == "bands":
		c.bands = append(c.bands, bandDraft{})
		return field + "." + strconv.Itoa(len(c.bands)-1) + ".from"
	case c != nil && path[2] == "options":
		c.options = append(c.options, optionDraft{})
		return field + "." + strconv.Itoa(len(c.options)-1) + ".label"
	}
	return ""
}

// remove takes out the row a field names: "cards.2", "cards.2.bands.1"
// or "cards.2.options.0".
func (d *draft) remove(field string) {
	path := strings.Split(field, ".")
	switch {
	case len(path) == 2 && path[0] == "cards":
		d.cards = without(d.cards, path[1])
	case len(path) == 4:
		c := at(d.cards, path[1])
		if c != nil && path[2] == "bands" {
			c.bands = without(c.bands, path[3])
		} else if c != nil && path[2] == "options" {
			c.options = without(c.options, path[3])
		}
	}
}

func without[T any](list []T, i string) []T {
	n, err := strconv.Atoi(i)
	if err != nil || n < 0 || n >= len(list) {
		return list
	}
	return append(list[:n:n], list[n+1:]...)
}
