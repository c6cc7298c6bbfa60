package hope

import _ "embed"

// Lantern's own decks as they were before the balance of issue #13
// (cards/v1/, never edited). Records written under rules version 1 replay
// on these cards, so that a game saved then still opens to the same game
// (G-02, docs/records.md); new games never use them.

//go:embed cards/v1/core.json
var coreV1JSON []byte

//go:embed cards/v1/martial-law.json
var martialV1JSON []byte

// StandardDeckV1 is the standard deck (core, then Martial Law) of rules
// version 1. Each call builds fresh slices.
func StandardDeckV1() *Deck {
	d := Combined(builtIn("core v1", coreV1JSON), builtIn("Martial Law v1", martialV1JSON))
	return &d
}
