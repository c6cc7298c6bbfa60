package blessed

import (
	"testing"

	"lantern/rules/blessed"
)

// A select of moves shows no move until someone picks one: a destructive
// choice (taking a die down to d2) is never the default, and after Apply
// the select goes back to this first option rather than to whatever move
// now sits where the played one was.
func TestChoiceStartsWithNoMove(t *testing.T) {
	ms := []blessed.Move{
		{Kind: blessed.StatUpgrade, Stat: blessed.Head, Pay: blessed.PayDowngrade, Second: blessed.Hand},
		{Kind: blessed.StatUpgrade, Stat: blessed.Head, Pay: blessed.PayBlessings},
	}
	opts := (&Play{}).choiceOptions(ms, func(_ *Play, m blessed.Move) string { return shopLabel(m) })
	if len(opts) != len(ms)+1 || opts[0].Value != noMove {
		t.Fatalf("options %+v: want a first option that plays nothing", opts)
	}
	for _, o := range opts[1:] {
		if o.Value == noMove {
			t.Fatalf("option %q plays nothing", o.Label)
		}
	}
}
