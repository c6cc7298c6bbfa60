package hope

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/rules/hope"
	"lantern/rules/words"
)

// rolledOpen says whether the scene's roll is made and its outcomes not
// yet applied: the after-roll and outcome windows (HI-33), open only
// while someone could play a card. The roll is public from here on.
func (g *Game) rolledOpen() bool {
	k := g.s.Pending.Kind
	return (k == hope.PendRolled || k == hope.PendOutcome) && g.s.Scene.Revealed && g.last.Title != ""
}

// rollPanel shows the roll to the whole table the moment it is made,
// first on the screen and large: the dice, and what they mean unless a
// card changes them. The decision that follows (Continue, a card) comes
// under it.
func (g *Game) rollPanel() app.UI {
	if !g.rolledOpen() {
		return app.Text("")
	}
	l := g.last
	return tag.Section().ID("hope-roll").Class("hope-roll").Aria("labelledby", "roll-title").Body(
		tag.H2().ID("roll-title").TabIndex(-1).Text(g.s.Seats[l.Actor].Name+"'s roll: "+l.Title),
		app.If(l.Rolled, func() app.UI { return g.rollTray() }),
		tag.P().Class("result-verdict").Text(g.rollVerdict()),
	)
}

// rollTray is the roll's dice, large; the panel states the verdict under
// them, so the tray does not state it too.
func (g *Game) rollTray() *widget.DiceTray {
	l := g.last
	return &widget.DiceTray{Dice: l.Dice, Need: l.Need, Roll: l.Roll, Calm: g.calmDice(), Large: true, Judged: true}
}

// rollVerdict is the roll's verdict as it stands: a card played now may
// still change it.
func (g *Game) rollVerdict() string {
	s := g.s
	if s.Scene.Final == 0 {
		return "The final hardship is 0: the scene succeeds without a roll."
	}
	hits := 0
	for _, f := range s.Scene.Faces {
		if f >= 4 {
			hits++
		}
	}
	verdict := "the scene fails"
	if hits >= int(s.Scene.Final) {
		verdict = "the scene succeeds"
	}
	return fmt.Sprintf("%s against a final hardship of %d: %s, unless a card changes it.",
		words.Count(hits, "success"), s.Scene.Final, verdict)
}
