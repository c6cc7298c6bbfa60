package hope

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/app/widget/static"
	"lantern/rules/hope"
)

// viewer is the seat whose secrets the screen may show now: the player
// holding the tablet for their own decision or card play, else nobody.
func (g *Game) viewer() int {
	if g.carder >= 0 && g.holder == g.carder {
		return int(g.carder)
	}
	p := g.s.Pending.Seat
	if p >= 0 && p == g.holder && !g.s.Seats[p].Bot {
		return int(p)
	}
	return -1
}

// scenePanel shows the scene as the viewer may see it: the title and
// callout for everyone; hardship and outcomes only to the acting player
// until the roll reveals them (HI-06).
func (g *Game) scenePanel() app.UI { return g.scenePanelFor(g.viewer()) }

func (g *Game) scenePanelFor(viewer int) app.UI {
	v := hope.View(g.s, viewer)
	// A scene discarded at the end of its turn keeps its title while the
	// deaths it caused are settled: it is over, so show how it ended.
	if v.Scene.Title == "" || g.s.Scene.Card < 0 {
		return g.lastPanel()
	}
	card := v.SceneCard()
	return tag.Section().Class("scene").Aria("label", "Scene").Body(
		tag.P().Class("scene-terrain").Text(terrainName(int(v.Scene.Terrain))+" scene"),
		tag.H2().Class("scene-title").Text(v.Scene.Title),
		tag.P().Class("scene-callout").Text(v.Scene.Callout),
		g.tray(v),
		app.If(card == nil, func() app.UI { return tag.P().Class("scene-hidden").Text(hiddenText(v)) }).
			Else(func() app.UI { return g.sceneDetail(v, card) }),
	)
}

// hiddenText says what the acting player keeps to themselves. A choice
// scene has no hardship: its answers' consequences are what stays hidden.
func hiddenText(v hope.State) string {
	if v.Scene.Choice {
		return "Only " + v.Seats[v.Turn].Name + " knows what each answer leads to."
	}
	return "Only " + v.Seats[v.Turn].Name + " knows the hardship and what follows."
}

// sceneDetail is the acting player's view of the card: static markup, as
// nothing in it takes a tap.
func (g *Game) sceneDetail(v hope.State, sc *hope.Scene) app.UI {
	if sc.NoRoll {
		opts := static.El("ul").Class("scene-options")
		for _, o := range sc.Options {
			opts.Body(static.El("li").Body(static.El("strong").Text(o.Label+": "), static.Text(outcomeText(o.Outcome))))
		}
		return static.El("div").Class("scene-detail").Body(
			static.El("p").Text("A choice: everyone answers, the acting player last."),
			opts,
		).UI()
	}
	flags := "Hardship " + strconv.Itoa(sc.Hardship)
	if sc.Unavoidable {
		flags += " · Unavoidable"
	}
	return static.El("div").Class("scene-detail").Body(
		static.El("p").Class("scene-flags").Text(flags),
		static.El("dl").Class("scene-outcomes").Body(
			static.El("dt").Text("Refuse"), static.El("dd").Text(outcomeText(sc.Refuse)),
			static.El("dt").Text("Succeed"), static.El("dd").Text(outcomeText(sc.Succeed)),
			static.El("dt").Text("Fail"), static.El("dd").Text(outcomeText(sc.Fail)),
		),
		(&widget.Breakdown{Terms: breakdown(g.acted(v))}).Node(),
	).UI()
}

// acted is the view as it will be once the acting player acts: before
// Act or Avoid, the hardship already counts what acting sets off (a
// relationship's or personality's modifier), so the choice is made
// knowing it. Any other time it is v itself.
func (g *Game) acted(v hope.State) hope.State {
	if g.s.Pending.Kind != hope.PendAct {
		return v
	}
	next, _, err := hope.Apply(g.s, hope.Move{Kind: hope.Act, Seat: g.s.Turn})
	if err != nil || next.SceneCard() == nil || next.Scene.Choice {
		return v
	}
	return hope.View(next, int(g.s.Turn))
}

// Condition tracks a card may tell the scene to ignore: the engine keeps
// them as bits 1<<(1+index) of hunger, harm, hunted (hope.IgnoreCondition).
const (
	ignoreHunger = 1 << 1
	ignoreHarm   = 1 << 2
	ignoreHunted = 1 << 3
)

// breakdown is HI-11 term by term: card, the acting player's Hunger and
// Harm, Hunted, then card modifiers.
func breakdown(v hope.State) []widget.Term {
	sc := v.SceneCard()
	c := v.Seats[v.Turn]
	terms := []widget.Term{{Label: "Scene card", N: sc.Hardship}}
	add := func(label string, n int, bit uint8) {
		if n != 0 && v.Scene.Ignore&bit == 0 {
			terms = append(terms, widget.Term{Label: label, N: n})
		}
	}
	add(level(hungerNames, int(c.Hunger)), int(c.Hunger), ignoreHunger)
	add(level(harmNames, int(c.Harm)), int(c.Harm), ignoreHarm)
	add(fmt.Sprintf("Hunted ×%d", v.Hunted), int(v.Hunted), ignoreHunted)
	if v.Scene.Mod != 0 {
		terms = append(terms, widget.Term{Label: "Cards, personalities, relationships", N: int(v.Scene.Mod)})
	}
	return terms
}

// pool lists the dice of the scene, kind by kind, in the order the roll's
// faces are shown against them.
func pool(v hope.State) []widget.Die {
	var ds []widget.Die
	sc := v.Scene
	for i := range int(v.N) {
		who := v.Seats[i].Name
		for range sc.Committed[i] {
			ds = append(ds, widget.Die{Kind: widget.HumanityDie, Whose: who})
		}
		if sc.LastHope[i] {
			ds = append(ds, widget.Die{Kind: widget.HopeDie, Whose: who + ", Last Hope"})
		}
	}
	for range sc.Boost {
		ds = append(ds, widget.Die{Kind: widget.HopeDie, Whose: "Hope pool"})
	}
	for range sc.Extra {
		ds = append(ds, widget.Die{Kind: widget.FreeDie, Whose: "a card's gift"})
	}
	for i, f := range sc.Faces {
		if i < len(ds) {
			ds[i].Face = int(f)
		} else {
			ds = append(ds, widget.Die{Face: int(f), Kind: widget.HumanityDie})
		}
	}
	return ds
}

// calmDice: dice tumble only for the roll just made, never again when a
// tray showing it is drawn anew (the next screen, a reload, an undo).
func (g *Game) calmDice() bool { return g.calm || g.rolledAt != len(g.moves) }

func (g *Game) tray(v hope.State) app.UI {
	ds := pool(v)
	// once rolled, the roll panel shows the dice; a scene that needed no
	// roll (HI-13) has no faces to wait for
	if len(ds) == 0 || g.rolledOpen() || v.Scene.Revealed && len(v.Scene.Faces) == 0 {
		return app.Text("")
	}
	roll := 0
	if len(v.Scene.Faces) > 0 {
		roll = g.rolls
	}
	return &widget.DiceTray{Caption: v.Seats[v.Turn].Name + "'s dice", Dice: ds, Need: int(v.Scene.Final), Roll: roll, Calm: g.calmDice()}
}
