package hope

// Lantern's own Martial Law expansion (cards/martial-law.json,
// embedded in decks.go): the road runs through a country under soldiers,
// militias and checkpoints. Failing, refusing or avoiding here brings the
// Hunted condition (HI-18) and a personal cost besides, so the expansion
// is the harder game, and only a few outcomes, traits and assets shake
// the Hunted off again.

// MartialLawDeck returns only the expansion's cards: 15 scenes that bring
// the Hunted condition, and the traits and assets that can remove it. Play
// it through Combined with CoreDeck. Each call builds fresh slices.
func MartialLawDeck() Deck { return builtIn("Martial Law", martialJSON) }
