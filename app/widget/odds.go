package widget

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/dice"

	"lantern/rules/words"
)

// Odds shows the exact chance that Dice dice reach Need successes, and what
// one more die would make it, for the pool as it stands at a decision.
type Odds struct {
	app.Compo

	Dice  int  // dice in the pool now
	Need  int  // final hardship
	Fixed bool // no die can join the pool any more: no "with one more die"
}

func (o *Odds) Render() app.UI {
	return tag.Div().Class("odds").Role("status").Body(
		tag.P().Class("odds-now").Text(o.Now()),
		app.If(o.Need > 0 && !o.Fixed, func() app.UI { return tag.P().Class("odds-more").Text(o.More()) }),
	)
}

// Now is the chance as the pool stands.
func (o *Odds) Now() string {
	if o.Need <= 0 {
		return "Hardship 0: success without a roll."
	}
	return fmt.Sprintf("%s chance of success: %s against hardship %d.",
		Pct(dice.Percent(o.Dice, o.Need)), plural(o.Dice, "die", "dice"), o.Need)
}

// More is the chance with one more die.
func (o *Odds) More() string {
	return fmt.Sprintf("With one more die: %s.", Pct(dice.Percent(o.Dice+1, o.Need)))
}

// Pct formats a percentage with one decimal only when it has one.
func Pct(p float64) string {
	if p == float64(int(p)) {
		return strconv.Itoa(int(p)) + "%"
	}
	return strconv.FormatFloat(p, 'f', 1, 64) + "%"
}

func plural(n int, one, many string) string { return words.CountOf(n, one, many) }
