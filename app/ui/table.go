package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Table is the frame every game is played in, so that the four games work
// alike: one toolbar in one place (Undo, Journal, Timeline, Share, Help, in that
// order), one announcement line that keeps its height whatever it says
// (buttons never move under a finger) and takes no room while it says
// nothing, the game's own screen, and the
// Help and Journal panels the toolbar opens. A game fills in only what is
// its own.
//
// It is a value rather than a component so that its handlers are the
// game's own: go-app re-renders the component that owns a tapped element.
type Table struct {
	Game     string   // the game's id, as data-game on the frame
	Title    string   // the page's h1
	Status   app.UI   // the game's state in a line or two (round, pool, …)
	Notices  []app.UI // warnings and save errors, above the game
	Announce string   // what the last step did, read out by screen readers

	CanUndo bool             // G-01: false once luck or a secret was shown
	OnUndo  app.EventHandler // takes the last move back
	Share   app.UI           // the game's share button
	Panels  *Panels          // which panels are open; the game keeps it
	Help    func() app.UI    // the game's help, drawn only when open
	Journal func() app.UI    // the game's journal, drawn only when open
	Recap   func() []Retold  // "Previously on…" (recap.go), drawn only when open
	Print   func() app.UI    // the game's printed page (print.go), drawn only when asked

	// OnTimeline, when set, opens and closes the game's timeline from the
	// toolbar. Past is its panel while open (app/timeline): the table
	// below it shows a moment gone by, so the game's own screen is inert
	// (seen, never played), Undo is off and no hand-over covers it.
	OnTimeline app.EventHandler
	Past       app.UI

	// Cover is a hand-over: it fills the screen, and everything under it
	// is inert, so Tab cannot reach a control the player should not see.
	Cover app.UI
	Body  []app.UI // the game's own screen
}

// Panels holds which of a table's panels are open. A game keeps one and
// hands Table a pointer to it.
type Panels struct{ Journal, Help, Recap, Print bool }

func (p *Panels) toggleJournal(app.Context, app.Event) { p.Journal = !p.Journal }
func (p *Panels) toggleHelp(app.Context, app.Event)    { p.Help = !p.Help }

// UI draws the frame.
func (t Table) UI() app.UI {
	p := t.Panels
	if p == nil {
		p = &Panels{}
	}
	share := t.Share
	if share == nil {
		share = app.Text("")
	}
	if t.Past != nil { // nothing is played while looking back
		t.CanUndo, t.Cover, t.Announce = false, nil, ""
	}
	var timeline app.UI = app.Text("")
	if t.OnTimeline != nil {
		timeline = tool("table-timeline", "Timeline", t.Past != nil, t.OnTimeline)
	}
	frame := tag.Div().Class("table-frame")
	if t.Cover != nil {
		// Present or absent, never "false": go-app sets an attribute it
		// does not know as text, and inert="false" is still inert.
		frame = frame.Attr("inert", true)
	}
	// The game's screen stays mounted under its printed page, hidden (a
	// present attribute, as inert above).
	main, printing := tag.Div().ID("table-main").Class("table-main").TabIndex(-1), p.Print && t.Print != nil
	if printing {
		main = main.Attr("hidden", true)
	}
	if t.Past != nil { // a moment gone by: seen, never played
		main = main.Attr("inert", true).DataSet("past", "true")
	}
	frame = frame.Body(
		tag.Nav().ID("table-bar").Class("table-bar").Aria("label", "Game tools").Body(
			tag.Button().Attr("type", "button").ID("table-undo").Class("btn secondary").
				Attr("disabled", !t.CanUndo).OnClick(t.OnUndo).
				Title("Take back the last move, until dice are rolled or a card is shown").Text("Undo"),
			tool("table-journal", "Journal", p.Journal, p.toggleJournal),
			timeline,
			share,
			tool("table-help", "Help", p.Help, p.toggleHelp),
			app.If(t.Print != nil, func() app.UI {
				return tag.Button().Attr("type", "button").ID("table-print-open").Class("btn secondary").OnClick(p.ShowPrint).Text("Print")
			}),
		),
		// Its height is fixed while it says something, so a long step
		// scrolls inside it, and tabindex lets a keyboard scroll it too;
		// empty, it takes no room and no Tab stop.
		announce(t.Announce),
		orNothing(t.Past),
		// The panels open under the tools that open them: at the page's
		// foot they were out of sight below a long game (issue #14).
		app.If(p.Recap && t.Recap != nil, func() app.UI { return recapView(t.Recap(), p) }),
		app.If(p.Help && t.Help != nil, func() app.UI {
			return tag.Section().ID("table-help-panel").Class("table-panel").Aria("labelledby", "table-help-title").Body(
				tag.H2().ID("table-help-title").Text("Help"), t.Help())
		}),
		app.If(p.Journal && t.Journal != nil, func() app.UI {
			return tag.Section().ID("table-journal-panel").Class("table-panel").Aria("labelledby", "table-journal-title").Body(
				tag.H2().ID("table-journal-title").Text("Journal"),
				app.If(t.Recap != nil, func() app.UI { return recapButton(p) }), t.Journal())
		}),
		tag.H1().Class("page-title").TabIndex(-1).Text(t.Title),
		tag.Div().Class("table-status").Body(orNothing(t.Status)),
		tag.Div().Class("table-notices").Body(t.Notices...),
		main.Body(t.Body...),
		app.If(printing, func() app.UI { return printView(t.Print(), p) }),
	)
	return tag.Section().Class("page table").DataSet("game", t.Game).Body(
		&opened{},
		frame,
		tag.Div().Class("table-cover").Body(orNothing(t.Cover)),
	)
}

// mainArea is the game's own screen; inert while it shows the past.
func announce(text string) app.UI {
	p := tag.P().ID("table-announce").Class("table-announce").Role("status").Aria("live", "polite").
		Aria("atomic", "true").Aria("label", "Last step")
	if text != "" {
		p = p.TabIndex(0)
	}
	return p.Text(text)
}

func tool(id, label string, open bool, toggle app.EventHandler) app.UI {
	return tag.Button().Attr("type", "button").ID(id).Class("btn secondary").
		Aria("expanded", open).Aria("controls", id+"-panel").OnClick(toggle).Text(label)
}

func orNothing(u app.UI) app.UI {
	if u == nil {
		return app.Text("")
	}
	return u
}

// FirstControl selects the first control a player may use on a game's
// own screen, the table's main area.
const FirstControl = "#table-main :is(button, input, select, textarea, a[href], summary):not([disabled])"

// opened puts focus on the game's first control when the table opens (or
// on its hand-over: what is under one is inert and cannot take focus), so
// a keyboard or switch user starts on the game rather than on the link
// that led there. It is mounted once per table, not on every move.
type opened struct{ app.Compo }

func (o *opened) OnMount(app.Context) {
	FocusAfterPaint(".table-cover :is(button, a[href])", "#table-recap-close", FirstControl, "#table-main")
}

func (o *opened) Render() app.UI { return tag.Span().Class("table-opened").Aria("hidden", "true") }
