package hope

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/app/widget/static"
	"lantern/rules/hope"
)

// characters is the first screen of a game: each human player in turn,
// behind a hand-over, meets their character (personality, relationships,
// three secret traits) and writes its name, age and a few words; then the
// table sees everyone's public side. The hand-over, when the tablet must
// pass first, is the cover of the table frame.
func (g *Game) characters() (body, cover app.UI) {
	next := -1
	for i, sh := range g.t.Sheets {
		if !sh.Done {
			next = i
			break
		}
	}
	if next < 0 && !g.t.Begun {
		return g.meetTable(), nil
	}
	if next < 0 {
		return app.Text(""), nil
	}
	if g.holder != int8(next) {
		return app.Text(""), g.handOver(int8(next), "to meet their character")
	}
	return g.sheetForm(next), nil
}

// newcomer is a human seat whose new character (Grace of Innocence,
// HI-20) has no sheet yet, or -1.
func (g *Game) newcomer() int {
	for i, sh := range g.t.Sheets {
		if !sh.Done && i < int(g.s.N) && g.s.Seats[i].Alive {
			return i
		}
	}
	return -1
}

// graced remembers the character a newcomer replaces, and opens a fresh
// sheet for each human seat a move brought a new character to. Only live moves do this: on a reload the sheets written
// since are already in the table.
func (g *Game) graced(before hope.State, evs []hope.Event) {
	for _, ev := range evs {
		x := int(ev.Seat)
		if ev.Kind != hope.EvGrace || x >= len(g.t.Sheets) {
			continue
		}
		g.t.Fallen = append(g.t.Fallen, Fallen{Seat: x, Name: g.t.character(x), Cause: g.why(x)})
		if !g.t.Seats[x].Bot {
			g.t.Sheets[x] = Sheet{}
			g.holder = -1
		}
		g.keepTable() // play saves next
	}
}

func (g *Game) sheetForm(i int) app.UI {
	s := g.start
	if g.t.Begun {
		s = g.s // a newcomer meets their character mid-game
	}
	c := s.Seats[i]
	sh := &g.t.Sheets[i]
	traits := make([]*widget.Card, len(c.Traits))
	for k, t := range c.Traits {
		tr := s.Cards.Traits[t]
		traits[k] = &widget.Card{Kind: "Trait", Title: tr.Title, Text: tr.Text,
			Lines: []string{"When: " + windowText[tr.Window]}}
	}
	return tag.Section().Class("sheet").Aria("labelledby", "decision-title").Body(
		tag.H2().ID("decision-title").TabIndex(-1).Body(g.badge(i), app.Text(": a character")),
		app.If(g.t.Begun, func() app.UI {
			return tag.P().Text("Grace of Innocence: a new character joins the group with 3 Humanity, a personality and two traits.")
		}),
		g.personalityCard(c).UI(),
		tag.H3().Text("Relationships"),
		relCards(s, i).UI(),
		tag.H3().Text(fmt.Sprintf("%s's secret traits", c.Name)),
		widget.CardList(traits...).UI(),
		tag.Form().Class("sheet-form").OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			sh.Done = true
			g.saveTable()
			g.focusDecision()
			g.schedule(ctx)
		}, app.EventScope(i)).Body(
			field("sheet-name", "Character's name", &sh.Name, 40),
			field("sheet-age", "Age", &sh.Age, 12),
			area("sheet-note", "A few words about them", &sh.Note, 280),
			tag.Button().ID("sheet-done").Attr("type", "submit").Class("btn btn-primary").Text("Done: pass the tablet on"),
		),
	)
}

func (g *Game) personalityCard(c hope.Seat) *static.Node {
	if c.Personality < 0 {
		return nil
	}
	p := g.s.Cards.Personalities[c.Personality]
	return (&widget.Card{Kind: "Personality", Title: p.Title, Text: p.Text}).Node()
}

// relCards shows a seat's standing relationships as whole cards. A broken
// one binds nobody: after a death it is the dead character's, and a Grace
// of Innocence newcomer has none (HI-20).
func relCards(s hope.State, i int) *static.Node {
	var cards []*widget.Card
	for _, l := range relLines(s, i) {
		if !l.Crossed {
			cards = append(cards, &widget.Card{Kind: "Relationship", Title: l.Text, Text: l.Title})
		}
	}
	if len(cards) == 0 {
		return static.El("p").Class("sheet-none").Text("No relationships.")
	}
	return widget.CardList(cards...)
}

// meetTable shows every character's public side before the first turn,
// as one static list: nothing in it takes a tap.
func (g *Game) meetTable() app.UI {
	seats := static.El("ul").Class("hope-seats")
	for i := range int(g.start.N) {
		sh := g.t.Sheets[i]
		li := static.El("li").Class("seat").Attr("style", "--seat:"+g.t.colour(i).Hex).Body(
			widget.BadgeNode(g.t.Seats[i].Name, g.t.symbol(i), g.t.colour(i).Hex),
			static.El("h3").Text(g.t.character(i)+ageText(sh.Age)),
		)
		if sh.Note != "" {
			li.Body(static.El("p").Text(sh.Note))
		}
		seats.Body(li.Body(g.personalityCard(g.start.Seats[i]), relCards(g.start, i)))
	}
	return tag.Section().Class("meet").Aria("labelledby", "decision-title").Body(
		tag.H2().ID("decision-title").TabIndex(-1).Text("The travellers"),
		seats.UI(),
		tag.Button().ID("hope-begin").Class("btn btn-primary").OnClick(func(ctx app.Context, e app.Event) {
			g.t.Begun = true
			g.holder = -1
			g.saveTable()
			g.focusDecision()
			g.schedule(ctx)
		}).Text("Begin the journey"),
	)
}

func ageText(a string) string {
	if a == "" {
		return ""
	}
	return ", " + a
}
