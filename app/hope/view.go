package hope

import (
	"fmt"
	"net/url"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/widget"
	"lantern/app/widget/static"
	"lantern/rules/hope"
)

func (g *Game) Render() app.UI {
	root := tag.Div().ID("hope").Class("hope").DataSet("state-hash", g.hash).
		DataSet("moves", len(g.moves))
	switch {
	case !g.loaded:
		return root.Body(tag.P().Role("status").Text("Opening the game…"))
	case g.openErr != nil:
		return root.Body(saves.CannotOpen(g.SaveID, "This game could not be opened", g.openErr))
	case g.err != "" && len(g.t.Seats) == 0:
		return root.Body(tag.P().Class("error").Role("alert").Text(g.err),
			tag.A().Class("btn").Attr("href", "#/").Text("Back to the library"))
	}
	body := g.screen()
	return root.DataSet("pending", g.s.Pending.Kind.String()).DataSet("over", g.s.Over).Body(
		saves.Warning(g.warn),
		app.If(g.saveErr != "", func() app.UI { return tag.P().Class("error").Role("alert").Text(g.saveErr) }),
		app.If(g.err != "", func() app.UI { return tag.P().Class("error").Role("alert").Text(g.err) }),
		g.header(),
		body,
		g.journalPanel(),
	)
}

// screen picks what fills the middle: a hand-over when the tablet must
// change hands (and then nothing secret is rendered at all), the
// characters, the end, or the table with the pending decision.
func (g *Game) screen() app.UI {
	if !g.t.Begun || g.newcomer() >= 0 {
		return g.characters()
	}
	if g.s.Over {
		return g.ending()
	}
	// The public table stays mounted under a hand-over (it holds no
	// secret, and redrawing it on every pass of the tablet is slow); the
	// part that may hold one is not rendered at all.
	now := tag.Div().Class("hope-now").Body(g.roundBanner(), g.decision(), g.scenePanel())
	switch who, why := g.needsHandOver(); {
	case g.botBusy():
		// A bot moves first (a card play, or its own decision): nobody
		// may act until it has, so games do not depend on tapping speed.
		now = tag.Div().Class("hope-now").Body(g.roundBanner(), g.botStatus(g.botSeat), g.scenePanelFor(-1))
	case who >= 0:
		now = tag.Div().Class("hope-now").Body(g.handOver(who, why))
	}
	return tag.Div().Class("hope-play").Body(g.tableView(), now)
}

// needsHandOver names the human who must take the tablet before the
// screen may show what only they should see.
func (g *Game) needsHandOver() (int8, string) {
	if g.carder >= 0 && g.holder != g.carder {
		return g.carder, "to play a card"
	}
	p := g.s.Pending.Seat
	if g.carder >= 0 || p < 0 || g.s.Seats[p].Bot || g.holder == p {
		return -1, ""
	}
	return p, pendWhy[g.s.Pending.Kind]
}

var pendWhy = map[hope.PendKind]string{
	hope.PendDraw: "to choose where to go next", hope.PendAct: "to read the scene", hope.PendCommit: "to commit dice",
	hope.PendSupport: "to support or refuse", hope.PendBoost: "to add Hope dice", hope.PendRoll: "to roll",
	hope.PendRolled: "to see the roll", hope.PendOutcome: "to see the outcome", hope.PendAnswer: "to answer the scene",
	hope.PendPick: "to choose an effect", hope.PendTarget: "to choose a character", hope.PendDiscard: "to give up an asset",
	hope.PendInherit: "to choose an heir", hope.PendGift: "for a Gift from the Grave", hope.PendGrace: "for Grace of Innocence",
}

func (g *Game) handOver(seat int8, why string) app.UI {
	return widget.HandOver(g.t.Seats[seat].Name, g.t.symbol(int(seat)), "Pass it "+why+".",
		func(ctx app.Context, e app.Event) {
			g.holder = seat
			g.focusDecision()
		}, seat)
}

