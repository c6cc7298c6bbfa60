package hunt

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Field names as the problems' summary tells them, in the form's order.

// fieldOrder ranks a field's last words as the form shows them.
var fieldOrder = []string{"name", "blurb", "levels", "monster", "basic", "cards", "title", "text", "who", "need", "min", "gear",
	"decider", "check", "ask", "bands", "options", "from", "to", "label", "effects", "pass", "fail"}

// sortFields puts fields in the order the form shows them. sort's
// SliceStable rather than slices.SortFunc: the hunt uses it already, and a
// sort of strings of its own is some 17 KB of app.wasm code.
func sortFields(fields []string) {
	sort.SliceStable(fields, func(i, j int) bool { return slices.Compare(fieldRank(fields[i]), fieldRank(fields[j])) < 0 })
}

func fieldRank(field string) []int {
	var out []int
	for _, p := range strings.Split(field, ".") {
		if n, err := strconv.Atoi(p); err == nil {
			out = append(out, n)
		} else {
			out = append(out, 1000+slices.Index(fieldOrder, p))
		}
	}
	return out
}

var fieldWords = map[string]string{"name": "Name", "blurb": "The line about it", "levels": "Levels", "cards": "Cards",
	"monster": "the monster’s space", "basic": "basic hunt event cards", "title": "title", "text": "text", "who": "who takes part",
	"need": "who may take part", "decider": "how the outcome is decided", "check": "the check", "ask": "the question",
	"bands": "bands", "options": "options", "from": "from", "to": "to", "label": "label", "effects": "effects"}

// fieldName names a field for the summary: "Card 2, title".
func (f form) fieldName(field string) string {
	p := strings.Split(field, ".")
	last := p[len(p)-1]
	var out []string
	for i := 0; i+1 < len(p); i += 2 {
		n, _ := strconv.Atoi(p[i+1])
		out = append(out, map[string]string{"levels": "Level", "cards": "Card", "bands": "band", "options": "option"}[p[i]]+" "+strconv.Itoa(n+1))
	}
	if len(p)%2 == 0 {
		return strings.Join(out, ", ") // a row itself
	}
	word := fieldWords[last]
	switch {
	case len(p) == 3 && p[0] == "levels" && last == "cards":
		word = "monster hunt event cards"
	case last == "pass" || last == "fail":
		word = f.outcomeWord(p[1], last)
	}
	if len(out) == 0 {
		return word
	}
	return strings.Join(out, ", ") + ", " + word
}

// outcomeWord names a card's pass or fail effects as its decider does.
func (f form) outcomeWord(card, which string) string {
	c := at(f.d.cards, card)
	decider := ""
	if c != nil {
		decider = c.decider
	}
	words := map[string][2]string{"check": {"on a pass", "on a fail"}, "ask": {"if yes", "if no"}}[decider]
	if words[0] == "" {
		words = [2]string{"what happens", "if no one can take part"}
	}
	if which == "pass" {
		return words[0]
	}
	return words[1]
}
