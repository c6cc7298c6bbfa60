package hunt

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"lantern/rules"
	"lantern/rules/words"
)

// Limits on an imported table, checked before and while parsing.
const (
	MaxImport   = 256 << 10 // bytes in an imported file
	TableRows   = 100
	maxTitle    = 60
	maxText     = 2000
	maxOptions  = 6
	maxAgain    = 3  // rolls a "roll again" effect may ask for
	maxWord     = 80 // resource, injury, note and gear texts
	maxEffects  = 8
	maxMove     = 12
	maxProblems = 20
)

// csvHeader is the first row of a CSV table, in this order. Tables of the
// first eight columns alone, as Lantern first read them, are read still.
var csvHeader = []string{"roll", "title", "text", "who", "need", "check", "pass", "fail", "ask", "bands", "options"}

const csvFirstColumns = 8

// ParseCSV reads a hunt event table as CSV: the header row csvHeader, then
// one row per result 1–100. need is "", "courage>=N", "understanding>=N" or
// "gear:TAG"; pass and fail are effects separated by ";" such as
// "courage+1", "team-1", "resource:bone" or "injury:cut palm". Every
// problem is told with its line, in words a spreadsheet user knows.
func ParseCSV(b []byte) ([]Entry, error) {
	b, err := plainText(b)
	if err != nil {
		return nil, err
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1 // counted here, to say which row is short
	var p problems
	var out []Entry
	cols := 0
	for first := true; ; first = false {
		row, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			line := 0
			if pe, ok := rules.As[*csv.ParseError](err); ok {
				line = pe.StartLine
			}
			p.add(line, "%s", csvTrouble(err))
			p.stopped = true // the reader cannot find the next row after a quoting error
			break
		}
		line, _ := r.FieldPos(0)
		if first {
			msg := ""
			if cols, msg = headerTrouble(row); msg != "" {
				p.add(line, "%s", msg)
				p.stopped = true
				break
			}
			continue
		}
		if e, ok := csvRow(row, cols, line, &p); ok {
			out = append(out, e)
		}
	}
	return finish(out, &p)
}

// csvRow reads one row after the header, telling p what is wrong with it.
func csvRow(row []string, cols, line int, p *problems) (Entry, bool) {
	if len(row) != cols {
		p.add(line, "this row has %s; each row needs %d, as the first row: %s", words.Count(len(row), "column"), cols, strings.Join(csvHeader[:cols], ","))
		return Entry{}, false
	}
	e, msg := rowEntry(row)
	if msg == "" && cols > csvFirstColumns {
		msg = rowRich(row, &e)
	}
	if e.Roll >= 1 && e.Roll <= TableRows {
		p.roll(e.Roll, line, "")
	}
	if msg == "" {
		msg = checkEntry(e, true)
	}
	if msg != "" {
		p.add(line, "%s", msg)
		return e, false
	}
	return e, true
}

// headerTrouble reads the first row: how many columns the table has, or
// what is wrong with it.
func headerTrouble(row []string) (int, string) {
	if len(row) == 1 && strings.Contains(row[0], ";") {
		return 0, "use commas, not semicolons, between the columns (in a spreadsheet, save as “CSV UTF-8 (comma delimited)”)"
	}
	if len(row) == 1 && strings.Contains(row[0], "\t") {
		return 0, "use commas, not tabs, between the columns"
	}
	got := make([]string, len(row))
	for i, f := range row {
		got[i] = strings.ToLower(strings.TrimSpace(f))
	}
	for _, n := range []int{csvFirstColumns, len(csvHeader)} {
		if strings.Join(got, ",") == strings.Join(csvHeader[:n], ",") {
			return n, ""
		}
	}
	return 0, fmt.Sprintf("the first row must name the columns: %s", strings.Join(csvHeader, ","))
}

// csvTrouble puts a CSV reader's error in plain words.
func csvTrouble(err error) string {
	switch {
	case errors.Is(err, csv.ErrQuote):
		return `a quote mark (") opens a field that is not closed properly: close it with another ", or remove it`
	case errors.Is(err, csv.ErrBareQuote):
		return `a quote mark (") in the middle of a field: put the whole field in quotes and write the mark twice ("")`
	}
	return "this line cannot be read as CSV"
}

