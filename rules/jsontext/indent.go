// Package jsontext lays out JSON that Lantern writes for owners to edit
// (card files, quarries). By hand, since encoding/json's indenter alone
// weighs some 7 KB of app.wasm code.
package jsontext

// Indent lays compact JSON out as json.MarshalIndent(v, "", unit) does:
// a member or element a line, unit a level, empty ones kept "[]" and
// "{}".
func Indent(b []byte, unit string) []byte {
	out := make([]byte, 0, len(b)*5/4)
	depth, str, esc := 0, false, false
	line := func() {
		out = append(out, '\n')
		for range depth {
			out = append(out, unit...)
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
