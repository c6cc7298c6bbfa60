package hunt

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/hunt"
)

// Board shows the hunt board as a track of 13 spaces: the special spaces
// named, where the survivors and the quarry stand (each with a symbol and
// words, never colour alone), and the face-down cards stacked on each
// space, top first.
type Board struct {
	app.Compo
	State hunt.State
}

func (b *Board) Render() app.UI {
	s := b.State
	return tag.Ol().Class("hunt-board").Aria("label", "Hunt board").Body(
		app.Range(s.Board).Slice(func(i int) app.UI { return b.space(i) }),
	)
}

func (b *Board) space(i int) app.UI {
	s := b.State
	li := tag.Li().Class(spaceClass(s, i)).ID("space-" + strconv.Itoa(i))
	if i == s.At {
		li = li.Aria("current", "location")
	}
	return li.Body(
		tag.Div().Class("space-name").Body(
			tag.Span().Class("space-number").Text(strconv.Itoa(i)),
			app.Text(" "+spaceName(s, i)),
		),
		app.If(i == s.At, func() app.UI {
			return tag.P().Class("token survivors").Text("◆ Survivors")
		}),
		app.If(i == s.Monster, func() app.UI {
			q := hunt.QuarryOf(s.Config)
			return tag.P().Class("token quarry").Text("✶ " + q.Name)
		}),
		app.If(len(s.Board[i]) > 0, func() app.UI {
			return tag.Ul().Class("stack").Aria("label", cardsLabel(len(s.Board[i]))).Body(
				app.Range(s.Board[i]).Slice(func(j int) app.UI {
					return tag.Li().Class("stack-card " + string(s.Board[i][j].Kind)).Text(cardName(s.Board[i][j]))
				}),
			)
		}),
	)
}

func spaceClass(s hunt.State, i int) string {
	c := "space"
	if i == s.At {
		c += " here"
	}
	if i < s.At {
		c += " behind"
	}
	return c
}

// spaceName names the special spaces; ordinary spaces need only their number.
func spaceName(s hunt.State, i int) string {
	switch i {
	case hunt.Start:
		return "Start"
	case s.Config.Darkness:
		return "Overwhelming Darkness"
	case s.Config.Starvation:
		return "Starvation"
	}
	return ""
}

// cardName is what the face-down card shows: its kind, never its event.
func cardName(c hunt.Card) string {
	switch c.Kind {
	case hunt.Monster:
		return "Monster hunt event"
	case hunt.Mineral:
		return "Mineral Gathering"
	case hunt.Herb:
		return "Herb Gathering"
	}
	return "Basic hunt event"
}

func cardsLabel(n int) string {
	if n == 1 {
		return "1 card"
	}
	return strconv.Itoa(n) + " cards, top first"
}
