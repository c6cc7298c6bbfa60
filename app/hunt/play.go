package hunt

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
	"lantern/rules/record"
)

// background is the context for store calls, which outlive the tap that
// started them.
var background = context.Background()

// Play is the hunt at #/play/hunt/<SaveID>.
type Play struct {
	app.Compo
	SaveID string

	loadedID string
	loading  bool
	opened   [2]int // moves replayed and to replay, while loading
	err      error  // the save could not be opened
	warn     error  // saves are not kept (in-memory fallback)
	saveErr  string // the last autosave failed
	title    string
	g        session
	announce string // the last step, read by screen readers
	place    map[hunt.CardKind]int
	cardMove string   // the hand move of a card chosen, as ui.MoveData
	copied   string   // what became of the last copy of the summary
	dice     halfRoll // the tens and ones die the table tapped so far
	panels   ui.Panels
	look     look // the timeline, when open: the table shows its moment
	self     app.Context
}

// OnMount keeps the component's own context: a handler's context dies with
// its element (go-app drops Dispatch and Defer on unmounted sources), and
// the button that made the last move is gone before its autosave returns.
func (p *Play) OnMount(ctx app.Context) {
	p.self = ctx
	p.load(ctx)
}

func (p *Play) OnUpdate(ctx app.Context) { p.load(ctx) }

// progress shows how far the replay of a long save has got.
func (p *Play) progress(done, total int) { p.opened = [2]int{done, total} }

// load opens the save (once per SaveID) and rebuilds the hunt and its log
// from the record's moves.
func (p *Play) load(ctx app.Context) {
	if p.loadedID == p.SaveID || p.loading {
		return
	}
	if p.loadedID != "" { // another hunt: what was said was of the last one
		p.announce = ""
	}
	p.loading = true
	id := p.SaveID
	ctx.Async(func() {
		g, err := open(id, saves.Yielder(ctx, p.progress))
		ctx.Dispatch(func(app.Context) {
			p.loading = false
			p.show(id, g, err)
		})
	})
}

// show puts an opened hunt on screen.
func (p *Play) show(id string, l loaded, err error) {
	p.loadedID, p.warn = id, l.warn
	if err != nil {
		p.err = err
		return
	}
	p.err, p.title, p.g = nil, l.title, l.g
	p.dice = keptHalfRoll(id)
	p.panels.Greet(autosaver.Rested(), recap(p.g.State, p.g.Log))
}

// session is the hunt's record, state and log, kept in step.
type session = record.Session[hunt.Config, hunt.Move, hunt.State, hunt.Event]

func newSession() session {
	return session{Adapter: hunt.Adapter, Apply: hunt.Apply, Reveals: reveals}
}

// reveals tells a step that showed the table luck: an event card turned,
// the dice rolled by Lantern or typed in, a pick, a choice or an answer
// given (G-01: undo stops there).
func reveals(before, after hunt.State, m hunt.Move) bool {
	return m.Kind == hunt.Reveal || m.Kind == hunt.Give || before.RNG != after.RNG
}

// open reads save id from the shared store and replays it, telling
// progress how far it has got.
func open(id string, progress func(done, total int)) (loaded, error) {
	title, rec, warn, err := autosaver.OpenUnplayed(id)
	l := loaded{title: title, warn: warn, g: newSession()}
	l.g.Progress = progress
	if err == nil {
		err = l.g.Open(rec)
	}
	return l, err
}

type loaded struct {
	title string
	warn  error
	g     session
}

// play makes a move and autosaves it in the background.
func (p *Play) play(m hunt.Move) {
	if p.act(m) {
		p.save()
	}
}

// act plays m and appends it to the record, reporting whether it did.
func (p *Play) act(m hunt.Move) bool {
	ev, err := p.g.Play(m)
	if err != nil {
		p.announce = "Not allowed: " + err.Error()
		return false
	}
	p.announce = stepText(ev)
	return true
}

// autosaver keeps the hunt's autosaves in order.
var autosaver saves.Autosaver

// save writes the current record after every move.
func (p *Play) save() {
	sum := hunt.Adapter.Summary(p.g.State, p.g.Record.Names, p.g.Moves)
	autosaver.Save(p.self, 0, p.SaveID, p.title, p.g.Record, sum, func(err error) {
		saves.Told(err, &p.warn, &p.saveErr, &p.announce, p.reopen)
	})
}

// reopen shows the hunt as the save holds it now.
func (p *Play) reopen() {
	p.loadedID = ""
	p.load(p.self)
}

func stepText(ev []hunt.Event) string {
	parts := make([]string, len(ev))
	for i, e := range ev {
		parts[i] = e.Text
	}
	return strings.Join(parts, " ")
}

