package widget

import (
	"fmt"
	"strconv"
	"sync"

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
		Pct(Chance(o.Dice, o.Need)), plural(o.Dice, "die", "dice"), o.Need)
}

// More is the chance with one more die.
func (o *Odds) More() string {
	return fmt.Sprintf("With one more die: %s.", Pct(Chance(o.Dice+1, o.Need)))
}

// chances remembers Chance's answers. A game's pools and hardships are
// small numbers, so it stays a few hundred entries at most.
var chances = struct {
	sync.Mutex
	m map[[2]int]float64
}{m: map[[2]int]float64{}}

// Chance is the percentage chance that n Hope-game dice reach need
// successes. The exact odds take big-rational arithmetic, and a decision
// screen asks for the same few pools on every frame (each commit button
// shows its chance), so each answer is worked out once.
func Chance(n, need int) float64 {
	k := [2]int{n, need}
	chances.Lock()
	defer chances.Unlock()
	p, ok := chances.m[k]
	if !ok {
		p = dice.Percent(n, need, dice.HopeSuccess)
		chances.m[k] = p
	}
	return p
}

// Pct formats a percentage with one decimal only when it has one.
func Pct(p float64) string {
	if p == float64(int(p)) {
		return strconv.Itoa(int(p)) + "%"
	}
	return strconv.FormatFloat(p, 'f', 1, 64) + "%"
}

func plural(n int, one, many string) string { return words.CountOf(n, one, many) }