// rowEntry turns one CSV row into an Entry, or says what is wrong.
func rowEntry(row []string) (Entry, string) {
	e := Entry{Title: strings.TrimSpace(row[1]), Text: strings.TrimSpace(row[2]), Who: Who(strings.TrimSpace(row[3]))}
	var err error
	if e.Roll, err = strconv.Atoi(strings.TrimSpace(row[0])); err != nil {
		return e, fmt.Sprintf("roll must be a whole number from 1 to 100, not %q", row[0])
	}
	if e.Need, err = parseNeed(strings.TrimSpace(row[4])); err != nil {
		return e, "need: " + err.Error()
	}
	if c := strings.TrimSpace(row[5]); c != "" {
		if e.Check, err = strconv.Atoi(c); err != nil {
			return e, fmt.Sprintf("check must be a whole number (0 for no roll, or 2–10), not %q", c)
		}
	}
	if e.Pass, err = parseEffects(row[6]); err != nil {
		return e, "pass: " + err.Error()
	}
	if e.Fail, err = parseEffects(row[7]); err != nil {
		return e, "fail: " + err.Error()
	}
	return e, ""
}

func parseNeed(s string) (Need, error) {
	switch {
	case s == "":
		return Need{}, nil
	case strings.HasPrefix(s, "gear:"):
		return Need{Gear: strings.TrimSpace(s[len("gear:"):])}, nil
	}
	stat, n, ok := strings.Cut(s, ">=")
	if !ok {
		return Need{}, fmt.Errorf("%q is not courage>=N, understanding>=N or gear:TAG", s)
	}
	min, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil {
		return Need{}, fmt.Errorf("%q must be a whole number", n)
	}
	return Need{Stat: Stat(strings.TrimSpace(stat)), Min: min}, nil
}

// ParseEffects reads effects as a CSV table and the quarry form write
// them: "kind±N:text; …", such as "courage+1; resource:bone". It checks
// only the form; the limits are the entry's.
func ParseEffects(s string) ([]Effect, error) { return parseEffects(s) }

// EffectsText writes effects in the form ParseEffects reads.
func EffectsText(fx []Effect) string { return joinEffects(fx, "; ") }

// parseEffects reads "kind±N:text; …".
func parseEffects(s string) ([]Effect, error) {
	var out []Effect
	for part := range strings.SplitSeq(s, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		head, text, _ := strings.Cut(part, ":")
		head = strings.TrimSpace(head)
		f := Effect{Text: strings.TrimSpace(text)}
		i := strings.IndexAny(head, "+-")
		if i < 0 {
			f.Kind = EffectKind(head)
		} else {
			n, err := strconv.Atoi(head[i:])
			if err != nil {
				return nil, fmt.Errorf("%q: %q must be a whole number, like +1 or -2", part, head[i:])
			}
			f.Kind, f.N = EffectKind(head[:i]), n
		}
		out = append(out, f)
	}
	return out, nil
}

// ParseJSON reads a hunt event table as a JSON array of entries with the
// field names of Entry. Problems name the entry as well as the line, since
// a table written by a program may sit on one line.
func ParseJSON(b []byte) ([]Entry, error) {
	b, err := plainText(b)
	if err != nil {
		return nil, err
	}
	var p problems
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	at := lines{b: b}
	if t, err := dec.Token(); err != nil || t != json.Delim('[') {
		p.add(at.at(0), "a table is a JSON list of entries: start the file with [ and end it with ]")
		return nil, p.err()
	}
	var out []Entry
	for n := 1; dec.More(); n++ {
		line := at.at(dec.InputOffset())
		before := dec.InputOffset()
		var e Entry
		err := dec.Decode(&e)
		who := fmt.Sprintf("entry %d: ", n)
		if e.Roll >= 1 && e.Roll <= TableRows {
			who = fmt.Sprintf("entry %d (roll %d): ", n, e.Roll)
			p.roll(e.Roll, line, who)
		}
		if err != nil {
			if broken(err) || dec.InputOffset() == before {
				p.add(troubleLine(err, &at, line), "%s%s", who, jsonTrouble(err))
				p.stopped = true
				return nil, p.err()
			}
			p.add(line, "%s%s", who, jsonTrouble(err)) // a wrong type or field: the value was read, go on
			continue
		}
		if msg := checkEntry(e, true); msg != "" {
			p.add(line, "%s%s", who, msg)
			continue
		}
		out = append(out, e)
	}
	closeJSON(dec, &at, &p)
	return finish(out, &p)
}