func (p *Play) Render() app.UI {
	switch {
	case p.err != nil:
		return saves.CannotOpen(p.SaveID, "This hunt could not be opened", p.err)
	case p.loadedID == "":
		return saves.Opening("Hunt", "the hunt", p.opened[0], p.opened[1])
	}
	defer p.look.Showing(p.SaveID, &p.g)()
	s := p.g.State
	q := hunt.QuarryOf(s.Config)
	body := []app.UI{
		tag.Div().Class("hunt").DataSet("moves", p.g.Moves).Body(
			tag.Section().Class("hunt-turn").Aria("label", "Now").Body(
				p.actions(),
				&Roller{Tens: s.Last.Tens, Ones: s.Last.Ones, Rolled: s.Rolled, Result: lastRollTitle(p.g.Log)},
			),
			&Board{State: s},
			p.team(),
		),
	}
	status := p.status()
	if s.Phase == hunt.Over {
		body, status = append([]app.UI{ui.Result("The hunt is over", status, p.summary())}, body...), nil
	}
	return ui.Table{
		Game:     "hunt",
		Title:    fmt.Sprintf("Hunting the %s — level %d", q.Name, s.Config.Level),
		Status:   status,
		Notices:  []app.UI{saves.Warning(p.warn), ui.Alert(p.saveErr)},
		Announce: p.announce,
		CanUndo:  p.g.CanUndo(),
		OnUndo:   p.undo,
		Share:    &saves.ShareButton{SaveID: p.SaveID},
		Panels:   &p.panels,
		Help:     help,
		Journal:  p.logView,
		Recap:    func() []ui.Retold { return recap(p.g.State, p.g.Log) },
		Print:    p.printed,
		Body:     body,

		OnTimeline: p.toggleTimeline,
		Past:       p.look.Panel(),
	}.UI()
}

func (p *Play) status() app.UI {
	s := p.g.State
	if s.Phase == hunt.Over {
		o := hunt.Outcome(s)
		how := "The survivors found the quarry"
		if o.Ambush {
			how = "The quarry came to the survivors"
		}
		return tag.P().ID("hunt-status").Class("hunt-status over").Text(fmt.Sprintf("%s on space %d. The hunt is over: the showdown begins (play it at the table).", how, o.Space))
	}
	return tag.P().ID("hunt-status").Class("hunt-status").Body(
		app.Text("Event revealer: "), tag.Strong().ID("hunt-revealer").Text(s.Team[s.Revealer].Name),
		app.Text(fmt.Sprintf(" · survivors on space %d · quarry on space %d", s.At, s.Monster)),
	)
}

// actions offers what Legal allows: the placing choices, or the one due
// move as a single button that stays in place (so focus stays on it).
func (p *Play) actions() app.UI {
	s := p.g.State
	switch s.Phase {
	case hunt.Over:
		return app.Text("")
	case hunt.Placing:
		return p.placing()
	}
	if s.Waiting() {
		return tag.Div().Body(p.ask(), p.hand())
	}
	due, _ := hunt.Due(s)
	return tag.Div().Body(
		tag.Button().Attr("type", "button").ID("hunt-action").Class("btn hunt-action").Text(actionLabel(s, due)).OnClick(p.due),
		p.hand(),
	)
}

// due plays the one move the hunt waits for. Handlers read the state when
// they run: go-app keeps an element's first closure across renders (it
// compares handlers by code pointer), so a captured move would go stale.
func (p *Play) due(ctx app.Context, _ app.Event) {
	if m, ok := hunt.Due(p.g.State); ok {
		p.play(m)
	}
	if p.g.State.Phase == hunt.Over {
		ui.FocusAfterPaint("#table-result")
	}
}

// undo takes back the last move. The hunt's dice live in its state, so a
// step taken again comes out the same: undo corrects a mis-tap and cannot
// reroll anything.
func (p *Play) undo(ctx app.Context, _ app.Event) {
	if p.takeBack() {
		p.save()
	}
}

// takeBack replays all moves but the last, reporting whether it did.
func (p *Play) takeBack() bool {
	if p.g.Moves == 0 {
		return false
	}
	if err := p.g.Undo(); err != nil {
		p.announce = "Cannot undo: " + err.Error()
		return false
	}
	p.announce = "The last step was taken back."
	return true
}

// cardOf reads the gathering card a placing control is for from its
// data-card attribute.
func cardOf(ctx app.Context) hunt.CardKind {
	return hunt.CardKind(ctx.JSSrc().Get("dataset").Get("card").String())
}

