package blessed

import "fmt"

// Stat names one of a character's stats. The seven core stats come first;
// the optional table stats follow. The zero value is no stat.
type Stat uint8

const (
	NoStat Stat = iota
	Head
	Hand
	Heart
	Home
	Hurt
	Hurry
	History
	// Optional table stats (Config.Optional). Hardship, Haunted, Hardy and
	// Haze change how dice work for the whole table and are not offered
	// (docs/blessed.md, HB-03).
	Hex
	Ham
	Hunch
	Hardware
	Hologram
	Hireling
	HollyJolly
	Headline
	Host
	numStats
)

// CoreStats are the seven stats every character has, in sheet order.
var CoreStats = []Stat{Head, Hand, Heart, Home, Hurt, Hurry, History}

// OptionalStats are the table stats a Config may add, in book order.
var OptionalStats = []Stat{Hex, Ham, Hunch, Hardware, Hologram, Hireling, HollyJolly, Headline, Host}

var statNames = [...]string{"", "Head", "Hand", "Heart", "Home", "Hurt", "Hurry", "History",
	"Hex", "Ham", "Hunch", "Hardware", "Hologram", "Hireling", "Holly Jolly", "Headline", "Host"}

func (s Stat) String() string {
	if s < numStats {
		return statNames[s]
	}
	return fmt.Sprintf("stat(%d)", uint8(s))
}

// Optional reports whether s is one of the optional table stats.
func (s Stat) Optional() bool { return s >= Hex && s < numStats }

// Size is a stat die's size, stored as its number of faces.
type Size uint8

const (
	D2  Size = 2
	D4  Size = 4
	D6  Size = 6
	D8  Size = 8
	D10 Size = 10
)

// Sizes lists the die sizes from smallest to largest.
var Sizes = []Size{D2, D4, D6, D8, D10}

func (z Size) String() string { return fmt.Sprintf("d%d", uint8(z)) }

// Valid reports whether z is one of the five die sizes.
func (z Size) Valid() bool { return z == D2 || z == D4 || z == D6 || z == D8 || z == D10 }

// Up is the next size up; D10 stays D10.
func (z Size) Up() Size { return min(z+2, D10) }

// Lifestyle is a character's lifestyle: three starting ones, nine upgraded
// ones reached in the Session Shop, and Lost.
type Lifestyle uint8

const (
	NoLifestyle Lifestyle = iota
	Carefree
	Eager
	Wisened
	Blossomed
	Prodigious
	Crafty
	Driven
	Chosen
	Wired
	Steadfast
	Warry
	Compelling
	Lost
	numLifestyles
)

// StartingLifestyles are the lifestyles a new character may take.
var StartingLifestyles = []Lifestyle{Carefree, Eager, Wisened}

var lifestyleNames = [...]string{"", "Carefree", "Eager", "Wisened", "Blossomed", "Prodigious", "Crafty",
	"Driven", "Chosen", "Wired", "Steadfast", "Warry", "Compelling", "Lost"}

func (l Lifestyle) String() string {
	if l < numLifestyles {
		return lifestyleNames[l]
	}
	return fmt.Sprintf("lifestyle(%d)", uint8(l))
}

// Ethic is a character's ethic: three starting ones and six upgraded ones.
type Ethic uint8

const (
	NoEthic Ethic = iota
	ViceVirtue
	FateKnowledge
	CunningCapability
	PridePrudence
	GreedVanity
	PowerInfluence
	RiteDivinity
	PrecisionAccuracy
	FairnessValue
	numEthics
)

// StartingEthics are the ethics a new character may take.
var StartingEthics = []Ethic{ViceVirtue, FateKnowledge, CunningCapability}

var ethicNames = [...]string{"", "Vice & Virtue", "Fate & Knowledge", "Cunning & Capability",
	"Pride & Prudence", "Greed & Vanity", "Power & Influence", "Rite & Divinity",
	"Precision & Accuracy", "Fairness & Value"}

func (e Ethic) String() string {
	if e < numEthics {
		return ethicNames[e]
	}
	return fmt.Sprintf("ethic(%d)", uint8(e))
}

// Condition is one of the eight conditions. Ache and Vexed name a stat.
type Condition uint8

const (
	NoCondition Condition = iota
	Ache
	Cursed
	Disarmed
	Famous
	Taxed
	Surprised
	Uncool
	Vexed
	numConditions
)

// Conditions lists every condition in book order.
var Conditions = []Condition{Ache, Cursed, Disarmed, Famous, Taxed, Surprised, Uncool, Vexed}

var conditionNames = [...]string{"", "Ache", "Cursed", "Disarmed", "Famous", "Taxed", "Surprised", "Uncool", "Vexed"}

