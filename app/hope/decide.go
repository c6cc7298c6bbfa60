package hope

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/app/widget/static"
	"lantern/rules/dice"
	"lantern/rules/hope"
)

// decision renders the pending decision's legal moves as buttons for the
// player holding the tablet, with the odds wherever the dice change and
// every card that player may play now, with what it would change.
func (g *Game) decision() app.UI {
	if g.carder >= 0 {
		return g.cardPanel(g.carder)
	}
	p := g.s.Pending
	if p.Seat < 0 {
		return app.Text("")
	}
	if g.s.Seats[p.Seat].Bot {
		return g.botStatus(p.Seat)
	}
	legal := movesOf(hope.Legal(g.s), p.Seat)
	var main, extra []hope.Move
	for _, m := range legal {
		if optional(m.Kind) {
			extra = append(extra, m)
		} else {
			main = append(main, m)
		}
	}
	return tag.Section().Class("decision").Aria("labelledby", "decision-title").OnClick(g.tapped).Body(
		tag.H2().ID("decision-title").TabIndex(-1).Body(g.badge(int(p.Seat)), app.Text(": "+pendTitle[p.Kind])),
		g.answersSoFar(p),
		g.oddsFor(p),
		static.El("div").Class("moves").Body(g.moveButtons(p, main)...).UI(),
		g.traitsOf(p.Seat),
		g.phoneOffer(p.Seat),
		g.optionalList(extra).UI(),
		g.othersButton(p.Seat).UI(),
	)
}

// answersSoFar shows whoever answers a choice scene what the others
// answered before them: the acting player, last, knows them all (HI-16).
func (g *Game) answersSoFar(p hope.Pending) app.UI {
	if p.Kind != hope.PendAnswer {
		return app.Text("")
	}
	ul := static.El("ul").Class("answers-so-far")
	n := 0
	for i := range int(g.s.N) {
		if a := g.s.Scene.Answer[i]; a >= 0 && int(a) < len(g.s.Scene.Options) {
			ul.Body(static.El("li").Text(fmt.Sprintf("%s chose “%s”.", g.s.Seats[i].Name, g.s.Scene.Options[a])))
			n++
		}
	}
	if n == 0 {
		return tag.P().Class("answers-so-far").Text("Nobody has answered yet.")
	}
	return tag.Div().Body(tag.H3().Text("Answers so far"), ul.UI())
}

// tapped handles every button of a decision. The buttons are static
// markup, mounted with the rest of their block in one innerHTML instead of
// an element, attributes, a text and a listener each, so one listener on
// the section serves them all (issue #4). The move is looked up among the
// moves on screen now by its key: a tap on a button of a screen already
// gone finds nothing and does nothing.
func (g *Game) tapped(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button")
	if !b.Truthy() {
		return
	}
	d := b.Get("dataset")
	switch move, carder := d.Get("move"), d.Get("carder"); {
	case move.Truthy():
		for _, m := range g.onScreen() {
			if moveKey(m) == move.String() {
				g.play(ctx, m)
				return
			}
		}
	case carder.Truthy():
		for _, x := range g.carders(g.s.Pending.Seat) {
			if strconv.Itoa(int(x)) == carder.String() {
				g.carder = x
				g.focusDecision()
				return
			}
		}
	case b.Get("id").String() == "cards-done":
		g.carder = -1
		g.focusDecision()
	}
}

// onScreen is the moves the decision shows: an out-of-turn player's card
// plays, or the pending player's moves.
func (g *Game) onScreen() []hope.Move {
	if g.carder >= 0 {
		return g.cardMoves(g.carder)
	}
	p := g.s.Pending.Seat
	if p < 0 || g.s.Seats[p].Bot || g.viewer() != int(p) {
		return nil
	}
	return movesOf(hope.Legal(g.s), p)
}

func (g *Game) botBusy() bool { return g.botAt >= 0 && g.botAt == len(g.moves) }

func (g *Game) botStatus(seat int8) app.UI {
	what := "is deciding…"
	if seat != g.s.Pending.Seat {
		what = "is playing a card…"
	}
	return tag.Section().Class("decision decision-bot").Aria("label", "Decision").Body(
		tag.P().Role("status").Body(g.badge(int(seat)), app.Text(" (bot) "+what)),
	)
}

var pendTitle = map[hope.PendKind]string{
	hope.PendDraw: "choose a terrain deck", hope.PendAct: "act or avoid", hope.PendCommit: "commit Humanity dice",
	hope.PendSupport: "support or refuse", hope.PendBoost: "add Hope dice?", hope.PendRoll: "roll the dice",
	hope.PendRolled: "the roll is made", hope.PendOutcome: "outcomes are about to apply", hope.PendAnswer: "answer the scene",
	hope.PendPick: "choose an effect", hope.PendTarget: "choose a character", hope.PendDiscard: "give up a personal asset",
	hope.PendInherit: "who inherits?", hope.PendGift: "Gift from the Grave", hope.PendGrace: "Grace of Innocence",
}

