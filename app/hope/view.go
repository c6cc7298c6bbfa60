package hope

import (
	"fmt"
	"net/url"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
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
	if g.look.On(g.SaveID) {
		return root.Body(g.pastView())
	}
	body, cover := g.screen()
	if g.s.Over && !g.endSeen { // the journal opens once at the end
		g.panels.Journal, g.endSeen = true, true
	}
	return root.DataSet("pending", g.s.Pending.Kind.String()).DataSet("over", g.s.Over).Body(ui.Table{
		Game:     "hope",
		Title:    "Hope Inhumanity",
		Status:   g.status(),
		Notices:  append([]app.UI{saves.Warning(g.warn), ui.Alert(g.saveErr), ui.Trouble(g.err, g.errDetail)}, g.phoneNotes()...),
		Announce: g.announce(),
		CanUndo:  g.t.Begun && g.undoFrom() >= 0,
		OnUndo:   func(ctx app.Context, e app.Event) { g.undo(ctx) },
		Share:    g.share(),
		Panels:   &g.panels,
		Help:     help,
		Journal:  g.journalView,
		Recap:    g.recap,
		Print:    g.printed,
		Cover:    cover,
		Body:     []app.UI{body},

		OnTimeline: g.toggleTimeline,
	}.UI())
}

func (g *Game) share() app.UI {
	if g.SaveID == "" {
		return nil
	}
	return &saves.ShareButton{SaveID: g.SaveID}
}

// screen picks what fills the middle: the characters, the end, or the
// table with the pending decision; and the hand-over that covers it when
// the tablet must change hands (then nothing secret is rendered at all).
func (g *Game) screen() (body, cover app.UI) {
	if g.showResult && g.last.Done {
		// the whole table reads the result first, before a newcomer's
		// sheet, the end or the next hand-over: only the public table under it
		return tag.Div().Class("hope-play").Body(g.tableView()), g.resultView()
	}
	if !g.t.Begun || g.newcomer() >= 0 {
		return g.characters()
	}
	if g.s.Over {
		return g.ending(), nil
	}
	// The public table stays mounted under a hand-over (it holds no
	// secret, and redrawing it on every pass of the tablet is slow); the
	// part that may hold one is not rendered at all.
	// the scene and its dice above the buttons that act on them
	// a roll just made comes first, for the whole table (it is public),
	// and what may follow it (Continue, a card) right under it
	now := tag.Div().Class("hope-now").Body(g.scenePanel(), g.decision())
	if g.rolledOpen() {
		now = tag.Div().Class("hope-now").Body(g.rollPanel(), g.decision(), g.scenePanel())
	}
	switch who, why := g.needsHandOver(); {
	case g.botBusy():
		// A bot moves first (a card play, or its own decision): nobody
		// may act until it has, so games do not depend on tapping speed.
		now = tag.Div().Class("hope-now").Body(g.rollPanel(), g.scenePanelFor(-1), g.botStatus(g.botSeat))
	case who >= 0:
		now, cover = tag.Div().Class("hope-now").Body(g.rollPanel()), g.handOver(who, why)
	}
	return tag.Div().Class("hope-play").Body(g.tableView(), now), cover
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
	var back app.EventHandler
	if i := g.undoFrom(); i >= 0 && g.moves[i].Seat != seat && g.holder == g.moves[i].Seat {
		// the player who just moved (bots may have answered since) still
		// holds the tablet: a mis-tap can be taken back before it passes
		// on, where G-01 allows
		who := g.moves[i].Seat
		back = func(ctx app.Context, e app.Event) {
			g.undo(ctx)
			g.holder = who
			g.focusDecision()
		}
	}
	return widget.HandOverBack(g.t.Seats[seat].Name, g.t.symbol(int(seat)), "Pass it "+why+".",
		func(ctx app.Context, e app.Event) {
			g.holder = seat
			g.focusDecision()
		}, back, seat, len(g.moves))
}

