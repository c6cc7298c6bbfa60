package blessed

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
)

// moveButton plays m when pressed (see ui.MoveData).
func (p *Play) moveButton(id, label string, m blessed.Move) app.HTMLElem {
	return tag.Button().Attr("type", "button").ID(id).Class("btn").DataSet("move", ui.MoveData(m)).Text(label).OnClick(p.clickMove)
}

// buttons is a button for each of ms (rarely more than one), all with one
// id, label and extra class: one call where each had a closure of its own.
func (p *Play) buttons(id, label, class string, ms []blessed.Move) app.UI {
	return app.Range(ms).Slice(func(k int) app.UI {
		b := p.moveButton(id, label, ms[k])
		if class != "" {
			b = b.Class(class)
		}
		return b
	})
}

func (p *Play) clickMove(ctx app.Context, _ app.Event) {
	if m, ok := ui.ReadMove[blessed.Move](ctx); ok {
		p.play(m)
	}
}

// legal lists the moves of kinds ks allowed now, kind by kind, for seat
// when seat ≥ 0, from the list Render makes once per frame.
func (p *Play) legal(seat int, ks ...blessed.MoveKind) []blessed.Move {
	var out []blessed.Move
	for _, k := range ks {
		for _, m := range p.now {
			if m.Kind == k && (seat < 0 || m.Seat == seat) {
				out = append(out, m)
			}
		}
	}
	return out
}