func optional(k hope.MoveKind) bool {
	switch k {
	case hope.PlayTrait, hope.UseAsset, hope.Steal, hope.Lend:
		return true
	}
	return false
}

// oddsFor shows the chance for the pool as it stands to whoever may know
// the hardship. Supporters see the pool's size only: the hardship is the
// acting player's secret until the roll (HI-06), and odds would give it away.
func (g *Game) oddsFor(p hope.Pending) app.UI {
	s := g.s
	switch p.Kind {
	case hope.PendCommit, hope.PendBoost, hope.PendRoll:
		if h := s.FinalHardship(); h >= 0 && p.Seat == s.Turn {
			return &widget.Odds{Dice: s.Pool(), Need: h, Fixed: !g.dieMayJoin(p)}
		}
	case hope.PendSupport:
		return tag.P().Class("odds").Text(fmt.Sprintf("%s has %s in the pool so far. The hardship stays secret until the roll.",
			s.Seats[s.Turn].Name, diceN(s.Pool())))
	}
	return app.Text("")
}

// dieMayJoin says whether a die could still join the pool: support and
// Hope dice before the roll, or a card that adds dice.
func (g *Game) dieMayJoin(p hope.Pending) bool {
	if p.Kind != hope.PendRoll {
		return true
	}
	for _, m := range hope.Legal(g.s) {
		var effs []hope.Effect
		switch m.Kind {
		case hope.PlayTrait:
			effs = g.s.Cards.Traits[m.Card].Effects
		case hope.UseAsset:
			effs = g.s.Cards.Assets[m.Card].Effects
		}
		for _, ef := range effs {
			if ef.Kind == hope.ExtraDice && ef.N > 0 {
				return true
			}
		}
	}
	return false
}

func (g *Game) moveButtons(p hope.Pending, ms []hope.Move) []*static.Node {
	if p.Kind == hope.PendDraw {
		return g.terrainButtons(ms)
	}
	out := make([]*static.Node, 0, len(ms)+1)
	for _, m := range ms {
		out = append(out, moveButton(m, g.moveLabel(m)))
	}
	if p.Kind == hope.PendAct && len(ms) == 1 && ms[0].Kind == hope.Act {
		out = append(out, disabledButton("Avoid: this scene is Unavoidable"))
	}
	return out
}

func disabledButton(label string) *static.Node {
	return static.El("button").Class("btn").Attr("disabled", "").Text(label)
}

// terrainButtons shows all five decks with what is left; empty ones are
// there but disabled (HI-05).
func (g *Game) terrainButtons(ms []hope.Move) []*static.Node {
	out := make([]*static.Node, len(hope.Terrains))
	for t := range hope.Terrains {
		left := len(g.s.Decks[t])
		label := fmt.Sprintf("%s (%d left)", terrainName(t), left)
		m := hope.Move{Kind: hope.DrawScene, Seat: g.s.Pending.Seat, N: int8(t)}
		if left == 0 || !contains(ms, m) {
			out[t] = disabledButton(label)
			continue
		}
		out[t] = moveButton(m, label)
	}
	return out
}

