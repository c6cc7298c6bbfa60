package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
)

// A column says which abilities its items have joined and what triggers
// them: an upper item's bottom with a lower item's top of a shared colour.
func TestColumnsShowJoinedAbilities(t *testing.T) {
	p := &Play{g: newGame()}
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	p.g.State = s
	bk := s.Book()
	shown := 0
	for _, head := range bk.Starting {
		for _, it := range bk.Items {
			lines := p.joined([]string{head.ID, it.ID})
			if shareColour(head.Bottom.Colors, it.Top.Colors) != (len(lines) == 1) {
				t.Fatalf("%s over %s: %q", head.ID, it.ID, lines)
			}
			if len(lines) == 1 {
				shown++
				if !strings.Contains(lines[0], triggerText(*head.Bottom.Trigger)) || !strings.Contains(lines[0], effectsText(it.Top.Effects)) {
					t.Fatalf("%q lacks the trigger or the effects", lines[0])
				}
			}
		}
	}
	if shown == 0 {
		t.Fatal("no pair joined")
	}
}
