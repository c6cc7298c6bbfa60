package harrowing

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/timeline"
	"lantern/rules/harrowing"
)

// look is the game's timeline (app/timeline), in turns.
type look = timeline.Of[harrowing.Config, harrowing.Move, harrowing.State, harrowing.Event]

func (p *Play) toggleTimeline(app.Context, app.Event) {
	p.look.Toggle(p.self, p.SaveID, p.title, p.g, turns())
}

// turns names each move's turn, as harrowing.BeginsTurn begins them.
func turns() timeline.Group[harrowing.State, harrowing.Move] {
	n := 0
	return func(_, _ harrowing.State, m harrowing.Move) string {
		if harrowing.BeginsTurn(m) {
			n++
		}
		if n == 0 {
			return "The opening"
		}
		return "Turn " + strconv.Itoa(n)
	}
}
