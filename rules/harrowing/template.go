package harrowing

import (
	"bytes"
	"encoding/json"
)

// Template is a starting file for an owner's cards: Lantern's own first
// circle, with the items, starting items, hunted card and Lifewater table
// a game of it plays with and the Unknown cards and Areas its cards name,
// indented for editing. It passes OwnerCards as it is
// (TestTemplateIsPlayable), so an owner can change a card at a time and
// keep a file that works; the whole book is several times an owner's
// limit (MaxOwnerCards).
func Template() []byte {
	c := Lantern().Catalogue
	first := c.Circles[0]
	c.Circles = []Circle{first}
	// Loops, not slices.DeleteFunc: each element type would be its own
	// copy of it in app.wasm.
	items := c.Items[:0:0]
	for _, it := range c.Items {
		if it.Circle == "" || it.Circle == first.ID {
			items = append(items, it)
		}
	}
	c.Items = items
	all := c.Unknown
	c.Unknown = nil
	for {
		named := namedNumbers(c)
		kept := all[:0:0]
		for _, u := range all {
			if named[u.Number] {
				kept = append(kept, u)
			}
		}
		if len(kept) == len(c.Unknown) {
			break
		}
		c.Unknown = kept
	}
	areas := map[string]bool{}
	for _, u := range c.Unknown {
		areas[u.Area] = true
	}
	for _, k := range first.Infernal {
		areas[k.Area] = true
	}
	kept := c.Areas[:0:0]
	for _, a := range c.Areas {
		if areas[a.Name] {
			kept = append(kept, a)
		}
	}
	c.Areas = kept
	b, _ := json.Marshal(c)
	return append(indent(b), '\n')
}

// indent lays compact JSON out as json.MarshalIndent(v, "", "\t") does:
// a member or element a line, a tab a level, empty ones kept "[]" and
// "{}". By hand, since MarshalIndent's indenter alone weighs some 7 KB
// of app.wasm code for this one file.
func indent(b []byte) []byte {
	out := make([]byte, 0, len(b)*5/4)
	depth, str, esc := 0, false, false
	line := func() {
		out = append(out, '\n')
		for range depth {
			out = append(out, '\t')
		}
	}
	for i, c := range b {
		switch {
		case str:
			out = append(out, c)
			str = esc || c != '"'
			esc = !esc && c == '\\'
		case c == '{' || c == '[':
			out = append(out, c)
			if i+1 < len(b) && (b[i+1] == '}' || b[i+1] == ']') {
				continue
			}
			depth++
			line()
		case c == '}' || c == ']':
			if b[i-1] != '{' && b[i-1] != '[' {
				depth--
				line()
			}
			out = append(out, c)
		case c == ',':
			out = append(out, c)
			line()
		case c == ':':
			out = append(out, ':', ' ')
		default:
			str = c == '"'
			out = append(out, c)
		}
	}
	return out
}

// namedNumbers are the Unknown numbers c's cards name in their effects
// (manifest, bring in) and as Unknown cards kept: every "number" field of
// its JSON. (A scan by hand, not regexp: regexp alone added some 30 KB
// to the download.)
func namedNumbers(c Catalogue) map[int]bool {
	b, _ := json.Marshal(c)
	out := map[int]bool{}
	key := []byte(`"number":`)
	for i := bytes.Index(b, key); i >= 0; i = bytes.Index(b, key) {
		b = b[i+len(key):]
		n, digits := 0, 0
		for ; digits < len(b) && b[digits] >= '0' && b[digits] <= '9'; digits++ {
			n = n*10 + int(b[digits]-'0')
		}
		if digits > 0 {
			out[n] = true
		}
	}
	return out
}
