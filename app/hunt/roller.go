package hunt

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/dice"
)

// Roller shows a d100 roll as its two d10s: the tens die and the ones die,
// then the result they read as (0 and 0 is 100).
type Roller struct {
	app.Compo
	Tens, Ones int
	Rolled     bool   // false: nothing rolled yet this hunt
	Result     string // what the roll turned up, e.g. "Lost Hour"
}

func (r *Roller) Render() app.UI {
	if !r.Rolled {
		return tag.Section().Class("d100").Aria("label", "Hunt event table dice").Body(
			tag.P().Class("hint").Text("No roll on the hunt event table yet."),
		)
	}
	return tag.Section().Class("d100").Aria("label", "Hunt event table dice").Body(
		tag.P().Class("d100-caption").Text("Last roll on the hunt event table"),
		tag.Div().Class("d100-dice").Body(
			die("Tens", r.Tens),
			die("Ones", r.Ones),
			tag.P().Class("d100-total").Body(
				tag.Span().Class("d100-label").Text("Result"),
				tag.Strong().Text(strconv.Itoa(dice.Percentile{Tens: r.Tens, Ones: r.Ones}.Value())),
			),
		),
		tag.P().Class("d100-entry").Text(r.Result),
	)
}

func die(name string, face int) app.UI {
	return tag.Figure().Class("d10").Aria("label", name+" die: "+strconv.Itoa(face)).Body(
		tag.Span().Class("d10-face").Aria("hidden", "true").Text(strconv.Itoa(face)),
		tag.FigCaption().Aria("hidden", "true").Text(name),
	)
}
