package harrowing

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/ui"
	"lantern/rules/harrowing"
)

// cardsView lets an owner play with cards typed into a JSON file instead
// of Lantern's own (docs/harrowing-cards.md); a bad file changes nothing.
func (s *Setup) cardsView() app.UI {
	return bodyEl("fieldset", "harrowing-form",
		textEl("legend", "", "Cards"),
		textWith("p", s.cardsNow(), "id", "harrowing-cards-now", "class", "hint"),
		bodyWith("p", []string{"class", "hint"},
			app.Text("If you own the game, you can play cards you typed into a file. Start from Lantern's first circle, which plays as it is; "),
			textWith("a", "how to write the cards", "id", "harrowing-cards-help", "href", cardsHelpHref),
			app.Text("."),
		),
		ui.FilePicker("harrowing-cards-file", "Play with your own cards (a JSON file)", ".json,application/json", s.importCards),
		ui.Button("Download the starting file", downloadTemplate).ID("harrowing-cards-template").Class("secondary"),
		app.If(s.cards != "", func() app.UI {
			return el("button", "type", "button", "id", "harrowing-cards-lantern", "class", "btn secondary").Text("Use Lantern's cards").
				OnClick(func(app.Context, app.Event) { s.cards, s.cardsSum, s.cardsErr = "", "", "" })
		}),
		when(s.cardsErr != "", textWith("pre", s.cardsErr, "class", "error", "role", "alert")),
	)
}

func (s *Setup) cardsNow() string {
	if s.cards == "" {
		return "Lantern's own circles and items."
	}
	return "Your cards from " + s.cardsFile + ": " + s.cardsSum + "."
}

func (s *Setup) importCards(ctx app.Context, _ app.Event) {
	ui.ReadChosenFile(ctx.JSSrc(), harrowing.MaxCatalogueBytes, "a card file", func(name string, b []byte, err error) {
		var text, sum string
		if err == nil {
			text, sum, err = harrowing.OwnerCards(b)
		}
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				s.cardsErr = "Not used; nothing changed:\n" + err.Error()
				return
			}
			s.cards, s.cardsSum, s.cardsFile, s.cardsErr = text, sum, name, ""
		})
	})
}
