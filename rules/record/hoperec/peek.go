package hoperec

import (
	"errors"
	"fmt"

	"lantern/rules/hope"
	"lantern/rules/record"
)

// Hand is one seat's private view as a phone shows it (a peek of kind
// ID): everything that seat may see of itself, and nothing of another
// seat's secrets. Cards of Lantern's own decks travel as their ids, so
// the code stays small; an owner's card, or one whose words changed since,
// travels with its title and text, since the phone may not have that deck.
type Hand struct {
	Player    string // the seat's player
	Character string // the character's name from the table's sheet, if any
	Round     int    // when the view was taken: round …
	Turn      string // … and whose turn
	Alive     bool

	Humanity, Hunger, Harm int

	Personality Card // no ID once none is held
	Rels        []HandRel
	Traits      []Card // secret, unplayed
	Assets      []HandAsset
}

// Card is a card's id and words.
type Card struct{ ID, Title, Text string }

// HandRel is a relationship and whom it binds the seat to.
type HandRel struct {
	With   string
	Broken bool
	Card   Card
}

// HandAsset is an asset the seat owns or holds on loan, with its uses
// left. Lent names the other side of a loan: to whom, or from whom.
type HandAsset struct {
	Card  Card
	Uses  int
	Lent  string
	Owned bool
}

// HandOf is seat's view of s. character is the character's name as the
// table knows it ("" for none).
func HandOf(s hope.State, seat int, character string) Hand {
	c := s.Seats[seat]
	h := Hand{Player: c.Name, Character: character, Round: int(s.Round), Turn: s.Seats[s.Turn].Name,
		Alive: c.Alive, Humanity: int(c.Humanity), Hunger: int(c.Hunger), Harm: int(c.Harm)}
	d := s.Cards
	if c.Personality >= 0 {
		p := d.Personalities[c.Personality]
		h.Personality = Card{p.ID, p.Title, p.Text}
	}
	n := int(s.N)
	for _, r := range []int{seat, (seat - 1 + n) % n} {
		rel := s.Rels[r]
		if rel.Card < 0 {
			continue
		}
		other := (r + 1) % n
		if r != seat {
			other = r
		}
		card := d.Relationships[rel.Card]
		h.Rels = append(h.Rels, HandRel{With: s.Seats[other].Name, Broken: rel.Broken, Card: Card{card.ID, card.Title, card.Text}})
	}
	for _, t := range c.Traits {
		tr := d.Traits[t]
		h.Traits = append(h.Traits, Card{tr.ID, tr.Title, tr.Text})
	}
	for _, a := range s.Assets {
		if int(a.Owner) != seat && int(a.Holder) != seat {
			continue
		}
		card := d.Assets[a.Card]
		ha := HandAsset{Card: Card{card.ID, card.Title, card.Text}, Uses: int(a.Uses), Owned: int(a.Owner) == seat}
		switch {
		case a.Holder != a.Owner && ha.Owned:
			ha.Lent = s.Seats[a.Holder].Name
		case !ha.Owned:
			ha.Lent = s.Seats[a.Owner].Name
		}
		h.Assets = append(h.Assets, ha)
	}
	return h
}

// HandPrint is a fingerprint of what the hand holds, leaving out when it
// was taken: the tablet compares it with the one of the code it showed to
// tell when a phone is out of date.
func HandPrint(h Hand) string {
	h.Round, h.Turn = 0, ""
	return record.Fingerprint(h)
}

// handVersion is the version of a hope peek's body, inside the envelope's.
const handVersion = 1

// Limits on a hand read from a code.
const (
	maxHandCards = 16
	maxCardWords = 2000
	maxCount     = 10
)

// card kinds, for finding an id among Lantern's own cards
const (
	personalityCard = iota
	relationshipCard
	traitCard
	assetCard
)

// EncodeHand returns h as a peek payload for record.PeekPrefix.
func EncodeHand(h Hand) (string, error) {
	var p record.Packer
	p.Int(handVersion)
	p.String(h.Player)
	p.String(h.Character)
	p.Int(h.Round)
	p.String(h.Turn)
	p.Bool(h.Alive)
	p.Int(h.Humanity)
	p.Int(h.Hunger)
	p.Int(h.Harm)
	p.Bool(h.Personality.ID != "")
	if h.Personality.ID != "" {
		packCard(&p, personalityCard, h.Personality)
	}
	p.Int(len(h.Rels))
	for _, r := range h.Rels {
		p.String(r.With)
		p.Bool(r.Broken)
		packCard(&p, relationshipCard, r.Card)
	}
	p.Int(len(h.Traits))
	for _, t := range h.Traits {
		packCard(&p, traitCard, t)
	}
	p.Int(len(h.Assets))
	for _, a := range h.Assets {
		packCard(&p, assetCard, a.Card)
		p.Int(a.Uses)
		p.String(a.Lent)
		p.Bool(a.Owned)
	}
	return record.EncodePeek(record.Peek{Kind: ID, Body: p.Bytes()})
}

