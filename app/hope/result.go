package hope

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/app/widget/static"
	"lantern/rules/hope"
	"lantern/rules/words"
)

// lastScene is the scene most recently played, as the whole table may
// see it once it is resolved: its dice, its verdict against the final
// hardship, what each player said (support, refusal, answer) and what
// befell each character, each change with its cause.
type lastScene struct {
	Card    int16
	Title   string
	Actor   int8
	Dice    []widget.Die
	Terms   []widget.Term
	Need    int
	Roll    int
	Rolled  bool
	Done    bool   // resolved: everything below is public
	Verdict string // "Success: 3 successes against a final hardship of 2."
	Said    []string
	Fates   [hope.MaxSeats + 1][]string // per seat; the last is the group's
}

// said are the events that are a player's answer to the scene.
var said = map[hope.EventKind]bool{
	hope.EvCommit: true, hope.EvLastHope: true, hope.EvSupport: true, hope.EvRefuse: true,
	hope.EvNoHopeLeft: true, hope.EvBoost: true, hope.EvAnswer: true, hope.EvAvoid: true, hope.EvNoDice: true,
	hope.EvTrait: true, hope.EvAssetUse: true,
}

// remember follows the scene of the turn through a move's events (with
// the journal's line for each) and reports whether the move resolved it.
func (g *Game) remember(before hope.State, evs []hope.Event, lines []string) (resolved bool) {
	l := &g.last
	for i, ev := range evs {
		switch ev.Kind {
		case hope.EvDraw:
			*l = lastScene{Card: ev.Card, Title: sceneTitle(before.Cards, ev.Card), Actor: ev.Seat}
			continue
		case hope.EvRedraw:
			*l = lastScene{}
			continue
		}
		if l.Title == "" {
			continue
		}
		l.note(g, before, ev, lines[i])
		resolved = resolved || l.Done && ends(ev)
	}
	return resolved
}

// ends: the events after which a scene's result is known.
func ends(ev hope.Event) bool {
	switch ev.Kind {
	case hope.EvSuccess, hope.EvFailure, hope.EvAvoid:
		return true
	}
	return ev.Kind == hope.EvOutcome && ev.N == hope.OutOption
}

func (l *lastScene) note(g *Game, before hope.State, ev hope.Event, line string) {
	switch ev.Kind {
	case hope.EvRoll, hope.EvReroll:
		l.Dice = g.rolledDice(before, ev.Faces)
		if ev.Kind == hope.EvRoll {
			l.Need, l.Terms = ev.Value, breakdown(before)
		}
		l.Roll, l.Rolled = g.rolls, true
	case hope.EvFree:
		l.Need, l.Terms = 0, breakdown(before)
	case hope.EvSuccess, hope.EvFailure:
		l.Done, l.Verdict = true, verdictLine(ev.Kind == hope.EvSuccess, l)
	case hope.EvAvoid:
		// who paid what for it is in the fates: with Lantern's cards the
		// one who turned back pays more than the others, or alone
		l.Done, l.Verdict = true, name(before, ev.Seat)+" avoided the scene."
		if before.Seats[ev.Seat].Humanity == 0 && before.Hope == 0 {
			// the only move there was, played without asking: say why
			l.Verdict = name(before, ev.Seat) + " had no Humanity and no Hope die to act with, and turned back."
		}
	case hope.EvOutcome:
		if ev.N == hope.OutOption && !l.Done {
			l.Done, l.Verdict = true, "Everyone has answered."
		}
	}
	switch {
	case line == "" || ev.Kind == hope.EvHumanity && ev.By.Kind == hope.ByCommit:
		// a commitment's Humanity is in its own line ("Jun supports Mara with 2 dice")
	case said[ev.Kind]:
		l.Said = append(l.Said, line)
	case caused[ev.Kind] || ev.Kind == hope.EvScene:
		x := int(ev.Seat)
		if x < 0 || x >= hope.MaxSeats || ev.Kind == hope.EvHope || ev.Kind == hope.EvHunted {
			x = hope.MaxSeats
		}
		l.Fates[x] = append(l.Fates[x], line)
	}
}

