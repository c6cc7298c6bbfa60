package harrowing

// The catalogue is every card a campaign can meet, written as data (JSON in
// cards/, see docs/harrowing-cards.md) so Lantern's own cards and cards an
// owner types in are read by the same code.

// Catalogue is a whole set of cards: circles, items, the Unknown and the
// Lifewater table.
type Catalogue struct {
	Circles   []Circle  `json:"circles"`
	Hunted    Card      `json:"hunted"`
	Items     []Item    `json:"items"`
	Starting  []Item    `json:"starting"`
	Unknown   []Unknown `json:"unknown,omitempty"`
	Areas     []Area    `json:"areas,omitempty"`
	Lifewater Lifewater `json:"lifewater,omitzero"`
}

// Circle is one circle of the underworld: its infernal deck, its origin
// locations and its boss.
type Circle struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Blurb      string `json:"blurb,omitempty"`
	UnlockedBy int    `json:"unlockedBy,omitempty"` // 0: open from the start; else the Unknown number that opens it
	Infernal   []Card `json:"infernal"`
	Origins    []Card `json:"origins"`
	Boss       Card   `json:"boss"`
}

// Kind is what an infernal card becomes when resolved.
type Kind string

const (
	Crisis    Kind = "crisis"
	Location  Kind = "location"
	Adversary Kind = "adversary"
)

// Keyword is a rule a card carries by name.
type Keyword string

const (
	Ambush    Keyword = "ambush"    // the hunted effigy must invoke it before anything else
	Hunter    Keyword = "hunter"    // it goes to, and stays with, the hunted effigy
	Boss      Keyword = "boss"      // defeating it wins
	Essential Keyword = "essential" // no effect may obliterate it
	Story     Keyword = "story"     // shuffled into every standard infernal deck once manifested
	Origin    Keyword = "origin"    // starts the game in the map
)

// Card is an infernal card (crisis, location or adversary) or a set-aside
// one (origin, boss, the hunted card).
type Card struct {
	ID       string      `json:"id"`
	Name     string      `json:"name"`
	Kind     Kind        `json:"kind"`
	Text     string      `json:"text,omitempty"`
	Omens    int         `json:"omens,omitempty"`
	Health   int         `json:"health,omitempty"`
	Ritual   int         `json:"ritual,omitempty"`
	Keywords []Keyword   `json:"keywords,omitempty"`
	Walls    string      `json:"walls,omitempty"` // sides with a wall, a subset of "NESW"
	Origin   *OriginSpot `json:"origin,omitempty"`
	Area     string      `json:"area,omitempty"` // a location that opens that Area's deck

	Invoke   []Effect `json:"invoke,omitempty"`   // on resolving (a crisis's whole text)
	Threat   []Effect `json:"threat,omitempty"`   // for each 8 its controller rolls
	Defeated []Effect `json:"defeated,omitempty"` // for whoever deals the last damage
	Misstep  []Effect `json:"misstep,omitempty"`  // for each 8 rolled exploring from it
	Charted  []Effect `json:"charted,omitempty"`  // once its four neighbours are all locations
	Actions  []Action `json:"actions,omitempty"`  // printed actions its controller (or visitors) may take

	// Mechanics (rules revision 3, boss.go), meant for bosses, allowed on
	// any adversary.
	Ward       *Cond    `json:"ward,omitempty"`       // it takes no damage while this holds
	HurtBy     []Sin    `json:"hurtBy,omitempty"`     // only damage from tests of these sins hurts it
	Phases     []Phase  `json:"phases,omitempty"`     // effects as its damage reaches each mark
	Regenerate *Regen   `json:"regenerate,omitempty"` // it heals at each new Fate, unless
	EachFate   []Effect `json:"eachFate,omitempty"`   // its controller resolves these at each new Fate
	BaneHealth int      `json:"baneHealth,omitempty"` // its health grows by Bane divided by this
	PerEffigy  int      `json:"perEffigy,omitempty"`  // its health grows (shrinks) by this for each effigy over (under) three
}

// Cond is a condition of the table: it holds while any part it sets holds.
type Cond struct {
	Foes     bool   `json:"foes,omitempty"`     // an effigy controls another adversary
	Location string `json:"location,omitempty"` // this location is in the map
	Hunted   bool   `json:"hunted,omitempty"`   // its controller holds the hunted card
}