// errUpdate ends the refusals that a newer Lantern would not make.
var errUpdate = errors.New("update Lantern on this phone")

// DecodeHand reads the body of a peek of kind ID. Errors wrap
// record.ErrCorrupt, in words for the player holding the phone.
func DecodeHand(body []byte) (Hand, error) {
	h, err := decodeHand(body)
	if err != nil && !errors.Is(err, errUpdate) {
		return Hand{}, fmt.Errorf("%w: the code is damaged or cut short", record.ErrCorrupt)
	}
	return h, err
}

func decodeHand(body []byte) (Hand, error) {
	u := record.NewUnpacker(body)
	if v := u.Uint(1 << 20); u.Err() == nil && v != handVersion {
		return Hand{}, fmt.Errorf("%w: the code was made by a newer Lantern (hand version %d): %w", record.ErrCorrupt, v, errUpdate)
	}
	var h Hand
	h.Player = u.String(record.MaxNameBytes)
	h.Character = u.String(record.MaxNameBytes)
	h.Round = u.Int(hope.Rounds)
	h.Turn = u.String(record.MaxNameBytes)
	h.Alive = u.Bool()
	h.Humanity = u.Int(maxCount)
	h.Hunger = u.Int(2)
	h.Harm = u.Int(2)
	if u.Bool() {
		h.Personality = unpackCard(u, personalityCard)
	}
	for range u.Int(maxHandCards) {
		r := HandRel{With: u.String(record.MaxNameBytes), Broken: u.Bool()}
		r.Card = unpackCard(u, relationshipCard)
		h.Rels = append(h.Rels, r)
	}
	for range u.Int(maxHandCards) {
		h.Traits = append(h.Traits, unpackCard(u, traitCard))
	}
	for range u.Int(maxHandCards) {
		a := HandAsset{Card: unpackCard(u, assetCard)}
		a.Uses, a.Lent, a.Owned = u.Int(maxCount), u.String(record.MaxNameBytes), u.Bool()
		h.Assets = append(h.Assets, a)
	}
	if err := u.Done(); err != nil {
		return Hand{}, err
	}
	return h, nil
}

// packCard writes a card of Lantern's own decks as its id alone, any
// other with its words.
func packCard(p *record.Packer, kind int, c Card) {
	p.String(c.ID)
	own, ok := standardCard(kind, c.ID)
	words := !ok || own != c
	p.Bool(words)
	if words {
		p.String(c.Title)
		p.String(c.Text)
	}
}

func unpackCard(u *record.Unpacker, kind int) Card {
	c := Card{ID: u.String(maxIDBytes)}
	if u.Bool() {
		c.Title, c.Text = u.String(maxCardWords), u.String(maxCardWords)
		return c
	}
	if u.Err() != nil {
		return Card{}
	}
	own, ok := standardCard(kind, c.ID)
	if !ok {
		u.Fail(fmt.Errorf("%w: the code names a card this Lantern does not know (%q): %w", record.ErrCorrupt, c.ID, errUpdate))
	}
	return own
}

// standardCard finds id among Lantern's own cards of a kind.
func standardCard(kind int, id string) (Card, bool) {
	d := standard()
	switch kind {
	case personalityCard:
		return find(d.Personalities, id, func(c hope.Personality) Card { return Card{c.ID, c.Title, c.Text} })
	case relationshipCard:
		return find(d.Relationships, id, func(c hope.Relationship) Card { return Card{c.ID, c.Title, c.Text} })
	case traitCard:
		return find(d.Traits, id, func(c hope.Trait) Card { return Card{c.ID, c.Title, c.Text} })
	default:
		return find(d.Assets, id, func(c hope.Asset) Card { return Card{c.ID, c.Title, c.Text} })
	}
}

func find[T any](cards []T, id string, card func(T) Card) (Card, bool) {
	for _, c := range cards {
		if k := card(c); k.ID == id {
			return k, true
		}
	}
	return Card{}, false
}
