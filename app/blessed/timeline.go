package blessed

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/timeline"
	"lantern/rules/blessed"
)

// look is the campaign's timeline (app/timeline), in sessions, checks,
// Endeavors and Session Shops.
type look = timeline.Of[blessed.Config, blessed.Move, blessed.State, blessed.Event]

func (p *Play) toggleTimeline(app.Context, app.Event) {
	p.look.Toggle(p.self, p.SaveID, p.title, p.g, stretches())
}

// stretches names each move's stretch of the campaign: its session, and
// within it a check (numbered through the campaign), an Endeavor or the
// Session Shop.
func stretches() timeline.Group[blessed.State, blessed.Move] {
	checks := 0
	return func(before, after blessed.State, _ blessed.Move) string {
		l := "Session " + itoa(after.Session)
		switch {
		case after.Shop:
			return l + " · Session Shop"
		case after.Check != nil:
			if before.Check == nil {
				checks++
			}
			return l + " · check " + itoa(checks)
		case after.Endeavor != nil:
			return l + " · Endeavor"
		}
		return l
	}
}
