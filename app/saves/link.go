package saves

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/app/tag"
	"lantern/app/ui"
)

// revealNote is said wherever a link is made or opened: what the game
// keeps from its players that a link gives away. Each game names its own
// secrets (The Harrowing has no traits, the hunt no hidden hands).
func revealNote(game string) string {
	secrets, ok := gameSecrets[game]
	if !ok {
		secrets = "everything hidden in it, and the order of every deck"
	}
	return "A share link or its QR code holds the whole game, secrets included: " + secrets + ". Whoever opens it can see what is hidden and what is still to come."
}

var gameSecrets = map[string]string{
	"hope":      "the hidden cards and secret traits of every player, and the order of every deck",
	"harrowing": "the face-down Fate cards, the order of every deck and the dice still to come",
	"blessed":   "the dice still to come",
	"hunt":      "the order of the hunt event cards and the dice still to come",
}

// LinkPage shows what a share link (#/r/<payload>) holds and adds it as a
// new save on request. A bad link shows why and changes nothing.
type LinkPage struct {
	app.Compo
	Payload string

	decodedFor string
	started    bool // decode ran: an empty payload is decoded too
	decoding   bool
	opened     [2]int // moves replayed and to replay, while decoding
	game       Checked
	title      string      // the title the link carries, if any
	have       *store.Meta // a save already holding this very game
	bad        error
	err        string
	busy       bool
	self       app.Context // see withStore
}

func (p *LinkPage) OnMount(ctx app.Context) {
	p.self = ctx
	p.decode(ctx)
}

func (p *LinkPage) OnUpdate(ctx app.Context) { p.decode(ctx) }

// decode replays the payload once per payload, off the UI goroutine and
// never inside Render: a link can hold a long game.
func (p *LinkPage) decode(ctx app.Context) {
	if p.started && p.decodedFor == p.Payload {
		return
	}
	payload := p.Payload
	p.started, p.decodedFor, p.game, p.title, p.have, p.bad, p.decoding = true, payload, Checked{}, "", nil, nil, true
	withStore(ctx, func(st store.Store, _ error) func(app.Context) {
		c, title, err := ReadLinkTold(payload, Yielder(ctx, func(done, total int) { p.opened = [2]int{done, total} }))
		var have *store.Meta
		if err == nil {
			if m, ok, _ := FindSame(background, st, c.Record); ok { // unreadable saves: offer to add
				have = &m
			}
		}
		return func(app.Context) {
			if p.decodedFor == payload {
				p.game, p.title, p.have, p.bad, p.decoding = c, title, have, err, false
			}
		}
	})
}

func (p *LinkPage) Render() app.UI {
	if p.decoding || !p.started || p.decodedFor != p.Payload {
		return openingLink(p.opened[0], p.opened[1])
	}
	if p.bad != nil {
		return ui.Page("This link cannot be opened",
			tag.P().Class("error").Role("alert").DataSet("link-error", "true").Text(capital(p.bad.Error())+"."),
			tag.P().Text("Nothing was saved or changed. Ask for the link again, and make sure it was copied whole."),
			ui.LinkButton("Go to saved games", shell.Href("/saves")),
		)
	}
	sum := p.game.Summary
	game := gameTitle(sum.Game)
	heading := "A shared game"
	if p.title != "" {
		heading = "A shared game: " + p.title
	}
	return ui.Page(heading,
		tag.Dl().Class("link-summary").DataSet("state-hash", sum.Hash).Body(
			tag.Dt().Text("Game"), tag.Dd().Text(game),
			app.If(len(sum.Players) > 0, func() app.UI { // Humanity Blessed keeps its names in the sheets
				return tag.Div().Body(tag.Dt().Text("Players"), tag.Dd().Text(strings.Join(sum.Players, ", ")))
			}),
			tag.Dt().Text("Progress"), tag.Dd().Text(sum.Progress),
		),
		tag.P().Class("note").Text(revealNote(sum.Game)),
		errorLine(p.err),
		p.actions(),
	)
}

// actions adds the game, or opens the save that already holds it.
func (p *LinkPage) actions() app.UI {
	add := func(class, label string) app.UI {
		return tag.Button().Attr("type", "button").Class(class).ID("link-import").Attr("disabled", p.busy).
			Text(label).OnClick(p.add)
	}
	if p.have == nil {
		return tag.Div().Class("actions").Body(add("btn primary", "Add to my saved games and play"))
	}
	return tag.Div().Class("link-have").Body(
		tag.P().Role("status").Text("You already have this game, move for move, as “"+p.have.Title+"”."),
		tag.Div().Class("actions").Body(
			ui.LinkButton("Open", shell.Href("/play/"+p.have.Game+"/"+p.have.ID)).ID("link-open").
				Aria("label", "Open "+p.have.Title),
			add("btn secondary", "Add another copy"),
		),
	)
}

// add stores the game as a new save (never over an existing one) and opens it.
func (p *LinkPage) add(app.Context, app.Event) {
	p.busy, p.err = true, ""
	c, title := p.game, p.title
	withStore(p.self, func(st store.Store, _ error) func(app.Context) {
		s, err := AddNew(background, st, c, title)
		return func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.err = notSaved(err) + "."
				return
			}
			shell.Navigate(ctx, "/play/"+s.Game+"/"+s.ID)
		}
	})
}

// openingLink is the link page while it decodes, and its first view
// before the app runs (shell.Page.Opening).
func openingLink(done, total int) app.UI {
	return ui.Page("A shared game", tag.P().Role("status").DataSet("link-opening", "true").Text("Opening the shared game…"),
		app.If(total > 0, func() app.UI {
			return tag.Progress().Attr("max", total).Attr("value", done).Attr("aria-label", "Moves replayed")
		}))
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
