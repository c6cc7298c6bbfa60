package harrowing

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/ui"
	"lantern/rules/harrowing"
	"lantern/rules/record"
)

// Play is a game at #/play/harrowing/<SaveID>.
type Play struct {
	app.Compo
	SaveID string

	loadedID   string
	loading    bool
	opened     [2]int // moves replayed and to replay, while loading
	err        error  // the save could not be opened
	warn       error  // saves are not kept (in-memory fallback)
	saveErr    string // the last autosave failed
	title      string
	g          game
	announce   string   // the last step, read by screen readers
	acting     int      // the effigy whose moves are shown
	starting   bool     // the campaign's next game is being saved
	innate     []string // the innate item chosen for each effigy's next game
	circle     string   // the circle chosen for the next game, "" for the same
	remake     *roster  // the next game's effigies (HA-20), once the game is over
	spread     []int    // points per sin planned for a corruption or healing question
	spreadAt   int      // the move count the plan was made at
	noLessons  bool     // the table skipped the teaching opening's lessons
	lastEvents int      // how many journal lines the last move wrote
	panels     ui.Panels
	look       look // the timeline, when open: the table shows its moment
	self       app.Context

	now []harrowing.Move // Legal(s), once per Render
}

// game is the game's record, state and journal, kept in step.
type game = record.Session[harrowing.Config, harrowing.Move, harrowing.State, harrowing.Event]

func newGame() game {
	return game{Adapter: harrowing.Adapter, Apply: harrowing.Apply, Reveals: reveals}
}

// reveals tells a move that showed the table something new: a card
// invoked (face up or down, from any Fate), a card drawn from any deck
// or brought in from aside, dice rolled, or the game's end (G-01: undo
// stops there).
func reveals(before, after harrowing.State, m harrowing.Move) bool {
	drawn := unseen(before) != unseen(after) || broughtIn(before, after)
	return m.Kind == harrowing.Invoke || drawn || before.RNG != after.RNG || after.Result != harrowing.Playing
}

// unseen counts the cards face down in the decks: the infernal deck,
// each Area's and the item deck.
func unseen(s harrowing.State) int {
	n := len(s.Deck) + len(s.Items)
	for _, a := range s.Areas {
		n += len(a.Deck)
	}
	return n
}

// broughtIn: a set-aside card came into play, as if invoked.
func broughtIn(before, after harrowing.State) bool {
	for _, id := range before.SetAside {
		if !slices.Contains(after.SetAside, id) {
			return true
		}
	}
	return false
}

func (p *Play) OnMount(ctx app.Context) {
	p.self = ctx
	p.load(ctx)
}

func (p *Play) OnUpdate(ctx app.Context) { p.load(ctx) }

// progress shows how far the replay of a long save has got.
func (p *Play) progress(done, total int) { p.opened = [2]int{done, total} }

func (p *Play) load(ctx app.Context) {
	if p.loadedID == p.SaveID || p.loading {
		return
	}
	p.loading = true
	id := p.SaveID
	saves.OpenSession(ctx, &autosaver, id, newGame(), p.progress, func(title string, g game, warn, err error) {
		p.loading = false
		p.loadedID, p.warn = id, warn
		if err != nil {
			p.err = err
			return
		}
		p.err, p.title, p.g, p.acting = nil, title, g, 0
		p.fresh()
		p.panels.Greet(autosaver.Rested() || p.nextGameOpened(), p.recap())
	})
}

// fresh forgets what belonged to the game shown before: the campaign's
// next game opens in the same screen, which must not greet it with the
// last game's "The effigies win!" or its plans for the game after.
func (p *Play) fresh() {
	p.announce, p.lastEvents, p.spread = "", 0, nil
	p.remake, p.innate, p.circle = nil, nil, ""
}

// play makes a move, autosaves it and keeps focus near the controls.
func (p *Play) play(m harrowing.Move) {
	ev, err := p.g.Play(m)
	if err != nil {
		p.announce = "Not allowed: " + p.named(err.Error())
		return
	}
	texts := p.journalTexts()
	p.announce = strings.Join(texts[len(texts)-len(ev):], " ")
	p.lastEvents = len(ev)
	p.save()
	next := []string{"#harrowing-spread-done:not([disabled])", "#harrowing-question button", "#harrowing-moves button:not([disabled])", "#harrowing-next", "#table-undo"}
	if rolled(ev) {
		revealAfterPaint("#harrowing-dice", next...)
		return
	}
	ui.FocusAfterPaint(next...)
}

func (p *Play) clickMove(ctx app.Context, _ app.Event) {
	if m, ok := ui.ReadMove[harrowing.Move](ctx); ok {
		p.play(m)
	}
}

// undo takes back the last move: the dice live in the state, so a move
// taken again comes out the same.
func (p *Play) undo(ctx app.Context, _ app.Event) {
	if err := p.g.Undo(); err != nil {
		p.announce = "Cannot undo: " + err.Error()
		return
	}
	p.announce = "The last step was taken back."
	p.save()
}

