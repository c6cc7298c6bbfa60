package hope

// Lantern's own core deck (cards/core.json, embedded in decks.go).
// Every word there is original; none of it imitates the published cards.
// Sizes follow the physical game (see CoreDeck). Refusing costs, by turns, a
// Hope die, Humanity or a condition step, since a refusal is paid once per
// other player's turn (a Humanity every time killed most characters by
// round 2, issue #13); failing costs conditions or Humanity, succeeding
// gives small relief. docs/hope.md has the simulator's figures.

// CoreDeck returns Lantern's own core deck, sized like the physical game:
// 40 scenes (8 per terrain), 10 assets, 20 traits, 10 personalities and 10
// relationships. Each call builds fresh slices, so callers may keep or change
// what they get without touching anyone else's copy.
func CoreDeck() Deck { return builtIn("core", coreJSON) }
