package hope

import (
	"cmp"
	"fmt"
	"slices"
	"sync"

	"lantern/rules"
	"lantern/rules/deck"
	"lantern/rules/rng"
)

// Config is everything a game starts from besides the seed.
type Config struct {
	Seats     []SeatConfig `json:"seats"`
	Expansion bool         `json:"expansion,omitempty"` // Martial Law
	// Deck holds the cards to play with; records rebuild it from its
	// source (Lantern's decks or an owner's file). Nil means Lantern's core
	// and Martial Law decks (expansion cards only when Expansion is on).
	Deck *Deck `json:"-"`
	// Stack puts named cards on top of their decks, in order (replay
	// scripts and tests). Dice are faces used before the RNG rolls any.
	Stack Stack `json:"stack,omitempty"`
	Dice  []int `json:"dice,omitempty"`
	// Edition is the rules edition to play under; 0 means EditionLatest.
	// A record keeps its game's edition, so a save replays under the rules
	// it was played with (G-02).
	Edition int `json:"edition,omitempty"`
	// Variant is a house rule the table chose (HI-42 to HI-44); the zero
	// Variant is the rulebook's game.
	Variant Variant `json:"variant,omitzero"`
}

// Variant holds the house rules a table may play (the lab compares them
// with the standard game). Each zero field is the rulebook's rule.
type Variant struct {
	// Hope is added to the starting Hope pool, one die a seat (HI-42):
	// -2 to +3, the pool kept within 0 and MaxHope.
	Hope int `json:"hope,omitempty"`
	// Humanity is each first character's starting Humanity, 1 to
	// MaxHumanity (HI-43); 0 starts them at MaxHumanity.
	Humanity int `json:"humanity,omitempty"`
}

// Limits of a Variant's fields.
const (
	MinHopeBonus = -2
	MaxHopeBonus = 3
)

// Rules editions. Each rule fix that would replay old moves differently
// starts a new edition; older editions keep their behaviour.
const (
	EditionFirst  = 1 // Lantern's first Hope rules
	EditionHolder = 2 // HI-36 to HI-41: cards touch their holder, removal after the round begins
	EditionLatest = EditionHolder
)

// SeatConfig names a seat; Bot is for the UI and the simulator.
type SeatConfig struct {
	Name string `json:"name"` // 1 to MaxSeatName characters, clean (rules.CleanName)
	Bot  bool   `json:"bot,omitempty"`
}

// Stack lists card IDs to put on top of each deck, first drawn first.
// Scenes go on top of their own terrain deck.
type Stack struct {
	Scenes        []string `json:"scenes,omitempty"`
	Traits        []string `json:"traits,omitempty"`
	Assets        []string `json:"assets,omitempty"`
	Personalities []string `json:"personalities,omitempty"`
	Relationships []string `json:"relationships,omitempty"`
}

// New sets up a game (rulebook setup, HI-01, HI-02, HI-04): decks shuffled
// in the order scenes by terrain, traits, assets, personalities,
// relationships; then each seat draws a personality and three traits; then
// one relationship per seat, between it and its left neighbour; then the
// first player is drawn. The order is part of the replay format.
func New(cfg Config, seed uint64) (State, error) {
	if err := checkConfig(cfg); err != nil {
		return State{}, err
	}
	if cfg.Deck == nil {
		cfg.Deck = standard()
	}
	s := State{Cards: cfg.Deck, N: int8(len(cfg.Seats)), Expansion: cfg.Expansion, Round: 1, RNG: rng.New(seed),
		Edition: int8(cmp.Or(cfg.Edition, EditionLatest))}
	if err := s.shuffleDecks(cfg); err != nil {
		return State{}, err
	}
	for i, sc := range cfg.Seats {
		c := Seat{Name: sc.Name, Bot: sc.Bot, Alive: true, Humanity: int8(cmp.Or(cfg.Variant.Humanity, MaxHumanity))}
		c.Personality, s.PersonDeck = drawOne(s.PersonDeck)
		c.Traits, s.TraitDeck = drawN(s.TraitDeck, 3)
		s.Seats[i] = c
	}
	for i := range int(s.N) {
		s.Rels[i].Card, s.RelDeck = drawOne(s.RelDeck)
	}
	s.Hope = min(MaxHope, max(0, s.N+int8(cfg.Variant.Hope)))
	s.Turn = int8(s.RNG.Intn(int(s.N)))
	s.Owed = (bit(int(s.N)) - 1) &^ bit(int(s.Turn))
	for _, f := range cfg.Dice {
		s.Fixed = append(s.Fixed, int8(f))
	}
	s.Scene = freshScene()
	e := eng{s: &s, ev: new(events)}
	e.settle()
	return s, nil
}

// MaxSeatName caps a seat's name in characters, as the setup screen does.
const MaxSeatName = 24

func checkConfig(cfg Config) error {
	if n := len(cfg.Seats); n < MinSeats || n > MaxSeats {
		return rules.Refuse(rules.ErrBadConfig, "Hope Inhumanity needs %d to %d seats, not %d", MinSeats, MaxSeats, n)
	}
	for i, sc := range cfg.Seats {
		if err := rules.CheckName(fmt.Sprintf("seat %d's name", i+1), sc.Name, MaxSeatName); err != nil {
			return err
		}
	}
	if v := cfg.Variant; v.Hope < MinHopeBonus || v.Hope > MaxHopeBonus || v.Humanity < 0 || v.Humanity > MaxHumanity {
		return rules.Refuse(rules.ErrBadConfig, "house rule out of range: Hope %+d, Humanity %d", v.Hope, v.Humanity)
	}
	for _, f := range cfg.Dice {
		if f < 1 || f > 6 {
			return rules.Refuse(rules.ErrBadConfig, "a fixed die face must be 1 to 6, not %d", f)
		}
	}
	return nil
}

