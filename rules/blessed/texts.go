package blessed

import (
	"fmt"
	"strconv"
	"strings"

	"lantern/rules/words"
)

// diceName says n dice of the given faces: "1 d6", "3 d6s".
func diceName(n, faces int) string {
	d := "d" + strconv.Itoa(faces)
	return words.CountOf(n, d, d+"s")
}

// facesText says faces as the table reads them out: "1, 4 and 6".
func facesText(faces []int) string {
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = strconv.Itoa(f)
	}
	return words.List(parts)
}

// difficultyText says a check's difficulty with its rolls when more than
// one: "Normal", "Hard (2 rolls)".
func difficultyText(c Check) string {
	if c.Rolls > 1 {
		return fmt.Sprintf("%v (%s)", c.Difficulty, words.Count(c.Rolls, "roll"))
	}
	return c.Difficulty.String()
}

// say fills text's {placeholders} in from m as the table reads them:
// {seat} and {other} count seats from 1, {value} is the number, {stat},
// {kind}, {tag}… name the field (sayFields). One call that reads the move
// itself is a fraction of the code of a Sprintf handed each field.
func (m Move) say(text string) string { return m.Say(text, nil) }

// Say is say for a screen: given names, {seat} and {other} are the names
// of those seats rather than their numbers.
func (m Move) Say(text string, names []string) string {
	var b []byte
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			return string(append(b, text...))
		}
		j := i + strings.IndexByte(text[i:], '}')
		b = append(append(b, text[:i]...), m.field(text[i+1:j], names)...)
		text = text[j+1:]
	}
}

// sayFields are say's placeholders, in field's order.
var sayFields = [...]string{"seat", "other", "value", "stat", "use", "second", "kind", "lifestyle", "ethic",
	"upgrade", "tag", "pay", "condition", "difficulty", "attack", "flag"}

// field is the words for one of say's placeholders.
func (m Move) field(name string, names []string) string {
	k := 0
	for k < len(sayFields)-1 && sayFields[k] != name {
		k++
	}
	switch {
	case k == 0 && names != nil:
		return names[m.Seat]
	case k == 1 && names != nil:
		return names[m.Other]
	}
	switch k {
	case 0:
		return strconv.Itoa(m.Seat + 1)
	case 1:
		return strconv.Itoa(m.Other + 1)
	case 2:
		return strconv.Itoa(m.Value)
	case 3:
		return m.Stat.String()
	case 4:
		return m.Use.String()
	case 5:
		return m.Second.String()
	case 6:
		return m.Kind.String()
	case 7:
		return m.Lifestyle.String()
	case 8:
		return m.Ethic.String()
	case 9:
		return m.Upgrade.String()
	case 10:
		return m.Tag.String()
	case 11:
		return m.Pay.String()
	case 12:
		return m.Condition.String()
	case 13:
		return m.Difficulty.String()
	case 14:
		return m.Attack.String()
	}
	return m.Flag.String()
}
