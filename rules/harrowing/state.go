package harrowing

import (
	"fmt"
	"slices"

	"lantern/rules"
	"lantern/rules/deck"
	"lantern/rules/rng"
)

// Limits the rules set.
const (
	MaxName     = 40 // characters in an effigy's name, as on the setup screen
	MaxEffigies = 5  // HA-05: the book gives no count; its damage dice stop at five
	MaxSin      = 6  // corruption in one sin
	MaxOmens    = 10 // omens held
	StartOmens  = 3
	DownOmens   = 3 // omens for invoking a face-down Fate card
)

// Config is one game: each effigy's base sins (1–4, in Sins order), the
// players' names (for the table; the rules never read them) and the
// circle it starts in ("" for the first circle).
//
// A campaign (RULINGS HA-03) is a chain of games: each next game is
// started with the Unknown cards the last one ended with (Unlocked) and
// its number in the chain (Game, 1 for the first).
type Config struct {
	Sins     [][7]int8 `msgpack:"s"`
	Names    []string  `msgpack:"n,omitempty"`
	Circle   string    `msgpack:"c,omitempty"`
	Unlocked []int     `msgpack:"u,omitempty"`
	Game     int       `msgpack:"g,omitempty"`
	// Obliterated cards have left the campaign for good.
	Obliterated []string `msgpack:"o,omitempty"`
	// Innate is each effigy's innate item ("" for none), from Innates.
	Innate []string `msgpack:"i,omitempty"`
	// Cards is an owner's catalogue as JSON (docs/harrowing-cards.md);
	// empty for Lantern's own. It travels with the game's record.
	Cards string `msgpack:"k,omitempty"`
	// Legacy marks a game recorded before rules revision 2 (its packed
	// config has no revision): it replays as it was played then (G-02).
	// New games never set it.
	Legacy bool `msgpack:"-"`
	// Rev is the rules revision of a record written under revision 2 or
	// later but before the current one (0 for the current): its game
	// replays as it was played then (G-02). New games never set it.
	Rev int `msgpack:"-"`
	// Teach deals the teaching opening: the first Fate holds a crisis, a
	// location and, face down, an adversary, so each rule comes up in turn.
	Teach bool `msgpack:"t,omitempty"`
	// Variant is the table's house rule; the zero Variant (every game
	// before house rules) leaves fingerprints as they were.
	Variant Variant `msgpack:"v,omitempty" fp:"omitempty"`
}

// MaxGames bounds a campaign's game number.
const MaxGames = 999

// checkInnate: at most one innate item per effigy, each an unlocked one,
// and no two effigies with the same.
func (c Config) checkInnate() error {
	if len(c.Innate) > len(c.Sins) {
		return rules.Refuse(rules.ErrBadConfig, "%d innate items for %d effigies", len(c.Innate), len(c.Sins))
	}
	free := Innates(c)
	for i, id := range c.Innate {
		if id == "" {
			continue
		}
		if !slices.ContainsFunc(free, func(it Item) bool { return it.ID == id }) || slices.Index(c.Innate, id) != i {
			return rules.Refuse(rules.ErrBadConfig, "effigy %d's innate item %q is not an unlocked one, or another effigy has it", i+1, id)
		}
	}
	return nil
}

// NextGame is the config of the campaign's next game after s: the same
// effigies, with every card s has manifested.
func NextGame(s State) Config {
	c := s.Config
	c.Sins, c.Names = slices.Clone(c.Sins), slices.Clone(c.Names)
	c.Unlocked = slices.Sorted(slices.Values(s.Manifested))
	c.Obliterated = slices.Sorted(slices.Values(append(slices.Clone(c.Obliterated), s.Obliterated...)))
	c.Game = min(MaxGames, max(1, c.Game)+1)
	c.Innate = nil // chosen anew for each game
	c.Legacy, c.Rev, c.Teach = false, 0, false
	return c
}

// revision is the rules revision a game of c is played under.
func (c Config) revision() int {
	switch {
	case c.Legacy:
		return 1
	case c.Rev != 0:
		return c.Rev
	}
	return Revision
}