func (g *Game) badge(i int) app.UI {
	if i < 0 || i >= len(g.t.Seats) {
		return app.Text("")
	}
	return widget.Badge(g.t.Seats[i].Name, g.t.symbol(i), g.t.colour(i).Hex)
}

func (g *Game) header() app.UI {
	s := g.s
	status := fmt.Sprintf("Round %d of %d", s.Round, hope.Rounds)
	return tag.Header().Class("hope-head").Body(
		tag.H1().Class("hope-title").Text("Hope Inhumanity"),
		app.If(g.t.Ending != "", func() app.UI { return tag.P().Class("hope-ending").Text("The world's end: " + g.t.Ending) }),
		tag.Ul().Class("hope-status").Aria("label", "Game status").Body(
			tag.Li().ID("hope-round").Text(status),
			app.If(!s.Over && s.Turn >= 0, func() app.UI {
				return tag.Li().Body(app.Text("Turn: "), g.badge(int(s.Turn)))
			}),
			tag.Li().ID("hope-pool").Body(app.Text(fmt.Sprintf("Hope pool: %d of %d", s.Hope, hope.MaxHope)), hopeDots(int(s.Hope))),
			app.If(s.Hunted > 0 || s.Expansion, func() app.UI { return tag.Li().Text(fmt.Sprintf("Hunted: %d", s.Hunted)) }),
		),
		tag.Div().Class("hope-tools").Body(
			tag.Button().ID("hope-undo").Class("btn").Attr("disabled", g.undoFrom() < 0 || !g.t.Begun).
				Title("Take back the last move, until dice are rolled or a card is revealed").
				OnClick(func(ctx app.Context, e app.Event) { g.undo(ctx) }).Text("Undo"),
			tag.Button().ID("hope-journal-toggle").Class("btn").Aria("expanded", g.showLog).
				Aria("controls", "hope-journal").
				OnClick(func(ctx app.Context, e app.Event) { g.showLog = !g.showLog }).Text("Journal"),
			app.If(g.SaveID != "", func() app.UI { return &saves.ShareButton{SaveID: g.SaveID} }),
		),
	)
}

// roundBanner announces a new round and its Hope die until the next
// human decision.
func (g *Game) roundBanner() app.UI {
	if g.banner == 0 || g.banner != int(g.s.Round) {
		return app.Text("")
	}
	return tag.P().ID("hope-round-banner").Class("banner round-banner").Role("status").
		Text(fmt.Sprintf("Round %d of %d begins. A new die joins the Hope pool: %d of %d.", g.banner, hope.Rounds, g.s.Hope, hope.MaxHope))
}

func hopeDots(n int) app.UI {
	dots := static.El("span").Class("hope-dots")
	for range n {
		dots.Body(static.El("span").Class("hope-dot").Aria("hidden", "true").Text("◆"))
	}
	return dots.UI()
}

func (g *Game) journalPanel() app.UI {
	if !g.showLog && !g.s.Over {
		return app.Text("")
	}
	items := make([]app.UI, len(g.log))
	for i, e := range g.log {
		items[i] = tag.Li().Text(e.Text)
	}
	md := Markdown(g.journalTitle(), g.t.Ending, g.log)
	return tag.Section().ID("hope-journal").Class("hope-journal").Aria("label", "Journal").Body(
		tag.H2().Text("Journal"),
		tag.A().ID("hope-journal-export").Class("btn").Attr("download", "hope-journal.md").
			Attr("href", "data:text/markdown;charset=utf-8,"+url.PathEscape(md)).Text("Download as Markdown"),
		tag.Ol().Class("hope-log").TabIndex(0).Aria("label", "Events, oldest first").Body(items...),
	)
}

func (g *Game) journalTitle() string {
	if g.title != "" {
		return g.title
	}
	return "Hope Inhumanity, " + strconv.Itoa(int(g.s.N)) + " players"
}
