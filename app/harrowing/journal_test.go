package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	"lantern/rules/rng"
)

// Every change to an effigy in the journal names its cause, those an
// answer makes too: "Mara takes 1 wrath corruption" after "on which
// sins?" is led by the card that asked (bot games; the rules cannot name
// it there, as the state does not keep it).
func TestJournalChangesNameTheirCause(t *testing.T) {
	answered := 0
	for seed := range uint64(4) {
		s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 3, 1, 2, 3}}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		p := &Play{}
		r := rng.New(seed)
		end, _, err := bot.Play(s, &r, func(_ harrowing.State, m harrowing.Move, ev []harrowing.Event) {
			p.g.Log = append(p.g.Log, ev...)
			if m.Kind == harrowing.Choose {
				for _, e := range ev {
					if e.Change && e.Cause == "" {
						answered++
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		p.g.State = end
		for i, text := range p.journalTexts() {
			if p.g.Log[i].Change && strings.HasPrefix(text, "Effigy ") {
				t.Fatalf("seed %d: %q does not name its cause", seed, text)
			}
		}
	}
	if answered == 0 {
		t.Fatal("no answer changed an effigy")
	}
}
