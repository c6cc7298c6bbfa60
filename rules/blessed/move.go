package blessed

import "fmt"

// MoveKind names a move.
type MoveKind uint8

const (
	// The party and its Blessings (any time no check is under way).
	AddCharacter    MoveKind = iota + 1 // new seat: Stat highest, Lifestyle, Ethic (starting ones)
	GainBlessing                        // Seat rolls a d6 into their pool; a 1 also gains another
	SpendBlessing                       // Seat spends one Blessing showing Value
	GiveBlessing                        // Seat gives Other one Blessing showing Value
	StealBlessing                       // Seat takes from Other one Blessing showing Value (Revelation)
	AddCondition                        // Seat gains Condition (Ache and Vexed on Stat)
	RemoveCondition                     // Seat loses Condition (Ache and Vexed on Stat)
	NextScene                           // a new scene: every Ache ends

	// A check, in order: Begin, then any framing, Help, Spark and Vex,
	// then Roll (once per roll the difficulty asks), then Settle.
	BeginCheck    // Seat checks Stat (normally associated), rolling Use
	SetDifficulty // Difficulty; Value is the roll count for Complex
	SetAttack     // Attack: none, violent (Hurt) or non-violent
	SetFlag       // Flag set On or off; only before the first roll
	Help          // Seat (another character) spends one Blessing showing Value
	Spark         // before a roll: spend two Blessings showing Value, add Second
	SparkUp       // after a roll: the same, adding Second to the roll just made
	Vex           // Seat makes the check fail (the roller is Vexed on Use)
	Roll          // roll the next roll of the check
	Settle        // read the rolls and end the check
	CancelCheck   // the table drops the check before it is settled

	// Sessions and the Session Shop.
	EndSession   // the session ends, the shop opens: one free Stat Upgrade each
	StatUpgrade  // Seat raises Stat one size, paying Pay (PayDowngrade: Second d4 to d2)
	TakeUpgrade  // Seat takes a tagged Upgrade it is owed (Lifestyle/Ethic for the new one)
	SkipUpgrade  // Seat lets one owed upgrade of Tag go
	LeaveLost    // Seat, Lost since an earlier session, takes Lifestyle for free
	StartSession // the shop closes and the next session begins

	// Edition 1: the game master's characters and free rolls (npc.go).
	AddNPC   // a game master's character joins: Stat one size up, the rest d4
	SetDie   // the game master sets Seat's (an NPC's) Stat die to size Value
	FreeRoll // the game master rolls Other dice of Value faces
	Defend   // the check is an attack on Other: Value ranks harder for their Apts and Specs

	// Edition 1: Endeavors (endeavor.go), in the order a round goes.
	BeginEndeavor // an Endeavor of kind Value begins
	JoinEndeavor  // Seat joins, starting at Value (a monstrosity's SP)
	SetRecovery   // a monstrosity's Recovery button goes Value below its start
	PositionRoll  // Seat rolls Stat for position and gains temporary Blessings
	Act           // Seat, on their turn, acts (Value an Action) against Other
	Protect       // Seat, on their turn, spends a Blessing showing Value to protect Other
	EndTurn       // Seat's turn ends (Pass, a unique skill, or after protecting)
	Special       // Seat takes the round's special action Value, against Other
	SkipSpecial   // nobody takes the round's special action
	TrackMove     // by hand: Seat moves Value places (negative: down)
	Wound         // by hand: Seat is wounded
	PlaceTerrain  // by hand: a Terrain button at position Value
	LeaveEndeavor // by hand: Seat is removed from the Endeavor
	EndEndeavor   // the Endeavor ends; temporary Blessings vanish

	// Edition 1: Specializations Lantern applies (spec.go).
	ChooseSpec   // Seat takes Specialization Value (Other 1: drops it)
	RechargeSpec // Seat pays to use Specialization Value again
	Favor        // the roller's Favored aptitude covers the check
	Mischiefs    // Seat, Mischievous, makes the check 3 lower

	// Edition 1: what ethics bank (bank.go).
	BankOne     // Seat banks a boon (Value 0) or a bust (Value 1)
	SpendBanked // Seat spends one banked for a Blessing

	// Edition 1: an Endeavor's turn order turned round mid-round.
	ReverseOrder // those yet to act this round go the other way round

	// Edition 1: the shared Hardy die (hardy.go).
	UseHardy // the roller rolls the Hardy die instead of the stat's

	// Edition 1: Haze dice (hardy.go).
	Darken  // Seat's Haze die grows a size (a check against the darkness failed)
	UseHaze // the roller, acting against Other, rolls Other's Haze die

	// Edition 1: the Hardship stat (hardy.go).
	UseHardship // the roller rolls Hardship, a d4, instead of the stat's die

	// Edition 1: Haunted dice (haunted.go).
	Haunt        // the roller's haunting is present: their Haunted die is rolled off the last roll
	LowerHaunted // in the shop, Seat's Haunted die shrinks a size, paid as Value (0 free, 1 Blessings)

	// Edition 2: Specializations that change a check (spec2.go).
	Analyze    // Seat, Analytical, helps by rolling four d6 instead of spending a Blessing
	Ascend     // before a roll: spark with Second and Stat too, paying pairs showing Value and Other
	Harmonize  // before a roll: spark with Other's Second, each paying a Blessing showing Value
	Determine  // the roller, Determined, shrugs off their conditions for this check
	Insure     // Seat, Insured: the check tends their wounds and succeeds
	Shield     // Seat, Protective, becomes the defender of a violent attack
	Resolve    // Seat, Resolved, defends: a success costs the attacker a boon and a bust
	SelfAccept // the roller, Self-Accepted, succeeds socially with an unconventional stat
	Attend     // the roller, Attentive after a success, makes this a violent attack
	KeepCalm   // the roller, Calm and somewhere safe, keeps this check's first roll
	UseCalm    // the roller's kept roll is this check's first roll

	// Edition 2: ethics (ethic.go), favorability (favor.go), delayed attacks (delayed.go).
	BankCheck    // Seat's ethic banks from this check (Value: Greed & Vanity's witnesses)
	CopyBlessing // Seat, Rite & Divinity, spends a banked bust to copy Other's Blessing showing Value
	FavorBanked  // Seat, Fairness & Value, spends a banked bust: favor with Other up 1 this session
	Favorability // Seat's favorability with Other goes up (Value 1) or down (Value 0) by one
	CallFavor    // Seat calls on Other: favorability down Value, Value Blessings gained
	SetTrap      // Seat sets a delayed attack on Other (a Hurry defence, no harder, until aimed)
	AimTrap      // the last delayed attack set: its defence uses Stat, Value ranks harder
	Spring       // delayed attack Value triggers: its defender's check begins
	DropTrap     // delayed attack Value is called off

	// Edition 2: the Endeavor's own moves for what were hand edits (endeavor2.go).
	FatigueCheck // Seat, a racer with Fatigue, checks Stat to stay in the race
	Push         // after an ally's combo, ally Seat moves down Value and monstrosity Other as far
	GroupMove    // a group moves Value in all (negative: down), shared out by Share; 0 drops the rest
	Share        // Seat takes Value of the group's movement
	Tactic       // Seat, an ally yet to act who helped a Tactical roller's action, skips their turn

	// Edition 3: the Endeavors as the book writes them (endeavor3.go).
	Finish      // a race's finish line is at position Value
	LayTerrain  // a Terrain button on racer Seat's own track at Value (Other 1: with the Area tag)
	ComboOn     // Seat, a monstrosity, performs a combo wounding the seats whose bits Value sets
	TagMonster  // Seat, a monstrosity, gains the tag Value (Other 1: loses it)
	UniqueSkill // Seat, on their turn, spends two Blessings showing Value: two actions combined
	Strike      // Seat, a Revenge or Unrelenting monstrosity, attacks Other out of turn
	Immune      // the attack under way is on a monstrosity whose Immunity covers it: it fails
	// Edition 3: the book's Blessings, costs and Specializations (edition3.go).
	Target   // the check is an attack on Other: fame and Haze need to know whom
	TempBoon // Seat, Greed & Vanity, spends a banked boon for a temporary Blessing until the check ends
	SetDice  // the table types its own dice (Value 1) or Lantern rolls them (Value 0)
	Face     // the die the table rolled shows Value
	Command  // Seat, Commanding, spends their turn: ally Other rolls Stat for a new position roll
	Exchange // Seat, Kinetic, swaps position rolls with ally Other, who rolled lower
	SureFoot // Seat, Sure-footed and protecting themself, checks with the position roll
	Zeal     // Seat, Zealous, spends their turn: Zeal buttons for them and their allies
	ZealAct  // Seat, whose Zeal button stopped them, attacks Other at once (Value an Action; NoAction: passes)
	numKinds
)

