package harrowing

import "strings"

// MoveKind names a move.
type MoveKind uint8

const (
	Invoke MoveKind = iota + 1 // Seat invokes the Fate card at Index
	Act                        // Seat takes action Index (Basic order), or the printed action Index of Card; Fight names its foe in Target
	Choose                     // Seat answers the game's question with option Index
	Summon                     // the ritual is complete: put the boss into the Fate
)

// BeginsTurn says whether m begins a turn: every move but an answer to the
// game's question does. The journal marks a turn's first line by it, the
// timeline names turns by it and the stats page counts them by it.
func BeginsTurn(m Move) bool { return m.Kind != Choose }

// Move is one tap at the table.
type Move struct {
	Kind   MoveKind `msgpack:"k"`
	Seat   int8     `msgpack:"s,omitempty"`
	Index  int8     `msgpack:"i,omitempty"`
	Target int8     `msgpack:"t,omitempty"`
	Card   string   `msgpack:"c,omitempty"`
}

// Basic are the seven sin actions every effigy has (RULINGS HA-01).
var Basic = []struct {
	Name string
	Cost int8
	Test
}{
	{"Seduce", 1, Test{Sin: "lust", Each9: []Effect{{Op: opSeduce}}}},
	{"Feast", 2, Test{Sin: "gluttony", Each8: []Effect{{Op: OpLoseOmens, N: 1}}, Each9: []Effect{{Op: OpHeal, N: 1}, {Op: opHealHunted}}}},
	{"Scavenge", 3, Test{Sin: "greed", Each9: []Effect{{Op: opSwap}}, Then: []Effect{{Op: opTake}}}},
	{"Wander", 2, Test{Sin: "sloth", Each9: []Effect{{Op: opNudge}}, Then: []Effect{{Op: opWander}}}},
	{"Fight", 2, Test{Sin: "wrath", Each9: []Effect{{Op: opHit}}}},
	{"Snatch", 1, Test{Sin: "envy", Each9: []Effect{{Op: opSnatch}}}},
	{"Explore", 3, Test{Sin: "pride", Each8: []Effect{{Op: opMisstep}}, Each9: []Effect{{Op: OpOpen}}}},
}

// The basic actions' own steps, never written in a catalogue (Validate
// refuses them there).
const (
	opSeduce     Op = "_seduce"     // take an adversary from another effigy here
	opHealHunted Op = "_healHunted" // the hunted effigy heals 1, unless it is the feaster
	opSwap       Op = "_swap"       // discard a trove item and draw another
	opTake       Op = "_take"       // gain a trove item of tier above the test's 8s
	opNudge      Op = "_nudge"      // another effigy may move once
	opWander     Op = "_wander"     // move up to 3 minus the test's 8s
	opHit        Op = "_hit"        // 1 damage to the chosen foe
	opSnatch     Op = "_snatch"     // take an item from another effigy here
	opMisstep    Op = "_misstep"    // the location's misstep
	opFinish     Op = "_finish"     // a resolved crisis leaves play
	opTrigger    Op = "_trigger"    // fire item abilities for a moment
	opRelocate   Op = "_relocate"   // leave a removed location, or be eliminated
)

func basicIndex(name string) int {
	for i, b := range Basic {
		if strings.EqualFold(b.Name, name) {
			return i
		}
	}
	return -1
}
