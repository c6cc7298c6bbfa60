package hope

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/jsontext"
	"lantern/rules/record/hoperec"
)

// Which cards a new game plays (the values of the setup's radio group).
const (
	cardsLantern = "lantern" // Lantern's own
	cardsOwn     = "own"     // the owner's file alone
	cardsAdded   = "added"   // the owner's file after Lantern's cards
)

// deckChoice is the setup's "Your own cards" section. A file (chosen or
// pasted) is taken only once it is a valid deck that a record can carry;
// until then, and whenever a file or a choice is refused, what was chosen
// before stays, and every problem is listed.
type deckChoice struct {
	mode     string
	file     []byte     // the owner's last valid file
	name     string     // where it came from, for the summary
	own      *hope.Deck // that file alone, for the summary
	play     *hope.Deck // the deck the game plays; nil is Lantern's
	problems []string   // why the last file or choice was refused
}

// take validates b as the deck to play in mode and, if it is, makes it
// the choice; otherwise it keeps the previous one and lists the problems.
func (d *deckChoice) take(name string, b []byte, mode string) {
	if mode == cardsLantern {
		d.mode, d.play, d.problems = mode, nil, nil
		return
	}
	own, err := hoperec.OwnerDeck(b, false)
	play := own
	if err == nil && mode == cardsAdded {
		play, err = hoperec.OwnerDeck(b, true)
	}
	if err == nil {
		err = hoperec.Recordable(play)
	}
	if err != nil {
		d.problems = strings.Split(err.Error(), "\n")
		for i, p := range d.problems { // every line would start "bad card: "
			d.problems[i] = strings.TrimPrefix(p, rules.ErrBadCard.Error()+": ")
		}
		return
	}
	d.mode, d.file, d.name, d.own, d.play, d.problems = mode, b, name, own, play, nil
	lastCards = *d
}

// lastCards is the table's own cards last taken on the new-game screen,
// for the lab to try and play (it lives as long as the page).
var lastCards deckChoice

// load takes a new file, in the owner's mode already chosen (their cards
// only if Lantern's were in play).
func (d *deckChoice) load(name string, b []byte) {
	mode := d.mode
	if d.play == nil {
		mode = cardsOwn
	}
	d.take(name, b, mode)
}

func (d *deckChoice) render(seats int, expansion bool) app.UI {
	return tag.FieldSet().Class("choices deck-import").Body(
		tag.Legend().Text("Your own cards"),
		tag.P().Class("hint").Text("Lantern plays its own cards. If you own the game, you can play cards you typed into a deck file instead, or as well. Download Lantern's cards to see the format and start from them. The file stays on this device; a game on it carries it in its save, file and link."),
		ui.FilePicker("hope-deck-file", "Choose a deck file (.json)", ".json,application/json", d.chooseFile),
		tag.Div().Class("field").Body(
			tag.Label().Attr("for", "hope-deck-paste").Text("Or paste the deck's JSON"),
			tag.Textarea().ID("hope-deck-paste").Attr("rows", 4).Attr("spellcheck", false),
		),
		tag.Div().Class("actions").Body(
			ui.Button("Use the pasted cards", d.usePaste).ID("hope-deck-use"),
			ui.Button("Download Lantern's cards as a starting file", downloadLantern).ID("hope-deck-download").Class("secondary"),
		),
		app.If(d.file != nil, func() app.UI {
			return ui.Choices("hope-cards", "Play with", []ui.Choice{
				{Value: cardsLantern, Label: "Lantern's cards"},
				{Value: cardsOwn, Label: "Your cards only"},
				{Value: cardsAdded, Label: "Your cards added to Lantern's"},
			}, d.modeOrLantern(), d.pick)
		}),
		tag.Div().ID("hope-deck-status").Aria("live", "polite").Body(d.status(seats, expansion)),
	)
}

// pick takes the mode v for the file already taken. Refused, it puts the
// radios back itself: the markup still says the same, so go-app would
// leave the browser's new check where the player put it.
func (d *deckChoice) pick(ctx app.Context, v string) {
	d.take(d.name, d.file, v)
	if now := d.modeOrLantern(); now != v {
		ctx.JSSrc().Set("checked", false)
		app.Window().GetElementByID("hope-cards-"+now).Set("checked", true)
	}
}

