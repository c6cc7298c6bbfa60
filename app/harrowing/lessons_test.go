package harrowing

import (
	"testing"

	"lantern/rules/harrowing"
)

// Every lesson the teaching opening can show is written, and a new
// teaching game opens on "Start here".
func TestLessons(t *testing.T) {
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}, Teach: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := lessonNow(s, 0, false); got != "start" {
		t.Fatalf("a new teaching game opens on %q", got)
	}
	for _, k := range []harrowing.AskKind{harrowing.AskPlace, harrowing.AskCorrupt, harrowing.AskHeal, harrowing.AskRedirect, harrowing.AskColumn, harrowing.AskMove} {
		s.Ask = &harrowing.Ask{Kind: k}
		if l := lessonText[lessonNow(s, 3, false)]; l.title == "" || len(l.text) < 40 {
			t.Errorf("question %d has no lesson", k)
		}
	}
	s.Ask = nil
	if lessonNow(s, 3, true) != "dice" {
		t.Error("a roll brings no lesson on the dice")
	}
}
