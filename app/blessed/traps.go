package blessed

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"
)

// trapsView lists the delayed attacks waiting on the table, each with
// its trigger button and a way to call it off, and sets new ones.
func (p *Play) trapsView() app.UI {
	st := p.g.State
	sets, aims := p.legal(-1, blessed.SetTrap), p.legal(-1, blessed.AimTrap)
	springs, drops := p.legal(-1, blessed.Spring), p.legal(-1, blessed.DropTrap)
	if len(st.Traps) == 0 && len(sets) == 0 {
		return app.Text("")
	}
	return tag.Div().ID("blessed-traps").Class("blessed-traps").Body(
		tag.H3().Text("Delayed attacks"),
		app.If(len(st.Traps) == 0, func() app.UI {
			return tag.P().Class("hint").Text("None waiting. Set one when a character lays a trap or sends a letter; it springs when its trigger comes.")
		}),
		tag.Ul().Class("blessed-trap-list").Body(
			app.Range(st.Traps).Slice(func(k int) app.UI {
				return tag.Li().ID(fmt.Sprintf("trap-%d", k+1)).Body(
					tag.Span().Text(p.trapText(st.Traps[k])+" "),
					app.If(k < len(springs), func() app.UI {
						return p.moveButton(fmt.Sprintf("trap-%d-spring", k+1), "It springs: defend", springs[k])
					}),
					app.If(k < len(drops), func() app.UI {
						return p.moveButton(fmt.Sprintf("trap-%d-drop", k+1), "Call it off", drops[k]).Class("secondary")
					}),
				)
			}),
		),
		p.choiceButton("trap-set", "Set a delayed attack", "Set", sets, (*Play).trapSetLabel),
		p.choice("trap-aim", "The newest one's defence", aims, (*Play).trapAimLabel),
	)
}

func (p *Play) trapText(t blessed.Trap) string {
	return trapWords(p.sheets[t.Seat].Name, p.sheets[t.Other].Name, t)
}

// trapWords says a delayed attack of attacker's on defender, on the
// table and on the game master's phone.
func trapWords(attacker, defender string, t blessed.Trap) string {
	s := fmt.Sprintf("%s's delayed attack on %s: a %v defence, %s", attacker, defender, t.Stat, ranksWords[t.Ranks])
	switch { // set in an Endeavor (edition 3): the standard amount it keeps
	case t.Std > 0:
		s += fmt.Sprintf("; standard amount %d", t.Std)
	case t.Std < 0:
		s += "; standard amount from the attacker's position roll"
	}
	return s + "."
}

var ranksWords = []string{"Normal unless the table says", "one rank harder", "two ranks harder"}

func (p *Play) trapSetLabel(m blessed.Move) string {
	return p.say(m, "{seat} on {other}")
}

func (*Play) trapAimLabel(m blessed.Move) string {
	return fmt.Sprintf("%v, %s", m.Stat, ranksWords[m.Value])
}