func (c Condition) String() string {
	if c < numConditions {
		return conditionNames[c]
	}
	return fmt.Sprintf("condition(%d)", uint8(c))
}

// NamesStat reports whether the condition is tied to one stat.
func (c Condition) NamesStat() bool { return c == Ache || c == Vexed }

// Difficulty is how hard a check is.
type Difficulty uint8

const (
	Normal  Difficulty = iota // the zero value: one roll, no effect
	Easy                      // one roll; 3 and 4 round up to 5
	Hard                      // two rolls; any failure fails the check
	Complex                   // Check.Rolls rolls; two failures fail it
)

var difficultyNames = [...]string{"Normal", "Easy", "Hard", "Complex"}

func (d Difficulty) String() string {
	if int(d) < len(difficultyNames) {
		return difficultyNames[d]
	}
	return fmt.Sprintf("difficulty(%d)", uint8(d))
}

// Complex checks take MinComplex to MaxComplex rolls (HB-06).
const (
	MinComplex = 3
	MaxComplex = 5
)

// Attack says whether a check is an attack on another character.
type Attack uint8

const (
	NoAttack   Attack = iota
	Violent           // made with Hurt
	NonViolent        // made with any other stat
)

var attackNames = [...]string{"no attack", "violent attack", "non-violent attack"}

func (a Attack) String() string {
	if int(a) < len(attackNames) {
		return attackNames[a]
	}
	return fmt.Sprintf("attack(%d)", uint8(a))
}

// Tier is a roll's or a check's outcome, from worst to best.
type Tier uint8

const (
	Failure Tier = iota // 4 or less
	Minor               // 5–7: success with a bust
	Medium              // 8–10: success
	Major               // 11–19: success with a boon
	Maximum             // 20+: success with an exceptional boon
	numTiers
)

var tierNames = [...]string{"failure", "minor success", "medium success", "major success", "maximum success"}

func (t Tier) String() string {
	if t < numTiers {
		return tierNames[t]
	}
	return fmt.Sprintf("tier(%d)", uint8(t))
}

// TierOf reads a final roll value (after modifiers, Help and rounding).
func TierOf(v int) Tier {
	switch {
	case v <= 4:
		return Failure
	case v <= 7:
		return Minor
	case v <= 10:
		return Medium
	case v <= 19:
		return Major
	}
	return Maximum
}

// Tag is the kind of extra upgrade a Stat Upgrade owes: one for reaching
// d6, d8 or d10.
type Tag uint8

const (
	NoTag Tag = iota
	Tag6
	Tag8
	Tag10
)

func (t Tag) String() string {
	switch t {
	case Tag6:
		return "d6"
	case Tag8:
		return "d8"
	case Tag10:
		return "d10"
	}
	return "no tag"
}

// tagFor is the tag owed for upgrading a die to size z.
func tagFor(z Size) Tag {
	switch z {
	case D6:
		return Tag6
	case D8:
		return Tag8
	case D10:
		return Tag10
	}
	return NoTag
}

// Upgrade is one of the tagged Session Shop upgrades.
type Upgrade uint8

const (
	NoUpgrade      Upgrade = iota
	Backstory              // d6: story only
	Rumor                  // d6: story only
	Aptitude               // d8: one more aptitude
	Specialization         // d8: specialize an unspecialized aptitude
	Gains                  // d10: one more exceptional gain
	NewLifestyle           // d10: Move.Lifestyle along the book's paths
	NewEthic               // d10: Move.Ethic along the book's paths
)

var upgradeNames = [...]string{"", "Backstory", "Rumor", "Aptitude", "Specialization", "Gains", "Lifestyle", "Ethic"}

func (u Upgrade) String() string {
	if int(u) < len(upgradeNames) {
		return upgradeNames[u]
	}
	return fmt.Sprintf("upgrade(%d)", uint8(u))
}

// Tag is the tag an upgrade needs.
func (u Upgrade) Tag() Tag {
	switch u {
	case Backstory, Rumor:
		return Tag6
	case Aptitude, Specialization:
		return Tag8
	case Gains, NewLifestyle, NewEthic:
		return Tag10
	}
	return NoTag
}

// Pay is how a Stat Upgrade is paid for.
type Pay uint8

const (
	PayFree      Pay = iota // the session's free Stat Upgrade
	PayBlessings            // three Blessings worth 1 or more (the lowest are spent)
	PayDowngrade            // take Move.Other from d4 down to d2
)

var payNames = [...]string{"free", "three Blessings", "a d4 taken down to d2"}

func (p Pay) String() string {
	if int(p) < len(payNames) {
		return payNames[p]
	}
	return fmt.Sprintf("pay(%d)", uint8(p))
}
