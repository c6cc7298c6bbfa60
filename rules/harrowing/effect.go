package harrowing

// Sin is one of the seven sins an effigy is made of.
type Sin string

// Sins in sheet order; an effigy's arrays are indexed the same way.
var Sins = []Sin{"lust", "gluttony", "greed", "sloth", "wrath", "envy", "pride"}

// index is the sin's place in Sins, or -1 for none or an unknown name.
func (s Sin) index() int {
	for i, x := range Sins {
		if x == s {
			return i
		}
	}
	return -1
}

// Op names what an effect does; docs/harrowing-cards.md lists them all.
type Op string

const (
	OpCorrupt     Op = "corrupt"     // take N corruption, of Sin first when given
	OpHeal        Op = "heal"        // heal N corruption, never below the base
	OpGainOmens   Op = "gainOmens"   // gain N omens (at most 10 held)
	OpLoseOmens   Op = "loseOmens"   // lose N omens (as many as held)
	OpLoot        Op = "loot"        // loot an item of tier N to M
	OpBane        Op = "bane"        // raise Bane by N (lower it when negative; never below 0)
	OpManifest    Op = "manifest"    // bring Unknown card Number into the campaign
	OpInvokeTop   Op = "invokeTop"   // invoke the top N cards of the infernal deck, one by one
	OpDamage      Op = "damage"      // deal N damage to an adversary you control (you choose)
	OpOpen        Op = "open"        // open a closed location: yours or an adjacent one (you choose)
	OpClose       Op = "close"       // close your location
	OpMove        Op = "move"        // you may move up to N times
	OpAddGrace    Op = "addGrace"    // in a test: count N more 9s
	OpCancelFault Op = "cancelFault" // in a test: count N fewer 8s
	OpPrompt      Op = "prompt"      // something for the people at the table (HA-04); no effect on the state
	OpTest        Op = "test"        // take the nested test
	OpLifewater   Op = "lifewater"   // roll on the Lifewater table N times
	OpObliterate  Op = "obliterate"  // this card leaves the campaign for good (a crisis as it resolves, an adversary once defeated)

	// Rules revision 2 (HA-21, HA-22, HA-23):
	OpAbandonFoe     Op = "abandonFoe"     // abandon an adversary you control (you choose)
	OpObliterateFoe  Op = "obliterateFoe"  // obliterate an adversary you control (you choose)
	OpAbandonItem    Op = "abandonItem"    // abandon an item below your column heads (you choose)
	OpObliterateItem Op = "obliterateItem" // obliterate an item below your column heads (you choose)
	OpDiscardHere    Op = "discardHere"    // discard your location from the map
	OpAbandonHere    Op = "abandonHere"    // abandon your location
	OpObliterateHere Op = "obliterateHere" // obliterate your location
	OpBringIn        Op = "bringIn"        // bring set-aside card Number into play, as if invoked
)

// Who an effect falls on.
type Who string

const (
	Self   Who = ""       // the effigy resolving it
	Hunted Who = "hunted" // the effigy holding the hunted card
	Others Who = "others" // every other effigy still in the game
	Each   Who = "each"   // every effigy still in the game
)

// Effect is one instruction on a card, an item or the Lifewater table.
type Effect struct {
	Op     Op     `json:"op"`
	N      int    `json:"n,omitempty"`
	M      int    `json:"m,omitempty"`
	X      bool   `json:"x,omitempty"` // add the current Bane to N
	Sin    Sin    `json:"sin,omitempty"`
	Who    Who    `json:"who,omitempty"`
	Number int    `json:"number,omitempty"`
	Test   Test   `json:"test,omitzero"` // for op test
	Prompt string `json:"prompt,omitempty"`
}
