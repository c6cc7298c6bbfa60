package harrowing

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// place says where in a card file a JSON error lies, for an owner to
// find it: " at line 12, column 5, in card "c-imp"" (the card whose id
// comes last before the spot), or "" when the decoder does not say.
func place(data []byte, err error) string {
	off := int64(-1)
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	default: // an unknown field: the decoder names it but not where
		if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			off = int64(bytes.Index(data, []byte(name)))
		}
	}
	if off < 0 || off > int64(len(data)) {
		return ""
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len(before) - bytes.LastIndexByte(before, '\n')
	out := fmt.Sprintf(" at line %d, column %d", line, col)
	if id := lastID(before); id != "" {
		out += fmt.Sprintf(", in card %q", id)
	}
	return out
}

// lastID is the value of the last "id" field in b, "" when none.
func lastID(b []byte) string {
	i := bytes.LastIndex(b, []byte(`"id"`))
	if i < 0 {
		return ""
	}
	rest := bytes.TrimLeft(b[i+4:], " \t\r\n:")
	if len(rest) == 0 || rest[0] != '"' {
		return ""
	}
	id, _, ok := bytes.Cut(rest[1:], []byte(`"`))
	if !ok {
		return ""
	}
	return string(id)
}

// jsonWords is a decoder's error without Go's words for its types.
func jsonWords(err error) string {
	return strings.NewReplacer("json: ", "", "Go struct field ", "field ", "Catalogue.", "", "Card.", "", "Item.", "").Replace(err.Error())
}
