package hope

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/app/widget/static"
	"lantern/rules/hope"
)

// tableView is every character's public side: what anyone at the table may
// read at a glance (secret traits show only as a count). Each seat is a
// SeatCard component fed plain values, so go-app redraws only the seats
// whose values changed.
func (g *Game) tableView() app.UI {
	s := g.s
	seats := make([]app.UI, s.N)
	for i := range int(s.N) {
		seats[i] = &SeatCard{View: g.seatView(i)}
	}
	return tag.Section().Class("hope-table").Aria("label", "The table").Body(
		tag.Ul().Class("hope-seats").Body(seats...),
		g.groupAssets(),
	)
}

// SeatView is one seat's public side as plain values.
type SeatView struct {
	Player, Symbol, Hex, Character string
	Class, State                   string
	Alive                          bool
	Humanity, Hunger, Harm         int
	Personality, PersonalityText   string
	Rels, Assets                   []Line
	Played                         []Line
	Secret                         int
}

// Line is a short text with an optional longer explanation.
type Line struct {
	Text, Title string
	Crossed     bool
}

func (g *Game) seatView(i int) SeatView {
	s := g.s
	c := s.Seats[i]
	v := SeatView{Player: g.t.Seats[i].Name, Symbol: g.t.symbol(i), Hex: g.t.colour(i).Hex,
		Character: g.t.character(i), Class: "seat", Alive: c.Alive, Humanity: int(c.Humanity),
		Hunger: int(c.Hunger), Harm: int(c.Harm), Secret: len(c.Traits)}
	switch {
	case !c.Alive:
		v.Class, v.State = "seat seat-gone", "Gone: "+causeText(c.Cause)
	case c.Lost:
		v.Class, v.State = "seat seat-lost", "Lost: leaves at the next turn"
	case int(s.Turn) == i && !s.Over:
		v.Class, v.State = "seat seat-acting", "Acting"
	}
	if c.Personality >= 0 {
		p := s.Cards.Personalities[c.Personality]
		v.Personality, v.PersonalityText = p.Title, p.Text
	}
	v.Rels = relLines(s, i)
	for _, a := range s.Assets {
		if int(a.Owner) != i {
			continue
		}
		t := fmt.Sprintf("%s (%s)", s.Cards.Assets[a.Card].Title, usesN(int(a.Uses)))
		if a.Holder != a.Owner {
			t += ", lent to " + s.Seats[a.Holder].Name
		}
		v.Assets = append(v.Assets, Line{Text: t, Title: s.Cards.Assets[a.Card].Text})
	}
	for _, t := range c.Played {
		tr := s.Cards.Traits[t]
		v.Played = append(v.Played, Line{Text: tr.Title, Title: tr.Text})
	}
	return v
}

// relLines: each seat shares one relationship with each neighbour (HI-21).
func relLines(s hope.State, i int) []Line {
	n := int(s.N)
	var out []Line
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
		out = append(out, Line{Text: "With " + s.Seats[other].Name + ": " + card.Title, Title: card.Text, Crossed: rel.Broken})
	}
	return out
}

// SeatCard draws one seat. Everything but the card texts is one static
// block, mounted with one innerHTML and redrawn whole when the seat
// changes; the card texts stay go-app's details element, so a player who
// opened them keeps them open while the seat changes.
type SeatCard struct {
	app.Compo

	View SeatView
}

func (c *SeatCard) Render() app.UI {
	v := c.View
	return tag.Li().Class(v.Class).Style("--seat", v.Hex).Aria("label", v.Player).Body(
		seatBody(v).UI(),
		texts(v),
	)
}

