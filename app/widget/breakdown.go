package widget

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/widget/static"
)

// Term is one line of a hardship: "Hungry +1".
type Term struct {
	Label string
	N     int
}

// Breakdown shows how a final hardship is made (HI-11): the card's value,
// then each addition, then the total, never below 0.
type Breakdown struct {
	app.Compo

	Terms []Term
}

// Total is the final hardship.
func (b *Breakdown) Total() int {
	n := 0
	for _, t := range b.Terms {
		n += t.N
	}
	return max(n, 0)
}

func (b *Breakdown) Render() app.UI { return b.Node().UI() }

// Node is the table as static markup: it never takes a tap.
func (b *Breakdown) Node() *static.Node {
	body := static.El("tbody")
	for i, t := range b.Terms {
		n := strconv.Itoa(t.N)
		if i > 0 && t.N >= 0 {
			n = "+" + n
		}
		body.Body(row(t.Label, n))
	}
	body.Body(row("Final hardship", strconv.Itoa(b.Total())).Class("breakdown-total"))
	return static.El("table").Class("breakdown").Body(static.El("caption").Text("Hardship"), body)
}

func row(label, n string) *static.Node {
	return static.El("tr").Body(static.El("th").Attr("scope", "row").Text(label), static.El("td").Text(n))
}
