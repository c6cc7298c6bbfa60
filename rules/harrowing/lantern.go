package harrowing

import (
	"embed"
	"slices"
)

//go:embed cards/lantern.json
var cardFiles embed.FS

// lantern is Lantern's own catalogue, read once; a bad file stops the
// program at start, and TestLanternCatalogue says why.
var lantern = mustCatalogue("cards/lantern.json")

// The catalogue's cards and items by id.
var (
	cards = map[string]Card{}
	items = map[string]Item{}
)

func mustCatalogue(name string) Catalogue {
	b, err := cardFiles.ReadFile(name)
	if err != nil {
		panic(err)
	}
	c, err := ParseCatalogue(b)
	if err != nil {
		panic(name + ": " + err.Error())
	}
	index(c)
	return c
}

func index(c Catalogue) {
	add := func(k Card) { cards[k.ID] = k }
	for _, ci := range c.Circles {
		for _, k := range ci.Infernal {
			add(k)
		}
		for _, k := range ci.Origins {
			add(k)
		}
		add(ci.Boss)
	}
	add(c.Hunted)
	for _, it := range append(slices.Clone(c.Starting), c.Items...) {
		items[it.ID] = it
	}
	for _, u := range c.Unknown {
		if u.Card != nil {
			add(*u.Card)
		}
		if u.Item != nil {
			items[u.Item.ID] = *u.Item
		}
	}
}

// Lantern returns Lantern's own catalogue (for the UI's card help).
func Lantern() Catalogue { return lantern }

// CardByID and ItemByID look a card up in Lantern's catalogue.
func CardByID(id string) (Card, bool) { k, ok := cards[id]; return k, ok }

func ItemByID(id string) (Item, bool) { it, ok := items[id]; return it, ok }
