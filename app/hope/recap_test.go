package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
)

// A journey's recap retells its journal's own lines: each character gone
// with its cause, the journey's end, and the rolls whose successes rose
// furthest above and fell furthest below half their dice; its printed
// page tells the whole story, every line of the journal among it.
func TestRecapRetellsTheJourney(t *testing.T) {
	fell := false
	for _, seed := range []uint64{9, 3, 5, 11} {
		start, tb := newRecorded(t, seed)
		g := &Game{start: start, t: tb}
		g.moves, _ = playOut(t, start)
		if err := g.rebuild(); err != nil {
			t.Fatal(err)
		}
		// the rolls, in order, as the rules made them
		var luck []float64
		s := start
		for _, m := range g.moves {
			next, evs, _ := hope.Apply(s, m)
			for _, ev := range evs {
				if ev.Kind == hope.EvRoll {
					luck = append(luck, float64(ev.N)-float64(len(ev.Faces))/2)
				}
			}
			s = next
		}
		var rolls, gone []string
		for _, e := range g.log {
			if strings.Contains(e.Text, " against a hardship of ") {
				rolls = append(rolls, e.Text)
			}
			if strings.Contains(e.Text, "'s character is gone (") {
				gone = append(gone, e.Text)
			}
		}
		if len(rolls) != len(luck) {
			t.Fatalf("seed %d: %d roll lines for %d rolls", seed, len(rolls), len(luck))
		}
		best, worst := 0, 0
		for i, l := range luck {
			if l > luck[best] {
				best = i
			}
			if l < luck[worst] {
				worst = i
			}
		}
		want := map[string]string{"How it ended": g.log[len(g.log)-1].Text, "Fallen": strings.Join(gone[max(0, len(gone)-3):], "")}
		if luck[best] > 0 {
			want["The luckiest roll"] = rolls[best]
		}
		if luck[worst] < 0 {
			want["The unluckiest roll"] = rolls[worst]
		}
		got := map[string]string{}
		for _, r := range g.recap() {
			got[r.Label] += r.Text
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("seed %d: %s %q; want %q", seed, k, got[k], v)
			}
		}
		if !strings.HasPrefix(want["How it ended"], "The journey ends") || got["Where it stands"] != "" {
			t.Errorf("seed %d: the end %q, standing %q", seed, want["How it ended"], got["Where it stands"])
		}
		fell = fell || len(gone) > 0
		page := app.HTMLString(g.printed())
		for _, e := range g.log {
			if !strings.Contains(page, app.HTMLString(app.Text(e.Text))) {
				t.Errorf("seed %d: the printed page lacks %q", seed, e.Text)
			}
		}
		for _, w := range []string{"Characters", "The end", verdict(hope.GameOutcome(g.s))} {
			if !strings.Contains(page, w) {
				t.Errorf("seed %d: the printed page lacks %q", seed, w)
			}
		}
	}
	if !fell {
		t.Error("no journey lost anyone: the test tells nothing of the fallen")
	}
}
