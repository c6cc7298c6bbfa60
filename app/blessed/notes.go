package blessed

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"

	"lantern/rules"
	"lantern/rules/blessed"
)

// Sheet is what the table writes about one character that the rules never
// read. It travels in the record's notes, so a link or a file carries it.
type Sheet struct {
	Name       string `json:"name"`
	Pronouns   string `json:"pronouns,omitempty"`
	Age        string `json:"age,omitempty"`
	Appearance string `json:"appearance,omitempty"`
	Backstory  string `json:"backstory,omitempty"`
	Gained     string `json:"gained,omitempty"` // things gained
	Rumours    string `json:"rumours,omitempty"`
	Favor      string `json:"favor,omitempty"` // favorability: with whom, how much
	Notes      string `json:"notes,omitempty"`
	// Aptitudes and Specializations are names by position: an empty one
	// is not named yet (the shop granted it, nobody wrote it down).
	Aptitudes       []string `json:"aptitudes,omitempty"`
	Specializations []string `json:"specializations,omitempty"`
}

// Limits on what notes may hold: they come from files and links too.
const (
	maxText      = 60
	maxLong      = 600 // backstory, things gained, rumours, favor, notes
	maxAptitudes = 16
)

// table is what the notes hold: the setting's ethic and the sheets.
// Notes from before the setting were the list of sheets alone.
type table struct {
	Setting string  `json:"setting,omitempty"`
	Sheets  []Sheet `json:"sheets"`
}

func packNotes(setting string, sheets []Sheet) ([]byte, error) {
	return json.Marshal(table{Setting: setting, Sheets: sheets})
}

// unpackSetting reads the Setting Ethic from a record's notes, or "".
func unpackSetting(b []byte) string {
	var t table
	if json.Unmarshal(b, &t) != nil || !slices.Contains(settingEthics, t.Setting) {
		return ""
	}
	return t.Setting
}

// settingEthics are the setting's possible ethics: the three starting ones.
var settingEthics = func() []string {
	var out []string
	for _, e := range blessed.StartingEthics {
		out = append(out, e.String())
	}
	return out
}()

// unpackNotes reads the sheets from a record's notes and fits them to the
// party the moves rebuilt: one sheet per character, texts trimmed to size.
// Notes that cannot be read leave plain names; the game is never lost.
func unpackNotes(b []byte, s blessed.State) []Sheet {
	var in []Sheet
	var t table
	switch {
	case len(b) == 0:
	case json.Unmarshal(b, &t) == nil:
		in = t.Sheets
	case json.Unmarshal(b, &in) != nil:
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
	sh.Name, sh.Pronouns, sh.Age, sh.Appearance = cut(sh.Name), cut(sh.Pronouns), cut(sh.Age), cut(sh.Appearance)
	for _, f := range []*string{&sh.Backstory, &sh.Gained, &sh.Rumours, &sh.Favor, &sh.Notes} {
		*f = cutTo(strings.ReplaceAll(*f, "\r", ""), maxLong, true)
	}
	sh.Aptitudes, sh.Specializations = nameList(sh.Aptitudes), nameList(sh.Specializations)
	return sh
}

// nameList cleans a list of names kept by position: at most maxAptitudes,
// empty ones kept in place, none left trailing.
func nameList(in []string) []string {
	var out []string
	for _, a := range in[:min(len(in), maxAptitudes)] {
		out = append(out, cut(a))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// cut cleans s (rules.CleanName) and keeps at most maxText characters.
func cut(s string) string { return cutTo(s, maxText, false) }

// cutTo keeps at most n characters of s; lines keeps its line breaks (a
// backstory has paragraphs), which CleanName would take for control
// characters.
func cutTo(s string, n int, lines bool) string {
	if lines {
		parts := strings.Split(s, "\n")
		for i, p := range parts {
			parts[i] = rules.CleanName(p)
		}
		s = strings.Join(parts, "\n")
	} else {
		s = rules.CleanName(s)
	}
	for utf8.RuneCountInString(s) > n {
		_, k := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-k]
	}
	return strings.TrimSpace(s)
}

func defaultName(i int) string { return "Character " + itoa(i+1) }
