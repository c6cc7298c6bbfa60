package hunt

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Limits on an imported table, checked before and while parsing.
const (
	MaxImport   = 256 << 10 // bytes in an imported file
	TableRows   = 100
	maxTitle    = 60
	maxText     = 400
	maxWord     = 80 // resource, injury, note and gear texts
	maxEffects  = 8
	maxMove     = 12
	maxProblems = 20
)

// Problem is one thing wrong with an imported table. Line 0 means the
// table as a whole.
type Problem struct {
	Line int
	Msg  string
}

// ImportError lists every problem found (up to a limit); nothing is
// imported while any remain.
type ImportError struct{ Problems []Problem }

func (e *ImportError) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteString("\n")
		}
		if p.Line > 0 {
			fmt.Fprintf(&b, "line %d: ", p.Line)
		}
		b.WriteString(p.Msg)
	}
	return b.String()
}

type problems struct{ list []Problem }

func (p *problems) add(line int, format string, args ...any) {
	if len(p.list) < maxProblems {
		p.list = append(p.list, Problem{Line: line, Msg: fmt.Sprintf(format, args...)})
	}
}

func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	return &ImportError{Problems: p.list}
}

// csvHeader is the first row of a CSV table, in this order.
var csvHeader = []string{"roll", "title", "text", "who", "need", "check", "pass", "fail"}

// ParseCSV reads a hunt event table as CSV: the header row csvHeader, then
// one row per result 1–100. need is "", "courage>=N", "understanding>=N" or
// "gear:TAG"; pass and fail are effects separated by ";" such as
// "courage+1", "team-1", "resource:bone" or "injury:cut palm".
func ParseCSV(b []byte) ([]Entry, error) {
	if len(b) > MaxImport {
		return nil, &ImportError{[]Problem{{0, fmt.Sprintf("file is %d bytes; the limit is %d", len(b), MaxImport)}}}
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = len(csvHeader)
	var p problems
	var out []Entry
	for first := true; ; first = false {
		row, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				p.add(pe.StartLine, "%v", pe.Err)
				if pe.Err != csv.ErrFieldCount {
					break // the reader cannot resync after a quoting error
				}
				continue
			}
			p.add(0, "%v", err)
			break
		}
		line, _ := r.FieldPos(0)
		if first {
			if strings.Join(row, ",") != strings.Join(csvHeader, ",") {
				p.add(line, "the first row must be %q", strings.Join(csvHeader, ","))
				break
			}
			continue
		}
		e, msg := rowEntry(row)
		if msg == "" {
			msg = checkEntry(e, true)
		}
		if msg != "" {
			p.add(line, "%s", msg)
			continue
		}
		out = append(out, e)
	}
	return finish(out, &p)
}

// rowEntry turns one CSV row into an Entry, or says what is wrong.
func rowEntry(row []string) (Entry, string) {
	e := Entry{Title: strings.TrimSpace(row[1]), Text: strings.TrimSpace(row[2]), Who: Who(strings.TrimSpace(row[3]))}
	var err error
	if e.Roll, err = strconv.Atoi(strings.TrimSpace(row[0])); err != nil {
		return e, fmt.Sprintf("roll %q is not a number", row[0])
	}
	if e.Need, err = parseNeed(strings.TrimSpace(row[4])); err != nil {
		return e, "need: " + err.Error()
	}
	if c := strings.TrimSpace(row[5]); c != "" {
		if e.Check, err = strconv.Atoi(c); err != nil {
			return e, fmt.Sprintf("check %q is not a number", c)
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
		return Need{}, fmt.Errorf("%q is not a number", n)
	}
	return Need{Stat: Stat(strings.TrimSpace(stat)), Min: min}, nil
}

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
				return nil, fmt.Errorf("%q: %q is not a number", part, head[i:])
			}
			f.Kind, f.N = EffectKind(head[:i]), n
		}
		out = append(out, f)
	}
	return out, nil
}

// ParseJSON reads a hunt event table as a JSON array of entries with the
// field names of Entry.
func ParseJSON(b []byte) ([]Entry, error) {
	if len(b) > MaxImport {
		return nil, &ImportError{[]Problem{{0, fmt.Sprintf("file is %d bytes; the limit is %d", len(b), MaxImport)}}}
	}
	var p problems
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if t, err := dec.Token(); err != nil || t != json.Delim('[') {
		p.add(1, "a table is a JSON array of entries")
		return nil, p.err()
	}
	var out []Entry
	at := lines{b: b}
	for dec.More() {
		line := at.at(dec.InputOffset())
		var e Entry
		before := dec.InputOffset()
		if err := dec.Decode(&e); err != nil {
			var se *json.SyntaxError
			if errors.As(err, &se) || errors.Is(err, io.ErrUnexpectedEOF) || dec.InputOffset() == before {
				p.add(line, "broken JSON: %v", err)
				return nil, p.err()
			}
			p.add(line, "%v", err) // a wrong type or field: the value was read, go on
			continue
		}
		if msg := checkEntry(e, true); msg != "" {
			p.add(line, "%s", msg)
			continue
		}
		out = append(out, e)
	}
	if _, err := dec.Token(); err != nil {
		p.add(at.at(dec.InputOffset()), "broken JSON: %v", err)
	}
	return finish(out, &p)
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
	if len(p.list) == 0 {
		if msg := checkRolls(out); msg != "" {
			p.add(0, "%s", msg)
		}
	}
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
	for _, e := range t {
		if msg := checkEntry(e, true); msg != "" {
			return fmt.Errorf("row %d: %s", e.Roll, msg)
		}
	}
	if msg := checkRolls(t); msg != "" {
		return errors.New(msg)
	}
	return nil
}

// checkRolls wants each result 1–100 exactly once.
func checkRolls(t []Entry) string {
	seen := make(map[int]bool, len(t))
	var missing []string
	for _, e := range t {
		if seen[e.Roll] {
			return fmt.Sprintf("result %d appears twice", e.Roll)
		}
		seen[e.Roll] = true
	}
	for r := 1; r <= TableRows; r++ {
		if !seen[r] {
			missing = append(missing, strconv.Itoa(r))
		}
	}
	if len(missing) > 10 {
		missing = append(missing[:10], "…")
	}
	if len(missing) > 0 {
		return "the table needs one row for every result 1–100; missing " + strings.Join(missing, ", ")
	}
	return ""
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
			strconv.Itoa(e.Check), effectsCSV(e.Pass), effectsCSV(e.Fail)})
	}
	w.Flush()
	return b.Bytes()
}

func effectsCSV(fx []Effect) string {
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
	return strings.Join(parts, ";")
}
