package widget

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget/static"
)

// rollTime is how long the dice tumble before their faces are announced.
const rollTime = 600 * time.Millisecond

// DiceTray shows a pool of dice and announces a roll in an aria-live
// region. When Roll changes (a new roll), the dice tumble briefly unless
// Calm is set (the reduced-motion setting or prefers-reduced-motion); the
// CSS also drops the animation under prefers-reduced-motion.
type DiceTray struct {
	app.Compo

	Caption string // "Mara's roll"
	Dice    []Die
	Need    int  // successes needed; the announcement says whether they came
	Roll    int  // changes with every new roll; 0 while dice are only committed
	Calm    bool // no tumbling
	Large   bool // the table's result: dice big enough to read across it
	Judged  bool // its caller states the verdict: the announcement counts the successes alone

	shown   int // the last roll whose faces are showing
	pending int // the roll whose tumble is under way
}

func (t *DiceTray) OnMount(ctx app.Context)  { t.settle(ctx) }
func (t *DiceTray) OnUpdate(ctx app.Context) { t.settle(ctx) }

// rolling is true from the moment a new roll arrives until its tumble ends.
func (t *DiceTray) rolling() bool { return !t.Calm && t.Roll != 0 && t.Roll != t.shown }

// settle ends a new roll's tumble after rollTime.
func (t *DiceTray) settle(ctx app.Context) {
	if !t.rolling() || t.pending == t.Roll {
		return
	}
	roll := t.Roll
	t.pending = roll
	ctx.After(rollTime, func(ctx app.Context) { t.shown = roll })
}

func (t *DiceTray) Render() app.UI {
	class := "tray"
	if t.Large {
		class += " tray-large"
	}
	if t.rolling() {
		class += " tray-rolling"
	}
	// The dice are one static list, redrawn whole when a face changes;
	// the announcement stays a live element so screen readers hear it.
	dice := static.El("ul").Class("tray-dice")
	for _, d := range t.Dice {
		if t.rolling() {
			d.Face = 0
		}
		dice.Body(static.El("li").Class("tray-die").Body(dieSVG(d), dieCaption(d)))
	}
	return tag.Section().Class(class).Aria("label", t.Caption).Body(
		app.If(t.Caption != "", func() app.UI { return tag.H3().Text(t.Caption) }),
		dice.UI(),
		tag.P().Class("tray-result").Aria("live", "polite").Aria("atomic", "true").Text(t.Announcement()),
	)
}

// Announcement is the sentence the aria-live region reads.
func (t *DiceTray) Announcement() string {
	if t.Roll == 0 || len(t.Dice) == 0 {
		return ""
	}
	if t.rolling() {
		return "Rolling…"
	}
	hits := 0
	for _, d := range t.Dice {
		if d.Hit() {
			hits++
		}
	}
	if t.Judged {
		return fmt.Sprintf("%d of %d dice succeeded against a hardship of %d.", hits, len(t.Dice), t.Need)
	}
	verdict := "failure"
	if hits >= t.Need {
		verdict = "success"
	}
	return fmt.Sprintf("%d of %d dice succeeded against a hardship of %d: %s.", hits, len(t.Dice), t.Need, verdict)
}