// Phase is what happens when an adversary's damage first reaches At.
type Phase struct {
	At      int      `json:"at"`
	Effects []Effect `json:"effects"`
}

// Regen heals an adversary N damage at each new standard Fate, unless
// Unless holds then.
type Regen struct {
	N      int   `json:"n"`
	Unless *Cond `json:"unless,omitempty"`
}

// OriginSpot places an origin location; Start marks the one effigies begin on.
type OriginSpot struct {
	X     int  `json:"x"`
	Y     int  `json:"y"`
	Start bool `json:"start,omitempty"`
}

// Spot is a square of the map grid; y grows southward.
type Spot struct {
	X, Y int
}

// Action is a printed action: pay Cost omens, test a sin, resolve.
type Action struct {
	Name string `json:"name"`
	Cost int    `json:"cost"`
	Test
}

// Test is a test of a sin: effects for each 8 and each 9, then the rest.
type Test struct {
	Sin   Sin      `json:"sin"`
	Each8 []Effect `json:"each8,omitempty"`
	Each9 []Effect `json:"each9,omitempty"`
	Then  []Effect `json:"then,omitempty"`
}

// Item is an item card. Its top half's effects are a fragment that works
// joined under another item's bottom half, whose trigger it completes.
type Item struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Tier   int    `json:"tier"`
	Text   string `json:"text,omitempty"`
	Innate bool   `json:"innate,omitempty"`
	// Circle deals the item only in that circle's games (a circle file's
	// items get their circle as they are merged); empty: in every game.
	Circle string `json:"circle,omitempty"`
	Top    Half   `json:"top"`
	Bottom Half   `json:"bottom"`
}

// Half is one half of an item: two colour boxes and a fragment (effects on
// a top half, a trigger on a bottom half) or a whole ability.
type Half struct {
	Colors  []Color  `json:"colors"`
	Effects []Effect `json:"effects,omitempty"`
	Trigger *Trigger `json:"trigger,omitempty"`
	Whole   *Ability `json:"whole,omitempty"`
}

// Color is an item box's colour. The UI always names it.
type Color string

// Colors lists the box colours in the order the UI shows them.
var Colors = []Color{"red", "blue", "green", "gold", "violet"}

// Ability is a trigger with what it does.
type Ability struct {
	Trigger Trigger  `json:"trigger"`
	Effects []Effect `json:"effects"`
}

// On names a moment an item's ability waits for.
type On string

const (
	OnAction On = "action" // after you take the action Action (any when empty)
	OnInvoke On = "invoke" // after you invoke a card of kind Kind (any when empty)
	OnDefeat On = "defeat" // after you defeat an adversary
	OnTest   On = "test"   // while your test of Sin is counted: addGrace, cancelFault
)

// Trigger is when an ability fires.
type Trigger struct {
	On     On     `json:"on"`
	Action string `json:"action,omitempty"`
	Kind   Kind   `json:"kind,omitempty"`
	Sin    Sin    `json:"sin,omitempty"`
}

// Unknown is a card outside the game until its number is manifested.
type Unknown struct {
	Number int    `json:"number"`
	To     string `json:"to"` // infernal, items, innate, area or setAside
	Area   string `json:"area,omitempty"`
	// Circle is the circle whose deck an infernal card joins (the first
	// circle when empty); story cards join every circle's deck.
	Circle string `json:"circle,omitempty"`
	Card   *Card  `json:"card,omitempty"`
	Item   *Item  `json:"item,omitempty"`
}

// Area is a place with its own infernal deck (the Unknown cards sent to it).
type Area struct {
	Name  string `json:"name"`
	Blurb string `json:"blurb,omitempty"`
}

// Lifewater is the table rolled on with the red doom die and two d6: the
// die's face picks the column (HA-12), the d6 total (2–12) the line.
type Lifewater struct {
	Fault []Line `json:"fault"`
	Bane  []Line `json:"bane"`
	Grace []Line `json:"grace"`
}

// Line is one result of the Lifewater table.
type Line struct {
	Text    string   `json:"text"`
	Effects []Effect `json:"effects,omitempty"`
}