// closeJSON wants the table's closing ] and nothing after it.
func closeJSON(dec *json.Decoder, at *lines, p *problems) {
	if _, err := dec.Token(); err != nil {
		p.add(troubleLine(err, at, at.at(dec.InputOffset())), "%s", jsonTrouble(err))
		p.stopped = true
		return
	}
	if _, err := dec.Token(); err != io.EOF {
		p.add(at.at(dec.InputOffset()), "there is more after the table's closing ]: remove it")
	}
}

// broken reports a decoder error after which nothing more can be read.
func broken(err error) bool {
	_, syntax := rules.As[*json.SyntaxError](err)
	return syntax || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF)
}

// troubleLine is the line a syntax error points at, else line.
func troubleLine(err error, at *lines, line int) int {
	if se, ok := rules.As[*json.SyntaxError](err); ok {
		return at.at(se.Offset - 1)
	}
	return line
}

// jsonTrouble puts a JSON decoder's error in plain words.
func jsonTrouble(err error) string {
	te, typed := rules.As[*json.UnmarshalTypeError](err)
	_, syntax := rules.As[*json.SyntaxError](err)
	switch {
	case typed && te.Field == "roll":
		return "roll must be a whole number from 1 to 100"
	case typed && te.Field != "":
		return fmt.Sprintf("%s must be %s", te.Field, jsonKind(te.Type.Kind()))
	case typed:
		return "each entry must be an object in { }"
	case syntax:
		return "the JSON is broken here: look for a missing or extra comma, quote mark or bracket"
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return "the file ends in the middle of an entry: a closing } or ] is missing"
	}
	if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Sprintf("there is no field %s here (an entry has %s)", f, strings.Join(csvHeader, ", "))
	}
	return "this entry cannot be read"
}

func jsonKind(k reflect.Kind) string {
	switch k {
	case reflect.Int:
		return "a whole number"
	case reflect.String:
		return "text in quotes"
	case reflect.Slice:
		return "a list in [ ]"
	}
	return "an object in { }"
}

// lines turns a decoder's byte offsets into 1-based line numbers. The
// offsets only grow as the decoder reads on, so each byte is counted once:
// counting from the file's start for every entry made a large table
// quadratic.
type lines struct {
	b    []byte
	off  int // bytes counted so far
	line int // newlines before off
}

// at is the line of offset off, skipping the whitespace a JSON decoder has
// not consumed yet.
func (l *lines) at(off int64) int {
	o := max(int(off), l.off)
	for o < len(l.b) && strings.ContainsRune(" \t\r\n,", rune(l.b[o])) {
		o++
	}
	l.line += countNewlines(l.b[l.off:o], []byte("\n"))
	l.off = o
	return 1 + l.line
}

// countNewlines is bytes.Count, replaced in a test that counts the work.
var countNewlines = bytes.Count

// finish checks the table as a whole and returns it only when all is well.
func finish(out []Entry, p *problems) ([]Entry, error) {
	p.missing()
	if err := p.err(); err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Who == "" {
			out[i].Who = Revealer
		}
	}
	return out, nil
}

// checkTable validates a whole table held in a Config.
func checkTable(t []Entry) error {
	var p problems
	for _, e := range t {
		if msg := checkEntry(e, true); msg != "" {
			return fmt.Errorf("row %d: %s", e.Roll, msg)
		}
		p.roll(e.Roll, 0, "")
	}
	p.missing()
	return p.err()
}

// TableCSV writes a table in the form ParseCSV reads, for owners who want
// a file to start their own from.
func TableCSV(t []Entry) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write(csvHeader) // a bytes.Buffer never fails
	for _, e := range t {
		need := ""
		switch {
		case e.Need.Gear != "":
			need = "gear:" + e.Need.Gear
		case e.Need.Stat != "":
			need = fmt.Sprintf("%s>=%d", e.Need.Stat, e.Need.Min)
		}
		_ = w.Write([]string{strconv.Itoa(e.Roll), e.Title, e.Text, string(e.Who), need,
			strconv.Itoa(e.Check), effectsCSV(e.Pass), effectsCSV(e.Fail), e.Ask, bandsCSV(e.Bands), optionsCSV(e.Options)})
	}
	w.Flush()
	return b.Bytes()
}

func effectsCSV(fx []Effect) string { return joinEffects(fx, ";") }

func joinEffects(fx []Effect, sep string) string {
	parts := make([]string, len(fx))
	for i, f := range fx {
		s := string(f.Kind)
		if f.N != 0 {
			s += fmt.Sprintf("%+d", f.N)
		}
		if f.Text != "" {
			s += ":" + f.Text
		}
		parts[i] = s
	}
	return strings.Join(parts, sep)
}
