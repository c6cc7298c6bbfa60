package blessed

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"
)

// gameMasterView is the game master's side: their screen on their own
// phone (gmphone.go), the delayed attacks waiting,
// and folded, as rarely needed, the Setting Ethic and their own roll (any
// die, alone or in a group). Their characters are added from the add form and have cards in
// the party like everyone's.
func (p *Play) gameMasterView() app.UI {
	rolls := p.legal(-1, blessed.FreeRoll)
	if len(rolls) == 0 {
		return p.gmPhoneOnly()
	}
	return tag.Section().ID("blessed-gm").Class("blessed-gm").Aria("label", "The game master").Body(
		tag.H2().Text("The game master"),
		p.gmPhoneView(),
		tag.Details().ID("gm-tools").Body(
			tag.Summary().Text("Setting Ethic and a free roll"),
			p.settingView(),
			p.choiceButton("gm-roll", "A free roll", "Roll", rolls, (*Play).freeRollLabel),
		),
		p.lastFreeRoll(),
		p.trapsView(),
	)
}

func (*Play) freeRollLabel(m blessed.Move) string {
	if m.Other == 1 {
		return m.Say("one d{value}", nil)
	}
	return fmt.Sprintf("%s d%d", numberWord(m.Other), m.Value)
}

// lastFreeRoll shows the newest free roll until another move is made.
func (p *Play) lastFreeRoll() app.UI {
	if n := len(p.g.Log); n > 0 && p.g.Log[n-1].Kind == blessed.FreeRoll {
		return tag.P().ID("gm-roll-result").Class("check-outcome").Text(p.g.Log[n-1].Text)
	}
	return app.Text("")
}

func numberWord(n int) string {
	if n >= 0 && n < len(smallNumbers) {
		return smallNumbers[n]
	}
	return itoa(n)
}

var smallNumbers = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
