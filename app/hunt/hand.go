package hunt

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
)

// hand is the table's own hand on the hunt (KH-03): who rolls, and the
// team, the monster, the cards and the stats moved or changed by hand.
// Each change is a move: in the record, in the journal, undoable.
func (p *Play) hand() app.UI {
	s := p.g.State
	legal := map[hunt.Move]bool{}
	var cards []hunt.Move
	for _, m := range hunt.Legal(s) {
		legal[m] = true
		if m.Kind == hunt.MoveCard {
			cards = append(cards, m)
		}
	}
	dice := hunt.Move{Kind: hunt.SetDice, N: 1}
	diceLabel := "We roll our own dice"
	if s.Typed {
		dice.N, diceLabel = 0, "Let Lantern roll"
	}
	return tag.Details().ID("hunt-hand").Class("hunt-hand").Body(
		tag.Summary().Text("By hand: dice, moves and stats"),
		tag.P().Class("hint").Text(diceHint(s)),
		app.If(s.Waiting(), func() app.UI {
			return tag.P().ID("hunt-hand-wait").Class("hint hunt-hand-wait").Text(handWait)
		}),
		p.editButton("hunt-dice", diceLabel, dice, legal),
		tag.Div().Class("hunt-hand-row").Body(
			tag.Span().Text("Survivors:"),
			p.editButton("hunt-team-back", "◀ back one", hunt.Move{Kind: hunt.PutTeam, Space: s.At - 1}, legal),
			p.editButton("hunt-team-on", "on one ▶", hunt.Move{Kind: hunt.PutTeam, Space: s.At + 1}, legal),
		),
		tag.Div().Class("hunt-hand-row").Body(
			tag.Span().Text("Quarry:"),
			p.editButton("hunt-monster-back", "◀ closer", hunt.Move{Kind: hunt.PutMonster, Space: s.Monster - 1}, legal),
			p.editButton("hunt-monster-on", "away ▶", hunt.Move{Kind: hunt.PutMonster, Space: s.Monster + 1}, legal),
		),
		app.If(len(cards) > 0, func() app.UI { return p.cardMover(cards) }),
		p.statEditor(legal),
	)
}

// handWait says why the hand edits are greyed out while a step waits
// (KH-06): the step under way is finished first, or it would play on a
// board changed under it.
const handWait = "Moves and stats by hand wait until the step under way is finished: answer what Lantern asks above first. Who rolls can be switched now."

func diceHint(s hunt.State) string {
	if s.Typed {
		return "The table rolls its own dice: Lantern asks for every roll."
	}
	return "Lantern rolls every die. Switch at any time."
}

// editButton offers m when it is legal now.
func (p *Play) editButton(id, label string, m hunt.Move, legal map[hunt.Move]bool) app.UI {
	return tag.Button().Attr("type", "button").ID(id).Class("btn secondary").Attr("disabled", !legal[m]).
		DataSet("move", ui.MoveData(m)).Text(label).OnClick(p.playData)
}

// cardMover moves the top card of one space onto another.
func (p *Play) cardMover(cards []hunt.Move) app.UI {
	if _, ok := ui.ParseMove[hunt.Move](p.cardMove); !ok {
		p.cardMove = ui.MoveData(cards[0])
	}
	return tag.Div().Class("hunt-hand-row").Body(
		tag.Label().Attr("for", "hunt-card-move").Text("Card:"),
		tag.Select().ID("hunt-card-move").OnChange(p.chooseCard).Body(
			app.Range(cards).Slice(func(i int) app.UI {
				v := ui.MoveData(cards[i])
				return tag.Option().Attr("value", v).Attr("selected", v == p.cardMove).
					Text(fmt.Sprintf("top of space %d → space %d", cards[i].Space, cards[i].N))
			}),
		),
		tag.Button().Attr("type", "button").ID("hunt-card-go").Class("btn secondary").Text("Move the card").OnClick(p.moveCard),
	)
}

func (p *Play) chooseCard(ctx app.Context, _ app.Event) {
	p.cardMove = ctx.JSSrc().Get("value").String()
}

func (p *Play) moveCard(ctx app.Context, _ app.Event) {
	if m, ok := ui.ParseMove[hunt.Move](p.cardMove); ok {
		p.play(m)
	}
}

var statNames = []hunt.Stat{hunt.Courage, hunt.Understanding, hunt.Survival, hunt.Insanity}

// statEditor has a − and a + for each survivor's stats.
func (p *Play) statEditor(legal map[hunt.Move]bool) app.UI {
	s := p.g.State
	return tag.Table().Class("hunt-stats").Body(
		tag.Caption().Text("Stats"),
		tag.Tr().Body(
			tag.Th().Attr("scope", "col").Text("Survivor"),
			app.Range(statNames).Slice(func(j int) app.UI { return tag.Th().Attr("scope", "col").Text(string(statNames[j])) }),
		),
		app.Range(s.Team).Slice(func(i int) app.UI {
			v := s.Team[i]
			return tag.Tr().Body(
				tag.Th().Attr("scope", "row").Text(v.Name),
				app.Range(statNames).Slice(func(j int) app.UI {
					st := statNames[j]
					id := "hunt-stat-" + strconv.Itoa(i) + "-" + string(st)
					return tag.Td().Body(
						p.statButton(id+"-down", "−", "one less "+string(st)+" for "+v.Name, hunt.Move{Kind: hunt.EditStat, Who: i, Stat: st, N: -1}, legal),
						tag.Span().Class("hunt-stat-value").Text(strconv.Itoa(statOf(v, st))),
						p.statButton(id+"-up", "+", "one more "+string(st)+" for "+v.Name, hunt.Move{Kind: hunt.EditStat, Who: i, Stat: st, N: 1}, legal),
					)
				}),
			)
		}),
	)
}

func (p *Play) statButton(id, text, label string, m hunt.Move, legal map[hunt.Move]bool) app.UI {
	return tag.Button().Attr("type", "button").ID(id).Class("btn secondary hunt-stat-btn").Aria("label", label).
		Attr("disabled", !legal[m]).DataSet("move", ui.MoveData(m)).Text(text).OnClick(p.playData)
}

func statOf(v hunt.Survivor, st hunt.Stat) int {
	switch st {
	case hunt.Courage:
		return v.Courage
	case hunt.Understanding:
		return v.Understanding
	case hunt.Survival:
		return v.Survival
	}
	return v.Insanity
}
