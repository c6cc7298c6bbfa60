package hope

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
)

// tableView is every character's public side: what anyone at the table may
// read at a glance (secret traits show only as a count).
func (g *Game) tableView() app.UI {
	s := g.s
	seats := make([]app.UI, s.N)
	for i := range int(s.N) {
		seats[i] = g.seatCard(i)
	}
	return app.Section().Class("hope-table").Aria("label", "The table").Body(
		app.Ul().Class("hope-seats").Body(seats...),
		g.groupAssets(),
	)
}

func (g *Game) seatCard(i int) app.UI {
	s := g.s
	c := s.Seats[i]
	d := s.Cards
	class := "seat"
	state := ""
	switch {
	case !c.Alive:
		class, state = class+" seat-gone", "Gone: "+causeText(c.Cause)
	case c.Lost:
		class, state = class+" seat-lost", "Lost: leaves at the next turn"
	case int(s.Turn) == i:
		class, state = class+" seat-acting", "Acting"
	}
	return app.Li().Class(class).Style("--seat", g.t.colour(i).Hex).Aria("label", g.t.Seats[i].Name).Body(
		app.Div().Class("seat-head").Body(
			g.badge(i),
			app.If(state != "", func() app.UI { return app.Span().Class("seat-state").Text(state) }),
		),
		app.P().Class("seat-character").Text(g.t.character(i)),
		app.If(c.Alive, func() app.UI { return g.vitals(c) }),
		app.If(c.Personality >= 0, func() app.UI {
			p := d.Personalities[c.Personality]
			return app.P().Class("seat-line").Body(app.Strong().Text("Personality: "), app.Abbr().Title(p.Text).Text(p.Title))
		}),
		g.relLines(i),
		g.assetLines(i),
		g.playedLines(c),
		app.If(c.Alive, func() app.UI {
			return app.P().Class("seat-line seat-secret").Text(fmt.Sprintf("%d secret traits", len(c.Traits)))
		}),
	)
}

func (g *Game) vitals(c hope.Seat) app.UI {
	pips := make([]app.UI, hope.MaxHumanity)
	for k := range pips {
		cl := "hum hum-empty"
		if k < int(c.Humanity) {
			cl = "hum hum-full"
		}
		pips[k] = app.Span().Class(cl).Aria("hidden", "true")
	}
	conds := ""
	if c.Hunger > 0 {
		conds = level(hungerNames, int(c.Hunger)) + fmt.Sprintf(" (+%d)", c.Hunger)
	}
	if c.Harm > 0 {
		if conds != "" {
			conds += ", "
		}
		conds += level(harmNames, int(c.Harm)) + fmt.Sprintf(" (+%d)", c.Harm)
	}
	if conds == "" {
		conds = "No conditions"
	}
	return app.Div().Class("seat-vitals").Body(
		app.P().Class("seat-humanity").Body(
			app.Span().Class("hum-row").Body(pips...),
			app.Span().Text(fmt.Sprintf(" Humanity %d of %d", c.Humanity, hope.MaxHumanity)),
		),
		app.P().Class("seat-conds").Text(conds),
	)
}

// relLines: each seat shares one relationship with each neighbour (HI-21).
func (g *Game) relLines(i int) app.UI {
	s := g.s
	n := int(s.N)
	var lines []app.UI
	for _, r := range []int{i, (i - 1 + n) % n} {
		rel := s.Rels[r]
		if rel.Card < 0 {
			continue
		}
		other := (r + 1) % n
		if r != i {
			other = r
		}
		card := s.Cards.Relationships[rel.Card]
		li := app.Li().Body(app.Text("With "+s.Seats[other].Name+": "), app.Abbr().Title(card.Text).Text(card.Title))
		if rel.Broken {
			li = app.Li().Class("broken").Text("With " + s.Seats[other].Name + ": " + card.Title + " (broken)")
		}
		lines = append(lines, li)
	}
	return app.Ul().Class("seat-rels").Aria("label", "Relationships").Body(lines...)
}

func (g *Game) assetLines(i int) app.UI {
	s := g.s
	var lines []app.UI
	for _, a := range s.Assets {
		if int(a.Owner) != i {
			continue
		}
		t := fmt.Sprintf("%s (%d uses)", s.Cards.Assets[a.Card].Title, a.Uses)
		if a.Holder != a.Owner {
			t += ", lent to " + s.Seats[a.Holder].Name
		}
		lines = append(lines, app.Li().Text(t))
	}
	if len(lines) == 0 {
		return app.Text("")
	}
	return app.Ul().Class("seat-assets").Aria("label", "Assets").Body(lines...)
}

func (g *Game) playedLines(c hope.Seat) app.UI {
	if len(c.Played) == 0 {
		return app.Text("")
	}
	lines := make([]app.UI, len(c.Played))
	for k, t := range c.Played {
		tr := g.s.Cards.Traits[t]
		lines[k] = app.Li().Class("played").Body(app.Abbr().Title(tr.Text).Text(tr.Title))
	}
	return app.Ul().Class("seat-played").Aria("label", "Played traits").Body(lines...)
}

func (g *Game) groupAssets() app.UI {
	var lines []app.UI
	for _, a := range g.s.Assets {
		if a.Owner < 0 {
			lines = append(lines, app.Li().Text(fmt.Sprintf("%s (%d uses)", g.s.Cards.Assets[a.Card].Title, a.Uses)))
		}
	}
	if len(lines) == 0 {
		return app.Text("")
	}
	return app.Div().Class("hope-group").Body(app.H2().Text("Group assets"), app.Ul().Body(lines...))
}