func contains(ms []hope.Move, m hope.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// moveButton offers m; the decision's listener plays it (tapped).
func moveButton(m hope.Move, label string) *static.Node {
	return static.El("button").Class("btn move").Attr("data-move", moveKey(m)).Text(label)
}

// moveKey names a move for tests and styles: "commit-2", "trait-14".
func moveKey(m hope.Move) string {
	switch m.Kind {
	case hope.PlayTrait, hope.UseAsset, hope.Steal, hope.Discard:
		return fmt.Sprintf("%s-%d", m.Kind, m.Card)
	case hope.Lend, hope.Inherit:
		return fmt.Sprintf("%s-%d-%d", m.Kind, m.Card, m.N)
	}
	return fmt.Sprintf("%s-%d", m.Kind, m.N)
}

func (g *Game) moveLabel(m hope.Move) string {
	s := g.s
	d := s.Cards
	who := func(x int8) string { return name(s, x) }
	switch m.Kind {
	case hope.Act:
		return "Act on the scene"
	case hope.Avoid:
		return "Avoid the scene"
	case hope.Commit:
		return g.withOdds(fmt.Sprintf("Commit %s", diceN(int(m.N))), int(m.N))
	case hope.LastHope:
		return g.withOdds("Take a Last Hope die", 1)
	case hope.Support:
		return fmt.Sprintf("Support with %s", diceN(int(m.N)))
	case hope.Refuse:
		return "Refuse"
	case hope.Boost:
		if m.N == 0 {
			return g.withOdds("No Hope dice", 0)
		}
		return g.withOdds(fmt.Sprintf("Add %s from the pool", diceN(int(m.N))), int(m.N))
	case hope.Roll:
		if s.FinalHardship() == 0 { // HI-13: the one who may see it is the one who taps
			return "Go on: the hardship is 0, no roll is needed"
		}
		return fmt.Sprintf("Roll %s", diceN(s.Pool()))
	case hope.Pass:
		return "Continue"
	case hope.Answer:
		return optionLabel(s.Cards, s.Scene.Card, int(m.N))
	case hope.Pick:
		return effectsText(s.Queue[0].Eff.Options[m.N])
	case hope.TargetSeat:
		return who(m.N)
	case hope.Discard:
		return "Give up " + assetTitle(d, m.Card)
	case hope.Inherit:
		return fmt.Sprintf("%s to %s", assetTitle(d, m.Card), who(m.N))
	case hope.Gift:
		if m.N < 0 {
			return "No gift"
		}
		return "A trait for " + who(m.N)
	case hope.Grace:
		if m.N == 1 {
			return "Bring in a new character"
		}
		return "No new character"
	case hope.PlayTrait:
		return "Play " + traitTitle(d, m.Card)
	case hope.UseAsset:
		return "Use " + assetTitle(d, m.Card)
	case hope.Steal:
		return fmt.Sprintf("Steal %s from %s (costs 1 Humanity)", assetTitle(d, m.Card), who(owner(s, m.Card)))
	case hope.Lend:
		return fmt.Sprintf("Lend %s to %s", assetTitle(d, m.Card), who(m.N))
	}
	return m.Kind.String()
}

// withOdds adds the chance the pool would have with n more dice, for the
// acting player, who knows the hardship. A supporter taking a Last Hope
// die sees no chance: it would give the hardship away (HI-06).
func (g *Game) withOdds(label string, n int) string {
	h := g.s.FinalHardship()
	if h < 0 || g.viewer() != int(g.s.Turn) && !g.s.Scene.Revealed {
		return label
	}
	return label + ": " + widget.Pct(dice.Percent(g.s.Pool()+n, h))
}

func owner(s hope.State, card int16) int8 {
	for _, a := range s.Assets {
		if a.Card == card {
			return a.Owner
		}
	}
	return -1
}

// traitsOf lists the holder's own secret traits (they are holding the
// tablet for their decision, so only they see these).
func (g *Game) traitsOf(seat int8) app.UI {
	c := g.s.Seats[seat]
	if len(c.Traits) == 0 {
		return app.Text("")
	}
	cards := make([]*widget.Card, len(c.Traits))
	for i, t := range c.Traits {
		tr := g.s.Cards.Traits[t]
		cards[i] = &widget.Card{Kind: "Trait", Title: tr.Title, Text: tr.Text,
			Lines: []string{"When: " + windowText[tr.Window], effectsText(tr.Effects)}}
	}
	// The details element stays go-app's, so it stays open across frames.
	return tag.Details().Class("my-traits").Body(
		tag.Summary().Text(fmt.Sprintf("%s's secret traits (%d)", c.Name, len(c.Traits))),
		widget.CardList(cards...).UI(),
	)
}

var windowText = map[hope.Window]string{
	hope.OnDraw: "after drawing, before acting", hope.OnCommit: "while dice are committed",
	hope.BeforeRoll: "just before the roll", hope.AfterRoll: "after the roll", hope.OnOutcome: "as outcomes apply",
	hope.OwnTurn: "at the start of one's turn", hope.AnyDecision: "at any decision",
}

// optionalList offers card plays, steals and loans with what each would
// change, worked out by applying the move to a copy of the game.
func (g *Game) optionalList(ms []hope.Move) *static.Node {
	if len(ms) == 0 {
		return nil
	}
	items := static.El("ul")
	for _, m := range ms {
		items.Body(static.El("li").Body(
			moveButton(m, g.moveLabel(m)),
			static.El("span").Class("preview").Text(g.preview(m)),
		))
	}
	return static.El("section").Class("optional").Aria("label", "Cards that may be played now").Body(
		static.El("h3").Text("Cards and assets"),
		items,
	)
}

// preview says what m would change for the one holding the tablet.
func (g *Game) preview(m hope.Move) string {
	s := g.s
	var what string
	switch m.Kind {
	case hope.PlayTrait:
		what = effectsText(s.Cards.Traits[m.Card].Effects)
	case hope.UseAsset:
		what = effectsText(s.Cards.Assets[m.Card].Effects)
	case hope.Steal:
		what = "The asset becomes " + name(s, m.Seat) + "'s."
	case hope.Lend:
		return "Until this turn ends."
	}
	next, _, err := hope.Apply(s, m)
	if err != nil {
		return what
	}
	if !s.Seats[m.Seat].Lost && next.Seats[m.Seat].Lost {
		// A steal at 0 Humanity, or a card that costs Humanity: say so
		// before the tap, as the cost is the character.
		what += " With no Humanity to pay, " + name(s, m.Seat) + "'s character is lost and leaves at the next turn."
	}
	if s.Scene.Revealed {
		// rolled: the chance before the roll means nothing now, what
		// the card does to the verdict does
		return what + rolledChange(s, next)
	}
	secret := g.viewer() == int(s.Turn)
	h0, h1 := s.FinalHardship(), next.FinalHardship()
	if secret && h0 >= 0 && h1 >= 0 && (h0 != h1 || s.Pool() != next.Pool()) {
		what += fmt.Sprintf(". Hardship %d → %d, %s → %s dice: chance %s → %s", h0, h1, fmt.Sprint(s.Pool()), fmt.Sprint(next.Pool()),
			widget.Pct(dice.Percent(s.Pool(), h0)), widget.Pct(dice.Percent(next.Pool(), h1)))
	}
	return what
}

// rolledChange says what a card played after the roll does to its
// verdict: a hardship lowered below the successes turns a failure into a
// success. A reroll's dice are not known until they fall.
func rolledChange(s, next hope.State) string {
	if s.Scene.Final < 0 || next.Scene.Final == s.Scene.Final {
		return ""
	}
	was, now := "fails", "fails"
	if s.Succeeded() {
		was = "succeeds"
	}
	if next.Succeeded() {
		now = "succeeds"
	}
	text := fmt.Sprintf(". Final hardship %d → %d", s.Scene.Final, next.Scene.Final)
	if was != now {
		text += ": the scene now " + now
	}
	return text
}

// othersButton lets another player take the tablet to play a card now.
// It is offered to every living human who holds any card, playable now or
// not: offering it only to those with something playable would tell the
// table who holds a secret trait that fits this moment.
func (g *Game) othersButton(holder int8) *static.Node {
	xs := g.carders(holder)
	if len(xs) == 0 {
		return nil
	}
	div := static.El("div").Class("others")
	for _, x := range xs {
		div.Body(static.El("button").Class("btn").Attr("data-carder", strconv.Itoa(int(x))).
			Text(g.s.Seats[x].Name + " wants to play a card"))
	}
	return div
}

// carders are the players othersButton offers the tablet to.
func (g *Game) carders(holder int8) []int8 {
	if !cardWindow(g.s) {
		return nil
	}
	var xs []int8
	for x := range g.s.N {
		if x != holder && !g.s.Seats[x].Bot && holdsCard(g.s, x) {
			xs = append(xs, x)
		}
	}
	return xs
}

// cardWindow says whether the phase lets anyone play a card (the engine's
// window, from what the table sees): not while a queued effect or a death
// waits for its decision, nor in the automatic phases.
func cardWindow(s hope.State) bool {
	if len(s.Queue) > 0 || s.Over {
		return false
	}
	switch s.Phase {
	case hope.PhaseTurnStart, hope.PhaseDrawn, hope.PhaseCommit, hope.PhaseSupport, hope.PhaseBoost,
		hope.PhaseRoll, hope.PhaseRolled, hope.PhaseOutcome, hope.PhaseAnswer:
		return true
	}
	return false
}

// holdsCard: a living character with an unplayed trait or an asset of
// their own or on loan, all of which the table can see the count of.
func holdsCard(s hope.State, x int8) bool {
	c := s.Seats[x]
	if !c.Alive {
		return false
	}
	if len(c.Traits) > 0 {
		return true
	}
	for _, a := range s.Assets {
		if a.Owner == x || a.Holder == x {
			return true
		}
	}
	return false
}

// cardPanel is an out-of-turn card play: the player's own cards, then back.
func (g *Game) cardPanel(x int8) app.UI {
	ms := g.cardMoves(x)
	var none *static.Node
	if len(ms) == 0 {
		none = static.El("p").ID("cards-none").Text("None of " + g.s.Seats[x].Name + "'s cards can be played right now.")
	}
	return tag.Section().Class("decision").Aria("labelledby", "decision-title").OnClick(g.tapped).Body(
		tag.H2().ID("decision-title").TabIndex(-1).Body(g.badge(int(x)), app.Text(": play a card")),
		g.traitsOf(x),
		g.phoneOffer(x),
		g.optionalList(ms).UI(),
		none.UI(),
		static.El("button").ID("cards-done").Class("btn btn-primary").Text("Done").UI(),
	)
}

// cardMoves are the cards x may play out of turn now.
func (g *Game) cardMoves(x int8) []hope.Move {
	var ms []hope.Move
	for _, m := range movesOf(hope.Legal(g.s), x) {
		if optional(m.Kind) {
			ms = append(ms, m)
		}
	}
	return ms
}
