package blessed

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"lantern/rules"
	"lantern/rules/blessed"
)

// Sheet is what the table writes about one character that the rules never
// read. It travels in the record's notes, so a link or a file carries it.
type Sheet struct {
	Name      string   `json:"name"`
	Pronouns  string   `json:"pronouns,omitempty"`
	Aptitudes []string `json:"aptitudes,omitempty"`
}

// Limits on what notes may hold: they come from files and links too.
const (
	maxText      = 60
	maxAptitudes = 16
)

func packNotes(sheets []Sheet) ([]byte, error) { return json.Marshal(sheets) }

// unpackNotes reads the sheets from a record's notes and fits them to the
// party the moves rebuilt: one sheet per character, texts trimmed to size.
// Notes that cannot be read leave plain names; the game is never lost.
func unpackNotes(b []byte, s blessed.State) []Sheet {
	var in []Sheet
	if len(b) > 0 && json.Unmarshal(b, &in) != nil {
		in = nil
	}
	out := make([]Sheet, len(s.Party))
	for i := range out {
		if i < len(in) {
			out[i] = clean(in[i])
		}
		if out[i].Name == "" {
			out[i].Name = defaultName(i)
		}
	}
	return out
}

func clean(sh Sheet) Sheet {
	sh.Name, sh.Pronouns = cut(sh.Name), cut(sh.Pronouns)
	var apts []string
	for _, a := range sh.Aptitudes[:min(len(sh.Aptitudes), maxAptitudes)] {
		if a = cut(a); a != "" {
			apts = append(apts, a)
		}
	}
	sh.Aptitudes = apts
	return sh
}

// cut cleans s (rules.CleanName) and keeps at most maxText characters.
func cut(s string) string {
	s = rules.CleanName(s)
	for utf8.RuneCountInString(s) > maxText {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return strings.TrimSpace(s)
}

func defaultName(i int) string { return "Character " + itoa(i+1) }
