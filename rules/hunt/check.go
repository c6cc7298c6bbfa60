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
	for _, fx := range [][]Effect{e.Pass, e.Fail} {
		if len(fx) > maxEffects {
			return fmt.Sprintf("more than %d effects", maxEffects)
		}
		for _, f := range fx {
			if msg := checkEffect(f, inTable); msg != "" {
				return msg
			}
		}
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

func checkEffect(f Effect, inTable bool) string {
	words := utf8.RuneCountInString(f.Text)
	switch f.Kind {
	case GainCourage, GainUnderstanding, MoveTeam, MoveMonster:
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
		if inTable {
			return "a table row cannot roll on the table again"
		}
	default:
		return fmt.Sprintf("unknown effect %q (courage, understanding, resource, injury, note, team, monster)", f.Kind)
	}
	return ""
}
