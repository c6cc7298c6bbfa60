package hunt

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// Tests for a spreadsheet user's first import: what Excel and friends
// write, and messages in plain words with the line they are about.

func TestImportAcceptsAByteOrderMark(t *testing.T) {
	bom := []byte("\xEF\xBB\xBF")
	csvIn := append(append([]byte{}, bom...), TableCSV(Table())...)
	if _, err := ParseCSV(csvIn); err != nil {
		t.Errorf("CSV UTF-8 with a byte-order mark refused: %v", err)
	}
	js, _ := json.Marshal(Table())
	if _, err := ParseJSON(append(append([]byte{}, bom...), js...)); err != nil {
		t.Errorf("JSON with a byte-order mark refused: %v", err)
	}
}

func TestImportRefusesLatin1(t *testing.T) {
	// "Café" as Latin-1 / Windows-1252 writes é as the lone byte 0xE9.
	in := ownCSV(map[int]string{5: "4,Caf\xe9 of Bones,\"text\",all,,0,,"})
	for name, parse := range map[string]func([]byte) ([]Entry, error){"csv": ParseCSV, "json": ParseJSON} {
		t.Run(name, func(t *testing.T) {
			b := in
			if name == "json" {
				b = []byte("[{\"roll\": 1, \"title\": \"Caf\xe9\"}]")
			}
			got, err := parse(b)
			if got != nil || err == nil || !strings.Contains(err.Error(), "save it as UTF-8") {
				t.Fatalf("got %d rows, %v; want a refusal saying to save it as UTF-8", len(got), err)
			}
		})
	}
}

func TestImportListsEveryProblemInOnePass(t *testing.T) {
	// Rows 5 and 7 repeat results 2 and 3; row 9 has a bad title too; the
	// repeats leave 4 and 6 missing; a row refused for its title still
	// counts as present.
	in := ownCSV(map[int]string{
		5: `2,Again,"text",all,,0,,`,
		7: `3,Again,"text",all,,0,,`,
		9: `8,,"text",all,,0,,`,
	})
	_, err := ParseCSV(in)
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{
		"line 5: result 2 is already on line 3",
		"line 7: result 3 is already on line 4",
		"line 9: title",
		"no row for results 4 and 6",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

func TestImportCountsProblemsBeyondTheFirst20(t *testing.T) {
	repl := map[int]string{}
	for line := 2; line <= 31; line++ { // 30 rows with an empty title
		repl[line] = strconv.Itoa(line-1) + `,,"text",all,,0,,`
	}
	_, err := ParseCSV(ownCSV(repl))
	if err == nil {
		t.Fatal("accepted")
	}
	msg := err.Error()
	if got := strings.Count(msg, ": title"); got != maxProblems {
		t.Errorf("%d problems listed, want %d", got, maxProblems)
	}
	if !strings.Contains(msg, "and 10 more problems") {
		t.Errorf("no count of the rest:\n%s", msg)
	}
}

func TestImportJSONRefusesTextAfterTheArray(t *testing.T) {
	js, _ := json.Marshal(Table())
	got, err := ParseJSON(append(js, []byte("\n]\nthanks!")...))
	if got != nil || err == nil || !strings.Contains(err.Error(), "after the table's closing ]") {
		t.Fatalf("got %d rows, %v", len(got), err)
	}
}

func TestImportOneLineJSONNamesTheEntry(t *testing.T) {
	tab := append([]Entry(nil), Table()...)
	tab[40].Title = ""
	js, _ := json.Marshal(tab) // one line
	_, err := ParseJSON(js)
	if err == nil || !strings.Contains(err.Error(), "entry 41 (roll 41): title") {
		t.Fatalf("err %v; want it to name entry 41", err)
	}
}

func TestImportMessagesArePlainWords(t *testing.T) {
	head := "roll,title,text,who,need,check,pass,fail\n"
	tests := []struct {
		name, format, in, want string
	}{
		{"empty csv", "csv", "", "the file is empty"},
		{"blank csv", "csv", " \n\n", "the file is empty"},
		{"empty json", "json", "", "the file is empty"},
		{"semicolons", "csv", "roll;title;text;who;need;check;pass;fail\n1;A;b;all;;0;;\n", "use commas, not semicolons"},
		{"roll a word", "csv", head + "one,A,b,all,,0,,\n", "roll must be a whole number from 1 to 100"},
		{"roll 101", "csv", head + "101,A,b,all,,0,,\n", "roll must be a whole number from 1 to 100"},
		{"roll 2.5", "csv", head + "2.5,A,b,all,,0,,\n", "roll must be a whole number from 1 to 100"},
		{"short row", "csv", head + "1,A,b\n", "line 2: this row has 3 columns; each row needs 8"},
		{"open quote", "csv", head + "1,\"A,b,all,,0,,\n", `line 2: a quote mark (") opens`},
		{"bare quote", "csv", head + "1,A \"x\" B,b,all,,0,,\n", `line 2: a quote mark (") in the middle`},
		{"json roll text", "json", `[{"roll": "one", "title": "A"}]`, "roll must be a whole number from 1 to 100"},
		{"json roll 2.5", "json", `[{"roll": 2.5, "title": "A"}]`, "roll must be a whole number from 1 to 100"},
		{"json title number", "json", `[{"roll": 1, "title": 7}]`, "title must be text in quotes"},
		{"json unknown field", "json", `[{"roll": 1, "title": "A", "smell": 2}]`, `there is no field "smell"`},
		{"json object", "json", `{"roll": 1}`, "a table is a JSON list"},
		{"json broken", "json", "[\n{\"roll\": 1,,\n", "line 2:"},
		{"json cut short", "json", "[\n{\"roll\": 1,\n", "the file ends in the middle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parse := ParseCSV
			if tt.format == "json" {
				parse = ParseJSON
			}
			got, err := parse([]byte(tt.in))
			if got != nil || err == nil {
				t.Fatalf("accepted %q", tt.in)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.want) {
				t.Errorf("message %q lacks %q", msg, tt.want)
			}
			for _, goTalk := range []string{"json:", "parse error", "strconv", "invalid character", "Go value", "unexpected EOF", "wrong number of fields", "extraneous"} {
				if strings.Contains(msg, goTalk) {
					t.Errorf("message speaks Go (%q): %q", goTalk, msg)
				}
			}
		})
	}
}

func TestImportedMessagesNeverQuoteTheDecoder(t *testing.T) {
	// The fuzz corpus is a wide sample of broken files: none of their
	// messages may be Go's.
	for _, b := range [][]byte{
		[]byte(`[{"roll":1,"title":"a","who":"all","pass":[{"kind":"team","n":"x"}]}]`),
		[]byte(`[{"roll":1,"need":{"stat":3}}]`),
		[]byte(`[{"roll":1}] [`),
		bytes.Repeat([]byte("["), 10),
	} {
		_, err := ParseJSON(b)
		if err == nil || strings.Contains(err.Error(), "json") {
			t.Errorf("%s: %v", b, err)
		}
	}
}
