package blessed

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
)

// quickMonster is the Endeavor's short form for a monstrosity: a name, its
// highest stat and its Starting Position, instead of the whole add form.
type quickMonster struct {
	name string
	high blessed.Stat
	sp   int
}

// defaultSP is where a quickly added monstrosity starts unless changed.
const defaultSP = 10

// monsterView adds a game master's character and joins it to a Monstrous
// Endeavor as a monstrosity, in two moves, while participants join.
func (p *Play) monsterView(e blessed.Endeavor) app.UI {
	if e.Kind != blessed.Monstrous || e.Phase != blessed.Positioning || len(p.legal(-1, blessed.AddNPC)) == 0 {
		return app.Text("")
	}
	q := &p.monster
	if q.sp == 0 {
		q.sp, q.high = defaultSP, blessed.Hurt
	}
	var highs, starts []ui.Choice
	for _, st := range p.g.State.Config.Stats() {
		highs = append(highs, ui.Choice{Value: itoa(int(st)), Label: st.String()})
	}
	for sp := 1; sp <= blessed.MaxStart; sp++ {
		starts = append(starts, ui.Choice{Value: itoa(sp), Label: itoa(sp)})
	}
	return tag.Details().ID("monster-add").Class("endeavor-monster").Body(
		tag.Summary().Text("Add a monstrosity"),
		text("monster-name", "Name", &q.name),
		pickOne("monster-high", "Highest stat (one die size up; the rest d4)", highs, itoa(int(q.high)), func(v string) { q.high = blessed.Stat(atoi(v)) }),
		pickOne("monster-sp", "Starting Position", starts, itoa(q.sp), func(v string) { q.sp = atoi(v) }),
		tag.Button().Attr("type", "button").ID("monster-add-go").Class("btn secondary").Text("Add and join as a monstrosity").OnClick(p.addMonster),
	)
}

func (p *Play) addMonster(ctx app.Context, _ app.Event) {
	q := &p.monster
	if q.name == "" {
		p.announce = "The monstrosity needs a name."
		return
	}
	seat := len(p.g.State.Party)
	p.sheets = append(p.sheets[:seat], Sheet{Name: q.name})
	p.keepSheets()
	if !p.play(blessed.Move{Kind: blessed.AddNPC, Stat: q.high}) {
		p.sheets = p.sheets[:seat]
		p.keepSheets()
		return
	}
	if p.play(blessed.Move{Kind: blessed.JoinEndeavor, Seat: seat, Value: q.sp}) {
		p.announce = fmt.Sprintf("%s joins the Endeavor as a monstrosity at %d.", q.name, q.sp)
	}
	q.name = "" // the stat and start stay for the next one of a kind
	clearInputs("monster-name")
}