// State is a game in progress. Card ids refer to Lantern's catalogue.
type State struct {
	Config   Config
	RNG      rng.Source
	Effigies []Effigy
	Hunted   int8 // the seat holding the hunted card
	Bane     int

	Deck    []string // the infernal deck, top first
	Discard []string
	Fate    []Fated
	Map     []Place
	Aside   []string // ritual cards set aside, and the boss until summoned
	Ritual  int      // ritual of the cards set aside
	Summons bool     // the boss has been put into the Fate

	Items       []string // the item deck, top first
	ItemDiscard []string
	Trove       []string

	Manifested  []int    // Unknown numbers brought in
	Obliterated []string // cards this game sent out of the campaign
	Queue       []Step   // effects still to resolve, first first
	Ask         *Ask     // the decision the game waits for, if any
	Result      Result

	// Rules revision 2 (never set in a Legacy game):
	Abandoned  []string   // cards and items out of play until the next game
	SetAside   []string   // manifested set-aside cards a card may bring into play
	Areas      []AreaPlay // the Areas opened, each with its own deck and Fate
	Eliminated []int8     // effigies out of the game (their location was removed)

	bk *Book // the config's catalogue, shared by every state of the game
}

// Effigy is one player's avatar.
type Effigy struct {
	Base    [7]int8
	Corrupt [7]int8
	Omens   int8
	At      Spot        // its location in the map
	Foes    []Foe       // adversaries it controls
	Columns [3][]string // item ids, heads first; "" is a gap
	Innate  string      // its innate item, outside the columns, or ""
}

// AreaPlay is an opened Area: its own infernal deck, discard and Fate.
type AreaPlay struct {
	Name    string
	Deck    []string
	Discard []string
	Fate    []Fated
}

// Foe is an adversary in an effigy's zone, with the damage it has taken.
type Foe struct {
	ID     string
	Damage int8
}

// Fated is a card in the Fate; Down cards are unknown until invoked.
type Fated struct {
	ID   string
	Down bool
}

// Place is a location in the map.
type Place struct {
	ID      string
	At      Spot
	Open    bool
	Charted bool
}

// Result is how the game stands.
type Result uint8

const (
	Playing Result = iota
	Won
	Lost
)

func (r Result) String() string {
	return [...]string{"playing", "won", "lost"}[r]
}

// New deals a game: the item deck and trove, the infernal deck and Fate,
// the origins, each effigy's sins and starting items, and the hunted card
// to the effigy with most sin (ties by the seeded die).
func New(cfg Config, seed uint64) (State, error) {
	bk, ci, err := cfg.validate()
	if err != nil {
		return State{}, err
	}
	s := State{Config: cfg, RNG: rng.New(seed), Bane: 1 + cfg.Variant.Bane, Manifested: slices.Clone(cfg.Unlocked), bk: bk}
	s.dealItems()
	s.dealInfernal(ci)
	for _, o := range ci.Origins {
		s.Map = append(s.Map, Place{ID: o.ID, At: Spot{X: o.Origin.X, Y: o.Origin.Y}, Open: o.Origin.Start})
	}
	start := startSpot(ci)
	for i, sins := range cfg.Sins {
		e := Effigy{Base: sins, Corrupt: sins, Omens: cfg.Variant.omens(), At: start}
		if i < len(cfg.Innate) {
			e.Innate = cfg.Innate[i]
		}
		for c, it := range s.Book().Starting {
			e.Columns[c] = []string{it.ID}
		}
		s.Effigies = append(s.Effigies, e)
	}
	s.Aside = []string{ci.Boss.ID}
	if !cfg.Legacy {
		for _, u := range s.unlocked("setAside") {
			s.SetAside = append(s.SetAside, u.Card.ID)
		}
	}
	s.Hunted = s.mostSinful()
	return s, nil
}

func (c Config) validate() (*Book, Circle, error) {
	bk, err := c.book()
	if err != nil {
		return nil, Circle{}, err
	}
	if n := len(c.Sins); n < 1 || n > MaxEffigies {
		return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "a game has 1 to %d effigies, not %d", MaxEffigies, n)
	}
	if len(c.Names) > 0 && len(c.Names) != len(c.Sins) {
		return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "%d names for %d effigies", len(c.Names), len(c.Sins))
	}
	for i, n := range c.Names {
		if err := rules.CheckName(fmt.Sprintf("effigy %d's name", i+1), n, MaxName); err != nil {
			return nil, Circle{}, err
		}
	}
	for i, sins := range c.Sins {
		for j, v := range sins {
			if v < 1 || v > 4 {
				return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "effigy %d's %s is %d; sins are 1 to 4", i+1, Sins[j], v)
			}
		}
	}
	if c.Game < 0 || c.Game > MaxGames {
		return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "game %d of a campaign; at most %d", c.Game, MaxGames)
	}
	if err := c.checkVariant(); err != nil {
		return nil, Circle{}, err
	}
	for i, n := range c.Unlocked {
		if !slices.ContainsFunc(bk.Unknown, func(u Unknown) bool { return u.Number == n }) || (i > 0 && n <= c.Unlocked[i-1]) {
			return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "unlocked cards %v: each must be a card number of the catalogue, once, in order", c.Unlocked)
		}
	}
	for i, id := range c.Obliterated {
		k, card := bk.cards[id]
		_, item := bk.items[id]
		if (!card && !item) || k.has(Essential) || (i > 0 && id <= c.Obliterated[i-1]) {
			return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "obliterated cards %v: each must be a card or item of the catalogue that is not essential, once, in order", c.Obliterated)
		}
	}
	if err := c.checkInnate(); err != nil {
		return nil, Circle{}, err
	}
	if err := c.fits(); err != nil {
		return nil, Circle{}, err
	}
	for _, ci := range c.circles(bk) {
		if c.Circle == "" || ci.ID == c.Circle {
			return bk, ci, nil
		}
	}
	return nil, Circle{}, rules.Refuse(rules.ErrBadConfig, "circle %q is not in the catalogue, or not unlocked yet", c.Circle)
}

