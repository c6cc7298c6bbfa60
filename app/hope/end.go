package hope

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hope"
)

// epilogues are prompts for each survivor's last words at the table,
// Lantern's own.
var epilogues = []string{
	"Where does %s wake on the first morning that feels safe, and who is beside them?",
	"What does %s refuse to speak of, even now?",
	"What small thing does %s do each day to remember the ones who were lost?",
	"What did %s carry all the way here, and what do they finally put down?",
	"Who does %s become when nobody has to survive any more?",
}

// ending is the end screen: reached or lost, an epilogue prompt for each
// survivor, a tribute to the lost, then the journal (rendered below).
func (g *Game) ending() app.UI {
	r := hope.GameOutcome(g.s)
	epis, tributes := g.farewells()
	var survivors, lost []app.UI
	for _, f := range epis {
		survivors = append(survivors, tag.Li().Body(g.badge(f.Seat), tag.P().Text(f.Text)))
	}
	for _, f := range tributes {
		lost = append(lost, tag.Li().Body(g.badge(f.Seat), tag.P().Text(f.Text)))
	}
	return tag.Div().ID("hope-end").Class("hope-end").Body(ui.Result(verdict(r),
		tag.P().Text(fmt.Sprintf("The journey ended in round %d of %d%s.", r.Round, hope.Rounds, earlyEnd(g.s))),
		app.If(len(survivors) > 0, func() app.UI {
			return tag.Div().Body(tag.H3().Text("Epilogues"), tag.Ul().Class("epilogues").Body(survivors...))
		}),
		app.If(len(lost) > 0, func() app.UI {
			return tag.Div().Body(tag.H3().Text("In memory"), tag.Ul().Class("tribute").Body(lost...))
		}),
		g.tableView(),
		tag.A().Class("btn").Attr("href", "#/").Text("Back to the library"),
	))
}

func verdict(r hope.Result) string {
	if r.Won {
		return "The group reached its destination."
	}
	return "Nobody reached the destination."
}

// farewell is a line of the end for one seat's character.
type farewell struct {
	Seat int
	Text string
}

// farewells are an epilogue prompt for each survivor and a tribute to
// each character lost, naming what took them.
func (g *Game) farewells() (epis, tributes []farewell) {
	for _, f := range g.t.Fallen {
		tributes = append(tributes, farewell{f.Seat, fmt.Sprintf("%s, who %s. They are remembered.", f.Name, f.Cause)})
	}
	for i := range int(g.s.N) {
		who := g.t.character(i)
		if g.s.Seats[i].Alive {
			epis = append(epis, farewell{i, fmt.Sprintf(epilogues[i%len(epilogues)], who)})
			continue
		}
		tributes = append(tributes, farewell{i, fmt.Sprintf("%s, who %s. They are remembered.", who, g.why(i))})
	}
	return epis, tributes
}

// why says how seat i's character died, with its cause when the journal
// saw it.
func (g *Game) why(i int) string {
	if w := g.scribe.why[i]; w != "" {
		return w
	}
	return causeText(g.s.Seats[i].Cause)
}

// earlyEnd says why a journey ended before its last round: every scene
// deck ran out (HI-05), which only small owner decks do.
func earlyEnd(s hope.State) string {
	if s.Won && scenesGone(s) {
		return ", when no scene was left to draw"
	}
	return ""
}

// scenesGone reports whether every scene deck is empty.
func scenesGone(s hope.State) bool {
	for _, d := range s.Decks {
		if len(d) > 0 {
			return false
		}
	}
	return true
}
