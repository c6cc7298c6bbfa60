package harrowing

import (
	"bytes"
	"encoding/json"

	"lantern/rules/jsontext"
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
	return append(jsontext.Indent(b, "\t"), '\n')
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
