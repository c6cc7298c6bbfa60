package hunt

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hunt"
)

// A hunt played to its end is retold in its journal's own lines: the
// quarry found, the best and worst d10 of the team, and where the hunt
// stands in its summary's words; the printed page holds the summary and
// every event, in the order they happened.
func TestRecapAndPrintedPage(t *testing.T) {
	for seed := range uint64(6) {
		s := newState(t, 1, true)
		rec, err := hunt.Adapter.Start(s.Config, seed)
		if err != nil {
			t.Fatal(err)
		}
		p := &Play{g: newSession()}
		if err := p.g.Open(rec); err != nil {
			t.Fatal(err)
		}
		for p.g.State.Phase != hunt.Over && p.g.Moves < 300 {
			p.act(hunt.Legal(p.g.State)[0])
		}
		lines := logTexts(p.g.Log)
		best, worst := -1, -1
		for i, e := range p.g.Log {
			if e.Kind != hunt.Checked {
				continue
			}
			if e.D10 > 5 && (best < 0 || e.D10 > p.g.Log[best].D10) {
				best = i
			}
			if e.D10 < 6 && (worst < 0 || e.D10 < p.g.Log[worst].D10) {
				worst = i
			}
		}
		told := map[string]string{}
		for _, r := range recap(p.g.State, p.g.Log) {
			if r.Label != "Where it stands" && !slices.Contains(lines, r.Text) {
				t.Errorf("seed %d: %q is no line of the journal", seed, r.Text)
			}
			told[r.Label] += r.Text
		}
		want := map[string]string{"How it ended": lines[len(lines)-1]}
		if best >= 0 {
			want["The luckiest roll"] = lines[best]
		}
		if worst >= 0 {
			want["The unluckiest roll"] = lines[worst]
		}
		for k, v := range want {
			if told[k] != v {
				t.Errorf("seed %d: %s %q; want %q", seed, k, told[k], v)
			}
		}
		if !strings.HasPrefix(told["Where it stands"], "Hunt of the Gloam Moth, level 1.") {
			t.Errorf("seed %d: standing %q", seed, told["Where it stands"])
		}
		page := app.HTMLString(p.printed())
		for _, w := range append([]string{"Gloam Moth", "Resources"}, lines...) {
			if !strings.Contains(page, app.HTMLString(app.Text(w))) {
				t.Errorf("seed %d: the printed page lacks %q", seed, w)
			}
		}
	}
}