// standard is Lantern's own cards, built once when first needed (reading
// the decks' JSON costs milliseconds of the app's start otherwise) and
// never changed.
var standard = sync.OnceValue(StandardDeck)

// StandardDeck is Lantern's core deck with the Martial Law cards after it.
func StandardDeck() *Deck {
	d := Combined(CoreDeck(), MartialLawDeck())
	return &d
}

// drawOne takes the top card, NoCard from an empty pile. Like drawN it
// reslices what is left instead of copying it (reslicing never writes, see
// State) and, like deck.Draw, leaves an emptied pile nil: encodings tell
// nil from empty.
func drawOne(pile []int16) (int16, []int16) {
	if len(pile) == 0 {
		return NoCard, pile
	}
	return pile[0], orNil(pile[1:])
}

// drawN takes up to n cards from the top, as deck.DrawN does, copying
// only the cards drawn.
func drawN(pile []int16, n int) (cards, left []int16) {
	n = min(n, len(pile))
	return append([]int16(nil), pile[:n]...), orNil(pile[n:])
}

func orNil(pile []int16) []int16 {
	if len(pile) == 0 {
		return nil
	}
	return pile
}

// shuffleDecks builds every pile from the deck, skipping expansion cards
// unless the expansion is on, and stacks the named cards on top.
func (s *State) shuffleDecks(cfg Config) error {
	d, x := cfg.Deck, cfg.Expansion
	for t, ter := range Terrains {
		pile := indexes(len(d.Scenes), func(i int) bool { return d.Scenes[i].Terrain == ter && (x || !d.Scenes[i].Expansion) })
		s.Decks[t] = deck.Shuffled(&s.RNG, pile)
	}
	s.TraitDeck = deck.Shuffled(&s.RNG, indexes(len(d.Traits), func(i int) bool { return x || !d.Traits[i].Expansion }))
	s.AssetDeck = deck.Shuffled(&s.RNG, indexes(len(d.Assets), func(i int) bool { return x || !d.Assets[i].Expansion }))
	s.PersonDeck = deck.Shuffled(&s.RNG, indexes(len(d.Personalities), func(int) bool { return true }))
	s.RelDeck = deck.Shuffled(&s.RNG, indexes(len(d.Relationships), func(int) bool { return true }))
	return s.stack(cfg.Stack)
}

func indexes(n int, keep func(int) bool) []int16 {
	var out []int16
	for i := range n {
		if keep(i) {
			out = append(out, int16(i))
		}
	}
	return out
}

func (s *State) stack(st Stack) error {
	d := s.Cards
	for i := len(st.Scenes) - 1; i >= 0; i-- {
		c := d.sceneIndex(st.Scenes[i])
		if c < 0 {
			return rules.Refuse(rules.ErrBadConfig, "stacked scene %q is not in the deck", st.Scenes[i])
		}
		t := terrainIndex(d.Scenes[c].Terrain)
		var err error
		if s.Decks[t], err = toTop(s.Decks[t], c, st.Scenes[i]); err != nil {
			return err
		}
	}
	var err error
	if s.TraitDeck, err = stackAll(s.TraitDeck, st.Traits, d.traitIndex); err != nil {
		return err
	}
	if s.AssetDeck, err = stackAll(s.AssetDeck, st.Assets, d.assetIndex); err != nil {
		return err
	}
	if s.PersonDeck, err = stackAll(s.PersonDeck, st.Personalities, d.personIndex); err != nil {
		return err
	}
	s.RelDeck, err = stackAll(s.RelDeck, st.Relationships, d.relIndex)
	return err
}

func stackAll(pile []int16, ids []string, find func(string) int16) ([]int16, error) {
	for i := len(ids) - 1; i >= 0; i-- {
		var err error
		if pile, err = toTop(pile, find(ids[i]), ids[i]); err != nil {
			return nil, err
		}
	}
	return pile, nil
}

func toTop(pile []int16, c int16, id string) ([]int16, error) {
	rest, ok := deck.Remove(pile, c)
	if c < 0 || !ok {
		return nil, rules.Refuse(rules.ErrBadConfig, "stacked card %q is not in play or stacked twice", id)
	}
	return deck.PutTop(rest, c), nil
}

func terrainIndex(t Terrain) int {
	return max(0, slices.Index(Terrains, t))
}

func findID[T any](cards []T, id string, key func(T) string) int16 {
	for i, c := range cards {
		if key(c) == id {
			return int16(i)
		}
	}
	return NoCard
}

func (d *Deck) sceneIndex(id string) int16 {
	return findID(d.Scenes, id, func(c Scene) string { return c.ID })
}
func (d *Deck) traitIndex(id string) int16 {
	return findID(d.Traits, id, func(c Trait) string { return c.ID })
}
func (d *Deck) assetIndex(id string) int16 {
	return findID(d.Assets, id, func(c Asset) string { return c.ID })
}
func (d *Deck) personIndex(id string) int16 {
	return findID(d.Personalities, id, func(c Personality) string { return c.ID })
}
func (d *Deck) relIndex(id string) int16 {
	return findID(d.Relationships, id, func(c Relationship) string { return c.ID })
}

func freshScene() SceneState {
	sc := SceneState{Card: NoCard, Final: -1}
	for i := range sc.Answer {
		sc.Answer[i] = -1
	}
	return sc
}
