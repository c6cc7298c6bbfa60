package hunt

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestKH02_OwnTable(t *testing.T) {
	tab := Table()
	if len(tab) != TableRows {
		t.Fatalf("%d rows", len(tab))
	}
	titles := map[string]bool{}
	for i, e := range tab {
		if e.Roll != i+1 || e.Text == "" || e.Who == "" {
			t.Errorf("row %d: %+v", i+1, e)
		}
		if titles[e.Title] {
			t.Errorf("title %q twice", e.Title)
		}
		titles[e.Title] = true
	}
	if err := checkTable(tab); err != nil {
		t.Fatal(err)
	}
}

// An owner's table replaces Lantern's: every roll lands on their rows.
func TestKH02_ImportedTableIsPlayed(t *testing.T) {
	var rows []Entry
	for r := 1; r <= TableRows; r++ {
		rows = append(rows, Entry{Roll: r, Title: fmt.Sprintf("Owner row %d", r), Who: Revealer,
			Pass: []Effect{{Kind: Note, Text: "owner"}}})
	}
	cfg := board(t, 9)
	cfg.Table = rows
	s := mustNew(t, cfg, 2)
	s, _ = only(t, s, Advance)
	s, ev := only(t, s, Roll)
	if !strings.Contains(ev[0].Text, "Owner row") || s.Team[0].Notes[0] != "owner" {
		t.Fatalf("rolled %q", ev[0].Text)
	}
}

func TestQuarryCardsAreValid(t *testing.T) {
	q, _ := QuarryByID("gloam-moth")
	for _, e := range append(append([]Entry(nil), q.Deck...), basicCard, darknessStory, starvationStory, mineralCard, herbCard) {
		if msg := checkEntry(e, false); msg != "" || e.Text == "" {
			t.Errorf("%s: %s", e.Title, msg)
		}
	}
}

func TestCSVRoundTrip(t *testing.T) {
	b := TableCSV(Table())
	got, err := ParseCSV(b)
	if err != nil {
		t.Fatal(err)
	}
	if !equalTables(got, Table()) {
		t.Fatal("CSV round trip changed the table")
	}
}

