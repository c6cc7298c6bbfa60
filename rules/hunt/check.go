package hunt

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// FieldProblem is one thing wrong with an entry or a quarry, at the field
// it is about: "name", "levels.1.basic", "cards.2.title",
// "cards.2.bands.0.effects". A form shows each beside its own field; an
// import tells the first of each entry in a sentence. Both come from the
// same checks, so the form, the import and the record keep one set of
// limits.
type FieldProblem struct {
	Field string
	Msg   string
}

// Limits of an entry's short texts, for a form's fields to show.
const (
	MaxTitle    = maxTitle     // a title or an option's label
	MaxWord     = maxWord      // a gear tag, a resource, an injury or a note
	MaxQuestion = 2 * maxTitle // a question, or a band's line
)

// problemList gathers field problems under a prefix.
type problemList struct {
	prefix string
	list   []FieldProblem
}

func (l *problemList) add(field, msg string) {
	l.list = append(l.list, FieldProblem{Field: l.prefix + field, Msg: msg})
}

func (l *problemList) addf(field, format string, args ...any) {
	l.add(field, fmt.Sprintf(format, args...))
}

// checkEntry says what is wrong with e, or "". Table rows (inTable) need a
// roll 1–100 and may not send the revealer back to the table.
func checkEntry(e Entry, inTable bool) string {
	if ps := entryProblems(e, inTable, ""); len(ps) > 0 {
		return ps[0].Msg
	}
	return ""
}

// entryProblems is everything wrong with e, each at its field under prefix.
func entryProblems(e Entry, inTable bool, prefix string) []FieldProblem {
	l := problemList{prefix: prefix}
	if inTable && (e.Roll < 1 || e.Roll > TableRows) {
		l.addf("roll", "roll must be a whole number from 1 to 100, not %d", e.Roll)
	}
	if e.Title == "" || utf8.RuneCountInString(e.Title) > maxTitle {
		l.addf("title", "title must be 1–%d characters", maxTitle)
	}
	if utf8.RuneCountInString(e.Text) > maxText {
		l.addf("text", "text is longer than %d characters", maxText)
	}
	if e.Who != "" && e.Who != Revealer && e.Who != Random && e.Who != All {
		l.addf("who", "who %q is not revealer, random or all", e.Who)
	}
	if e.Check != 0 && (e.Check < 2 || e.Check > 10) {
		l.addf("check", "check %d is not 0 (no roll) or 2–10", e.Check)
	}
	if msg := checkNeed(e.Need); msg != "" {
		l.add("need", "need: "+msg)
	}
	deciderProblems(e, &l)
	effectsProblems("pass", e.Pass, &l)
	effectsProblems("fail", e.Fail, &l)
	for i, b := range e.Bands {
		effectsProblems("bands."+strconv.Itoa(i)+".effects", b.Effects, &l)
	}
	for i, o := range e.Options {
		effectsProblems("options."+strconv.Itoa(i)+".effects", o.Effects, &l)
	}
	return l.list
}

// effectsProblems tells the first thing wrong with a list of effects.
func effectsProblems(field string, fx []Effect, l *problemList) {
	if len(fx) > maxEffects {
		l.addf(field, "more than %d effects", maxEffects)
		return
	}
	for _, f := range fx {
		if msg := checkEffect(f); msg != "" {
			l.add(field, msg)
			return
		}
	}
}

// deciderProblems wants at most one of check, ask, bands and options, each
// well formed: bands cover 1–10 once, options have labels.
func deciderProblems(e Entry, l *problemList) {
	n := 0
	for _, on := range []bool{e.Check != 0, e.Ask != "", len(e.Bands) > 0, len(e.Options) > 0} {
		if on {
			n++
		}
	}
	if n > 1 {
		l.add("decider", "use only one of check, ask, bands and options in an entry")
	}
	if utf8.RuneCountInString(e.Ask) > MaxQuestion {
		l.addf("ask", "the question is longer than %d characters", MaxQuestion)
	}
	if len(e.Options) == 1 || len(e.Options) > maxOptions {
		l.addf("options", "a choice needs 2–%d options", maxOptions)
	}
	for i, o := range e.Options {
		if o.Label == "" || utf8.RuneCountInString(o.Label) > maxTitle {
			l.addf("options."+strconv.Itoa(i)+".label", "each option needs a label of 1–%d characters", maxTitle)
		}
	}
	bandsProblems(e.Bands, l)
}

func bandsProblems(bands []Band, l *problemList) {
	if len(bands) == 0 {
		return
	}
	next := 1
	for i, b := range bands {
		if b.From != next || b.To < b.From || b.To > 10 {
			l.addf("bands", "bands must run from 1 to 10 in order without gaps or overlaps (%d–%d does not follow)", b.From, b.To)
			return
		}
		if utf8.RuneCountInString(b.Text) > MaxQuestion {
			l.addf("bands."+strconv.Itoa(i)+".text", "a band's text is longer than %d characters", MaxQuestion)
		}
		next = b.To + 1
	}
	if next != 11 {
		l.add("bands", "the last band must end at 10")
	}
}

func checkNeed(n Need) string {
	switch {
	case n.Stat == "" && n.Min != 0:
		return "a minimum needs courage or understanding"
	case n.Stat != "" && n.Stat != Courage && n.Stat != Understanding:
		return fmt.Sprintf("%q is not courage or understanding", n.Stat)
	case n.Min < 0 || n.Min > MaxStat:
		return fmt.Sprintf("minimum %d is not 0–%d", n.Min, MaxStat)
	case n.Stat != "" && n.Gear != "":
		return "ask for a stat or a gear tag, not both"
	case utf8.RuneCountInString(n.Gear) > maxWord:
		return fmt.Sprintf("gear tag is longer than %d characters", maxWord)
	}
	return ""
}

func checkEffect(f Effect) string {
	words := utf8.RuneCountInString(f.Text)
	switch f.Kind {
	case GainCourage, GainUnderstanding, GainSurvival, GainInsanity, MoveTeam, MoveMonster:
		if f.N == 0 || f.N < -maxMove || f.N > maxMove || f.Text != "" {
			return fmt.Sprintf("%s needs a change like %s+1 or %s-2 and no text", f.Kind, f.Kind, f.Kind)
		}
	case Resource, Injury, Note:
		if words == 0 || words > maxWord || f.N < 0 || f.N > MaxStat {
			return fmt.Sprintf("%s needs a text of 1–%d characters, like %s:bone", f.Kind, maxWord, f.Kind)
		}
		if f.Kind != Resource && f.N != 0 {
			return fmt.Sprintf("%s takes no number", f.Kind)
		}
	case RollTable:
		if f.N < 0 || f.N > maxAgain || f.Text != "" {
			return fmt.Sprintf("table rolls again on the table: table or table+1 to table+%d, and no text", maxAgain)
		}
	default:
		return fmt.Sprintf("unknown effect %q (courage, understanding, survival, insanity, resource, injury, note, team, monster, table)", f.Kind)
	}
	return ""
}
