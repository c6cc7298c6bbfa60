package blessed

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/blessed"
)

// A campaign played at random (each check rolled and settled) is retold in its journal's own lines,
// names in: the check with the most boons and the one with the most
// busts among its settled checks, any Endeavor's end, any character
// become Lost, and the session; its printed page holds every sheet and
// every line of the log.
func TestRecapAndPrintedPage(t *testing.T) {
	rec, err := blessed.Adapter.Start(blessed.Config{Edition: blessed.Edition}, 5)
	if err != nil {
		t.Fatal(err)
	}
	p := &Play{g: newCampaign()}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 600 {
		legal := blessed.Legal(p.g.State)
		if len(legal) == 0 {
			break
		}
		m := legal[r.IntN(len(legal))]
		for _, k := range legal { // checks are seen through to the end
			if k.Kind == blessed.Roll || k.Kind == blessed.Settle {
				m = k
			}
		}
		if _, err := p.g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	p.sheets = unpackNotes(nil, p.g.State)
	for i := range p.sheets {
		p.sheets[i].Name = "Hero " + itoa(i+1)
	}
	lines := p.logTexts()
	score := func(o *blessed.Outcome) int {
		s := 2 * (2*o.Great + o.Boons - o.Busts)
		if o.Success {
			return s + 1
		}
		return s - 1
	}
	best, worst := -1, -1
	for i, e := range p.g.Log {
		if e.Outcome == nil {
			continue
		}
		if s := score(e.Outcome); s > 0 && (best < 0 || s > score(p.g.Log[best].Outcome)) {
			best = i
		}
		if s := score(e.Outcome); s < 0 && (worst < 0 || s < score(p.g.Log[worst].Outcome)) {
			worst = i
		}
	}
	if worst < 0 {
		t.Fatalf("the campaign settled no check that went badly (%d lines)", len(lines))
	}
	got := map[string]string{}
	for _, it := range p.recap() {
		if it.Label != "Where it stands" && !slices.Contains(lines, it.Text) {
			t.Errorf("%q is no line of the journal", it.Text)
		}
		if strings.Contains(it.Text, "seat ") {
			t.Errorf("%q names a seat, not the character", it.Text)
		}
		switch it.Label {
		case "Fallen":
			if !strings.HasSuffix(it.Text, "becomes Lost") {
				t.Errorf("fallen: %q", it.Text)
			}
		case "How it ended":
			if !strings.Contains(it.Text, "win") {
				t.Errorf("an Endeavor's end: %q", it.Text)
			}
		}
		got[it.Label] += it.Text
	}
	if got["The unluckiest roll"] != lines[worst] {
		t.Errorf("unluckiest %q; want %q", got["The unluckiest roll"], lines[worst])
	}
	if best >= 0 && got["The luckiest roll"] != lines[best] || best < 0 && got["The luckiest roll"] != "" {
		t.Errorf("luckiest %q; want line %d", got["The luckiest roll"], best)
	}
	if !strings.HasPrefix(got["Where it stands"], "Session "+itoa(p.g.State.Session)) {
		t.Errorf("standing %q", got["Where it stands"])
	}
	page := app.HTMLString(p.printed())
	for _, w := range append([]string{"Character sheets", "Campaign log"}, lines...) {
		if !strings.Contains(page, app.HTMLString(app.Text(w))) {
			t.Errorf("the printed page lacks %q", w)
		}
	}
	for _, sh := range p.sheets {
		if !strings.Contains(page, "<h3>"+sh.Name) {
			t.Errorf("the printed page has no sheet for %s", sh.Name)
		}
	}
}
