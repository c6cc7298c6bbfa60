package hope

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"lantern/rules"
)

// MaxDeckBytes caps an owner deck file: ten times Lantern's own decks, and
// small enough that a hostile file cannot make a tablet struggle.
const MaxDeckBytes = 1 << 20

// ParseDeck reads an owner deck written as JSON in the shape of Deck (see
// docs/cards.md). It is strict: the size is capped, unknown fields and
// trailing data are refused, and the deck must pass Validate. Every error
// wraps rules.ErrBadCard.
func ParseDeck(data []byte) (Deck, error) {
	if len(data) > MaxDeckBytes {
		return Deck{}, rules.Refuse(rules.ErrBadCard, "deck file is %d bytes; at most %d", len(data), MaxDeckBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var d Deck
	if err := dec.Decode(&d); err != nil {
		return Deck{}, rules.Refuse(rules.ErrBadCard, "deck is not readable JSON: %v", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Deck{}, rules.Refuse(rules.ErrBadCard, "deck file has more after the deck's closing brace")
	}
	if err := Validate(d); err != nil {
		return Deck{}, err
	}
	return d, nil
}