func actionLabel(s hunt.State, m hunt.Move) string {
	name := s.Team[s.Revealer].Name
	switch m.Kind {
	case hunt.Reveal:
		return name + ": reveal the next event (" + strconv.Itoa(len(s.Board[s.At])) + " here)"
	case hunt.Roll:
		if s.At == s.Config.Darkness && !s.DarknessDone {
			return name + ": face the Overwhelming Darkness"
		}
		return name + ": roll on the hunt event table"
	}
	return "Move on to space " + strconv.Itoa(s.At+1)
}

// placing lets the team put each gathering card it carries tools for on a
// space of its choice, or skip it, before the hunt starts.
func (p *Play) placing() app.UI {
	s := p.g.State
	return tag.Div().Class("placing").Body(
		tag.P().Text(placingHint(s)),
		app.Range(s.Unplaced).Slice(func(i int) app.UI {
			k := s.Unplaced[i]
			return p.placeOne(k)
		}),
		tag.Button().Attr("type", "button").ID("hunt-begin").Class("btn secondary").Text("Begin the hunt").
			OnClick(func(ctx app.Context, e app.Event) { p.play(hunt.Move{Kind: hunt.Begin}) }),
	)
}

// placingHint says where a gathering card may go: before the quarry from
// edition 1 on (KH-04), any ordinary space in a hunt of edition 0.
func placingHint(s hunt.State) string {
	where := "on a space before the quarry (not Start or Overwhelming Darkness)"
	if s.Config.Edition == 0 {
		where = "on a space (not Start, Overwhelming Darkness or Starvation)"
	}
	return "Your team carries gathering tools. Place each gathering card " + where + ", or begin without it."
}

func (p *Play) placeOne(k hunt.CardKind) app.UI {
	var spaces []int
	for _, m := range hunt.Legal(p.g.State) {
		if m.Kind == hunt.Place && m.Card == k {
			spaces = append(spaces, m.Space)
		}
	}
	if p.place == nil {
		p.place = map[hunt.CardKind]int{}
	}
	if _, ok := p.place[k]; !ok {
		p.place[k] = spaces[0]
	}
	id := "place-" + string(k)
	name := cardName(hunt.Card{Kind: k})
	return tag.Div().Class("place-row").Body(
		tag.Label().Attr("for", id).Text(name+" on space"),
		tag.Select().ID(id).DataSet("card", k).OnChange(p.choose).Body(
			app.Range(spaces).Slice(func(i int) app.UI {
				return tag.Option().Attr("value", strconv.Itoa(spaces[i])).Attr("selected", spaces[i] == p.place[k]).Text(strconv.Itoa(spaces[i]))
			}),
		),
		tag.Button().Attr("type", "button").ID(id+"-go").Class("btn").DataSet("card", k).Text("Place "+name).OnClick(p.put),
	)
}

func (p *Play) choose(ctx app.Context, _ app.Event) {
	n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err == nil {
		p.place[cardOf(ctx)] = n
	}
}

func (p *Play) put(ctx app.Context, _ app.Event) {
	k := cardOf(ctx)
	p.play(hunt.Move{Kind: hunt.Place, Card: k, Space: p.place[k]})
}

func (p *Play) team() app.UI {
	s := p.g.State
	return tag.Section().Class("hunt-team").Aria("label", "Hunt team").Body(
		tag.H2().Text("Hunt team"),
		tag.Ul().Class("survivors").Body(
			app.Range(s.Team).Slice(func(i int) app.UI {
				v := s.Team[i]
				mark := ""
				if i == s.Revealer && s.Phase != hunt.Over {
					mark = " (revealer)"
				}
				return tag.Li().Class("survivor").Body(
					tag.Strong().Text(v.Name+mark),
					app.Text(fmt.Sprintf(" — courage %d, understanding %d, survival %d, insanity %d", v.Courage, v.Understanding, v.Survival, v.Insanity)),
					app.If(len(v.Gear) > 0, func() app.UI { return tag.Div().Class("hint").Text("Gear: " + strings.Join(v.Gear, ", ")) }),
					app.If(len(v.Notes) > 0, func() app.UI { return tag.Div().Text("Notes: " + strings.Join(v.Notes, "; ")) }),
				)
			}),
		),
		tag.P().Text("Resources gathered: "+hunt.Grouped(s.Resources)),
	)
}

func (p *Play) logView() app.UI {
	lines := make([]ui.Line, len(p.g.Log))
	for i, e := range p.g.Log {
		lines[i] = ui.Line{Text: e.Text, Class: "log-" + strconv.Itoa(int(e.Kind))}
	}
	return tag.Div().Class("hunt-log").Body(ui.Journal("hunt-log", "", lines))
}

// lastRollTitle is the event the newest d100 roll turned up.
func lastRollTitle(log []hunt.Event) string {
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Kind == hunt.Rolled {
			return log[i].Text
		}
	}
	return ""
}
