package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
)

// Every effect in Lantern's catalogue reads as words, not as its op name.
func TestEveryEffectHasWords(t *testing.T) {
	check := func(where string, list []harrowing.Effect) {
		for _, e := range list {
			if got := effectText(e); got == "" || got == string(e.Op) || strings.Contains(got, "_") {
				t.Errorf("%s: %+v reads %q", where, e, got)
			}
		}
	}
	c := harrowing.Lantern()
	cards := []harrowing.Card{c.Hunted}
	for _, ci := range c.Circles {
		cards = append(append(append(cards, ci.Infernal...), ci.Origins...), ci.Boss)
	}
	for _, u := range c.Unknown {
		if u.Card != nil {
			cards = append(cards, *u.Card)
		}
	}
	for _, k := range cards {
		for _, list := range [][]harrowing.Effect{k.Invoke, k.Threat, k.Defeated, k.Misstep, k.Charted} {
			check(k.ID, list)
		}
		for _, a := range k.Actions {
			for _, list := range [][]harrowing.Effect{a.Each8, a.Each9, a.Then} {
				check(k.ID+" "+a.Name, list)
			}
		}
		if lines := cardLines(harrowing.Lantern(), nil, k); len(k.Invoke)+len(k.Threat)+len(k.Misstep) > 0 && len(lines) == 0 {
			t.Errorf("%s has rules but no lines", k.ID)
		}
	}
	for _, col := range [][]harrowing.Line{c.Lifewater.Fault, c.Lifewater.Bane, c.Lifewater.Grace} {
		for _, line := range col {
			check("Lifewater: "+line.Text, line.Effects)
		}
	}
	for _, it := range append(c.Starting, c.Items...) {
		check(it.ID, it.Top.Effects)
		for _, line := range itemLines(it) {
			if !strings.Contains(line, "(") {
				t.Errorf("%s: %q names no colours", it.ID, line)
			}
		}
	}
}

func TestEffectText(t *testing.T) {
	tests := []struct {
		e    harrowing.Effect
		want string
	}{
		{harrowing.Effect{Op: harrowing.OpCorrupt, N: 2, Sin: "wrath"}, "take 2 wrath corruption"},
		{harrowing.Effect{Op: harrowing.OpCorrupt, N: 1, X: true, Who: harrowing.Others}, "each other effigy: take Bane + 1 corruption"},
		{harrowing.Effect{Op: harrowing.OpLoot, N: 2, M: 4}, "loot tier 2–4"},
		{harrowing.Effect{Op: harrowing.OpBane, N: -1}, "Bane -1"},
		{harrowing.Effect{Op: harrowing.OpObliterate}, "this card leaves the campaign for good"},
		{harrowing.Effect{Op: harrowing.OpTest, Test: harrowing.Test{Sin: "pride", Each9: []harrowing.Effect{{Op: harrowing.OpGainOmens, N: 1}}}}, "test pride. Each 9: gain 1 omen"},
	}
	for _, tc := range tests {
		if got := effectText(tc.e); got != tc.want {
			t.Errorf("effectText(%+v) = %q, want %q", tc.e, got, tc.want)
		}
	}
}

func TestSetupConfigNamesTheNameless(t *testing.T) {
	s := &Setup{}
	s.OnInit()
	s.count = 2
	s.names[0] = "  Mara "
	c := s.config()
	if len(c.Sins) != 2 || c.Names[0] != "Mara" || c.Names[1] != "Effigy 2" || c.Sins[1][3] != 2 {
		t.Fatalf("config %+v", c)
	}
	if _, err := harrowing.New(c, 1); err != nil {
		t.Fatal(err)
	}
}

// A boss's mechanics are said in words, with the locations they name.
func TestMechanicLines(t *testing.T) {
	k := harrowing.Card{Kind: harrowing.Adversary, Health: 8,
		Ward:       &harrowing.Cond{Foes: true},
		HurtBy:     []harrowing.Sin{"pride", "lust"},
		Phases:     []harrowing.Phase{{At: 4, Effects: []harrowing.Effect{{Op: harrowing.OpBane, N: 1}}}},
		Regenerate: &harrowing.Regen{N: 1, Unless: &harrowing.Cond{Location: "i-org-well"}},
		BaneHealth: 3}
	got := strings.Join(mechanicLines(harrowing.Lantern(), nil, k), "\n")
	for _, want := range []string{"no damage while another adversary stands", "test of pride or lust", "reaches 4", "unless The Dry Well is in the map", "every 3 Bane"} {
		if !strings.Contains(got, want) {
			t.Errorf("mechanic lines lack %q:\n%s", want, got)
		}
	}
}

func TestNameEffigies(t *testing.T) {
	names := []string{"Ash", "Bo", "Cy"}
	tests := []struct{ in, want string }{
		{"Effigy 1 takes 2 corruption.", "Ash takes 2 corruption."},
		{"Effigy 2 helps Effigy 3, then Effigy 1.", "Bo helps Cy, then Ash."},
		{"Effigy 4 is not at the table.", "Effigy 4 is not at the table."},
		{"Effigy 0 and Effigy 12", "Effigy 0 and Effigy 12"},
		{"Effigy 1x and XEffigy 2 are not seats; Effigy 3", "Effigy 1x and XEffigy 2 are not seats; Cy"},
		{"The Effigy stands. Effigy ", "The Effigy stands. Effigy "},
		{"(Effigy 2)", "(Bo)"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := nameEffigies(tt.in, names); got != tt.want {
			t.Errorf("nameEffigies(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
