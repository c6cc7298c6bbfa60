package timeline

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
)

// Panel is the timeline's panel for ui.Table.Past, nil while it is closed:
// the moment shown, a slider over every move (arrow keys step, Page keys
// leap), buttons a move and a stretch back or on, Branch from here and
// Back to the game. more is the game's own (Hope's Reveal every hand).
func (l *Look) Panel(more ...app.UI) app.UI {
	if !l.open {
		return nil
	}
	body := []app.UI{tag.H2().ID("timeline-title").TabIndex(-1).Text("Timeline")}
	switch {
	case l.m == nil && l.err == "":
		body = append(body, tag.P().Role("status").Text(reading(l.read)))
	case l.m != nil:
		body = append(body, l.slider(), tag.Div().Class("timeline-steps").Body(
			l.step("timeline-group-prev", true), l.move("timeline-prev", "◀ Move", "One move back", -1),
			l.move("timeline-next", "Move ▶", "One move on", 1), l.step("timeline-group-next", false)),
			tag.P().Class("hint").Text("Below, the game as it stood then: nothing in it can be played."))
		body = append(body, more...)
		body = append(body, ui.Button("Branch from here", l.branch).ID("timeline-branch").
			Title("Start a new save that goes on from this moment; this game stays as it is"))
	}
	body = append(body, ui.Alert(l.err), ui.Button("Back to the game", l.close).ID("timeline-close").Class("btn secondary"))
	return tag.Section().ID("table-timeline-panel").Class("table-panel timeline").Aria("labelledby", "timeline-title").
		DataSet("moment", l.at).DataSet("hash", l.hash).Body(body...)
}

func reading(read [2]int) string {
	if read[1] == 0 {
		return "Reading the game…"
	}
	return fmt.Sprintf("Reading the game: move %d of %d…", read[0], read[1])
}

func (l *Look) slider() app.UI {
	text := l.label(l.at)
	return tag.Div().Class("timeline-slider").Body(
		tag.P().ID("timeline-moment").Role("status").Aria("live", "polite").Text(text),
		tag.Input().Attr("type", "range").ID("timeline-range").Class("timeline-range").
			Attr("min", 0).Attr("max", l.m.Len()).Attr("step", 1).Attr("value", l.at).
			Aria("label", "Moment of the game").Aria("valuetext", text).OnInput(l.slide),
	)
}

func (l *Look) slide(ctx app.Context, _ app.Event) {
	if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		l.goTo(n)
	}
}

// The buttons' handlers work out where to go when tapped: go-app keeps
// the first handler an element was drawn with when a later one is the
// same function, so a closure over the moment drawn would go on acting
// on it (DESIGN.md, Lessons).

// move is a button one move back (d = -1) or on (1).
func (l *Look) move(id, text, label string, d int) app.UI {
	to, h := l.at+d, l.back
	if d > 0 {
		h = l.on
	}
	return ui.Button(text, h).ID(id).Class("btn secondary").Aria("label", label).Attr("disabled", to < 0 || to > l.m.Len())
}

// step is a button to the start of a stretch: back, or on.
func (l *Look) step(id string, back bool) app.UI {
	to, name := l.jump(back)
	text, h := "◀◀ "+name, l.stretchBack
	if !back {
		text, h = name+" ▶▶", l.stretchOn
	}
	return ui.Button(text, h).ID(id).Class("btn secondary").Aria("label", "Go to "+name).Attr("disabled", to == l.at)
}

func (l *Look) back(app.Context, app.Event) { l.goTo(l.at - 1) }
func (l *Look) on(app.Context, app.Event)   { l.goTo(l.at + 1) }

func (l *Look) stretchBack(app.Context, app.Event) { l.goTo(l.jumpTo(true)) }
func (l *Look) stretchOn(app.Context, app.Event)   { l.goTo(l.jumpTo(false)) }

func (l *Look) jumpTo(back bool) int {
	if l.m == nil {
		return 0
	}
	n, _ := l.jump(back)
	return n
}

// goTo shows moment n, when the game is read: one kept state and the
// few moves after it.
func (l *Look) goTo(n int) {
	if l.m != nil {
		l.at = l.m.Clamp(n)
		l.hash = l.show(l.at)
	}
}

func (l *Look) close(app.Context, app.Event) {
	*l = Look{}
	ui.FocusAfterPaint("#table-timeline")
}
