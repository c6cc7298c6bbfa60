package harrowing

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	"lantern/rules/rng"
)

// Bot games are retold in their journal's own lines: the end, effigies
// damned, and the tests whose faces, as the line reads them, beat their
// average by most and by least; the campaign's game and circle stand
// last. The printed page holds the effigies, the manifested cards and
// every line of the journal.
func TestRecapAndPrintedPage(t *testing.T) {
	for seed := range uint64(4) {
		s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 3, 1, 2, 3}}, Names: []string{"Mara", "Ode"}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		p := &Play{}
		r := rng.New(seed)
		end, _, err := bot.Play(s, &r, func(_ harrowing.State, _ harrowing.Move, ev []harrowing.Event) {
			p.g.Log = append(p.g.Log, ev...)
		})
		if err != nil {
			t.Fatal(err)
		}
		p.g.State = end
		lines := p.journalTexts()
		best, worst := "", ""
		var hi, lo float64
		for _, l := range lines {
			_, faces, ok := strings.Cut(l, " tests ")
			if !ok {
				continue
			}
			_, faces, _ = strings.Cut(faces, ": ")
			list := strings.Split(strings.TrimSuffix(faces, "."), ", ")
			luck := -float64(len(list)-2) / 6
			for _, f := range list {
				luck += map[string]float64{"9": 1, "8": -1, "Bane": -1}[f]
			}
			if luck > hi {
				hi, best = luck, l
			}
			if luck < lo {
				lo, worst = luck, l
			}
		}
		got := map[string]string{}
		for _, it := range p.recap() {
			if it.Label != "Where it stands" && !slices.Contains(lines, it.Text) {
				t.Errorf("seed %d: %q is no line of the journal", seed, it.Text)
			}
			if it.Label == "Fallen" && (!strings.Contains(it.Text, " is damned: ") || strings.HasSuffix(it.Text, "?")) {
				t.Errorf("seed %d: fallen %q", seed, it.Text)
			}
			got[it.Label] += it.Text
		}
		ended := map[harrowing.Result]string{harrowing.Won: "The boss is defeated. The effigies win!", harrowing.Lost: "Every effigy is damned. The game is lost."}[end.Result]
		if got["How it ended"] != ended || got["The luckiest roll"] != best || got["The unluckiest roll"] != worst {
			t.Errorf("seed %d: recap %q; want the end %q, luckiest %q, unluckiest %q", seed, got, ended, best, worst)
		}
		if !strings.Contains(got["Where it stands"], "Game 1 of the campaign; 1 circle open") || p.nextGameOpened() {
			t.Errorf("seed %d: standing %q", seed, got["Where it stands"])
		}
		page := app.HTMLString(p.printed())
		for _, w := range append([]string{"Effigies", "Manifested cards", "Mara", "Ode"}, lines...) {
			if !strings.Contains(page, app.HTMLString(app.Text(w))) {
				t.Errorf("seed %d: the printed page lacks %q", seed, w)
			}
		}
	}
	// The campaign's next game opens with its recap before its first move.
	cfg := harrowing.NextGame(harrowing.State{Config: harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}}})
	s, err := harrowing.New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := &Play{}
	p.g.State = s
	if !p.nextGameOpened() || !strings.HasPrefix(p.campaignLine(), "Game 2 of the campaign; ") {
		t.Errorf("game %d opens without its recap: %q", cfg.Game, p.campaignLine())
	}
}