func (g *Game) badge(i int) app.UI {
	if i < 0 || i >= len(g.t.Seats) {
		return app.Text("")
	}
	return widget.Badge(g.t.Seats[i].Name, g.t.symbol(i), g.t.colour(i).Hex)
}

// status is the game's state under the title: the world's end, the
// round, whose turn, the Hope pool.
func (g *Game) status() app.UI {
	s := g.s
	return tag.Div().Class("hope-head").Body(
		// folded, so the header never fills a phone's first screen
		app.If(g.t.Ending != "", func() app.UI {
			return tag.Details().Class("hope-ending").Body(tag.Summary().Text("The world's end"), tag.P().Text(g.t.Ending))
		}),
		tag.Ul().Class("hope-status").Aria("label", "Game status").Body(
			tag.Li().ID("hope-round").Text(fmt.Sprintf("Round %d of %d", s.Round, hope.Rounds)),
			app.If(!s.Over && s.Turn >= 0, func() app.UI {
				return tag.Li().Body(app.Text("Turn: "), g.badge(int(s.Turn)))
			}),
			tag.Li().ID("hope-pool").Body(app.Text(fmt.Sprintf("Hope pool: %d of %d", s.Hope, hope.MaxHope)), hopeDots(int(s.Hope))),
			app.If(s.Hunted > 0 || s.Expansion, func() app.UI { return tag.Li().Text(fmt.Sprintf("Hunted: %d", s.Hunted)) }),
			app.If(g.rule != "", func() app.UI { return tag.Li().ID("hope-house-rule").Text(g.rule) }),
		),
	)
}

// announce says that a new round began, with its Hope die if one joined
// (none joins a full pool), until the next human decision; or that a move
// was not made (another tab had moved the game on).
func (g *Game) announce() string {
	if g.notKept != "" {
		return g.notKept
	}
	if g.banner == 0 || g.banner != int(g.s.Round) {
		return ""
	}
	text := fmt.Sprintf("Round %d of %d begins.", g.banner, hope.Rounds)
	if g.bannerHope > 0 {
		// the pool as the die joined it: bots may have spent it since
		text += fmt.Sprintf(" A new die joins the Hope pool: %d of %d.", g.bannerHope, hope.MaxHope)
	}
	return text
}

func hopeDots(n int) app.UI {
	dots := static.El("span").Class("hope-dots")
	for range n {
		dots.Body(static.El("span").Class("hope-dot").Aria("hidden", "true").Text("◆"))
	}
	return dots.UI()
}

// journalView is the table's Journal panel.
func (g *Game) journalView() app.UI {
	lines := make([]ui.Line, len(g.log))
	for i, e := range g.log {
		lines[i] = ui.Line{Text: e.Text}
	}
	md := Markdown(g.story(), g.log)
	return tag.Div().ID("hope-journal").Class("hope-journal").Body(
		tag.A().ID("hope-journal-export").Class("btn").Attr("download", "hope-journal.md").
			Attr("href", "data:text/markdown;charset=utf-8,"+url.PathEscape(md)).Text("Download as Markdown"),
		ui.Journal("hope-log", "hope-log", lines),
	)
}

// story is what the downloaded journal tells besides the events.
func (g *Game) story() Story {
	st := Story{Title: g.journalTitle(), Ending: g.t.Ending}
	for i := range int(g.s.N) {
		line := g.t.Seats[i].Name + " plays " + g.t.character(i)
		if p := g.s.Seats[i].Personality; p >= 0 {
			line += " (" + g.s.Cards.Personalities[p].Title + ")"
		}
		st.Characters = append(st.Characters, line)
	}
	if g.s.Over {
		st.Verdict = verdict(hope.GameOutcome(g.s))
		epis, tributes := g.farewells()
		for _, f := range epis {
			st.Epilogues = append(st.Epilogues, f.Text)
		}
		for _, f := range tributes {
			st.Tributes = append(st.Tributes, f.Text)
		}
	}
	return st
}

func (g *Game) journalTitle() string {
	if g.title != "" {
		return g.title
	}
	return "Hope Inhumanity, " + strconv.Itoa(int(g.s.N)) + " players"
}
