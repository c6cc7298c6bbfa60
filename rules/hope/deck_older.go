package hope

import _ "embed"

// Lantern's own decks as earlier card balances left them (cards/v1/ and
// cards/v2/, never edited). Records written under an older rules version
// replay on the cards of that version, so that a game saved then still
// opens to the same game (G-02, docs/records.md); new games never use them.
// Version 1 is the decks before issue #13's balance, version 2 the first
// balance of issue #13, measured before the rules fixes of HI-36 to HI-41.

//go:embed packed/v1/core.json
var coreV1JSON []byte

//go:embed packed/v1/martial-law.json
var martialV1JSON []byte

//go:embed packed/v2/core.json
var coreV2JSON []byte

//go:embed packed/v2/martial-law.json
var martialV2JSON []byte

// StandardDeckV1 is the standard deck (core, then Martial Law) of rules
// version 1. Each call builds fresh slices.
func StandardDeckV1() *Deck {
	d := Combined(builtIn("core v1", coreV1JSON), builtIn("Martial Law v1", martialV1JSON))
	return &d
}

// StandardDeckV2 is the standard deck (core, then Martial Law) of rules
// version 2. Each call builds fresh slices.
func StandardDeckV2() *Deck {
	d := Combined(builtIn("core v2", coreV2JSON), builtIn("Martial Law v2", martialV2JSON))
	return &d
}
