package hunt

import (
	"errors"
	"os"
	"strings"
	"testing"

	"lantern/rules/record"
)

func ashStag(t *testing.T) Quarry {
	t.Helper()
	b, err := os.ReadFile("testdata/ash-stag.json")
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParseQuarry(b)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// An owner's quarry is hunted like Lantern's and travels in the record.
func TestOwnersQuarryIsHuntedAndRecorded(t *testing.T) {
	q := ashStag(t)
	if len(q.Levels) != 2 || len(q.Deck) != 3 || q.Levels[1].Monster != 10 {
		t.Fatalf("parsed %+v", q)
	}
	cfg, err := SetupOwn(team(2), q, 2)
	if err != nil {
		t.Fatal(err)
	}
	moves, end, events := script(t, cfg, 5)
	if !strings.Contains(stepTexts(events), "Ash Stag") {
		t.Fatalf("the hunt never named its quarry: %s", stepTexts(events))
	}
	rec, err := Adapter.Encode(cfg, 5, moves)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := Adapter.Replay(rec)
	if err != nil || Fingerprint(back) != Fingerprint(end) || back.Config.Own.Name != "Ash Stag" {
		t.Fatalf("replayed: %v", err)
	}
	if again, err := ParseQuarry(QuarryJSON(q)); err != nil || len(again.Deck) != 3 || len(again.Levels[0].Slots) != 5 {
		t.Fatalf("export does not import again: %v", err)
	}
}

func Fingerprint(s State) string { return record.Fingerprint(s) }

func TestOwnersQuarryProblems(t *testing.T) {
	tests := []struct{ in, want string }{
		{``, "the file is empty"},
		{`[]`, "a quarry is one JSON object"},
		{`{"name": "X", "levels": [{"monster": 9, "basic": [6]}], "cards": [{"title": "a"}]}`, "level 1: no card may start on space 6"},
		{`{"name": "X", "levels": [{"monster": 9, "cards": [1, 2]}], "cards": [{"title": "a"}]}`, "deals 2 monster cards but the quarry has 1 monster card"},
		{`{"name": "X", "levels": [], "cards": [{"title": "a"}]}`, "list 1 to 3 levels"},
		{`{"name": "X", "levels": [{"monster": 9}], "cards": [{"title": ""}]}`, "card 1 (): title"},
		{`{"name": "X", "speed": 3}`, `there is no field "speed"`},
		{`{"name": "X", "levels": [{"monster": 9}], "cards": [{"title": "a"}]} {}`, "more after the quarry's closing }"},
	}
	for _, tt := range tests {
		_, err := ParseQuarry([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.in, err, tt.want)
		}
	}
}

// A quarry file's import lists every problem at once, as a table's does:
// fixing one and importing again to find the next is a slow way to learn
// a file format.
func TestOwnersQuarryListsEveryProblem(t *testing.T) {
	in := `{"name": "", "levels": [{"monster": 13, "basic": [6]}, {"monster": 9, "cards": [1, 2, 3]}],
		"cards": [{"title": ""}, {"title": "b", "check": 11}]}`
	_, err := ParseQuarry([]byte(in))
	var ie *ImportError
	if !errors.As(err, &ie) {
		t.Fatalf("%v; want an ImportError", err)
	}
	for _, want := range []string{
		"name must be 1–40 characters",
		"card 1 (): title",
		"card 2 (b): ",
		"level 1: the monster starts on a space 1 to 12, not 13",
		"level 1: no card may start on space 6",
		"level 2: it deals 3 monster cards but the quarry has 2",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
	if len(ie.Problems) < 6 {
		t.Errorf("%d problems listed:\n%v", len(ie.Problems), err)
	}

	// A value of the wrong kind is told with the rest, not alone.
	in = `{"name": "X", "speed": 3, "levels": [{"monster": 9, "cards": [1, 2]}],
		"cards": [{"title": "a", "check": "five"}, {"title": "b", "who": 2}, {"title": ""}]}`
	_, err = ParseQuarry([]byte(in))
	for _, want := range []string{
		`there is no field "speed"`,
		"card 1 (a): check must be a whole number",
		"card 2 (b): who must be text in quotes",
		"card 3 (): title",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
}

// A problem's field names its card or level by index: only a whole
// "<list>.<i>.<name>" does.
func TestFieldIndex(t *testing.T) {
	for _, tt := range []struct {
		field, list string
		i           int
		ok          bool
	}{
		{"cards.3.title", "cards.", 3, true}, {"cards.0.options.1.text", "cards.", 0, true}, {"levels.12.rolls", "levels.", 12, true},
		{"cards", "cards.", 0, false}, {"cards.3", "cards.", 0, false}, {"cards.3.", "cards.", 0, false},
		{"cards.x.title", "cards.", 0, false}, {"cards.-1.title", "cards.", 0, false}, {"levels.2.name", "cards.", 0, false},
	} {
		i, ok := fieldIndex(tt.field, tt.list)
		if ok != tt.ok || (ok && i != tt.i) {
			t.Errorf("fieldIndex(%q, %q) = %d, %v", tt.field, tt.list, i, ok)
		}
	}
}
