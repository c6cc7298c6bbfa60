package blessed

import "slices"

// EndeavorKind is which Endeavor the table runs.
type EndeavorKind uint8

const (
	PlainEndeavor EndeavorKind = iota // the general rules only
	Monstrous                         // allies against monstrosities
	Racing                            // racers, Terrain and Fatigue
	numEndeavorKinds
)

var endeavorNames = [...]string{"Endeavor", "Monstrous Endeavor", "Racing Endeavor"}

func (k EndeavorKind) String() string {
	if k < numEndeavorKinds {
		return endeavorNames[k]
	}
	return "endeavor"
}

// Phase is where a round of an Endeavor stands.
type Phase uint8

const (
	Positioning Phase = iota // everyone rolls for position
	Turns                    // each takes one action in turn order
	Specials                 // whoever has the most temporary Blessings may take a special action
)

// Action is what a participant does on their turn through a check.
type Action uint8

const (
	NoAction      Action = iota
	Advance              // not Hurt: on a success, move up the standard amount
	ViolentAct           // Hurt: an attack that removes on a Maximum success
	NonViolentAct        // not Hurt: an attack that steals temporary Blessings
	numActions
)

var actionNames = [...]string{"", "advance", "violent attack", "non-violent attack"}

func (a Action) String() string {
	if a < numActions {
		return actionNames[a]
	}
	return "action"
}

// SpecialAction is a round's special action.
type SpecialAction uint8

const (
	NoSpecial SpecialAction = iota
	Combo                   // spend every temporary Blessing for a push
	Victory                 // remove an opponent, when the goal is reached
	Overcome                // racing: move up past the first Terrain
	numSpecials
)

var specialNames = [...]string{"", "combo", "declare victory", "overcome"}

func (a SpecialAction) String() string {
	if a < numSpecials {
		return specialNames[a]
	}
	return "special"
}

// Limits of the track and of hand edits: far past any table's Endeavor,
// and they keep Legal's lists short.
const (
	MaxStart     = 30 // a monstrosity's Starting Position
	MaxRecovery  = 9  // how far below its start a Recovery button sits
	MaxTrackMove = 10 // one hand edit
	MaxTrack     = 60 // the track's last position
	VictoryAt    = 30 // an ally declares victory from here
	SchemeRun    = 10 // a monstrosity declares victory with this many Schemes in a row
	WoundRun     = 3  // this many Wounds in a row remove a participant
)

// Endeavor is an Endeavor under way.
type Endeavor struct {
	Kind  EndeavorKind `msgpack:"k"`
	Round int          `msgpack:"r"`
	Phase Phase        `msgpack:"p,omitempty"`
	// Racers are the participants, in the order they joined (the table's
	// order, which turn order rotates through).
	Racers []Racer `msgpack:"rc,omitempty"`
	// Order lists Racers indices in this round's turn order; Turn is how
	// many of them have had their turn.
	Order []int `msgpack:"o,omitempty"`
	Turn  int   `msgpack:"t,omitempty"`
	// Acting is the action whose check is under way, if any.
	Acting  Action `msgpack:"a,omitempty"`
	Target  int    `msgpack:"tg,omitempty"` // the Racers index it is against
	Schemes []int  `msgpack:"sc,omitempty"` // Scheme buttons (global), by position
	Terrain []int  `msgpack:"tr,omitempty"` // Terrain buttons (the lay of the land), by position

	// Edition 3 (endeavor3.go); empty in older editions' states.
	// Led are the Racers indices that held the most temporary Blessings
	// when the round's order was last set: it turns round only once one
	// of them has lost the lead.
	Led []int `msgpack:"ld,omitempty" fp:"omitempty"`
	// Begun is true once the participant whose turn has come has begun it:
	// their protections end then, so a turn sent to the back by a
	// turned order keeps them.
	Begun bool `msgpack:"bg,omitempty" fp:"omitempty"`
	// Finish is a race's finish line, 0 until the table lays it.
	Finish int `msgpack:"fi,omitempty" fp:"omitempty"`
	// Skill is 1 once the participant whose turn it is has paid for a
	// Unique Skill (two actions combined), 2 after its first action.
	Skill int `msgpack:"us,omitempty" fp:"omitempty"`
	// Striking is true while an attack out of turn is the action under way.
	Striking bool `msgpack:"sg,omitempty" fp:"omitempty"`
	// Zealot is the Racers index + 1 of whom a Zeal button
	// stopped, to attack at once; Zealing is true while that attack's
	// check is under way; dominate while a Dominating actor's action
	// moves someone.
	Zealot   int  `msgpack:"zt,omitempty" fp:"omitempty"`
	Zealing  bool `msgpack:"zg,omitempty" fp:"omitempty"`
	dominate bool `fp:"omitempty"`
}

