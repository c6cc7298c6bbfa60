package harrowing

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"lantern/rules"
)

// partial is one circle's catalogue file (cards/circle-*.json): the
// circle with its items, its Unknown entries and its Areas. Writers keep
// one file each, so circles are written side by side without conflicts.
type partial struct {
	Circles []Circle  `json:"circles"`
	Items   []Item    `json:"items"`
	Unknown []Unknown `json:"unknown,omitempty"`
	Areas   []Area    `json:"areas,omitempty"`
}

// readFile reads one file of the card folder by its path: readCard for
// Lantern's own (cardfiles.go), a map of files in the loader's tests. A
// function, not an fs.FS: the interface would link io/fs's directory
// walking and sorting into app.wasm for nothing (docs/architecture.md).
type readFile func(name string) ([]byte, error)

// mergeLantern reads cards/lantern.json and appends cards/circle-3.json,
// circle-4.json… up to the first number missing, then validates the whole
// as one catalogue (TestEveryCircleFileIsMerged keeps the numbering
// without gaps). A circle file's items belong to its circle
// (Item.Circle): only that circle's games deal them.
//
// patches are revisions' patch files (cards/rev5.json…), applied in turn
// before the whole is validated: a later revision's book is revision 3's
// with a few cards replaced, so no card file is copied (issue #12).
func mergeLantern(read readFile, patches ...string) (Catalogue, error) {
	b, err := read("cards/lantern.json")
	if err != nil {
		return Catalogue{}, err
	}
	c, err := decodeStrict[Catalogue](b)
	if err != nil {
		return Catalogue{}, fmt.Errorf("cards/lantern.json: %w", err)
	}
	for n := firstCircleFile; ; n++ {
		name := circleFileName(n)
		b, err := read(name)
		if err != nil {
			break
		}
		if err := mergeCircle(b, &c); err != nil {
			return Catalogue{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	for _, name := range patches {
		b, err := read(name)
		if err == nil {
			err = applyPatch(&c, b)
		}
		if err != nil {
			return Catalogue{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	if err := Validate(c); err != nil {
		return Catalogue{}, err
	}
	return c, nil
}

// firstCircleFile is the number of the first circle with a file of its
// own: lantern.json holds circles I and II.
const firstCircleFile = 3

func circleFileName(n int) string { return "cards/circle-" + strconv.Itoa(n) + ".json" }

func mergeCircle(b []byte, c *Catalogue) error {
	p, err := decodeStrict[partial](b)
	if err != nil {
		return err
	}
	if len(p.Circles) != 1 {
		return rules.Refuse(rules.ErrBadCard, "a circle file holds exactly one circle, not %d", len(p.Circles))
	}
	for i := range p.Items {
		if p.Items[i].Circle == "" {
			p.Items[i].Circle = p.Circles[0].ID
		}
	}
	c.Circles = append(c.Circles, p.Circles...)
	c.Items = append(c.Items, p.Items...)
	c.Unknown = append(c.Unknown, p.Unknown...)
	c.Areas = append(c.Areas, p.Areas...)
	return nil
}

// decodeStrict reads one JSON value of type T: unknown fields, trailing
// data and files over MaxCatalogueBytes are refused.
func decodeStrict[T any](data []byte) (T, error) {
	var v T
	err := decodeInto(data, &v) // before v is read: a return's order is not set
	return v, err
}

// decodeInto is decodeStrict's work, written once rather than for each
// type it reads.
func decodeInto(data []byte, v any) error {
	if len(data) > MaxCatalogueBytes {
		return rules.Refuse(rules.ErrBadCard, "the file is %d bytes; at most %d", len(data), MaxCatalogueBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return rules.Refuse(rules.ErrBadCard, "not readable JSON%s: %s", place(data, err), jsonWords(err))
	}
	// The rest must be blank. Decoder.Token would say so too, but brings
	// its tokenizer into app.wasm for this one check.
	if len(bytes.TrimSpace(data[dec.InputOffset():])) > 0 {
		return rules.Refuse(rules.ErrBadCard, "the file has more after the catalogue's closing brace")
	}
	return nil
}

// patch is a rules revision's changes to Lantern's cards: each card
// (a boss too) and item replaces the one of the same id.
type patch struct {
	Cards []Card `json:"cards,omitempty"`
	Items []Item `json:"items,omitempty"`
}

// applyPatch replaces c's cards and items by the patch's of the same id,
// wherever they sit; an id c does not hold is refused.
func applyPatch(c *Catalogue, b []byte) error {
	p, err := decodeStrict[patch](b)
	if err != nil {
		return err
	}
	cards, items := map[string]Card{}, map[string]Item{}
	for _, k := range p.Cards {
		cards[k.ID] = k
	}
	for _, it := range p.Items {
		items[it.ID] = it
	}
	card := func(k *Card) {
		if r, ok := cards[k.ID]; ok {
			*k = r
			delete(cards, k.ID)
		}
	}
	item := func(it *Item) {
		if r, ok := items[it.ID]; ok {
			if r.Circle == "" {
				r.Circle = it.Circle // a circle file's item keeps its circle
			}
			*it = r
			delete(items, it.ID)
		}
	}
	for i := range c.Circles {
		ci := &c.Circles[i]
		for j := range ci.Infernal {
			card(&ci.Infernal[j])
		}
		for j := range ci.Origins {
			card(&ci.Origins[j])
		}
		card(&ci.Boss)
	}
	card(&c.Hunted)
	for i := range c.Items {
		item(&c.Items[i])
	}
	for i := range c.Starting {
		item(&c.Starting[i])
	}
	for _, u := range c.Unknown {
		if u.Card != nil {
			card(u.Card)
		}
		if u.Item != nil {
			item(u.Item)
		}
	}
	if len(cards)+len(items) > 0 {
		return rules.Refuse(rules.ErrBadCard, "the patch replaces %d cards and items the catalogue does not hold", len(cards)+len(items))
	}
	return nil
}
