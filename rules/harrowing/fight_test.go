package harrowing

import (
	"strings"
	"testing"
)

// fights lists the adversaries seat may Fight now.
func fights(s State, seat int8) []string {
	var out []string
	for _, m := range Legal(s) {
		if m.Kind == Act && m.Seat == seat && m.Card == "" && Basic[m.Index].Name == "Fight" {
			out = append(out, s.Effigies[seat].Foes[m.Target].ID)
		}
	}
	return out
}

// From revision 6 a Fight that cannot hurt its foe is not offered
// (HA-33): Fight tests wrath, so an adversary only other sins hurt is
// left out, and the table is told why; an adversary wrath hurts stays,
// and so does the Fight when an item of the effigy waits for it.
// Revision 5 offered it, and its records keep it.
func TestNoFightWrathCannotWin(t *testing.T) {
	s, _ := bossGame(t, func(k *Card) { k.HurtBy, k.Threat = []Sin{"pride", "sloth"}, nil })
	s.Effigies[0].Foes = append(s.Effigies[0].Foes, Foe{ID: "i-adv-tallyman"})
	s.Effigies[0].Omens = 5
	if got := fights(*s, 0); len(got) != 1 || got[0] != "i-adv-tallyman" {
		t.Fatalf("Fight is offered against %v, want the Tallyman alone", got)
	}
	why := HeldBack(*s, 0)
	if len(why) != 1 || !strings.Contains(why[0], s.card(tollkeeper).Name) || !strings.Contains(why[0], "pride or sloth") || !strings.Contains(why[0], "wrath") {
		t.Fatalf("the table is told %q", why)
	}
	if HeldBack(*s, 1) != nil {
		t.Fatalf("effigy 2, with no foe, is told %q", HeldBack(*s, 1))
	}

	old := *s
	old.Config.Rev = 5
	if got := fights(old, 0); len(got) != 2 || HeldBack(old, 0) != nil {
		t.Fatalf("revision 5 offers Fight against %v and says %q", got, HeldBack(old, 0))
	}

	armed := s.clone()
	tongue := s.item("iii-item-tongue")
	for _, it := range s.Book().Items {
		if it.ID != tongue.ID && match(tongue.Bottom, it.Top) && it.Top.Trigger == nil {
			armed.Effigies[0].Columns[0] = append(armed.Effigies[0].Columns[0], tongue.ID, it.ID)
			break
		}
	}
	if len(armed.Effigies[0].Columns[0]) != 3 {
		t.Fatal("no item to join A Bell's Tongue")
	}
	if got := fights(armed, 0); len(got) != 2 || HeldBack(armed, 0) != nil {
		t.Fatalf("with an item that waits for a Fight, Fight is offered against %v and the table told %q", got, HeldBack(armed, 0))
	}
}
