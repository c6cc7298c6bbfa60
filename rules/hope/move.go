package hope

import "fmt"

// Move is one decision. It is small and comparable: the UI matches it
// against Legal, and a record stores it in a few bytes. N carries the
// count, terrain, option, target seat or heir, as the kind says; Card an
// index into the Deck (trait or asset).
type Move struct {
	Kind MoveKind `json:"kind" msgpack:"k"`
	Seat int8     `json:"seat" msgpack:"s"`
	Card int16    `json:"card,omitempty" msgpack:"c,omitempty"`
	N    int8     `json:"n,omitempty" msgpack:"n,omitempty"`
}

// MoveKind names a move. The numbers are a saved format: append only.
type MoveKind uint8

const (
	MoveNone  MoveKind = iota
	DrawScene          // N: terrain index in Terrains
	Act
	Avoid
	Commit     // N Humanity dice
	LastHope   // take one Hope die instead of Humanity (HI-08, HI-09)
	Support    // N Humanity dice
	Refuse     // refuse to support
	Boost      // N Hope dice (0 for none)
	Roll       // roll the pool
	Pass       // close a card window
	Answer     // N: option of a choice scene
	PlayTrait  // Card: trait
	UseAsset   // Card: asset
	Steal      // Card: another's personal asset (costs 1 Humanity)
	Lend       // Card: own personal asset, N: to whom, until the turn ends
	Pick       // N: option of a "choose" effect
	TargetSeat // N: the character a "chosen" effect touches
	Discard    // Card: the personal asset to lose
	Inherit    // Card: the dead character's asset, N: heir
	Gift       // N: survivor given a random trait, -1 for none
	Grace      // N: 1 bring in a new character, 0 not
)

// moveNames are the stable names replay scripts use.
var moveNames = [...]string{"none", "draw", "act", "avoid", "commit", "lasthope", "support", "refuse",
	"boost", "roll", "pass", "answer", "trait", "asset", "steal", "lend", "pick", "target",
	"discard", "inherit", "gift", "grace"}

func (k MoveKind) String() string {
	if int(k) < len(moveNames) {
		return moveNames[k]
	}
	return fmt.Sprintf("move(%d)", k)
}

// MoveKindNamed finds a kind by its script name.
func MoveKindNamed(name string) (MoveKind, bool) {
	for i, n := range moveNames {
		if n == name && i > 0 {
			return MoveKind(i), true
		}
	}
	return MoveNone, false
}

func (m Move) String() string {
	return fmt.Sprintf("%s seat=%d card=%d n=%d", m.Kind, m.Seat, m.Card, m.N)
}
