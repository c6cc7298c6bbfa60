package harrowing

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/lab"
	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/harrowing"
)

const maxName = harrowing.MaxName

// Setup is the new-game screen at #/new/harrowing: how many effigies, and
// each one's name and seven sins.
type Setup struct {
	app.Compo
	title string
	roster
	teach bool // the teaching opening
	// variant is a house rule from the lab
	variant harrowing.Variant
	err     string
	busy    bool

	cards     string // an owner's catalogue, compact JSON; "" for Lantern's
	cardsSum  string
	cardsFile string
	cardsErr  string
}

func (s *Setup) OnInit() {
	s.roster = newRoster(3)
	if chosen != nil {
		s.roster, s.variant, chosen = chosen.roster, chosen.variant, nil
	}
}

func (s *Setup) Render() app.UI {
	return ui.Page("New game of The Harrowing", el("form", "id", "harrowing-setup", "class", "harrowing-setup").OnSubmit(s.start).Body(
		textEl("p", "hint", "Each player makes an effigy of themself: a value from 1 (hardly) to 4 (very) for each sin. Lantern deals the cards, rolls the doom dice and keeps the map; everyone plays at once, passing the tablet."),
		bodyEl("div", "field",
			textWith("label", "Name of this game", "for", "harrowing-title"),
			nameInput("harrowing-title", s.title).
				OnInput(func(ctx app.Context, e app.Event) { s.title = ctx.JSSrc().Get("value").String() }),
		),
		ui.Toggle("harrowing-teach", "Learn as we play: a teaching opening whose first cards bring up each rule in turn, with a lesson beside the moves (skippable)", s.teach,
			func(_ app.Context, on bool) { s.teach = on }),
		s.roster.form("harrowing"),
		tag.P().ID("harrowing-house-rule").Body(app.Text(houseRule(s.variant)+" "),
			tag.A().Attr("href", lab.Href("harrowing")).Text("Try house rules in the lab")),
		s.cardsView(),
		when(s.err != "", textWith("p", s.err, "class", "error", "role", "alert")),
		el("button", "type", "submit", "id", "harrowing-start", "class", "btn btn-primary").Attr("disabled", s.busy).Text("Begin the descent"),
	))
}

// config is the game the form describes; empty names become "Effigy N".
func (s *Setup) config() harrowing.Config {
	c := harrowing.Config{Cards: s.cards, Teach: s.teach, Variant: s.variant}
	c.Names, c.Sins = s.roster.effigies()
	return c
}

func (s *Setup) start(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if s.busy {
		return
	}
	name := rules.CleanName(s.title)
	if name == "" {
		name = "The Harrowing"
	}
	s.err, s.busy = "", true
	err := begin(ctx, s.config(), name, func(err error) {
		s.busy = false
		if err != nil {
			s.err = err.Error()
		}
	})
	if err != nil {
		s.err, s.busy = "Cannot begin: "+err.Error(), false
	}
}

// begin saves a new game of cfg under title and opens it; done gets the
// save's error. A config the rules refuse is returned at once.
func begin(ctx app.Context, cfg harrowing.Config, title string, done func(error)) error {
	seed := ui.RandomSeed()
	st, err := harrowing.New(cfg, seed)
	if err != nil {
		return err
	}
	rec, err := harrowing.Adapter.Start(cfg, seed)
	if err != nil {
		return err
	}
	saves.StartGame(ctx, "harrowing", title, rec, harrowing.Adapter.Summary(st, cfg.Names, 0), done)
	return nil
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// dataInt reads a number from the control's data-* attribute (a string
// in the DOM); a bad one reads as 0.
func dataInt(ctx app.Context, key string) int {
	n, _ := strconv.Atoi(ctx.JSSrc().Get("dataset").Get(key).String())
	return n
}

// textEl is an element holding text, with its class when given ("" for
// none): the views' most common element, made in one call, where a chain
// of go-app's builders costs a call through an interface for each link
// (some 400 bytes of app.wasm each).
func textEl(name, class, text string) app.UI {
	e := app.Elem(name)
	if class != "" {
		e = e.Class(class)
	}
	return e.Text(text)
}

// bodyEl is an element with its class when given ("" for none) and its
// body, in one call (see textEl).
func bodyEl(name, class string, body ...app.UI) app.UI {
	e := app.Elem(name)
	if class != "" {
		e = e.Class(class)
	}
	return e.Body(body...)
}

// el is an element with attributes given as name, value, name, value…,
// in one call (see textEl); a value "" sets nothing, as go-app's own
// setters do.
func el(name string, attrs ...string) app.HTMLElem {
	e := app.Elem(name)
	for i := 0; i+1 < len(attrs); i += 2 {
		e = e.Attr(attrs[i], attrs[i+1])
	}
	return e
}

// textWith is an element holding text, with attributes given as name,
// value… (see el), in one call.
func textWith(name, text string, attrs ...string) app.UI {
	return el(name, attrs...).Text(text)
}

// bodyWith is an element with attributes (name, value…, see el) and its
// body, in one call.
func bodyWith(name string, attrs []string, body ...app.UI) app.UI {
	return el(name, attrs...).Body(body...)
}

// textEls are one text element (see textEl) for each line.
func textEls(name, class string, lines []string) app.UI {
	return app.Range(lines).Slice(func(i int) app.UI { return textEl(name, class, lines[i]) })
}

// option is one choice of a select, in one call (see textEl).
func option(value, label string, selected bool) app.UI {
	return app.Elem("option").Attr("value", value).Attr("selected", selected).Text(label)
}

// nameInput is a text field for a name of at most maxName characters,
// in one call (see textEl).
func nameInput(id, value string) app.HTMLElemSelfClosing {
	return tag.Input().Attr("type", "text").ID(id).Attr("maxlength", maxName).Attr("autocomplete", "off").Attr("value", value)
}

// when is ui when ok, else nothing (go-app drops nil children): app.If
// without a closure, for an element cheap and safe to make either way.
func when(ok bool, ui app.UI) app.UI {
	if ok {
		return ui
	}
	return nil
}
