package harrowing

import (
	"encoding/json"
	"testing"
)

// The starting file an owner downloads is taken as it is, and a game can
// be played with it.
func TestTemplateIsPlayable(t *testing.T) {
	text, sum, err := OwnerCards(Template())
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}, Cards: text}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(Legal(s)) == 0 {
		t.Fatal("no move in a game of the template")
	}
	t.Logf("%d bytes compact: %s", len(text), sum)
}

// indent writes what json.MarshalIndent writes, strings with quotes,
// escapes and brackets in them and empty lists included.
func TestIndentIsMarshalIndents(t *testing.T) {
	for _, v := range []any{
		Lantern().Catalogue,
		map[string]any{"a": []int{}, "b": map[string]int{}, "c": `q"{[,:]}\\`, "d": []any{1, "x", []int{2}}, "e": "<&>"},
		[]string{},
		"plain",
	} {
		want, err := json.MarshalIndent(v, "", "\t")
		if err != nil {
			t.Fatal(err)
		}
		compact, _ := json.Marshal(v)
		if got := indent(compact); string(got) != string(want) {
			t.Errorf("indent gives\n%s\nMarshalIndent\n%s", got, want)
		}
	}
}