var autosaver saves.Autosaver

func (p *Play) save() {
	s := p.g.State
	sum := harrowing.Adapter.Summary(s, s.Config.Names, p.g.Moves)
	autosaver.Save(p.self, 0, p.SaveID, p.title, p.g.Record, sum, func(err error) {
		saves.Told(err, &p.warn, &p.saveErr, &p.announce, p.reopen)
	})
}

// reopen shows the game as the save holds it now.
func (p *Play) reopen() {
	p.loadedID = ""
	p.load(p.self)
}

// named swaps the rules' "Effigy N" for the player's name.
func (p *Play) named(text string) string { return nameEffigies(text, p.g.State.Config.Names) }

func (p *Play) name(seat int) string { return p.named("Effigy " + strconv.Itoa(seat+1)) }

func (p *Play) Render() app.UI {
	switch {
	case p.err != nil:
		return saves.CannotOpen(p.SaveID, "This game could not be opened", p.err)
	case p.loadedID == "":
		return saves.Opening("The Harrowing", "the game", p.opened[0], p.opened[1])
	}
	defer p.look.Showing(p.SaveID, &p.g)()
	s := p.g.State
	p.now = harrowing.Legal(s)
	body := []app.UI{el("div", "class", "harrowing").DataSet("moves", p.g.Moves).Body(
		bodyEl("div", "harrowing-side", p.diceView(), p.lessonView(), p.controls()),
		p.mainView(),
		p.effigiesView(),
		p.troveView(),
		p.pilesView(),
	)}
	return ui.Table{
		Game:  "harrowing",
		Title: p.title,
		Status: bodyEl("div", "",
			textWith("p", p.circleLine(), "id", "harrowing-circle-now", "class", "harrowing-status"),
			textWith("p", p.status(), "id", "harrowing-status", "class", "harrowing-status"),
			when(p.rule() != "", textWith("p", p.rule(), "id", "harrowing-house-rule", "class", "harrowing-status")),
		),
		Notices:  []app.UI{saves.Warning(p.warn), ui.Alert(p.saveErr)},
		Announce: p.announce,
		CanUndo:  p.g.CanUndo(),
		OnUndo:   p.undo,
		Share:    &saves.ShareButton{SaveID: p.SaveID},
		Panels:   &p.panels,
		Help:     helpView,
		Journal:  p.logView,
		Recap:    p.recap,
		Print:    p.printed,
		Body:     body,

		OnTimeline: p.toggleTimeline,
		Past:       p.look.Panel(),
	}.UI()
}

// circleLine names the circle the game is played in and its boss.
func (p *Play) circleLine() string {
	id := p.g.State.Config.Circle
	for _, ci := range p.book().Circles {
		if ci.ID == id || id == "" {
			return "Circle " + ci.ID + ", " + ci.Name + " · its boss: " + ci.Boss.Name
		}
	}
	return ""
}

func (p *Play) status() string {
	s := p.g.State
	switch s.Result {
	case harrowing.Won:
		return "The boss is defeated: the effigies win."
	case harrowing.Lost:
		return "Every effigy is damned or gone: the game is lost."
	}
	need := len(s.Effigies) + 1
	r := "Ritual " + strconv.Itoa(harrowing.RitualTotal(s)) + " of the " + strconv.Itoa(need) + " that summon the boss"
	if s.Summons {
		r = "The boss is summoned"
	}
	return r + " · Bane " + strconv.Itoa(s.Bane) + " · hunted: " + p.name(int(s.Hunted))
}

func (p *Play) logView() app.UI {
	texts := p.journalTexts()
	if r := p.rule(); r != "" {
		texts = append([]string{r}, texts...) // the journal opens with the house rule
	}
	lines := make([]ui.Line, len(texts))
	for i, t := range texts {
		lines[i] = ui.Line{Text: t}
	}
	return bodyEl("div", "harrowing-log", ui.Journal("harrowing-log", "", lines))
}

// rule is the game's house rule in words, "" for none.
func (p *Play) rule() string { return houseRule(p.g.State.Config.Variant) }

// book is the game's catalogue: Lantern's own or the owner's.
func (p *Play) book() *harrowing.Book { return p.g.State.Book() }

// mainView is what sits beside the moves: the Fate, the hunted card,
// the acting effigy and the map; a question about a place puts the map
// it asks about first.
func (p *Play) mainView() app.UI {
	parts := []app.UI{p.fateView(), p.huntedView(), p.actingSheet(), p.mapView()}
	if a := p.g.State.Ask; a != nil {
		switch a.Kind {
		case harrowing.AskPlace, harrowing.AskMove, harrowing.AskOpen, harrowing.AskRelocate:
			parts[0], parts[3] = parts[3], parts[0]
		}
	}
	return bodyEl("div", "harrowing-main", parts...)
}
