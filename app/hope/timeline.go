package hope

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/timeline"
	"lantern/app/ui"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// look is the game's timeline (app/timeline), in rounds. Its journal is
// the table's own, written as a reload writes it.
type look = timeline.Of[hope.Config, hope.Move, hope.State, Entry]

func (g *Game) toggleTimeline(app.Context, app.Event) {
	g.reveal = false
	g.look.Toggle(g.ctx, g.SaveID, g.journalTitle(), record.Session[hope.Config, hope.Move, hope.State, Entry]{
		Adapter: hoperec.Adapter, Apply: g.t.scribble(), Record: g.rec}, rounds)
}

// scribble is hope.Apply returning the journal lines each move writes,
// from a scribe of its own (as rebuild writes them).
func (t Table) scribble() func(hope.State, hope.Move) (hope.State, []Entry, error) {
	w := &Game{t: t}
	i := 0
	return func(s hope.State, m hope.Move) (hope.State, []Entry, error) {
		next, evs, err := hope.Apply(s, m)
		if err != nil {
			return s, nil, err
		}
		n := len(w.log)
		w.note(s, next, evs, i)
		i++
		return next, w.log[n:len(w.log):len(w.log)], nil
	}
}

func rounds(_, after hope.State, _ hope.Move) string {
	if after.Over {
		return "The end"
	}
	return "Round " + strconv.Itoa(int(after.Round))
}

// pastView is the table at the moment the timeline shows, read-only, as
// the whole table saw it then: the public table, the scene as the table
// saw it and the journal up to then (HI-06: nothing secret; the hand-overs
// and decisions, which show one player's secrets, are left out). Once the
// game is over, every hand may be revealed.
func (g *Game) pastView() app.UI {
	var body []app.UI
	var reveal app.UI = app.Text("")
	if g.s.Over { // the game, not the moment: secrets are kept while it runs
		reveal = ui.Button("Reveal every hand", g.toggleReveal).ID("timeline-reveal").Aria("pressed", g.reveal)
	}
	if sh, ok := g.look.Shown(); ok {
		s, log, last := g.s, g.log, g.last
		defer func() { g.s, g.log, g.last = s, log, last }()
		first := Entry{Round: 1, Text: "Round 1 begins. " + name(g.start, g.start.Turn) + " goes first."}
		g.s, g.log, g.last = sh.State, append([]Entry{first}, sh.Log...), lastScene{}
		body = append(body, g.tableView(), g.scenePanelFor(-1))
		if g.reveal {
			for i := range int(g.s.N) {
				body = append(body, handView(hoperec.HandOf(g.s, i, g.t.character(i))))
			}
		}
	}
	return ui.Table{
		Game:       "hope",
		Title:      "Hope Inhumanity",
		Status:     g.status(),
		Panels:     &g.panels,
		Help:       help,
		Journal:    g.journalView,
		Body:       []app.UI{tag.Div().Class("hope-play").Body(body...)},
		OnTimeline: g.toggleTimeline,
		Past:       g.look.Panel(reveal),
	}.UI()
}

func (g *Game) toggleReveal(app.Context, app.Event) { g.reveal = !g.reveal }