var kindNames = [...]string{"", "add character", "gain blessing", "spend blessing", "give blessing",
	"steal blessing", "add condition", "remove condition", "next scene", "begin check",
	"set difficulty", "set attack", "set flag", "help", "spark", "spark up", "vex", "roll",
	"settle", "cancel check", "end session", "stat upgrade", "take upgrade", "skip upgrade",
	"leave lost", "start session", "add npc", "set die", "free roll", "defend",
	"begin endeavor", "join endeavor", "set recovery", "position roll", "act", "protect",
	"end turn", "special", "skip special", "track move", "wound", "place terrain",
	"leave endeavor", "end endeavor", "choose spec", "recharge spec", "favor", "mischief", "bank", "spend banked", "reverse order", "use hardy", "darken", "use haze", "use hardship", "haunt", "lower haunted",
	"analyze", "ascend", "harmonize", "determine", "insure", "shield", "resolve", "self-accept", "attend",
	"keep calm", "use calm", "bank from check", "copy blessing", "favor banked", "favorability", "call favor",
	"set trap", "aim trap", "spring", "drop trap", "fatigue check", "push", "group move", "share", "tactic",
	"finish line", "lay terrain", "combo on", "tag monster", "unique skill", "strike", "immune",

	"target", "temporary blessing", "set dice", "face", "command", "exchange", "sure-foot", "zeal", "zeal attack"}

