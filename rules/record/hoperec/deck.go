package hoperec

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/record"
)

// Deck sources a config may name. Source 0 is all records before owner
// decks and must keep its meaning; an owner's deck travels in the config.
const (
	deckStandard = 0 // Lantern's own cards
	deckOwner    = 1 // an owner's cards, alone or after Lantern's, carried inline
)

// MaxPackedDeck caps an owner's deck inside a record once compressed
// (Lantern's whole core deck takes 9 KB), leaving the rest of the record's
// config cap for seats, stacked cards and fixed dice.
const MaxPackedDeck = record.MaxConfigBytes - 2<<10

// maxDeckJSON caps the deck's JSON inside a record, before compression and
// after inflating: over fifteen times what MaxPackedDeck holds of real
// cards, and half a deck file's cap, so a deflate bomb in a hostile record
// costs little to refuse.
const maxDeckJSON = hope.MaxDeckBytes / 2

// OwnerDeck reads an owner's deck file (JSON, docs/cards.md) into the deck a
// game plays: the owner's cards alone, or added after Lantern's own (core,
// then Martial Law), in which case the two must also validate together (no
// ID used twice). The import screen and records both read decks through it,
// so a record never holds a deck the import screen would refuse.
func OwnerDeck(data []byte, added bool) (*hope.Deck, error) {
	d, err := hope.ParseDeck(data)
	if err != nil {
		return nil, err
	}
	if added {
		d = hope.Combined(*standard(), d)
		if err := hope.Validate(d); err != nil {
			return nil, err
		}
	}
	return &d, nil
}

// CheckDeck says why d cannot start a game of seats characters: each is
// dealt a personality, three traits and a relationship, and the table
// needs a scene to draw. Martial Law cards count only with the expansion.
// New games on an owner's deck (and their records) are refused with it;
// Lantern's own deck always passes.
func CheckDeck(d *hope.Deck, seats int, expansion bool) error {
	inPlay := func(x bool) bool { return expansion || !x }
	var short []string
	need := func(want, have int, what string) {
		if have < want {
			short = append(short, fmt.Sprintf("%d %s and has %d", want, what, have))
		}
	}
	need(seats, len(d.Personalities), "personalities")
	need(3*seats, count(d.Traits, func(t hope.Trait) bool { return inPlay(t.Expansion) }), "traits")
	need(seats, len(d.Relationships), "relationships")
	need(1, count(d.Scenes, func(s hope.Scene) bool { return inPlay(s.Expansion) }), "scene")
	if len(short) == 0 {
		return nil
	}
	why := fmt.Sprintf("this deck cannot deal %d characters: it needs %s", seats, strings.Join(short, "; "))
	if !expansion {
		why += " (its Martial Law cards count only with the expansion on)"
	}
	return rules.Refuse(rules.ErrBadConfig, "%s", why)
}

func count[T any](cards []T, keep func(T) bool) int {
	n := 0
	for _, c := range cards {
		if keep(c) {
			n++
		}
	}
	return n
}

// Recordable reports whether a game on d can be saved: the deck validates
// alone (or after Lantern's cards) and fits a record once compressed.
func Recordable(d *hope.Deck) error {
	_, _, err := packDeck(d)
	return err
}

// packDeck returns what a record carries of d: nil for Lantern's own cards
// (source 0, as every record before owner decks), else the owner's cards as
// compressed JSON and whether they follow Lantern's. JSON because
// ParseDeck, the one reader owner decks already go through, reads it back
// (no second format to keep in step with the card types); deflate because
// it is in app.wasm already for links, and shrinks Lantern-sized decks
// about four times (34 KB of JSON to 9 KB).
func packDeck(d *hope.Deck) (packed []byte, added bool, err error) {
	own, added, std := ownerPart(d)
	if std {
		return nil, false, nil
	}
	if err := hope.Validate(own); err != nil {
		return nil, false, rules.Refuse(rules.ErrBadConfig, "the deck does not validate: %v", err)
	}
	js, err := json.Marshal(own)
	if err != nil {
		return nil, false, err
	}
	if len(js) > maxDeckJSON {
		return nil, false, rules.Refuse(rules.ErrBadConfig, "this deck is too large to save: %d KiB of cards, at most %d KiB", len(js)>>10, maxDeckJSON>>10)
	}
	z := record.Deflate(js)
	if len(z) > MaxPackedDeck {
		return nil, false, rules.Refuse(rules.ErrBadConfig, "this deck is too large to save: %d KiB once compressed, at most %d KiB", len(z)>>10, MaxPackedDeck>>10)
	}
	return z, added, nil
}

// ownerPart splits d into what a record must carry. A deck that starts
// with exactly Lantern's cards carries only the rest (added); one equal to
// them is Lantern's (std). An owner's cards that cannot validate without
// Lantern's are carried whole.
func ownerPart(d *hope.Deck) (own hope.Deck, added, std bool) {
	lantern := standard()
	if d == nil || d == lantern {
		return own, false, true
	}
	s, a, ok1 := tail(d.Scenes, lantern.Scenes)
	as, b, ok2 := tail(d.Assets, lantern.Assets)
	t, c, ok3 := tail(d.Traits, lantern.Traits)
	p, e, ok4 := tail(d.Personalities, lantern.Personalities)
	r, f, ok5 := tail(d.Relationships, lantern.Relationships)
	if !(ok1 && ok2 && ok3 && ok4 && ok5) {
		return *d, false, false
	}
	if a+b+c+e+f == 0 {
		return own, false, true
	}
	own = hope.Deck{Scenes: s, Assets: as, Traits: t, Personalities: p, Relationships: r}
	if hope.Validate(own) != nil {
		return *d, false, false
	}
	return own, true, false
}

// tail is what follows head in all, if all starts with head.
func tail[T any](all, head []T) (rest []T, n int, ok bool) {
	if len(all) < len(head) {
		return nil, 0, false
	}
	for i := range head {
		if !reflect.DeepEqual(all[i], head[i]) {
			return nil, 0, false
		}
	}
	if n = len(all) - len(head); n > 0 {
		rest = all[len(head):]
	}
	return rest, n, true
}

// packDeckSource writes the deck source and, for an owner's deck, the deck.
func packDeckSource(d *hope.Deck, p *record.Packer) error {
	packed, added, err := packDeck(d)
	if err != nil {
		return err
	}
	if packed == nil {
		p.Int(deckStandard)
		return nil
	}
	p.Int(deckOwner)
	p.Bool(added)
	p.String(string(packed))
	return nil
}

// unpackDeckSource reads what packDeckSource wrote. The deck is untrusted
// (files and links can be edited): it is inflated within the cap on deck
// files and read by OwnerDeck, like a file on the import screen.
func unpackDeckSource(u *record.Unpacker) *hope.Deck {
	if u.Int(deckOwner) != deckOwner {
		return nil
	}
	added := u.Bool()
	packed := u.String(MaxPackedDeck)
	if u.Err() != nil {
		return nil
	}
	js, err := record.Inflate([]byte(packed), maxDeckJSON)
	if err != nil {
		u.Fail(fmt.Errorf("%w: the deck this game carries is damaged or too large", record.ErrCorrupt))
		return nil
	}
	d, err := OwnerDeck(js, added)
	if err != nil {
		u.Fail(fmt.Errorf("%w: the deck this game carries: %w", rules.ErrBadConfig, err))
		return nil
	}
	return d
}