// circles are the circles of bk a game of c may start in: those open
// from the start, and those the campaign has unlocked (Ever Deeper).
func (c Config) circles(bk *Book) []Circle {
	var out []Circle
	for _, ci := range bk.Circles {
		if ci.UnlockedBy == 0 || slices.Contains(c.Unlocked, ci.UnlockedBy) {
			out = append(out, ci)
		}
	}
	return out
}

// Circles lists the circles a game of cfg may start in.
func Circles(cfg Config) []Circle {
	bk, err := cfg.book()
	if err != nil {
		return nil
	}
	return cfg.circles(bk)
}

func startSpot(ci Circle) Spot {
	for _, o := range ci.Origins {
		if o.Origin.Start {
			return Spot{X: o.Origin.X, Y: o.Origin.Y}
		}
	}
	return Spot{}
}

func (s *State) dealItems() {
	here := s.circle()
	for _, it := range s.Book().Items {
		if it.Circle == "" || it.Circle == here { // a circle's own items only in its games
			s.Items = append(s.Items, it.ID)
		}
	}
	for _, u := range s.unlocked("items") {
		s.Items = append(s.Items, u.Item.ID)
	}
	s.Items = slices.DeleteFunc(s.Items, func(id string) bool { return slices.Contains(s.Config.Obliterated, id) })
	s.Items = deck.Shuffled(&s.RNG, s.Items)
	for range 3 {
		s.drawTrove()
	}
}

func (s *State) dealInfernal(ci Circle) {
	for _, k := range ci.Infernal {
		s.Deck = append(s.Deck, k.ID)
	}
	for _, u := range s.unlocked("infernal") {
		if s.Config.Legacy || s.joins(u, ci.ID) {
			s.Deck = append(s.Deck, u.Card.ID)
		}
	}
	s.Deck = slices.DeleteFunc(s.Deck, func(id string) bool { return slices.Contains(s.Config.Obliterated, id) })
	s.Deck = deck.Shuffled(&s.RNG, s.Deck)
	if s.Config.Teach {
		s.Deck = teachingOrder(s.Deck, s.Book())
	}
	s.refillFate()
}

// unlocked lists the campaign's unlocked cards bound for a deck; the rest
// (innate, area, set-aside) wait for rules Lantern does not play yet.
func (s State) unlocked(to string) []Unknown {
	var out []Unknown
	for _, u := range s.Book().Unknown {
		if u.To == to && slices.Contains(s.Config.Unlocked, u.Number) {
			out = append(out, u)
		}
	}
	return out
}

// joins: Unknown infernal card u belongs in circle's deck: a story card
// in every circle's, any other in its own circle's only (Ever Deeper).
func (s *State) joins(u Unknown, circle string) bool {
	if u.Card.has(Story) {
		return true
	}
	own := u.Circle
	if own == "" {
		own = s.Book().Circles[0].ID
	}
	return own == circle
}

// circle is the id of the circle this game is played in.
func (s *State) circle() string {
	if s.Config.Circle != "" {
		return s.Config.Circle
	}
	return s.Config.circles(s.Book())[0].ID
}

// mostSinful is the seat with the highest total base sin; a tie is broken
// by the seeded die (the book's "decide randomly").
func (s *State) mostSinful() int8 {
	best, tied := 0, []int8{}
	for i, e := range s.Effigies {
		t := 0
		for _, v := range e.Base {
			t += int(v)
		}
		switch {
		case t > best:
			best, tied = t, []int8{int8(i)}
		case t == best:
			tied = append(tied, int8(i))
		}
	}
	return tied[s.RNG.Intn(len(tied))]
}

// Outcome reports whether the game is won, lost or still going.
func Outcome(s State) Result { return s.Result }