func (d *deckChoice) modeOrLantern() string {
	if d.play == nil {
		return cardsLantern
	}
	return d.mode
}

// status is the refused file's problems, or what the chosen deck holds
// and whether it can deal this game.
func (d *deckChoice) status(seats int, expansion bool) app.UI {
	if len(d.problems) > 0 {
		items := make([]app.UI, len(d.problems))
		for i, p := range d.problems {
			items[i] = tag.Li().Text(p)
		}
		return tag.Div().Class("deck-problems").Body(
			tag.P().Text("Not taken; the cards in play did not change. Problems found:"),
			tag.Ul().Body(items...),
		)
	}
	if d.play == nil {
		return tag.P().Text("Playing Lantern's cards.")
	}
	where := "Playing your cards only"
	if d.mode == cardsAdded {
		where = "Playing your cards added to Lantern's"
	}
	lines := []app.UI{tag.P().Class("deck-summary").Text(where + ", from " + d.name + ": " + deckSummary(d.own) + ".")}
	if err := hoperec.CheckDeck(d.play, seats, expansion); err != nil {
		why := strings.TrimPrefix(err.Error(), rules.ErrBadConfig.Error()+": this deck ")
		lines = append(lines, tag.P().Class("error").Text("This deck "+why+". Change the seats, the expansion or the cards."))
	} else if n, want := dealtScenes(d.play, expansion), hope.Rounds*seats; n < want {
		lines = append(lines, tag.P().Class("note").Text(fmt.Sprintf("A whole journey draws at least %d scenes and "+
			"this deck has %d in play, so the journey ends early when they run out (as if the last round were over).", want, n)))
	}
	return tag.Div().Body(lines...)
}

// dealtScenes counts the scenes a game deals from d: Martial Law's only
// with the expansion on.
func dealtScenes(d *hope.Deck, expansion bool) int {
	n := 0
	for _, s := range d.Scenes {
		n += b2i(expansion || !s.Expansion)
	}
	return n
}

// deckSummary counts a deck's cards: scenes by terrain, then the rest.
func deckSummary(d *hope.Deck) string {
	terrains := make([]string, 0, len(hope.Terrains))
	martial := 0
	for _, t := range hope.Terrains {
		n := 0
		for _, s := range d.Scenes {
			if s.Terrain == t {
				n++
			}
		}
		terrains = append(terrains, fmt.Sprintf("%s %d", terrainNames[t], n))
	}
	for _, s := range d.Scenes {
		martial += b2i(s.Expansion)
	}
	for _, a := range d.Assets {
		martial += b2i(a.Expansion)
	}
	for _, t := range d.Traits {
		martial += b2i(t.Expansion)
	}
	ml := "no Martial Law cards"
	if martial > 0 {
		ml = fmt.Sprintf("%d Martial Law cards (played only with the expansion)", martial)
	}
	return fmt.Sprintf("%d scenes (%s), %d assets, %d traits, %d personalities, %d relationships; %s",
		len(d.Scenes), strings.Join(terrains, ", "), len(d.Assets), len(d.Traits), len(d.Personalities), len(d.Relationships), ml)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (d *deckChoice) chooseFile(ctx app.Context, _ app.Event) {
	input := ctx.JSSrc()
	ui.ReadChosenFile(input, hope.MaxDeckBytes, "a deck file", func(name string, b []byte, err error) {
		input.Set("value", "") // choosing the same file again, fixed, fires change again
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				d.problems = []string{err.Error()}
				return
			}
			d.load(name, b)
		})
	})
}

func (d *deckChoice) usePaste(ctx app.Context, _ app.Event) {
	v := app.Window().GetElementByID("hope-deck-paste").Get("value").String()
	d.load("the pasted cards", []byte(v))
}

// downloadLantern offers Lantern's own cards, core and Martial Law in one
// deck, in the form an owner's file takes: a starting point to edit.
func downloadLantern(app.Context, app.Event) {
	b, err := json.Marshal(hope.StandardDeck())
	if err == nil {
		saves.Download("lantern-hope-cards.json", append(jsontext.Indent(b, "\t"), '\n'))
	}
}
