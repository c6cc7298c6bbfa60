package harrowing

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"lantern/rules"

	"lantern/rules/words"
)

// Book is a catalogue with its cards and items found by id. A game reads
// its cards through the book of its config: Lantern's own, or one an owner
// typed in (Config.Cards).
type Book struct {
	Catalogue
	cards   map[string]Card
	items   map[string]Item
	unknown map[string]Unknown // by card id
}

// lantern is Lantern's own book, read once when first asked for:
// lantern.json with every circle-*.json merged in (loader.go). Not at
// start: decoding the books took about 160 ms of the app's start under
// the bench's 4× slower CPU, before a first screen that needs none of them. A bad
// file panics on first use, and TestLanternCatalogue says why.
var lantern = sync.OnceValue(func() *Book { return mustLantern(rev5Patch) })

// rev5Patch is revision 5's changes to the cards (applyPatch).
const rev5Patch = "cards/rev5.json"

// lanternR3 is Lantern's book as rules revisions 3 and 4 played it: the
// card files without revision 5's patch.
var lanternR3 = sync.OnceValue(func() *Book { return mustLantern() })

// lanternR1 is Lantern's book as rules revision 1 played it, frozen:
// Legacy games replay with it (G-02), so lantern.json may change.
var lanternR1 = sync.OnceValue(func() *Book { return mustBook("cards/lantern-r1.json") })

// lanternR2 is Lantern's book as rules revision 2 played it (two
// circles), frozen likewise.
var lanternR2 = sync.OnceValue(func() *Book { return mustBook("cards/lantern-r2.json") })

func mustLantern(patches ...string) *Book {
	c, err := mergeLantern(readCard, patches...)
	if err != nil {
		panic(err)
	}
	return newBook(c)
}

func mustBook(name string) *Book {
	b, err := readCard(name)
	if err != nil {
		panic(err)
	}
	c, err := ParseCatalogue(b)
	if err != nil {
		panic(name + ": " + err.Error())
	}
	return newBook(c)
}

func newBook(c Catalogue) *Book {
	bk := &Book{Catalogue: c, cards: map[string]Card{}, items: map[string]Item{}, unknown: map[string]Unknown{}}
	add := func(k Card) { bk.cards[k.ID] = k }
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
		bk.items[it.ID] = it
	}
	for _, u := range c.Unknown {
		if u.Card != nil {
			add(*u.Card)
			bk.unknown[u.Card.ID] = u
		}
		if u.Item != nil {
			bk.items[u.Item.ID] = *u.Item
		}
	}
	return bk
}

// Lantern returns Lantern's own book.
func Lantern() *Book { return lantern() }

// Card and Item look a card up by id (a zero value when absent).
func (bk *Book) Card(id string) Card { return bk.cards[id] }

func (bk *Book) Item(id string) Item { return bk.items[id] }

// books caches owners' books by their JSON text, so that replaying a game
// reads its catalogue once, not once per move.
var books struct {
	sync.Mutex
	m map[string]*Book
}

// MaxOwnerCards caps an owner's catalogue inside a game's config, as
// compact JSON: it must fit a record's config (record.MaxConfigBytes).
const MaxOwnerCards = 30 << 10

// bookOf reads the book a config names; owners' books are parsed once.
func (c Config) book() (*Book, error) {
	if c.Cards != "" {
		return bookOf(c.Cards)
	}
	switch c.revision() {
	case 1:
		return lanternR1(), nil
	case 2:
		return lanternR2(), nil
	case 3, 4:
		return lanternR3(), nil
	}
	return lantern(), nil
}

func bookOf(text string) (*Book, error) {
	if text == "" {
		return lantern(), nil
	}
	if len(text) > MaxOwnerCards {
		return nil, rules.Refuse(rules.ErrBadConfig, "the cards are %d bytes as compact JSON; a game holds at most %d", len(text), MaxOwnerCards)
	}
	books.Lock()
	defer books.Unlock()
	if bk, ok := books.m[text]; ok {
		return bk, nil
	}
	c, err := ParseCatalogue([]byte(text))
	if err != nil {
		return nil, err
	}
	if books.m == nil || len(books.m) >= 8 {
		books.m = map[string]*Book{}
	}
	bk := newBook(c)
	books.m[text] = bk
	return bk, nil
}

// Book is the book state s is played with.
func (s *State) Book() *Book {
	if s.bk == nil {
		return lantern()
	}
	return s.bk
}

func (s *State) card(id string) Card { return s.Book().cards[id] }

func (s *State) item(id string) Item { return s.Book().items[id] }

// OwnerCards checks an owner's catalogue file and returns it as the compact
// JSON a Config carries, with a one-line summary for the table.
func OwnerCards(data []byte) (text, summary string, err error) {
	c, err := ParseCatalogue(data)
	if err != nil {
		return "", "", err
	}
	var out bytes.Buffer
	if err := json.Compact(&out, data); err != nil {
		return "", "", rules.Refuse(rules.ErrBadCard, "not readable JSON: %v", err)
	}
	if out.Len() > MaxOwnerCards {
		return "", "", rules.Refuse(rules.ErrBadCard, "the cards are %d bytes as compact JSON; a game holds at most %d", out.Len(), MaxOwnerCards)
	}
	n := 0
	for _, ci := range c.Circles {
		n += len(ci.Infernal)
	}
	return out.String(), fmt.Sprintf("%s, %s, %s", words.Count(len(c.Circles), "circle"), words.Count(n, "infernal card"), words.Count(len(c.Items), "item")), nil
}
