package widget

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
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

func (b *Breakdown) Render() app.UI {
	rows := make([]app.UI, 0, len(b.Terms)+1)
	for i, t := range b.Terms {
		n := fmt.Sprintf("%+d", t.N)
		if i == 0 {
			n = fmt.Sprint(t.N)
		}
		rows = append(rows, tag.Tr().Body(tag.Th().Attr("scope", "row").Text(t.Label), tag.Td().Text(n)))
	}
	rows = append(rows, tag.Tr().Class("breakdown-total").Body(
		tag.Th().Attr("scope", "row").Text("Final hardship"), tag.Td().Text(fmt.Sprint(b.Total()))))
	return tag.Table().Class("breakdown").Body(
		tag.Caption().Text("Hardship"),
		tag.TBody().Body(rows...),
	)
}
