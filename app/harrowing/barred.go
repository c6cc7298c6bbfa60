package harrowing

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// barredMove is an action seat could take but may not now, with why.
type barredMove struct {
	move harrowing.Move
	why  string
}

// barred lists the actions of seat the rules leave out of legal only for
// want of omens or because the sin they test is full of corruption: the
// basic ones (Fight once per adversary) and those printed on its
// location and adversaries. Shown disabled, they tell the table what an
// action would cost rather than hiding it.
func barred(s harrowing.State, seat int, legal []harrowing.Move) []barredMove {
	if s.Ask != nil || harrowing.AmbushWaits(s) || s.Result != harrowing.Playing {
		return nil
	}
	ef := s.Effigies[seat]
	var out []barredMove
	add := func(m harrowing.Move, cost int, sin harrowing.Sin) {
		if slices.Contains(legal, m) {
			return
		}
		switch {
		case int(ef.Omens) < cost:
			out = append(out, barredMove{m, "needs " + omensWord(cost) + ", has " + strconv.Itoa(int(ef.Omens))})
		case ef.Corrupt[sinIndex(sin)] >= harrowing.MaxSin:
			out = append(out, barredMove{m, string(sin) + " is full of corruption"})
		}
	}
	for i, b := range harrowing.Basic {
		m := harrowing.Move{Kind: harrowing.Act, Seat: int8(seat), Index: int8(i)}
		if b.Name != "Fight" {
			add(m, int(b.Cost), b.Sin)
			continue
		}
		for j := range ef.Foes {
			m.Target = int8(j)
			add(m, int(b.Cost), b.Sin)
		}
	}
	for _, id := range printedCards(s, ef) {
		for i, a := range s.Book().Card(id).Actions {
			add(harrowing.Move{Kind: harrowing.Act, Seat: int8(seat), Index: int8(i), Card: id}, a.Cost, a.Sin)
		}
	}
	return out
}

// printedCards are the cards whose actions an effigy may take: its
// location's and its adversaries'.
func printedCards(s harrowing.State, ef harrowing.Effigy) []string {
	var out []string
	for _, pl := range s.Map {
		if pl.At == ef.At {
			out = append(out, pl.ID)
		}
	}
	for _, f := range ef.Foes {
		out = append(out, f.ID)
	}
	return out
}

func sinIndex(sin harrowing.Sin) int { return max(0, slices.Index(harrowing.Sins, sin)) }

func omensWord(n int) string { return words.Count(n, "omen") }

// barredButtons draws the barred actions disabled, each with its reason.
func (p *Play) barredButtons(list []barredMove, who string) app.UI {
	s := p.g.State
	return bodyWith("div", []string{"id", "harrowing-barred", "class", "harrowing-buttons"},
		app.Range(list).Slice(func(i int) app.UI {
			label := p.label(harrowing.Describe(s, list[i].move), who)
			return el("button", "type", "button", "class", "btn secondary").Attr("disabled", true).
				Text(label + " — " + list[i].why)
		}),
	)
}
