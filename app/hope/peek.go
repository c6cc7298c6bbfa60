package hope

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/app/widget"
	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

// The phone's side of "My hand on my phone" (phone.go): #/peek/… holding
// a Hope hand shows it, read-only, with the moment it was taken.

func init() { saves.RegisterPeek(hoperec.ID, showHand) }

func showHand(body []byte) (app.UI, error) {
	h, err := hoperec.DecodeHand(body)
	if err != nil {
		return nil, err
	}
	return ui.Page(h.Player+"'s hand", handView(h)), nil
}

func handView(h hoperec.Hand) app.UI {
	who := h.Character
	if !h.Alive {
		who += " (gone)"
	}
	return tag.Div().ID("peek").Class("peek hope-peek").Body(
		tag.P().ID("peek-moment").Class("peek-moment").Text(fmt.Sprintf("Hope Inhumanity, as it stood in round %d, on %s's turn.", h.Round, h.Turn)),
		tag.H2().Text(who),
		tag.Ul().Class("peek-vitals").Body(
			tag.Li().Text("Humanity: "+strconv.Itoa(h.Humanity)+" of "+strconv.Itoa(hope.MaxHumanity)),
			tag.Li().Text("Hunger: "+level(hungerNames, h.Hunger)),
			tag.Li().Text("Harm: "+level(harmNames, h.Harm)),
		),
		handCards("Secret traits", "peek-traits", traitCards(h.Traits), "No secret traits left."),
		handCards("Personality", "peek-personality", personalityCards(h.Personality), "No personality."),
		handCards("Relationships", "peek-rels", relCardsOf(h.Rels), "No relationships."),
		handCards("Assets", "peek-assets", assetCards(h.Assets), "No assets."),
		tag.P().Class("note").Text("This is a picture of that moment: it does not follow the game, and nothing of it is kept on this phone. When the tablet says your phone is out of date, scan the new code."),
	)
}

func handCards(title, id string, cards []*widget.Card, none string) app.UI {
	var body app.UI = tag.P().Text(none)
	if len(cards) > 0 {
		body = widget.CardList(cards...).UI()
	}
	return tag.Section().ID(id).Aria("labelledby", id+"-title").Body(
		tag.H2().ID(id+"-title").Text(fmt.Sprintf("%s (%d)", title, len(cards))), body)
}

func traitCards(ts []hoperec.Card) []*widget.Card {
	var out []*widget.Card
	for _, t := range ts {
		out = append(out, &widget.Card{Kind: "Trait", Title: t.Title, Text: t.Text})
	}
	return out
}

func personalityCards(p hoperec.Card) []*widget.Card {
	if p.ID == "" {
		return nil
	}
	return []*widget.Card{{Kind: "Personality", Title: p.Title, Text: p.Text}}
}

func relCardsOf(rs []hoperec.HandRel) []*widget.Card {
	var out []*widget.Card
	for _, r := range rs {
		c := &widget.Card{Kind: "Relationship", Title: "With " + r.With + ": " + r.Card.Title, Text: r.Card.Text}
		if r.Broken {
			c.Lines = []string{"Broken"}
		}
		out = append(out, c)
	}
	return out
}

func assetCards(as []hoperec.HandAsset) []*widget.Card {
	var out []*widget.Card
	for _, a := range as {
		c := &widget.Card{Kind: "Asset", Title: a.Card.Title, Text: a.Card.Text, Lines: []string{usesN(a.Uses) + " left"}}
		switch {
		case a.Lent != "" && a.Owned:
			c.Lines = append(c.Lines, "lent to "+a.Lent)
		case a.Lent != "":
			c.Lines = append(c.Lines, "on loan from "+a.Lent)
		}
		out = append(out, c)
	}
	return out
}
