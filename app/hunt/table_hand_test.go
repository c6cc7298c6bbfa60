package hunt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/internal/htmltest"
	"lantern/rules/hunt"
)

// playWith opens a fresh hunt from cfg on a Play screen.
func playWith(t *testing.T, cfg hunt.Config) *Play {
	t.Helper()
	rec, err := hunt.Adapter.Start(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := &Play{g: newSession(), loadedID: "x", SaveID: "x"}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	return p
}

func render(t *testing.T, p *Play) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(p)
}

// KH-03 on screen: with typed dice a roll asks for the two dice, the
// answer is a move that closes undo; a hand edit is a move undo takes back.
func TestPlayTypedDiceAndHandEdits(t *testing.T) {
	cfg := newState(t, 1, false).Config
	cfg.Typed = true
	p := playWith(t, cfg)
	if !p.act(hunt.Move{Kind: hunt.Advance}) || !p.act(hunt.Move{Kind: hunt.PutTeam, Space: 2}) {
		t.Fatalf("refused: %s", p.announce)
	}
	if !p.g.CanUndo() || !p.takeBack() || p.g.State.At != 1 {
		t.Fatal("a hand edit could not be undone")
	}
	for i := 0; !p.g.State.Waiting() && i < 20; i++ {
		m, _ := hunt.Due(p.g.State)
		p.act(m)
	}
	if !p.g.State.Waiting() {
		t.Fatal("a typed hunt did not wait for the table's dice")
	}
	html := render(t, p)
	htmltest.Has(t, html, `id="hunt-ask"`, `id="hunt-hand"`, "Let Lantern roll")
	if !strings.Contains(html, `id="hunt-tens"`) && !strings.Contains(html, `id="hunt-give-1"`) {
		t.Fatalf("no way to give the dice: %s", html)
	}
	give := hunt.Legal(p.g.State)[0]
	if !p.act(give) || p.g.CanUndo() {
		t.Fatalf("after giving the dice (%v): undo %v", give, p.g.CanUndo())
	}
}

func TestPlaySummaryAtTheEnd(t *testing.T) {
	p := playWith(t, newState(t, 1, false).Config)
	for i := 0; p.g.State.Phase != hunt.Over && i < 500; i++ {
		if m, ok := hunt.Due(p.g.State); ok {
			p.act(m)
		} else {
			p.act(hunt.Legal(p.g.State)[0])
		}
	}
	html := render(t, p)
	htmltest.Has(t, html, `id="hunt-summary"`, "Resources: ", "Copy the summary", "Print")
}

// While a step waits on the table the hand edits are greyed out, and the
// hand panel says why; with nothing waiting it says nothing of the kind.
func TestHandEditsSayWhyTheyWait(t *testing.T) {
	p := waitingD100(t)
	html := render(t, p)
	htmltest.Has(t, html, `id="hunt-hand-wait"`, handWait)
	button := regexp.MustCompile(`<button[^>]*id="hunt-team-on"[^>]*>`).FindString(html)
	if !regexp.MustCompile(` disabled( |>)`).MatchString(button) {
		t.Errorf("a hand move is offered while the step waits: %s", button)
	}
	idle := playWith(t, newState(t, 1, false).Config)
	htmltest.Lacks(t, render(t, idle), `id="hunt-hand-wait"`)
}
