package hope

// Deck is every card a game may use. The decks engineer owns this file; the
// engine engineer created only this struct so the engine can build on it
// (CoreDeck, MartialLawDeck and Validate belong here too).
type Deck struct {
	Scenes        []Scene        `json:"scenes" msgpack:"s"`
	Assets        []Asset        `json:"assets" msgpack:"a"`
	Traits        []Trait        `json:"traits" msgpack:"t"`
	Personalities []Personality  `json:"personalities" msgpack:"p"`
	Relationships []Relationship `json:"relationships" msgpack:"r"`
}
