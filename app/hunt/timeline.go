package hunt

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/timeline"
	"lantern/rules/hunt"
)

// look is the hunt's timeline (app/timeline), in hunt steps.
type look = timeline.Of[hunt.Config, hunt.Move, hunt.State, hunt.Event]

func (p *Play) toggleTimeline(app.Context, app.Event) {
	p.look.Toggle(p.self, p.SaveID, p.title, p.g, steps())
}

// steps names each move's stretch of the hunt: the gathering before it,
// then a step for every space the survivors advance.
func steps() timeline.Group[hunt.State, hunt.Move] {
	n := 0
	return func(_, after hunt.State, m hunt.Move) string {
		if m.Kind == hunt.Advance {
			n++
		}
		switch {
		case after.Phase == hunt.Over:
			return "The hunt's end"
		case n == 0:
			return "Gathering"
		}
		return "Hunt step " + strconv.Itoa(n)
	}
}
