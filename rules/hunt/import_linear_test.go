package hunt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
)

// jsonTable is a table of n entries written one field a line, as an
// editor would: rolls repeat past 100, which only the final check minds.
func jsonTable(n int) []byte {
	t := make([]Entry, n)
	for i := range t {
		t[i] = Entry{Roll: i%TableRows + 1, Title: "A quiet stretch", Text: "Nothing stirs in the dark.", Who: Revealer}
	}
	b, _ := json.MarshalIndent(t, "", " ")
	return b
}

// Line numbers for problems come from counting newlines; each byte of the
// file must be counted once, however many entries it holds. Counting from
// the file's start for every entry froze the page for seconds on a large
// table (issue #11).
func TestParseJSONCountsEachByteOnce(t *testing.T) {
	counted := 0
	countNewlines = func(b, sep []byte) int { counted += len(b); return bytes.Count(b, sep) }
	defer func() { countNewlines = bytes.Count }()
	for _, n := range []int{100, 400, 1600} {
		b := jsonTable(n)
		counted = 0
		ParseJSON(b)
		if counted > len(b) {
			t.Errorf("%d entries (%d bytes): %d bytes counted for line numbers; want at most %d", n, len(b), counted, len(b))
		}
	}
}

// The line of a problem is still right deep into a file.
func TestParseJSONLineDeepInFile(t *testing.T) {
	b := jsonTable(TableRows)
	bad := bytes.LastIndex(b, []byte(`"title": "A quiet stretch"`))
	b = append(b[:bad:bad], append([]byte(`"title": ""`), b[bad+len(`"title": "A quiet stretch"`):]...)...)
	_, err := ParseJSON(b)
	want := 1 + bytes.Count(b[:bytes.LastIndex(b[:bad], []byte("{"))], []byte("\n"))
	if err == nil || !bytes.Contains([]byte(err.Error()), fmt.Appendf(nil, "line %d:", want)) {
		t.Fatalf("got %v; want a problem on line %d", err, want)
	}
}

// BenchmarkParseJSONLargest imports a table at the import limit, of the
// smallest entries that fit; `make bench` reports it per 64 KiB.
func BenchmarkParseJSONLargest(b *testing.B) {
	var entry = []byte(`{"roll":1,"title":"x","text":"y"},` + "\n")
	file := append([]byte("[\n"), bytes.Repeat(entry, (MaxImport-4)/len(entry))...)
	file = append(file[:len(file)-2], "\n]"...)
	b.SetBytes(int64(len(file)))
	for b.Loop() {
		ParseJSON(file)
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)*65536/float64(len(file)), "ms/64KiB")
}