// verdictLine: "Success: 3 successes against a final hardship of 2."
func verdictLine(ok bool, l *lastScene) string {
	v := "Failure"
	if ok {
		v = "Success"
	}
	if !l.Rolled {
		if l.Need == 0 && ok {
			return "Success: the final hardship was 0, no roll needed."
		}
		return v + ": nothing could be committed."
	}
	hits := 0
	for _, d := range l.Dice {
		if d.Hit() {
			hits++
		}
	}
	return fmt.Sprintf("%s: %s against a final hardship of %d.", v, words.Count(hits, "success"), l.Need)
}

// rolledDice is the pool of the scene with the faces rolled, each die
// labelled with whose it is.
func (g *Game) rolledDice(before hope.State, faces []int8) []widget.Die {
	ds := pool(before)
	for i := range ds {
		ds[i].Face = 0
		if i < len(faces) {
			ds[i].Face = int(faces[i])
		}
	}
	return ds
}

// resultView is the public result of the scene just resolved, shown to
// the whole table before the tablet passes on.
func (g *Game) resultView() app.UI {
	l := g.last
	fates, any := static.El("ul").Class("result-fates"), false
	for x := range int(g.s.N) + 1 {
		if x == int(g.s.N) {
			x = hope.MaxSeats
		}
		if len(l.Fates[x]) == 0 {
			continue
		}
		who := "The group"
		if x < hope.MaxSeats {
			who = g.t.Seats[x].Name
		}
		items := static.El("ul")
		for _, t := range l.Fates[x] {
			items.Body(static.El("li").Text(t))
		}
		fates.Body(static.El("li").Body(static.El("strong").Text(who), items))
		any = true
	}
	return tag.Section().ID("hope-result").Class("hope-result").Role("dialog").Aria("modal", "true").
		Aria("labelledby", "result-title").Body(
		tag.H2().ID("result-title").TabIndex(-1).Text(g.s.Seats[l.Actor].Name+"'s scene: "+l.Title),
		app.If(l.Rolled, func() app.UI {
			return &widget.DiceTray{Caption: "The roll", Dice: l.Dice, Need: l.Need, Roll: l.Roll, Calm: g.calmDice(), Large: true}
		}),
		tag.P().Class("result-verdict").Text(l.Verdict),
		app.If(len(l.Terms) > 0, func() app.UI { return &widget.Breakdown{Terms: l.Terms} }),
		app.If(len(l.Said) > 0, func() app.UI { return lineList("What everyone did", "result-said", l.Said) }),
		tag.H3().Text("What befell everyone"),
		app.If(!any, func() app.UI { return tag.P().Text("Nothing changed for anyone.") }).
			Else(func() app.UI { return fates.UI() }),
		tag.Button().ID("result-continue").Class("btn btn-primary").OnClick(g.resultSeen).Text(g.continueText()),
	)
}

func lineList(heading, class string, lines []string) app.UI {
	ul := static.El("ul").Class(class)
	for _, t := range lines {
		ul.Body(static.El("li").Text(t))
	}
	return tag.Div().Body(tag.H3().Text(heading), ul.UI())
}

// continueText names who the tablet goes to next, when someone must take it.
func (g *Game) continueText() string {
	p := g.s.Pending.Seat
	if g.s.Over || p < 0 || g.s.Seats[p].Bot || p == g.holder {
		return "Continue"
	}
	return "Continue: pass the tablet to " + g.t.Seats[p].Name
}

// resultSeen closes the result and lets the game go on.
func (g *Game) resultSeen(ctx app.Context, e app.Event) {
	g.showResult = false
	g.focusDecision()
	g.schedule(ctx)
}

// lastPanel keeps the last scene on the table (under the decisions)
// once its result has been seen.
func (g *Game) lastPanel() app.UI {
	l := g.last
	if l.Title == "" || !l.Done {
		return app.Text("")
	}
	var lines []string
	for _, fs := range l.Fates {
		lines = append(lines, fs...)
	}
	return tag.Section().ID("hope-last").Class("scene scene-last").Aria("label", "Last scene").Body(
		tag.H2().Text(g.s.Seats[l.Actor].Name+"'s scene: "+l.Title),
		app.If(l.Rolled, func() app.UI {
			return &widget.DiceTray{Caption: "The roll", Dice: l.Dice, Need: l.Need, Roll: l.Roll, Calm: true}
		}),
		tag.P().Class("result-verdict").Text(l.Verdict),
		lineList("What befell everyone", "scene-results", lines),
	)
}
