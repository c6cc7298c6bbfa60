package hope

import (
	_ "embed"
	"fmt"
)

// Deck is every card a game may use: Lantern's core deck, the Martial Law
// expansion, both combined, or a deck an owner typed in (see ParseDeck).
// Scene terrains sort the scenes into the table's mini-decks at setup.
type Deck struct {
	Scenes        []Scene        `json:"scenes" msgpack:"s"`
	Assets        []Asset        `json:"assets" msgpack:"a"`
	Traits        []Trait        `json:"traits" msgpack:"t"`
	Personalities []Personality  `json:"personalities" msgpack:"p"`
	Relationships []Relationship `json:"relationships" msgpack:"r"`
}

// Combined lays the expansion's cards after the core's, kind by kind, in new
// slices (the rulebook recommends shuffling both together; setup shuffles).
func Combined(core, expansion Deck) Deck {
	return Deck{
		Scenes:        joined(core.Scenes, expansion.Scenes),
		Assets:        joined(core.Assets, expansion.Assets),
		Traits:        joined(core.Traits, expansion.Traits),
		Personalities: joined(core.Personalities, expansion.Personalities),
		Relationships: joined(core.Relationships, expansion.Relationships),
	}
}

func joined[T any](a, b []T) []T {
	if len(a)+len(b) == 0 {
		return nil
	}
	out := make([]T, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// ConditionCard is the flavour line of one condition step. The conditions
// are fixed mechanics (HI-17, HI-18), not deck cards; these lines are what
// the table reads when someone takes one.
type ConditionCard struct {
	Track Track  `json:"track"`
	Step  int    `json:"step"` // 1: Hungry, Hurt, Hunted; 2: Starving, Crippled
	Name  string `json:"name"`
	Text  string `json:"text"`
}

// ConditionCards lists every condition step in track order.
var ConditionCards = []ConditionCard{
	{HungerTrack, 1, "Hungry", "Your belt is on its last hole and every thought circles back to food."},
	{HungerTrack, 2, "Starving", "Your body has started eating itself; the road tilts when you stand."},
	{HarmTrack, 1, "Hurt", "A wound you keep hidden under layers, throbbing with every step."},
	{HarmTrack, 2, "Crippled", "Something broke that will never set right; you will carry it to the end."},
	{HuntedTrack, 1, "Hunted", "Someone with guns and a list has your faces now, and they are closing in."},
}

// Lantern's own decks are data, not code: the cards live in
// cards/core.json and martial-law.json, the same files owners copy
// as an example of the deck format, embedded here and read with ParseDeck
// (so they are validated like any owner's deck). As Go composite literals
// they compiled to about 70 KB of WebAssembly code; as embedded JSON the app
// is 69 KB smaller (7.5 KB once compressed), and reading both decks takes
// about 5 ms in the browser. Edit the cards in cards/; TestDeckGolden
// keeps them in canonical form. What is embedded is packed/, the same files
// without indentation (TestPackedDecks; regenerate with
// go test ./rules/hope -run TestPackedDecks -update).

//go:embed packed/core.json
var coreJSON []byte

//go:embed packed/martial-law.json
var martialJSON []byte

// builtIn reads one of Lantern's embedded decks. They are part of the
// program, so one that does not parse is a programming error.
func builtIn(name string, data []byte) Deck {
	d, err := ParseDeck(data)
	if err != nil {
		panic(fmt.Sprintf("hope: Lantern's %s deck: %v", name, err))
	}
	return d
}
