// Package words says counts and lists the one way every Lantern game
// says them: "1 omen", "2 omens", "Ada, Bram and Cleo". Games and their
// rules (whose events are the journal's text) both use it, so no screen
// words a number its own way ("1 omens", "boon(s)").
package words

import (
	"strconv"
	"strings"
)

// Count is n followed by the noun, singular for exactly one: Count(1,
// "omen") is "1 omen", Count(0, "omen") "0 omens". The plural adds "s",
// or "es" after s, x, z, ch and sh; use CountOf for any other plural.
func Count(n int, one string) string { return CountOf(n, one, Plural(one)) }

// CountOf is Count with the plural given: CountOf(3, "die", "dice").
func CountOf(n int, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Plural is the regular plural of a noun: "omen" → "omens",
// "success" → "successes".
func Plural(one string) string {
	for _, end := range []string{"s", "x", "z", "ch", "sh"} {
		if strings.HasSuffix(one, end) {
			return one + "es"
		}
	}
	return one + "s"
}

// Times is how often: "once", "twice", "3 times".
func Times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return strconv.Itoa(n) + " times"
}

// List joins items as a sentence does: "", "Ada", "Ada and Bram",
// "Ada, Bram and Cleo".
func List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
