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

// Fill is the sentence t with each {key} in it replaced by the value that
// follows key in kv ("{who} heals {n}", "who", "Effigy 1", "n", "2"); a key
// kv does not name is dropped. A table of such sentences and one call
// weigh far less in app.wasm than a switch of Sprintf calls.
func Fill(t string, kv ...string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(t[i:], '}') + i
		if j < i {
			break
		}
		b.WriteString(t[:i])
		for k := 0; k+1 < len(kv); k += 2 {
			if kv[k] == t[i+1:j] {
				b.WriteString(kv[k+1])
				break
			}
		}
		t = t[j+1:]
	}
	b.WriteString(t)
	return b.String()
}
