package hunt

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"lantern/rules/words"
)

// Problem is one thing wrong with an imported table. Line 0 means the
// table as a whole.
type Problem struct {
	Line int
	Msg  string
}

// ImportError lists every problem found (the first maxProblems of them,
// and how many more); nothing is imported while any remain.
type ImportError struct {
	Problems []Problem
	More     int // problems found beyond those listed
}

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
	if e.More > 0 {
		fmt.Fprintf(&b, "\n… and %s (fix these and import again to see them)", words.Count(e.More, "more problem"))
	}
	return b.String()
}

// problems gathers a file's problems in one pass. seen keeps the lines
// of each result, so that repeats and gaps are told with the rest, even on
// rows refused for something else.
type problems struct {
	list    []Problem
	more    int
	seen    map[int]int // result → first line
	stopped bool        // reading stopped early: later rows were not seen
}

func (p *problems) add(line int, format string, args ...any) {
	if len(p.list) < maxProblems {
		p.list = append(p.list, Problem{Line: line, Msg: fmt.Sprintf(format, args...)})
		return
	}
	p.more++
}

// roll notes that line holds result r (already known to be 1–100).
func (p *problems) roll(r, line int, who string) {
	if p.seen == nil {
		p.seen = map[int]int{}
	}
	if first, ok := p.seen[r]; ok {
		p.add(line, "%sresult %d is already on line %d: each result has one row", who, r, first)
		return
	}
	p.seen[r] = line
}

// missing tells the results no row holds, as ranges: "4 and 6", "41–60".
func (p *problems) missing() {
	if p.stopped {
		return // the rest of the file was never read; its rows may be there
	}
	var spans []string
	for r := 1; r <= TableRows; r++ {
		if _, ok := p.seen[r]; ok {
			continue
		}
		end := r
		for end < TableRows && p.seen[end+1] == 0 {
			end++
		}
		span := strconv.Itoa(r)
		if end > r {
			span += "–" + strconv.Itoa(end)
		}
		spans = append(spans, span)
		r = end
	}
	if len(spans) > 0 {
		noun := "results"
		if len(spans) == 1 && !strings.Contains(spans[0], "–") {
			noun = "result"
		}
		p.add(0, "no row for %s %s: the table needs one row for each result 1–100", noun, words.List(spans))
	}
}

func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	return &ImportError{Problems: p.list, More: p.more}
}

// refuse is an ImportError of one problem about the whole file.
func refuse(format string, args ...any) error {
	return &ImportError{Problems: []Problem{{0, fmt.Sprintf(format, args...)}}}
}

// bom is the byte-order mark Excel's "CSV UTF-8" writes first.
var bom = []byte("\xEF\xBB\xBF")

// plainText checks what every imported file must be before parsing: not
// too big, not empty, UTF-8 (a byte-order mark is dropped). Spreadsheets
// that save Latin-1 or Windows-1252 would otherwise import as garbage.
func plainText(b []byte) ([]byte, error) {
	if len(b) > MaxImport {
		return nil, refuse("the file is %d KiB; the limit is %d KiB", (len(b)+1023)/1024, MaxImport/1024)
	}
	b = bytes.TrimPrefix(b, bom)
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, refuse("the file is empty")
	}
	if !utf8.Valid(b) {
		bad := 0
		for bad < len(b) {
			r, n := utf8.DecodeRune(b[bad:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			bad += n
		}
		line := 1 + bytes.Count(b[:bad], []byte("\n"))
		return nil, &ImportError{Problems: []Problem{{line, "this file is not UTF-8 text (its letters would come out garbled): save it as UTF-8 — in Excel choose “CSV UTF-8”, in LibreOffice the character set “Unicode (UTF-8)” — and import it again"}}}
	}
	return b, nil
}
