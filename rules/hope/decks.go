package hope

// Deck is every card a game may use: Lantern's core deck, the Martial Law
// expansion, both combined, or a deck an owner typed in (see ParseDeck).
// Scene terrains sort the scenes into the table's mini-decks at setup.
type Deck struct {
	Scenes        []Scene        `json:"scenes" msgpack:"s"`
	Assets        []Asset        `json:"assets" msgpack:"a"`
	Traits        []Trait        `json:"traits" msgpack:"t"`
	Personalities []Personality  `json:"personalities" msgpack:"p"`
	Relationships []Relationship `json:"relationships" msgpack:"r"`
}

// Combined lays the expansion's cards after the core's, kind by kind, in new
// slices (the rulebook recommends shuffling both together; setup shuffles).
func Combined(core, expansion Deck) Deck {
	return Deck{
		Scenes:        joined(core.Scenes, expansion.Scenes),
		Assets:        joined(core.Assets, expansion.Assets),
		Traits:        joined(core.Traits, expansion.Traits),
		Personalities: joined(core.Personalities, expansion.Personalities),
		Relationships: joined(core.Relationships, expansion.Relationships),
	}
}

func joined[T any](a, b []T) []T {
	if len(a)+len(b) == 0 {
		return nil
	}
	out := make([]T, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// ConditionCard is the flavour line of one condition step. The conditions
// are fixed mechanics (HI-17, HI-18), not deck cards; these lines are what
// the table reads when someone takes one.
type ConditionCard struct {
	Track Track  `json:"track"`
	Step  int    `json:"step"` // 1: Hungry, Hurt, Hunted; 2: Starving, Crippled
	Name  string `json:"name"`
	Text  string `json:"text"`
}

// ConditionCards lists every condition step in track order.
var ConditionCards = []ConditionCard{
	{HungerTrack, 1, "Hungry", "Your belt is on its last hole and every thought circles back to food."},
	{HungerTrack, 2, "Starving", "Your body has started eating itself; the road tilts when you stand."},
	{HarmTrack, 1, "Hurt", "A wound you keep hidden under layers, throbbing with every step."},
	{HarmTrack, 2, "Crippled", "Something broke that will never set right; you will carry it to the end."},
	{HuntedTrack, 1, "Hunted", "Someone with guns and a list has your faces now, and they are closing in."},
}

// The helpers below keep the card files readable: one short call per effect.
// Their dk prefix keeps them out of the way of the engine's own names.

// dkFx is an effect on the one who receives it.
func dkFx(kind EffectKind, n int) Effect { return Effect{Kind: kind, N: n} }

// dkTo is an effect on someone else.
func dkTo(kind EffectKind, n int, who Target) Effect { return Effect{Kind: kind, N: n, Who: who} }

// dkOut is an outcome: one sentence and its effects.
func dkOut(text string, fx ...Effect) Outcome { return Outcome{Text: text, Effects: fx} }

// dkOpt is one answer to a choice scene.
func dkOpt(label, text string, fx ...Effect) Option {
	return Option{Label: label, Outcome: dkOut(text, fx...)}
}

// dkChoose lets the receiver pick one of the given effect lists.
func dkChoose(options ...[]Effect) Effect { return Effect{Kind: Choose, Options: options} }

// dkAsset gains a named asset (or a random one when id is "").
func dkAsset(id string) Effect { return Effect{Kind: GainAsset, Card: id} }

// dkIgnore sets a condition track's penalty aside for the scene.
func dkIgnore(track Track) Effect { return Effect{Kind: IgnoreCondition, Cond: track} }
