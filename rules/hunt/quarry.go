package hunt

import (
	"sort"

	"lantern/rules"
)

// Quarry is a monster to hunt: its board setup per level and its deck of
// monster hunt event cards.
type Quarry struct {
	ID     string  `json:"-" msgpack:"i"`
	Name   string  `json:"name" msgpack:"n"`
	Blurb  string  `json:"blurb,omitempty" msgpack:"b,omitempty"`
	Levels []Level `json:"levels" msgpack:"l"` // Levels[0] is level 1
	Deck   []Entry `json:"cards" msgpack:"d"`
}

// OwnQuarry is the quarry id of an owner's quarry carried in the config.
const OwnQuarry = "own"

// Level is a quarry's setup at one level: the monster's space and the
// cards dealt onto the board.
type Level struct {
	Monster int    `msgpack:"m"`
	Slots   []Slot `msgpack:"s"`
}

var quarries = map[string]Quarry{gloamMoth.ID: gloamMoth}

// Quarries lists the quarries Lantern knows, by name.
func Quarries() []Quarry {
	out := make([]Quarry, 0, len(quarries))
	for _, q := range quarries {
		out = append(out, q)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// QuarryByID returns a quarry; ok is false for an unknown id.
func QuarryByID(id string) (Quarry, bool) {
	q, ok := quarries[id]
	return q, ok
}

// Setup returns the configuration for hunting quarry at level with team,
// on the default board.
func Setup(team []Survivor, quarry string, level int) (Config, error) {
	q, ok := quarries[quarry]
	if !ok {
		return Config{}, rules.Refuse(rules.ErrBadConfig, "unknown quarry %q", quarry)
	}
	return setup(team, q, level)
}

// SetupOwn returns the configuration for hunting an owner's quarry
// (ParseQuarry) at level with team; the config carries the quarry.
func SetupOwn(team []Survivor, q Quarry, level int) (Config, error) {
	q.ID = OwnQuarry
	return setup(team, q, level)
}

func setup(team []Survivor, q Quarry, level int) (Config, error) {
	if level < 1 || level > len(q.Levels) {
		return Config{}, rules.Refuse(rules.ErrBadConfig, "%s has levels 1 to %d, not %d", q.Name, len(q.Levels), level)
	}
	l := q.Levels[level-1]
	cfg := Config{
		Team:       team,
		Quarry:     q.ID,
		Level:      level,
		Monster:    l.Monster,
		Darkness:   DefaultDarkness,
		Starvation: DefaultStarvation,
		Slots:      append([]Slot(nil), l.Slots...),
		Edition:    Edition,
	}
	if q.ID == OwnQuarry {
		cfg.Own = q
	}
	return cfg, cfg.validate()
}

func slots(spec string) []Slot {
	var out []Slot
	for i, c := range spec {
		switch c {
		case 'B':
			out = append(out, Slot{Space: i, Kind: Basic})
		case 'M':
			out = append(out, Slot{Space: i, Kind: Monster})
		}
	}
	return out
}

// The Gloam Moth is Lantern's own quarry: a moth the size of a cart that
// drinks lantern light. Setup strings read space by space from Start.
var gloamMoth = Quarry{
	ID:    "gloam-moth",
	Name:  "Gloam Moth",
	Blurb: "A moth as wide as a cart that drinks lantern light and leaves the dark behind it thicker.",
	Levels: []Level{
		{Monster: 9, Slots: slots(".BMB.M.BM")},
		{Monster: 10, Slots: slots(".BMBMB.MBM")},
		{Monster: 11, Slots: slots(".MBMBM.MBMB")},
	},
	Deck: []Entry{
		{Title: "Falling Scales", Text: "Grey dust sifts down from somewhere above. It tastes of ash and candle wax.",
			Who: All, Check: 4,
			Pass: []Effect{{Kind: Resource, N: 1, Text: "gloam scale"}},
			Fail: []Effect{{Kind: Injury, Text: "scale-dust in the eyes"}}},
		{Title: "A False Light", Text: "A small warm glow bobs off the path, patient, beckoning.",
			Who: Random, Check: 6,
			Fail: []Effect{{Kind: MoveTeam, N: -1}, {Kind: Note, Text: "followed the false light"}}},
		{Title: "Wingbeat", Text: "A gust from nowhere. Far ahead, something vast lifts and settles again.",
			Pass: []Effect{{Kind: MoveMonster, N: 1}}},
		{Title: "Empty Cocoon", Text: "A split husk hangs from a dead stone, big enough to sleep in.",
			Pass: []Effect{{Kind: Resource, N: 1, Text: "cocoon silk"}, {Kind: RollTable, N: 1}}},
		{Title: "Drinking the Light", Text: "Every lantern dims at once, as if breathed in.",
			Who: All, Check: 5,
			Fail: []Effect{{Kind: GainCourage, N: -1}}},
		{Title: "Close Wings", Text: "The air is thick with powder. It is nearer than you thought.",
			Pass: []Effect{{Kind: MoveMonster, N: -1}}},
		{Title: "Shed Dust", Text: "One of you is coated head to foot in pale dust that will not brush off.",
			Who:  Random,
			Pass: []Effect{{Kind: Note, Text: "marked with gloam dust"}, {Kind: GainUnderstanding, N: 1}}},
		{Title: "Gnawed Trail", Text: "The ground is chewed into soft hollows. Anything could be sleeping in them.",
			Pass: []Effect{{Kind: RollTable, N: 1}}},
	},
}

// The basic hunt event card sends the revealer to the table.
var basicCard = Entry{
	Title: "Hunt Event",
	Text:  "The way ahead is unknown. The revealer rolls on the hunt event table.",
	Pass:  []Effect{{Kind: RollTable, N: 1}},
}

// Story events, written for Lantern.
var (
	darknessStory = Entry{
		Title: "Overwhelming Darkness",
		Text:  "The lantern flames shrink to sparks. Beyond arm's reach nothing is real, and the ground forgets your feet.",
		Who:   All, Check: 4,
		Pass: []Effect{{Kind: GainUnderstanding, N: 1}},
		Fail: []Effect{{Kind: GainCourage, N: -1}, {Kind: Note, Text: "afraid of the dark"}},
	}
	starvationStory = Entry{
		Title: "Starvation",
		Text:  "The last of the food went days ago. Hunger makes you loud and slow, and the quarry comes to you.",
		Who:   All,
		Pass:  []Effect{{Kind: GainCourage, N: -1}, {Kind: Note, Text: "starving"}},
	}
	mineralCard = Entry{
		Title: "Mineral Gathering",
		Text:  "Dark veins glint in a broken outcrop. Those with mining tools dig.",
		Who:   All, Need: Need{Gear: MiningTools}, Check: 3,
		Pass: []Effect{{Kind: Resource, N: 1, Text: "black ore"}},
		Fail: []Effect{{Kind: Injury, Text: "split knuckles"}},
	}
	herbCard = Entry{
		Title: "Herb Gathering",
		Text:  "Pale shoots push up through the stone dust. Those with herb tools cut carefully.",
		Who:   All, Need: Need{Gear: HerbTools}, Check: 3,
		Pass: []Effect{{Kind: Resource, N: 1, Text: "bitter root"}},
		Fail: []Effect{{Kind: Note, Text: "stung by nettle-moss"}},
	}
)
