package harrowing

// AskKind is the kind of question the game waits on.
type AskKind uint8

const (
	AskCorrupt    AskKind = iota + 1 // which sin takes the next corruption
	AskHeal                          // which sin heals next
	AskRedirect                      // a damned effigy: who takes its corruption
	AskPlace                         // where the new location goes
	AskColumn                        // under which column (or into which gap) an item goes
	AskExcess                        // which item of a full tier to discard
	AskDamage                        // which adversary takes the damage
	AskOpen                          // which closed location to open
	AskMove                          // where to move next, or stop
	AskSeduce                        // which adversary to take, or none
	AskSnatch                        // which item to take, or none
	AskSwap                          // which trove item to swap, or none
	AskTake                          // which trove item to gain, or none
	AskLoot                          // which trove item to loot, or reveal the deck
	AskNudge                         // which other effigy may move once, or none
	AskRemoveFoe                     // which adversary is abandoned or obliterated (ID says how)
	AskRemoveItem                    // which item is abandoned or obliterated (ID says how)
	AskRelocate                      // the location is gone: to which adjacent one
)

// Ask is the decision the game waits for: Seat picks one of Options.
type Ask struct {
	Kind    AskKind
	Seat    int8
	N       int8   // how many more (corruption, heals, moves, damage)
	Sin     int8   // the sin a corruption was aimed at, -1 for none
	ID      string // the card being placed or the item being gained
	Lo, Hi  int8   // loot tiers; Lo is also Scavenge's 8s
	Options []Option
}

// Option is one answer. Which fields matter depends on the Ask's kind; an
// option with Skip declines.
type Option struct {
	Skip   bool   `msgpack:",omitempty"`
	Seat   int8   `msgpack:",omitempty"` // an effigy (redirect, nudge, the owner of a foe or item)
	Index  int8   `msgpack:",omitempty"` // a sin, a column, a foe, a trove or column slot
	Row    int8   `msgpack:",omitempty"` // a place in a column
	At     Spot   `msgpack:",omitempty"` // a map place
	ID     string `msgpack:",omitempty"` // a card or item
	Reveal bool   `msgpack:",omitempty"` // loot from the deck instead of the trove
}

// ask puts a question to seat; with no options the question is moot and
// the game goes on.
func (e *eng) ask(a Ask) bool {
	if len(a.Options) == 0 {
		return false
	}
	e.s.Ask = &a
	if e.cause != "" && a.Kind != AskPlace && a.Kind != AskColumn { // those name their card already
		e.say("%s: %s", e.cause, Question(*e.s))
		e.ev[len(e.ev)-1].Ask = a.Kind
	}
	return true
}