func seatBody(v SeatView) *static.Node {
	head := static.El("div").Class("seat-head").Body(widget.BadgeNode(v.Player, v.Symbol, v.Hex))
	if v.State != "" {
		head.Body(static.El("span").Class("seat-state").Text(v.State))
	}
	body := static.El("div").Class("seat-body").Body(head, static.El("p").Class("seat-character").Text(v.Character))
	if v.Alive {
		body.Body(vitals(v))
	}
	if v.Personality != "" {
		body.Body(static.El("p").Class("seat-line").Body(static.El("strong").Text("Personality: "),
			static.El("abbr").Attr("title", v.PersonalityText).Text(v.Personality)))
	}
	body.Body(
		lines("seat-rels", "Relationships", v.Rels),
		titled("Assets", lines("seat-assets", "Assets", v.Assets)),
		titled("Played traits", lines("seat-played", "Played traits", v.Played)),
	)
	if v.Alive {
		body.Body(static.El("p").Class("seat-line seat-secret").Text(strconv.Itoa(v.Secret) + " secret traits"))
	}
	return body
}

// texts opens the full words of every face-up card of a seat: the titles
// above carry them as tooltips, which touch screens never show.
func texts(v SeatView) app.UI {
	dl := static.El("dl")
	n := 0
	add := func(title, text string) {
		if text != "" {
			dl.Body(static.El("dt").Text(title), static.El("dd").Text(text))
			n++
		}
	}
	add(v.Personality, v.PersonalityText)
	for _, ls := range [][]Line{v.Rels, v.Assets, v.Played} {
		for _, l := range ls {
			add(l.Text, l.Title)
		}
	}
	if n == 0 {
		return app.Text("")
	}
	return tag.Details().Class("seat-texts").Body(
		tag.Summary().Text("Card texts: tap to read"),
		dl.UI(),
	)
}

func vitals(v SeatView) *static.Node {
	pips := static.El("span").Class("hum-row")
	for k := range hope.MaxHumanity {
		cl := "hum hum-empty"
		if k < v.Humanity {
			cl = "hum hum-full"
		}
		pips.Body(static.El("span").Class(cl).Aria("hidden", "true"))
	}
	conds := ""
	if v.Hunger > 0 {
		conds = level(hungerNames, v.Hunger) + " (+" + strconv.Itoa(v.Hunger) + ")"
	}
	if v.Harm > 0 {
		if conds != "" {
			conds += ", "
		}
		conds += level(harmNames, v.Harm) + " (+" + strconv.Itoa(v.Harm) + ")"
	}
	if conds == "" {
		conds = "No conditions"
	}
	return static.El("div").Class("seat-vitals").Body(
		static.El("p").Class("seat-humanity").Body(
			pips,
			static.El("span").Text(fmt.Sprintf("Humanity %d of %d", v.Humanity, hope.MaxHumanity)),
		),
		static.El("p").Class("seat-conds").Text(conds),
	)
}

// lines is a seat's list of card titles, each with its text as a tooltip;
// nil when there are none.
func lines(class, label string, ls []Line) *static.Node {
	if len(ls) == 0 {
		return nil
	}
	ul := static.El("ul").Class(class).Aria("label", label)
	for _, l := range ls {
		li := static.El("li")
		if l.Crossed {
			li.Class("broken")
			l.Text += " (broken)"
		}
		ul.Body(li.Body(static.El("abbr").Attr("title", l.Title).Text(l.Text)))
	}
	return ul
}

// titled puts a visible heading over a seat's list: played traits and
// assets are both bare card titles, and only the heading tells them apart.
func titled(label string, list *static.Node) *static.Node {
	if list == nil {
		return nil
	}
	return static.El("div").Class("seat-group").Body(
		static.El("p").Class("seat-line seat-label").Body(static.El("strong").Text(label+":")), list)
}

func (g *Game) groupAssets() app.UI {
	var items []app.UI
	for _, a := range g.s.Assets {
		if a.Owner < 0 {
			items = append(items, tag.Li().Text(fmt.Sprintf("%s (%s)", g.s.Cards.Assets[a.Card].Title, usesN(int(a.Uses)))))
		}
	}
	if len(items) == 0 {
		return app.Text("")
	}
	return tag.Div().Class("hope-group").Body(tag.H2().Text("Group assets"), tag.Ul().Body(items...))
}