// Racer is one participant of an Endeavor.
type Racer struct {
	Seat    int   `msgpack:"s"`
	Monster bool  `msgpack:"m,omitempty"` // a monstrosity: Defeat at 0, maybe Recovery
	Pos     int   `msgpack:"p,omitempty"`
	Start   int   `msgpack:"st,omitempty"`
	Out     bool  `msgpack:"x,omitempty"`  // removed from the Endeavor
	Stat    Stat  `msgpack:"ps,omitempty"` // this round's position stat; NoStat until rolled
	Faces   []int `msgpack:"f,omitempty"`  // this round's position roll
	Temp    []int `msgpack:"tb,omitempty"` // temporary Blessings still in the pool, by face
	// Protect is how many ranks harder attacks on this participant are,
	// by who protects them (a Racers index), until that one's next turn.
	Protect  map[int]int `msgpack:"pr,omitempty"`
	Recovery int         `msgpack:"rv,omitempty"` // a Recovery button's position; 0 for none
	Wounds   []int       `msgpack:"w,omitempty"`  // Wound buttons, by position
	Fatigue  int         `msgpack:"fa,omitempty"` // Fatigue buttons (racing)
	// Edition 3: the racer's own Terrain buttons, by position, and those
	// of them with the Area tag.
	Terrain []int `msgpack:"tr,omitempty" fp:"omitempty"`
	Areas   []int `msgpack:"ar,omitempty" fp:"omitempty"`
	Tags    uint8 `msgpack:"tg,omitempty" fp:"omitempty"` // a monstrosity's tags, by bit (MonsterTag)
	// Strikes are the attacks out of turn it may still make this round
	// (Revenge, Unrelenting); Recovered counts its Recoveries (Unrelenting).
	Strikes   int `msgpack:"sk,omitempty" fp:"omitempty"`
	Recovered int `msgpack:"rd,omitempty" fp:"omitempty"`
	// Footing is the last round a Sure-footed participant's protection
	// of themself lasts into ; 0 for none.
	Footing int `msgpack:"ft,omitempty" fp:"omitempty"`
	// Zeal are Zeal buttons, by position (edition 3, Zealous).
	Zeal []int `msgpack:"zl,omitempty" fp:"omitempty"`
}

// MonsterTag is one of a monstrosity's secret tags (edition 3).
type MonsterTag uint8

const (
	Revenge     MonsterTag = iota // recovering, it attacks one who moved it down
	Unrelenting                   // each round's end, an attack per Recovery it used
	Horde                         // while its Recovery button stands, each roll is rolled twice, the higher kept
	Immunity                      // attacks on it close to its aptitudes fail
	Unique                        // it has a Unique Skill
	NumMonsterTags
)

var monsterTagNames = [...]string{"Revenge", "Unrelenting", "Horde", "Immunity", "Unique"}

func (t MonsterTag) String() string {
	if t < NumMonsterTags {
		return monsterTagNames[t]
	}
	return "tag"
}

// Tagged reports whether the participant carries tag t.
func (r Racer) Tagged(t MonsterTag) bool { return r.Tags&(1<<t) != 0 }

func (e Endeavor) clone() Endeavor {
	e.Racers = slices.Clone(e.Racers)
	for i := range e.Racers {
		r := &e.Racers[i]
		r.Faces, r.Temp, r.Wounds = slices.Clone(r.Faces), slices.Clone(r.Temp), slices.Clone(r.Wounds)
		r.Terrain, r.Areas = slices.Clone(r.Terrain), slices.Clone(r.Areas)
		r.Zeal = slices.Clone(r.Zeal)
		if r.Protect != nil {
			p := make(map[int]int, len(r.Protect))
			for k, v := range r.Protect {
				p[k] = v
			}
			r.Protect = p
		}
	}
	e.Order, e.Led = slices.Clone(e.Order), slices.Clone(e.Led)
	e.Schemes, e.Terrain = slices.Clone(e.Schemes), slices.Clone(e.Terrain)
	return e
}

// Standard is the standard amount of the round: half the unmodified
// position roll, rounded down, at least 1.
func (r Racer) Standard() int { return max(sum(r.Faces)/2, 1) }

// Rolled reports whether the participant has rolled for position this round.
func (r Racer) Rolled() bool { return r.Stat != NoStat }

// Protection is how many ranks harder attacks on r are now.
func (r Racer) Protection() int {
	n := 0
	for _, v := range r.Protect {
		n += v
	}
	return n
}

// racer is the Racers index of seat, or -1.
func (e Endeavor) racer(seat int) int {
	return slices.IndexFunc(e.Racers, func(r Racer) bool { return r.Seat == seat })
}

// Actor is the Racers index whose turn it is, or -1.
func (e Endeavor) Actor() int {
	if e.Phase != Turns || e.Turn >= len(e.Order) {
		return -1
	}
	return e.Order[e.Turn]
}

// side is 1 for a monstrosity, 0 otherwise: in a Monstrous Endeavor the
// two sides oppose each other; elsewhere everyone is their own side.
func (e Endeavor) opposed(a, b int) bool {
	if e.Kind == Monstrous {
		return e.Racers[a].Monster != e.Racers[b].Monster
	}
	return a != b
}

// in lists the Racers indices still in the Endeavor.
func (e Endeavor) in() []int {
	var out []int
	for i, r := range e.Racers {
		if !r.Out {
			out = append(out, i)
		}
	}
	return out
}

// Leaders are the Racers indices with the most temporary Blessings.
func (e Endeavor) Leaders() []int {
	best, out := -1, []int(nil)
	for _, i := range e.in() {
		switch n := len(e.Racers[i].Temp); {
		case n > best:
			best, out = n, []int{i}
		case n == best:
			out = append(out, i)
		}
	}
	return out
}

// TurnOrder is a round's order (HB-24): it starts with whoever holds the
// fewest temporary Blessings (the first of ties in table order) and runs
// in the direction that reaches whoever holds the most (the first of
// ties) last; clockwise, in table order, when both ways are as long.
func (e Endeavor) TurnOrder() []int {
	in := e.in()
	n := len(in)
	if n == 0 {
		return nil
	}
	least, most := 0, 0
	for k, i := range in {
		c := len(e.Racers[i].Temp)
		if c < len(e.Racers[in[least]].Temp) {
			least = k
		}
		if c > len(e.Racers[in[most]].Temp) {
			most = k
		}
	}
	step := 1
	if cw := (most - least + n) % n; cw != 0 && cw < n-cw {
		step = n - 1 // counter-clockwise keeps the most for last
	}
	out := make([]int, n)
	for k := range out {
		out[k] = in[(least+k*step)%n]
	}
	return out
}
