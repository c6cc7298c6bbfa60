package harrowing

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/shell"
	"lantern/app/ui"
	"lantern/rules/harrowing"
)

func init() {
	shell.RegisterPage(shell.Page{Prefix: "harrowing-cards", Title: "Writing cards for The Harrowing",
		Render: func(string) app.UI { return cardsHelp() }})
}

// cardsHelpHref is the card format's page, linked from the setup screen.
const cardsHelpHref = "#/harrowing-cards"

// helpPart is a heading of the card format's page and its paragraphs.
type helpPart struct {
	heading string
	lines   []string
}

// cardsHelpText is the card file's format in brief, for an owner typing
// cards in: docs/harrowing-cards.md says the same for maintainers.
var cardsHelpText = []helpPart{
	{"The file", []string{
		"A card file is one JSON object. Start from the starting file the setup screen offers: it is Lantern's first circle, and it plays as it is. Change a card at a time and load the file again; a file that is refused changes nothing, and the message gives the line, the card and the field to look at.",
		"The file must stay under 30 KB written compactly, because a game carries its cards in every save and link. Unknown fields, repeated ids and amounts out of range are refused.",
	}},
	{"What it holds", []string{
		`"circles": each with an "id", a "name", its "infernal" deck (at least 6 cards), its "origins" (locations already on the map, one with "start") and its "boss".`,
		`"hunted" (the card that passes from effigy to effigy), "items" (the item deck), "starting" (exactly 3 items), and, when its cards name them, "unknown" (cards a manifest brings in, by "number"), "areas" and "lifewater".`,
	}},
	{"A card", []string{
		`"id" (unique, up to 40 characters), "name", "kind" (crisis, location or adversary), "omens" 0 to 3, "health" for an adversary (1 to 12), "ritual" 0 to 3, "keywords" (ambush, hunter, boss, essential, story, origin), "walls" for a location (some of N, E, S, W).`,
		`What it does is in lists of effects: "invoke" (as it resolves), "threat" (for each 8 its holder rolls), "defeated", "misstep" (for each 8 exploring from it), "charted"; and "actions", each a "name", a "cost" of 0 to 5 omens and a test: a "sin" with "each8", "each9" and "then" effects.`,
		`A boss may also have "ward" (no damage while a condition holds), "hurtBy" (only tests of these sins hurt it), "phases" (effects as its damage reaches "at", a mark for its printed health that moves with its health at the table), "regenerate", "eachFate", "baneHealth" and "perEffigy" (its health is for three effigies: this much more for each beyond).`,
	}},
	{"An item", []string{
		`"id", "name", "tier" 1 to 4, and two halves, "top" and "bottom", each with one or two "colors" (red, blue, green, gold, violet). The top holds "effects", the bottom a "trigger" ("on": action, invoke, defeat or test): joined, an upper item's trigger fires the lower item's effects.`,
	}},
	{"An effect", []string{
		`{"op": "corrupt", "n": 1, "sin": "wrath", "who": "others"}: "op" says what happens, "n" how much ("x": true adds Bane), "sin" where, and "who" to whom (left out: the effigy resolving it; hunted, others or each).`,
		"Ops: corrupt, heal, gainOmens, loseOmens, loot (tiers n to m), bane, manifest (a number), invokeTop, damage, open, close, move, prompt (words for the table), test, lifewater, obliterate, abandonFoe, obliterateFoe, abandonItem, obliterateItem, discardHere, abandonHere, obliterateHere, bringIn; in a test-time item ability, addGrace and cancelFault.",
	}},
}

// cardsHelp is the card format's page.
func cardsHelp() app.UI {
	return ui.Page("Writing cards for The Harrowing",
		app.Range(cardsHelpText).Slice(func(i int) app.UI {
			part := cardsHelpText[i]
			return bodyEl("section", "",
				textEl("h2", "", part.heading),
				textEls("p", "", part.lines),
			)
		}),
		bodyEl("p", "",
			ui.Button("Download the starting file", downloadTemplate).ID("harrowing-cards-template-help").Class("secondary"),
		),
		ui.LinkButton("Back to a new game", "#/new/harrowing"),
	)
}

// downloadTemplate offers the starting file for an owner's cards.
func downloadTemplate(app.Context, app.Event) {
	saves.Download("harrowing-cards.json", harrowing.Template())
}
