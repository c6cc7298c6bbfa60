package hunt

import (
	"fmt"
	"unicode/utf8"
)

// checkEntry says what is wrong with e, or "". Table rows (inTable) need a
// roll 1–100 and may not send the revealer back to the table.
func checkEntry(e Entry, inTable bool) string {
	switch {
	case inTable && (e.Roll < 1 || e.Roll > TableRows):
		return fmt.Sprintf("roll must be a whole number from 1 to 100, not %d", e.Roll)
	case e.Title == "" || utf8.RuneCountInString(e.Title) > maxTitle:
		return fmt.Sprintf("title must be 1–%d characters", maxTitle)
	case utf8.RuneCountInString(e.Text) > maxText:
		return fmt.Sprintf("text is longer than %d characters", maxText)
	case e.Who != "" && e.Who != Revealer && e.Who != Random && e.Who != All:
		return fmt.Sprintf("who %q is not revealer, random or all", e.Who)
	case e.Check != 0 && (e.Check < 2 || e.Check > 10):
		return fmt.Sprintf("check %d is not 0 (no roll) or 2–10", e.Check)
	}
	if msg := checkNeed(e.Need); msg != "" {
		return "need: " + msg
	}
	if msg := checkDecider(e); msg != "" {
		return msg
	}
	for _, fx := range e.effectLists() {
		if msg := checkEffects(fx); msg != "" {
			return msg
		}
	}
	return ""
}

// effectLists is every list of effects e holds.
func (e Entry) effectLists() [][]Effect {
	out := [][]Effect{e.Pass, e.Fail}
	for _, b := range e.Bands {
		out = append(out, b.Effects)
	}
	for _, o := range e.Options {
		out = append(out, o.Effects)
	}
	return out
}

func checkEffects(fx []Effect) string {
	if len(fx) > maxEffects {
		return fmt.Sprintf("more than %d effects", maxEffects)
	}
	for _, f := range fx {
		if msg := checkEffect(f); msg != "" {
			return msg
		}
	}
	return ""
}

// checkDecider wants at most one of check, ask, bands and options, each
// well formed: bands cover 1–10 once, options have labels.
func checkDecider(e Entry) string {
	n := 0
	for _, on := range []bool{e.Check != 0, e.Ask != "", len(e.Bands) > 0, len(e.Options) > 0} {
		if on {
			n++
		}
	}
	switch {
	case n > 1:
		return "use only one of check, ask, bands and options in an entry"
	case utf8.RuneCountInString(e.Ask) > maxTitle*2:
		return fmt.Sprintf("the question is longer than %d characters", maxTitle*2)
	case len(e.Options) == 1 || len(e.Options) > maxOptions:
		return fmt.Sprintf("a choice needs 2–%d options", maxOptions)
	}
	for _, o := range e.Options {
		if o.Label == "" || utf8.RuneCountInString(o.Label) > maxTitle {
			return fmt.Sprintf("each option needs a label of 1–%d characters", maxTitle)
		}
	}
	return checkBands(e.Bands)
}

func checkBands(bands []Band) string {
	if len(bands) == 0 {
		return ""
	}
	next := 1
	for _, b := range bands {
		switch {
		case b.From != next || b.To < b.From || b.To > 10:
			return fmt.Sprintf("bands must run from 1 to 10 in order without gaps or overlaps (%d–%d does not follow)", b.From, b.To)
		case utf8.RuneCountInString(b.Text) > maxTitle*2:
			return fmt.Sprintf("a band's text is longer than %d characters", maxTitle*2)
		}
		next = b.To + 1
	}
	if next != 11 {
		return "the last band must end at 10"
	}
	return ""
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