func (k MoveKind) String() string {
	if int(k) < len(kindNames) && k > 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("move(%d)", uint8(k))
}

// Flag is a yes/no fact about a check that the table decides.
type Flag uint8

const (
	NoFlag     Flag = iota
	Apt             // the roller is apt: 3 and 4 round up to 5
	Gain            // an exceptional gain is involved: 6 and 7 round up to 8
	Alone           // the roller acts alone: Uncool costs nothing
	FamousOver      // an attack on someone less famous: +2 while Famous
	numFlags
)

var flagNames = [...]string{"", "apt", "exceptional gain", "alone", "famous over the target"}

func (f Flag) String() string {
	if f < numFlags {
		return flagNames[f]
	}
	return fmt.Sprintf("flag(%d)", uint8(f))
}

// Move is one tap at the table. Which fields matter depends on Kind (see
// the kinds); the rest stay zero, so moves compare equal to Legal's.
type Move struct {
	Kind       MoveKind   `msgpack:"k"`
	Seat       int        `msgpack:"s,omitempty"`
	Other      int        `msgpack:"o,omitempty"`
	Stat       Stat       `msgpack:"st,omitempty"`
	Use        Stat       `msgpack:"u,omitempty"`
	Second     Stat       `msgpack:"2,omitempty"`
	Value      int        `msgpack:"v,omitempty"`
	Difficulty Difficulty `msgpack:"d,omitempty"`
	Attack     Attack     `msgpack:"a,omitempty"`
	Flag       Flag       `msgpack:"f,omitempty"`
	On         bool       `msgpack:"on,omitempty"`
	Condition  Condition  `msgpack:"c,omitempty"`
	Upgrade    Upgrade    `msgpack:"up,omitempty"`
	Tag        Tag        `msgpack:"t,omitempty"`
	Lifestyle  Lifestyle  `msgpack:"l,omitempty"`
	Ethic      Ethic      `msgpack:"e,omitempty"`
	Pay        Pay        `msgpack:"py,omitempty"`
}

// String describes m for logs and tests, counting seats from 1 as the
// table does (Move.Seat itself counts from 0).
func (m Move) String() string {
	switch m.Kind {
	case AddCharacter:
		return m.say("add character ({stat} high, {lifestyle}, {ethic})")
	case GainBlessing:
		return m.say("seat {seat} gains a blessing")
	case SpendBlessing, Help:
		return m.say("seat {seat}: {kind} {value}")
	case GiveBlessing:
		return m.say("seat {seat} gives seat {other} a blessing showing {value}")
	case StealBlessing:
		return m.say("seat {seat} takes a blessing showing {value} from seat {other}")
	case AddCondition, RemoveCondition:
		if m.Condition.NamesStat() {
			return m.say("seat {seat}: {kind} {condition} on {stat}")
		}
		return m.say("seat {seat}: {kind} {condition}")
	case BeginCheck:
		return m.say("seat {seat}: check {stat} using {use}")
	case SetDifficulty:
		if m.Difficulty == Complex {
			return m.say("difficulty Complex ({value} rolls)")
		}
		return m.say("difficulty {difficulty}")
	case SetAttack:
		return m.say("set {attack}")
	case SetFlag:
		return fmt.Sprintf("%v %v", m.Flag, m.On)
	case Spark, SparkUp:
		return m.say("{kind} with {second} paying {value}+{value}")
	case Vex:
		return m.say("seat {seat} vexes")
	case StatUpgrade:
		if m.Pay == PayDowngrade {
			return m.say("seat {seat}: upgrade {stat}, {second} down to d2")
		}
		return m.say("seat {seat}: upgrade {stat} paying {pay}")
	case TakeUpgrade:
		switch m.Upgrade {
		case NewLifestyle:
			return m.say("seat {seat}: lifestyle to {lifestyle}")
		case NewEthic:
			return m.say("seat {seat}: ethic to {ethic}")
		}
		return m.say("seat {seat}: take {upgrade}")
	case SkipUpgrade:
		return m.say("seat {seat}: skip a {tag} upgrade")
	case LeaveLost:
		return m.say("seat {seat}: leave Lost for {lifestyle}")
	}
	return m.Kind.String()
}
