package hope

import (
	"encoding/json"
	"fmt"

	"lantern/rules/rng"
)

// Table limits from the rulebook.
const (
	MinSeats    = 3
	MaxSeats    = 5
	Rounds      = 5
	MaxHumanity = 5
	MaxHope     = 5
)

// Card references in the State are indexes into the Deck (cheap to copy).
// NoCard marks an empty slot; Hidden replaces a card a seat may not see
// (View), so counts stay visible while identities do not.
const (
	NoCard int16 = -1
	Hidden int16 = -2
)

// State is a whole game as a plain value. Apply never writes through any of
// its slices: they are replaced (copy on write), so a State may be kept and
// shared freely, and copying one costs a few hundred bytes.
type State struct {
	// Cards is the immutable card data, rebuilt from Config by records.
	Cards     *Deck `json:"-" msgpack:"-"`
	N         int8  `json:"n"` // seats
	Expansion bool  `json:"expansion,omitempty"`
	Round     int8  `json:"round"` // 1..5
	Turn      int8  `json:"turn"`  // acting seat
	Owed      uint8 `json:"owed"`  // seats still owed a turn this round (bit per seat, HI-02)
	Hope      int8  `json:"hope"`
	Hunted    int8  `json:"hunted,omitempty"`

	Seats [MaxSeats]Seat `json:"seats"`
	// Rels[i] is the relationship between seat i and seat (i+1)%N, the
	// player on i's left (HI-21).
	Rels [MaxSeats]Rel `json:"rels"`

	Decks        [5][]int16   `json:"decks"` // scene decks in Terrains order; top is index 0
	SceneDiscard []int16      `json:"sceneDiscard"`
	Assets       []AssetState `json:"assets"` // in play
	AssetDeck    []int16      `json:"assetDeck"`
	AssetDiscard []int16      `json:"assetDiscard"`
	TraitDeck    []int16      `json:"traitDeck"`
	TraitDiscard []int16      `json:"traitDiscard"` // face down: dead characters' unplayed traits
	PersonDeck   []int16      `json:"personalityDeck"`
	PersonGone   []int16      `json:"personalityDiscard"`
	RelDeck      []int16      `json:"relationshipDeck"`

	Phase   Phase      `json:"phase"`
	Scene   SceneState `json:"scene"`
	Queue   []Task     `json:"queue,omitempty"` // effects and decisions still to resolve, front first
	Pending Pending    `json:"pending"`

	RNG   rng.Source `json:"rng"`
	Fixed []int8     `json:"fixed,omitempty"` // die faces to use before the RNG (replay scripts, tests)
	Over  bool       `json:"over,omitempty"`
	Won   bool       `json:"won,omitempty"`

	// Fields added after EditionFirst go below (hoperec's fingerprint of a
	// first-edition state leaves them out).
	Edition int8 `json:"edition"` // rules edition (Config.Edition)
}

// holderRules says whether the game plays EditionHolder's fixes.
func (s *State) holderRules() bool { return s.Edition >= EditionHolder }

// Seat is one character (a Grace of Innocence newcomer takes over the seat).
type Seat struct {
	Name        string  `json:"name"`
	Bot         bool    `json:"bot,omitempty"`
	Alive       bool    `json:"alive"`
	Lost        bool    `json:"lost,omitempty"` // lost Humanity at 0: removed at the next turn's start (HI-03)
	Humanity    int8    `json:"humanity"`
	Hunger      int8    `json:"hunger"` // 0 none, 1 Hungry, 2 Starving
	Harm        int8    `json:"harm"`   // 0 none, 1 Hurt, 2 Crippled
	Personality int16   `json:"personality"`
	Traits      []int16 `json:"traits"`           // unplayed, secret to others
	Played      []int16 `json:"played,omitempty"` // face up record (HI-23)
	Cause       Cause   `json:"cause,omitempty"`  // why the last character here was removed
	Graced      bool    `json:"graced,omitempty"` // Grace of Innocence used (HI-20)
}

// Cause is why a character left the game.
type Cause uint8

const (
	Alive Cause = iota
	DiedHunger
	DiedHarm
	DiedHumanity
)

var causeNames = [...]string{"alive", "hunger", "harm", "humanity"}

func (c Cause) String() string { return causeNames[c] }

// MarshalJSON writes the name, for logs and replay output (JSON only:
// binary encodings keep the number).
func (c Cause) MarshalJSON() ([]byte, error) { return json.Marshal(c.String()) }

// UnmarshalJSON reads a name written by MarshalJSON.
func (c *Cause) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return err
	}
	for i, n := range causeNames {
		if n == name {
			*c = Cause(i)
			return nil
		}
	}
	return fmt.Errorf("no cause of death is called %q", name)
}

// Rel is a relationship card on the table; Broken once either side is gone.
type Rel struct {
	Card   int16 `json:"card"`
	Broken bool  `json:"broken,omitempty"`
}

// AssetState is an asset in play. Owner is -1 for a group asset. Holder is
// who may use a personal asset: the owner, or whom it is lent to until the
// end of the turn.
type AssetState struct {
	Card   int16 `json:"card"`
	Owner  int8  `json:"owner"`
	Holder int8  `json:"holder"`
	Uses   int8  `json:"uses"`
}

// Stance is a character's answer to a scene's call for support.
type Stance uint8

const (
	Undecided  Stance = iota
	Supporting        // committed Humanity or received a Last Hope die
	Refusing
	WantsHope // asked for a Last Hope die; settled after everyone answered (HI-09)
	Gone      // removed during the scene: no outcome
)

