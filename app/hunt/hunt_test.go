package hunt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/store"
	"lantern/app/tag"
	"lantern/internal/htmltest"
	"lantern/rules/hunt"
)

func TestRollerShowsBothDice(t *testing.T) {
	tests := []struct {
		tens, ones int
		value      string
	}{
		{3, 5, "35"},
		{0, 7, "7"},
		{9, 0, "90"},
		{0, 0, "100"},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			r := &Roller{Tens: tt.tens, Ones: tt.ones, Rolled: true, Result: "Lost Hour"}
			htmltest.Render(t, r)
			if err := app.Match(tag.Figure().Class("d10").Aria("label", "Tens die: "+itoa(tt.tens)), r, 0, 1, 0); err != nil {
				t.Error(err)
			}
			if err := app.Match(tag.Figure().Class("d10").Aria("label", "Ones die: "+itoa(tt.ones)), r, 0, 1, 1); err != nil {
				t.Error(err)
			}
			if err := app.Match(app.Text(tt.value), r, 0, 1, 2, 1, 0); err != nil {
				t.Error(err)
			}
			if err := app.Match(app.Text("Lost Hour"), r, 0, 2, 0); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestRollerBeforeAnyRoll(t *testing.T) {
	html := htmltest.Render(t, &Roller{})
	htmltest.Has(t, html, "No roll on the hunt event table yet.")
	if strings.Contains(html, `class="d10"`) {
		t.Errorf("dice shown before any roll: %s", html)
	}
}

func itoa(n int) string { return string(rune('0' + n)) }

func newState(t *testing.T, level int, tools bool) hunt.State {
	t.Helper()
	team := []hunt.Survivor{{Name: "Mara", Courage: 2}, {Name: "Ode", Understanding: 3}}
	if tools {
		team[1].Gear = []string{hunt.HerbTools}
	}
	cfg, err := hunt.Setup(team, "gloam-moth", level)
	if err != nil {
		t.Fatal(err)
	}
	s, err := hunt.New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestBoardShowsTheTrack(t *testing.T) {
	b := &Board{State: newState(t, 1, false)}
	html := htmltest.Render(t, b)
	if got := strings.Count(html, `id="space-`); got != hunt.Spaces {
		t.Fatalf("%d spaces rendered", got)
	}
	htmltest.Has(t, html, "Start", "Overwhelming Darkness", "Starvation", "◆ Survivors", "✶ Gloam Moth",
		`aria-current="location"`, "Monster hunt event", "Basic hunt event")
	// Level 1: the quarry waits on space 9, the survivors on Start.
	if err := app.Match(tag.Li().Class("space here").ID("space-0").Aria("current", "location"), b, 0, 0); err != nil {
		t.Error(err)
	}
	if err := app.Match(tag.P().Class("token quarry"), b, 0, 9, 1); err != nil {
		t.Error(err)
	}
}

func TestBoardFollowsTheHunt(t *testing.T) {
	s := newState(t, 1, false)
	for s.At < 2 {
		s, _, _ = hunt.Apply(s, hunt.Legal(s)[0])
	}
	b := &Board{State: s}
	htmltest.Render(t, b)
	if err := app.Match(tag.Li().Class("space behind").ID("space-0"), b, 0, 0); err != nil {
		t.Error(err)
	}
	if err := app.Match(tag.P().Class("token survivors"), b, 0, s.At, 1); err != nil {
		t.Error(err)
	}
}

func TestBoardStackTopFirst(t *testing.T) {
	s := newState(t, 1, true)
	s, _, _ = hunt.Apply(s, hunt.Move{Kind: hunt.Place, Card: hunt.Herb, Space: 3})
	b := &Board{State: s}
	htmltest.Render(t, b)
	if err := app.Match(app.Text("Herb Gathering"), b, 0, 3, 1, 0, 0); err != nil {
		t.Error(err)
	}
	if err := app.Match(tag.Ul().Class("stack").Aria("label", "2 cards, top first"), b, 0, 3, 1); err != nil {
		t.Error(err)
	}
}

func TestSetupBuildsTheConfig(t *testing.T) {
	s := &Setup{}
	htmltest.Render(t, s)
	s.size = 2
	s.rows[0] = row{name: " Mara ", courage: 3, mining: true}
	s.rows[1] = row{name: "Ode", understanding: 2, herbs: true}
	s.level = 2
	cfg, err := s.Config()
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Team) != 2 || cfg.Team[0].Name != "Mara" || !cfg.Team[0].Has(hunt.MiningTools) || !cfg.Team[1].Has(hunt.HerbTools) || cfg.Level != 2 || cfg.Monster != 10 {
		t.Fatalf("config %+v", cfg)
	}
	s.rows[1].name = ""
	if _, err := s.Config(); err == nil || !strings.Contains(err.Error(), "survivor 2 needs a name") {
		t.Fatalf("nameless survivor: %v", err)
	}
}

func TestSetupIsLabelled(t *testing.T) {
	html := htmltest.Render(t, &Setup{})
	for _, id := range []string{"survivor-1-name", "survivor-4-courage", "survivor-2-understanding", "survivor-3-mining", "hunt-table-file"} {
		htmltest.Has(t, html, `for="`+id+`"`, `id="`+id+`"`)
	}
	htmltest.Has(t, html, "Gloam Moth", "Level 3", `id="hunt-start"`)
}

func TestParseTablePicksTheFormat(t *testing.T) {
	csv := hunt.TableCSV(hunt.Table())
	if tab, err := ParseTable("mine.csv", csv); err != nil || len(tab) != hunt.TableRows {
		t.Fatalf("CSV: %d rows, %v", len(tab), err)
	}
	if _, err := ParseTable("mine.json", csv); err == nil {
		t.Fatal("CSV read as JSON")
	}
	if _, err := ParseTable("mine.txt", []byte(` [{"roll": 1, "title": "x"}]`)); err == nil || !strings.Contains(err.Error(), "no row for results 2–100") {
		t.Fatalf("JSON by content: %v", err)
	}
}

func TestActionLabels(t *testing.T) {
	s := newState(t, 1, false)
	if got := actionLabel(s, hunt.Legal(s)[0]); got != "Move on to space 1" {
		t.Fatalf("%q", got)
	}
	s, _, _ = hunt.Apply(s, hunt.Legal(s)[0])
	if got := actionLabel(s, hunt.Legal(s)[0]); got != "Mara: reveal the next event (1 here)" {
		t.Fatalf("%q", got)
	}
}

// The play screen opens a save, shows the due move, and what it saves
// after a move reopens as the same hunt.
func TestPlayOpensAndSaves(t *testing.T) {
	st, _ := store.Shared(background)
	s := newState(t, 1, false)
	rec, err := hunt.Adapter.Start(s.Config, 1)
	if err != nil {
		t.Fatal(err)
	}
	id := store.NewID()
	if err := saves.Autosave(background, st, id, "Test hunt", rec, hunt.Adapter.Summary(s, rec.Names, 0)); err != nil {
		t.Fatal(err)
	}
	p := &Play{SaveID: id}
	g, err := open(id, nil)
	p.show(id, g, err)
	e := app.NewTestEngine()
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	html := app.HTMLString(p)
	htmltest.Has(t, html, "Hunting the Gloam Moth — level 1", "Event revealer:", `<strong id="hunt-revealer">Mara</strong>`, "Move on to space 1", `data-moves="0"`)

	if !p.act(hunt.Legal(p.g.State)[0]) || !p.act(hunt.Legal(p.g.State)[0]) {
		t.Fatalf("due moves refused: %s", p.announce)
	}
	if err := saves.AutosaveAt(background, st, id, 1, p.title, p.g.Record, hunt.Adapter.Summary(p.g.State, p.g.Record.Names, p.g.Moves)); err != nil {
		t.Fatal(err)
	}
	again, err := open(id, nil)
	if err != nil || again.g.Moves != 2 || fmt.Sprint(again.g.State) != fmt.Sprint(p.g.State) || len(again.g.Log) != len(p.g.Log) {
		t.Fatalf("reopened: %d moves, %v", again.g.Moves, err)
	}
	if sv, _ := st.Get(background, id); !strings.Contains(sv.Progress, "space 1") {
		t.Fatalf("progress %q", sv.Progress)
	}
	if p.act(hunt.Move{Kind: hunt.Begin}) || !strings.HasPrefix(p.announce, "Not allowed: ") || p.g.Moves != 2 {
		t.Fatalf("an illegal move was taken: %q", p.announce)
	}
}

func TestPlayUnknownSave(t *testing.T) {
	p := &Play{SaveID: "nosuchsave"}
	g, err := open("nosuchsave", nil)
	p.show("nosuchsave", g, err)
	htmltest.Has(t, htmltest.Render(t, p), "This hunt could not be opened", `role="alert"`)
}

// Undo takes back a mis-tap and never luck (G-01): a reveal or a roll
// closes undo for itself and every step before it, also once the hunt is
// opened again; a step after it (moving on) can be taken back.
func TestPlayUndoStopsAtARevealOrRoll(t *testing.T) {
	s := newState(t, 1, false)
	rec, err := hunt.Adapter.Start(s.Config, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := &Play{g: newSession()}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	if p.takeBack() {
		t.Fatal("undo with no move made")
	}
	undone := 0
	for p.g.Moves < 12 {
		m := hunt.Legal(p.g.State)[0]
		before := fmt.Sprint(p.g.State)
		if !p.act(m) {
			t.Fatalf("move refused: %s", p.announce)
		}
		luck := m.Kind == hunt.Reveal || m.Kind == hunt.Roll
		if got := p.takeBack(); got == luck {
			t.Fatalf("after %v, undo %v", m, got)
		} else if got {
			if fmt.Sprint(p.g.State) != before {
				t.Fatalf("undo of %v did not bring the hunt back", m)
			}
			undone++
			p.act(m)
		}
		again := newSession()
		if err := again.Open(p.g.Record); err != nil || again.CanUndo() == luck {
			t.Fatalf("reopened after %v: %v, can undo %v", m, err, again.CanUndo())
		}
	}
	if undone == 0 {
		t.Fatal("no step was ever taken back")
	}
}
