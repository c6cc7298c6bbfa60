package blessed

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"
)

// typingView asks for the face of the die the table just rolled, while a
// move waits on it (HB-51): a button per face, and handing the dice back
// to Lantern for the rest.
func (p *Play) typingView() app.UI {
	w := p.g.State.Typing
	if w == nil {
		return app.Text("")
	}
	faces := p.legal(-1, blessed.Face)
	what := fmt.Sprintf("Roll a d%d for %s and tap what it shows.", w.Sides, p.typingFor(w.Move))
	if len(w.Faces) > 0 {
		what = fmt.Sprintf("Typed so far: %s. Roll a d%d and tap what it shows.", facesList(w.Faces), w.Sides)
	}
	return tag.Section().ID("blessed-typing").Class("blessed-check").Aria("label", "The table's die").Body(
		tag.H2().Text("The table's die"),
		tag.P().ID("typing-ask").Text(what),
		tag.Div().Class("blessed-actions").Body(
			app.Range(faces).Slice(func(k int) app.UI {
				return p.moveButton(fmt.Sprintf("typed-face-%d", faces[k].Value), itoa(faces[k].Value), faces[k])
			}),
		),
		tag.Div().Class("blessed-actions").Body(
			p.buttons("typed-lantern", "Lantern rolls the rest", "secondary", p.legal(-1, blessed.SetDice)),
		),
	)
}

// typingFor says what a move waiting on the table's die rolls for.
func (p *Play) typingFor(m blessed.Move) string {
	st := p.g.State
	name := func(seat int) string {
		if seat >= 0 && seat < len(p.sheets) {
			return p.sheets[seat].Name
		}
		return "the character"
	}
	switch m.Kind {
	case blessed.Roll, blessed.SparkUp, blessed.Settle:
		if st.Check != nil {
			return name(st.Check.Seat) + "'s check"
		}
	case blessed.Haunt:
		return "the Haunted die"
	case blessed.PositionRoll:
		return name(m.Seat) + "'s position roll and temporary Blessings"
	case blessed.GainBlessing, blessed.SpendBanked, blessed.TempBoon, blessed.CallFavor:
		return name(m.Seat) + "'s Blessings"
	case blessed.Analyze:
		return name(m.Seat) + "'s Analytical dice"
	case blessed.FreeRoll:
		return "the game master's free roll"
	}
	return "this step"
}

// diceSwitch hands the dice between Lantern and the table.
func (p *Play) diceSwitch() app.UI {
	ms := p.legal(-1, blessed.SetDice)
	if len(ms) == 0 {
		return app.Text("")
	}
	return p.moveButton("blessed-dice", diceLabel(p.g.State.Typed), ms[0]).Class("secondary")
}

// diceLabel is the switch between Lantern's dice and the table's.
func diceLabel(typed bool) string {
	if typed {
		return "Lantern rolls the dice again"
	}
	return "We roll our own dice and type them"
}

func facesList(faces []int) string {
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = itoa(f)
	}
	return strings.Join(parts, ", ")
}