// SceneState is the scene being played this turn. Arrays indexed by seat
// keep it free of allocations.
type SceneState struct {
	Card    int16  `json:"card"` // index into Deck.Scenes, NoCard, or Hidden in a View
	Terrain int8   `json:"terrain"`
	Title   string `json:"title,omitempty"` // public: the callout is read aloud
	Callout string `json:"callout,omitempty"`
	Choice  bool   `json:"choice,omitempty"` // a choice scene being answered
	// Options are a choice scene's answers, public once it is acted on
	// (everyone must pick one); their outcomes stay hidden until revealed.
	Options  []string `json:"options,omitempty"`
	Revealed bool     `json:"revealed,omitempty"`
	Avoided  bool     `json:"avoided,omitempty"`
	Gone     bool     `json:"actorGone,omitempty"` // the acting character was removed mid-scene

	Committed [MaxSeats]int8   `json:"committed"` // Humanity dice per seat
	LastHope  [MaxSeats]bool   `json:"lastHope"`  // took a Hope die instead (counts as 1)
	Stance    [MaxSeats]Stance `json:"stance"`
	Answer    [MaxSeats]int8   `json:"answer"` // choice scenes: option per seat, -1 none
	Boost     int8             `json:"boost"`

	Mod     int8           `json:"mod"`     // hardship modifiers from cards
	Cap     int8           `json:"cap"`     // extra support allowed to every supporter
	Extra   int8           `json:"extra"`   // free dice
	Reroll  int8           `json:"reroll"`  // failed dice to reroll after the roll
	Ignore  uint8          `json:"ignore"`  // condition tracks not counted (bit per Track)
	Prevent uint8          `json:"prevent"` // seats spared Refuse/Fail effects
	Refund  [MaxSeats]int8 `json:"refund"`

	Final   int8   `json:"final"` // final hardship once rolled, -1 before
	Faces   []int8 `json:"faces,omitempty"`
	Success bool   `json:"success,omitempty"`

	// Fields added after EditionFirst (see State.Edition).
	SeatCap [MaxSeats]int8 `json:"seatCap"` // extra support allowed to one supporter (relationships, HI-39)
}

// Phase is where the turn stands.
type Phase uint8

const (
	PhaseTurnStart Phase = iota // the acting player may play own-turn cards, then draws
	PhaseDrawn                  // act or avoid
	PhaseCommit                 // the acting player commits dice
	PhaseSupport                // others support or refuse, clockwise
	PhaseBoost                  // the acting player may add Hope dice
	PhaseRoll                   // last chance before the roll
	PhaseRolled                 // after the roll, before outcomes (only if a card could be played)
	PhaseOutcome                // as outcomes apply (only if a card could be played)
	PhaseAnswer                 // choice scene: everyone answers, the acting player last
	PhaseResolve                // outcomes are queued (automatic)
	PhaseEndTurn                // clean-up (automatic)
	PhaseNextTurn               // removals, round change, next player (automatic)
	PhaseOver
)

var phaseNames = [...]string{"turn_start", "drawn", "commit", "support", "boost", "roll", "rolled",
	"outcome", "answer", "resolve", "end_turn", "next_turn", "over"}

func (p Phase) String() string { return phaseNames[p] }

// Pending is the decision the game waits for: who and what. The UI shows a
// hand-over screen when Seat changes to another player.
type Pending struct {
	Seat int8     `json:"seat"`
	Kind PendKind `json:"kind"`
}

// PendKind is the kind of decision pending.
type PendKind uint8

const (
	PendNone    PendKind = iota // game over
	PendDraw                    // choose a terrain deck
	PendAct                     // act or avoid
	PendCommit                  // how many Humanity dice (or Last Hope)
	PendSupport                 // support, Last Hope or refuse
	PendBoost                   // how many Hope dice
	PendRoll                    // roll
	PendRolled                  // pass (cards may be played)
	PendOutcome                 // pass (cards may be played)
	PendAnswer                  // answer a choice scene
	PendPick                    // pick an option of a "choose" effect
	PendTarget                  // pick a character for a "chosen" effect
	PendDiscard                 // pick a personal asset to lose
	PendInherit                 // the dead character's player picks an heir
	PendGift                    // Gift from the Grave: to whom, or not
	PendGrace                   // Grace of Innocence: a new character, or not
)

var pendNames = [...]string{"none", "draw", "act", "commit", "support", "boost", "roll", "rolled",
	"outcome", "answer", "pick", "target", "discard", "inherit", "gift", "grace"}

func (k PendKind) String() string { return pendNames[k] }

// TaskKind is a queued step of resolution.
type TaskKind uint8

const (
	TaskEffect  TaskKind = iota
	TaskInherit          // Self's personal asset Card goes to an heir
	TaskGift             // Self may give a random trait to a survivor
	TaskGrace            // Self may bring in a new character
)

// Task is one queued step. Effects carry their receiver (Self) and, for
// relationship passives, the other side (Partner).
type Task struct {
	Kind    TaskKind `json:"kind"`
	Eff     Effect   `json:"eff,omitempty"`
	Self    int8     `json:"self"`
	Partner int8     `json:"partner"`
	Card    int16    `json:"card"`

	// Fields added after EditionFirst (see State.Edition).
	By Origin `json:"by,omitzero"` // the card or scene the effect comes from
}

func bit(seat int) uint8 { return 1 << uint(seat) }

// penalty is a character's own hardship from Hunger and Harm.
func (c Seat) penalty() int { return int(c.Hunger + c.Harm) }
