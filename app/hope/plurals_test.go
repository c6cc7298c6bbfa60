package hope

import (
	"strings"
	"testing"

	"lantern/rules/hope"
)

// One success is "1 success", never "1 successes" (issue #12).
func TestJournalCountsInWords(t *testing.T) {
	start, _ := newRecorded(t, 1)
	for _, ev := range []hope.Event{
		{Kind: hope.EvRoll, Seat: 0, Faces: []int8{6}, N: 1, Value: 2},
		{Kind: hope.EvReroll, Seat: 0, Faces: []int8{6}, N: 1},
	} {
		text := eventText(start, ev)
		if strings.Contains(text, "1 successes") || !strings.Contains(text, "1 success") {
			t.Errorf("%s reads %q", ev.Kind, text)
		}
	}
}