func TestJSONRoundTrip(t *testing.T) {
	b, err := json.MarshalIndent(Table(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseJSON(b)
	if err != nil {
		t.Fatal(err)
	}
	if !equalTables(got, Table()) {
		t.Fatal("JSON round trip changed the table")
	}
}

func equalTables(a, b []Entry) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// ownCSV returns edition 0's table as CSV lines of the first eight
// columns, with line i (1-based) replaced by repl[i].
func ownCSV(repl map[int]string) []byte {
	lines := strings.Split(strings.TrimRight(string(TableCSV(TableOf(0))), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, ",,,") // ask, bands and options, all empty
	}
	lines[0] = strings.Join(csvHeader[:csvFirstColumns], ",")
	for i, l := range repl {
		lines[i-1] = l
	}
	return []byte(strings.Join(lines, "\n") + "\n")
}

func TestCSVProblemsHaveLineNumbers(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
		want []string
	}{
		{"bad header", ownCSV(map[int]string{1: "a,b,c,d,e,f,g,h"}), []string{"line 1: the first row"}},
		{"bad rows", ownCSV(map[int]string{
			3:  `2,Two,"text",someone,,0,,`,
			5:  `4,Four,"text",all,bravery>=2,0,,`,
			8:  `7,Seven,"text",all,,11,,`,
			10: `9,Nine,"text",all,,0,courage+x,`,
			12: `11,Eleven,"text",all,,0,,smell:awful`,
			14: `13,Thirteen,"text",all,,0,table+9,`,
			16: `15,,"text",all,,0,,`,
		}), []string{
			`line 3: who "someone"`, `line 5: need: "bravery"`, "line 8: check 11", `line 10: pass: "courage+x"`,
			`line 12: unknown effect "smell"`, "line 14: table rolls again on the table", "line 16: title",
		}},
		{"wrong field count", ownCSV(map[int]string{20: `19,Nineteen,text`}), []string{"line 20: this row has 3 columns; each row needs 8"}},
		{"duplicate roll", ownCSV(map[int]string{3: `1,Again,"text",all,,0,,`}), []string{"line 3: result 1 is already on line 2"}},
		{"missing rows", []byte("roll,title,text,who,need,check,pass,fail\n1,One,t,all,,0,,\n"), []string{"no row for results 2–100"}},
		{"broken quote", ownCSV(map[int]string{4: `3,"Three,text,all,,0,,`}), []string{"line 4:"}},
		{"too big", bytes.Repeat([]byte("x"), MaxImport+1), []string{"limit is"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseCSV(tt.in)
			var ie *ImportError
			if got != nil || !errors.As(err, &ie) {
				t.Fatalf("ParseCSV = %d rows, %v", len(got), err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestJSONProblemsHaveLineNumbers(t *testing.T) {
	good, _ := json.MarshalIndent(Table(), "", "  ")
	lines := strings.Split(string(good), "\n")
	// Break row 3's "who" (its object starts on the line holding `"roll": 3,` minus one).
	for i, l := range lines {
		if strings.Contains(l, `"roll": 3,`) {
			lines[i+3] = `    "who": "nobody",`
			break
		}
	}
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"not an array", `{"roll": 1}`, "line 1: a table is a JSON list"},
		{"bad who", strings.Join(lines, "\n"), `who "nobody"`},
		{"unknown field", `[{"roll": 1, "title": "x", "smell": 2}]`, `line 1: entry 1 (roll 1): there is no field "smell"`},
		{"broken", "[\n{\"roll\": 1,\n", "line 2: entry 1: the file ends in the middle"},
		{"wrong type on line 3", "[\n{\"roll\": 1, \"title\": \"a\"},\n{\"roll\": \"two\"}\n]", "line 3:"},
		{"missing rows", `[{"roll": 1, "title": "x"}]`, "no row for results 2–100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseJSON([]byte(tt.in))
			if got != nil || err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("ParseJSON = %d rows, %v; want %q", len(got), err, tt.want)
			}
		})
	}
	if _, err := ParseJSON(bytes.Repeat([]byte(" "), MaxImport+1)); err == nil {
		t.Fatal("oversized JSON accepted")
	}
}

func TestJSONBadRowLine(t *testing.T) {
	good, _ := json.MarshalIndent(Table(), "", "  ")
	s := strings.Replace(string(good), `"title": "The Ground Gives"`, `"title": ""`, 1)
	line := 1 + strings.Count(s[:strings.Index(s, `"roll": 13,`)], "\n") - 1
	_, err := ParseJSON([]byte(s))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("line %d: entry 13 (roll 13): title", line)) {
		t.Fatalf("err %v, want line %d", err, line)
	}
}

func TestEntryChecks(t *testing.T) {
	ok := Entry{Roll: 1, Title: "T"}
	tests := []struct {
		name string
		edit func(*Entry)
		want string
	}{
		{"fine", func(e *Entry) {}, ""},
		{"roll 0", func(e *Entry) { e.Roll = 0 }, "from 1 to 100, not 0"},
		{"long text", func(e *Entry) { e.Text = strings.Repeat("x", maxText+1) }, "text is longer"},
		{"min without stat", func(e *Entry) { e.Need = Need{Min: 2} }, "a minimum needs"},
		{"unknown stat", func(e *Entry) { e.Need = Need{Stat: "luck", Min: 2} }, `"luck"`},
		{"min 10", func(e *Entry) { e.Need = Need{Stat: Courage, Min: 10} }, "minimum 10"},
		{"stat and gear", func(e *Entry) { e.Need = Need{Stat: Courage, Min: 1, Gear: "rope"} }, "not both"},
		{"long gear", func(e *Entry) { e.Need = Need{Gear: strings.Repeat("g", maxWord+1)} }, "gear tag"},
		{"courage with text", func(e *Entry) { e.Pass = []Effect{{Kind: GainCourage, N: 1, Text: "x"}} }, "no text"},
		{"courage 0", func(e *Entry) { e.Pass = []Effect{{Kind: GainCourage}} }, "courage+1"},
		{"team 13", func(e *Entry) { e.Fail = []Effect{{Kind: MoveTeam, N: 13}} }, "team+1"},
		{"resource without text", func(e *Entry) { e.Pass = []Effect{{Kind: Resource, N: 1}} }, "resource:bone"},
		{"injury with a number", func(e *Entry) { e.Pass = []Effect{{Kind: Injury, N: 2, Text: "cut"}} }, "takes no number"},
		{"too many effects", func(e *Entry) { e.Pass = make([]Effect, maxEffects+1) }, "more than 8"},
		{"table 9 times", func(e *Entry) { e.Pass = []Effect{{Kind: RollTable, N: 9}} }, "table+1 to table+3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := ok
			tt.edit(&e)
			got := checkEntry(e, true)
			if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
				t.Fatalf("checkEntry = %q, want %q", got, tt.want)
			}
		})
	}
	if msg := checkEntry(Entry{Title: "Card", Pass: []Effect{{Kind: RollTable, N: 1}}}, false); msg != "" {
		t.Fatalf("a card may send the revealer to the table: %q", msg)
	}
}

// Lantern's own table is its own: no title may be an official event's
// name (those two were, and are renamed).
func TestOwnTitlesAreNotOfficialNames(t *testing.T) {
	official := []string{"Sinkhole", "Golden Light"}
	for _, e := range Table() {
		for _, name := range official {
			if strings.EqualFold(e.Title, name) {
				t.Errorf("row %d is titled %q, an official event's name", e.Roll, e.Title)
			}
		}
	}
}

// Lantern's own table uses every kind of row an owner may type in, so
// each is played (KH-02).
func TestOwnTableUsesEveryKindOfRow(t *testing.T) {
	var ask, bands, options, again, long bool
	for _, e := range Table() {
		ask = ask || e.Ask != ""
		bands = bands || len(e.Bands) > 0
		options = options || len(e.Options) > 0
		long = long || len([]rune(e.Text)) > 400
		for _, f := range e.Pass {
			again = again || f.Kind == RollTable
		}
	}
	if !ask || !bands || !options || !again || !long {
		t.Fatalf("ask %v, bands %v, options %v, roll again %v, long text %v", ask, bands, options, again, long)
	}
	if !equalTables(TableOf(0)[:20], TableOf(0)[:20]) || TableOf(0)[20].Ask != "" {
		t.Fatal("edition 0's table changed: its hunts would replay differently")
	}
}
