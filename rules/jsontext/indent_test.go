package jsontext

import (
	"encoding/json"
	"testing"
)

// Indent writes what json.MarshalIndent writes, strings with quotes,
// escapes and brackets in them and empty lists included, at any unit.
func TestIndentIsMarshalIndents(t *testing.T) {
	type card struct {
		Title   string         `json:"title"`
		Options []string       `json:"options,omitempty"`
		Odds    map[string]int `json:"odds"`
	}
	for _, v := range []any{
		[]card{{Title: "A \"quoted\" {card}", Options: []string{"x", "y\\"}, Odds: map[string]int{"b": 2, "a": 1}}, {Odds: map[string]int{}}},
		map[string]any{"a": []int{}, "b": map[string]int{}, "c": `q"{[,:]}\\`, "d": []any{1, "x", []int{2}}, "e": "<&>", "f": nil, "g": 1.5},
		[]string{},
		"plain",
	} {
		compact, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, unit := range []string{"\t", "  "} {
			want, _ := json.MarshalIndent(v, "", unit)
			if got := Indent(compact, unit); string(got) != string(want) {
				t.Errorf("Indent gives\n%s\nMarshalIndent\n%s", got, want)
			}
		}
	}
}
