package blessed

import (
	"fmt"
	"slices"
	"strings"
)

// Check is a check under way. The framing (difficulty, attack, flags) may
// change until the first roll; Help and Vex until it is settled.
type Check struct {
	Seat       int        `msgpack:"s"`
	Stat       Stat       `msgpack:"st"` // the stat normally associated with the action
	Use        Stat       `msgpack:"u"`  // the stat rolled: Stat, one balanced with it, or History
	Difficulty Difficulty `msgpack:"d,omitempty"`
	Rolls      int        `msgpack:"n"` // rolls the difficulty asks for
	Attack     Attack     `msgpack:"a,omitempty"`
	Apt        bool       `msgpack:"ap,omitempty"`
	Gain       bool       `msgpack:"gn,omitempty"`
	Alone      bool       `msgpack:"al,omitempty"`
	Famous     bool       `msgpack:"fm,omitempty"`
	// Spark is the second stat of the check's one spark, or NoStat.
	// SparkRoll is the index of the roll it joins: the next roll when
	// sparked before rolling, the last one when a roll was upgraded.
	Spark     Stat     `msgpack:"sk,omitempty"`
	SparkRoll int      `msgpack:"sr,omitempty"`
	Helpers   []Helper `msgpack:"h,omitempty"`
	Results   []Rolled `msgpack:"r,omitempty"`
	VexedBy   int      `msgpack:"vx,omitempty"` // seat + 1 of who made it fail; 0 if none
	// Edition 1 (canon shows edition 0's checks without them).
	Favored  bool  `msgpack:"fv,omitempty"` // one more boon on a success
	Mischief int   `msgpack:"mi,omitempty"` // taken from the lowest roll
	Hardy    bool  `msgpack:"hy,omitempty"` // rolled with the shared Hardy die
	HazeOf   int   `msgpack:"hz,omitempty"` // seat + 1 whose Haze die is rolled; 0 if none
	Hardship bool  `msgpack:"hs,omitempty"` // rolled with Hardship, a d4
	Haunts   []int `msgpack:"ht,omitempty"` // by roll: what the Haunted die took from it
	// Edition 2 (canon1 shows edition 1's checks without them).
	Analytic   int   `msgpack:"an,omitempty"` // Analytical's bonus to the lowest roll
	Spark3     Stat  `msgpack:"s3,omitempty"` // Ascendant's third stat in the spark
	Partner    int   `msgpack:"pt,omitempty"` // seat + 1 of the Harmonious partner whose Spark stat it is
	Lit        bool  `msgpack:"lt,omitempty"` // the partner's lifestyle ignites their stat
	Determined bool  `msgpack:"dt,omitempty"` // the roller's conditions do no harm
	Insured    int   `msgpack:"in,omitempty"` // seat + 1 whose Insured makes the check succeed
	Defender   int   `msgpack:"df,omitempty"` // seat + 1 of the Protective defender
	Resolved   int   `msgpack:"rs,omitempty"` // seat + 1 whose Resolved answers a success
	SelfAccept bool  `msgpack:"sa,omitempty"` // one more boon on a success
	Calm       bool  `msgpack:"cm,omitempty"` // the first roll is kept for later
	CalmRoll   int   `msgpack:"cr,omitempty"` // the kept roll used as the first roll, 0 if none
	Bankers    []int `msgpack:"bn,omitempty"` // seats whose ethic banks from this check, in order
	Witnesses  int   `msgpack:"wi,omitempty"` // Greed & Vanity: who saw it
	Trap       int   `msgpack:"tp,omitempty"` // index + 1 of the delayed attack this check defends
	Fatigue    bool  `msgpack:"fa,omitempty"` // a racer's check to stay in the race
	// Edition 3 (left out of older editions' fingerprints while empty).
	Immune   bool `msgpack:"im,omitempty" fp:"omitempty"` // the target's Immunity makes it fail
	Target   int  `msgpack:"tg,omitempty" fp:"omitempty"` // seat + 1 the attack is on, once named
	SureFoot bool `msgpack:"sf,omitempty" fp:"omitempty"` // Sure-footed: the check protects its roller further
}

// Helper is one Help given to a check.
type Helper struct {
	Seat  int `msgpack:"s"`
	Bonus int `msgpack:"b"`
}

// Rolled is one roll of a check: every face in the order rolled and their
// sum (bumps included).
type Rolled struct {
	Faces   []int `msgpack:"f"`
	Sum     int   `msgpack:"s"`
	Sparked bool  `msgpack:"k,omitempty"`
}

func (c Check) clone() Check {
	c.Helpers = append([]Helper(nil), c.Helpers...)
	c.Haunts = append([]int(nil), c.Haunts...)
	c.Bankers = slices.Clone(c.Bankers)
	var r []Rolled
	for _, x := range c.Results {
		x.Faces = append([]int(nil), x.Faces...)
		r = append(r, x)
	}
	c.Results = r
	return c
}

// Started reports whether the first roll is made (the framing is fixed).
func (c Check) Started() bool { return len(c.Results) > 0 }

// Done reports whether every roll is made.
func (c Check) Done() bool { return len(c.Results) >= c.Rolls }

// Help is the total Help bonus, given to the lowest roll.
func (c Check) Help() int {
	n := 0
	for _, h := range c.Helpers {
		n += h.Bonus
	}
	return n
}

// Outcome is a settled check.
type Outcome struct {
	Success bool   `msgpack:"ok"`
	Tier    Tier   `msgpack:"t"` // Failure, else the lowest tier among the rolls that succeeded
	Values  []int  `msgpack:"v"` // each roll's final value after modifiers, Help and rounding
	Tiers   []Tier `msgpack:"ts"`
	Boons   int    `msgpack:"bo"` // ordinary boons (Major successes)
	Great   int    `msgpack:"gr"` // exceptional boons (Maximum successes)
	Busts   int    `msgpack:"bu"`
	Vexed   bool   `msgpack:"vx,omitempty"` // failed because someone used the roller's Vexed stat
	// Working shows how each roll's value came about, as the table reads
	// it out: "5 − 1 Uncool + 2 Help = 6", "4, rounded up to 5 (apt)".
	Working []string `msgpack:"w,omitempty"`
}

// rounding says which roundings a roll gets.
type rounding struct{ low, high bool }

// final is a roll's value after rounding: low lifts 3–4 to 5 (Easy or
// apt), high lifts 6–7 to 8 (an ignited spark or an exceptional gain).
func (r rounding) final(v int) int {
	switch {
	case r.low && (v == 3 || v == 4):
		return 5
	case r.high && (v == 6 || v == 7):
		return 8
	}
	return v
}

// IsAlone reports whether the roller acts alone: the table said so and
// nobody helped, since a helped check is a group action (HB-20), as a
// Harmonious spark is.
func (c Check) IsAlone() bool { return c.Alone && len(c.Helpers) == 0 && c.Partner == 0 }

// modifier is the flat change to every roll: Uncool −1 unless alone,
// Famous +2 on an attack on someone less famous.
func modifier(ch Character, c Check) int {
	m := 0
	if ch.Has(Uncool) && !c.IsAlone() && !c.Determined {
		m--
	}
	if c.Famous {
		m += 2
	}
	return m
}

func roundingFor(ch Character, c Check, sparked bool) rounding {
	// Host counts as apt, rolled or as a spark's second stat.
	low := c.Apt || c.Difficulty == Easy || c.Use == Host || (sparked && (c.Spark == Host || c.Spark3 == Host))
	second := ch.Ignites(c.Spark) // a partner's stat is lit by the partner's lifestyle
	if c.Partner > 0 {
		second = c.Lit
	}
	high := c.Gain || (sparked && (ch.Ignites(c.Use) || second || ch.Ignites(c.Spark3)))
	return rounding{low: low, high: high}
}

// settle reads a check whose rolls are all made (or that was vexed).
func settle(ch Character, c Check) Outcome {
	var o Outcome
	if c.VexedBy > 0 {
		o.Vexed = true
		o.Busts = len(c.Helpers)
		return o
	}
	mod := modifier(ch, c)
	raw := make([]int, len(c.Results))
	low := 0
	for i, r := range c.Results {
		raw[i] = r.Sum + mod - c.haunt(i)
		if raw[i] < raw[low] {
			low = i
		}
	}
	if len(raw) > 0 {
		raw[low] += c.lowBonus()
	}
	fails := 0
	o.Tier = Maximum
	for i, v := range raw {
		f := roundingFor(ch, c, c.Results[i].Sparked).final(v)
		w := working(ch, c, i, i == low, f)
		if c.Insured > 0 && f <= 4 {
			f, w = 5, w+", made a success by Insured: 5"
		}
		o.Working = append(o.Working, w)
		t := TierOf(f)
		o.Values, o.Tiers = append(o.Values, f), append(o.Tiers, t)
		switch t {
		case Failure:
			fails++
		case Minor:
			o.Busts++
		case Major:
			o.Boons++
		case Maximum:
			o.Great++
		}
		if t != Failure {
			o.Tier = min(o.Tier, t)
		}
	}
	o.Success = fails == 0 || (c.Difficulty == Complex && fails < 2)
	if !o.Success || fails == len(raw) {
		// A failed check grants nothing its good rolls earned (HB-07).
		o.Tier, o.Boons, o.Great, o.Busts = Failure, 0, 0, 0
	}
	if o.Success {
		o.Boons += c.extraBoons()
	}
	o.Busts += len(c.Helpers)
	for range c.costs(ch) {
		if o.Success {
			disarm(&o)
		}
	}
	return o
}

// lowBonus is what the lowest roll gains or loses: Help, Analytical's
// piles and Mischievous.
func (c Check) lowBonus() int { return c.Help() + c.Analytic - c.Mischief }

// extraBoons are the boons a success gains: Favored, Self-Accepted.
func (c Check) extraBoons() int {
	n := 0
	for _, on := range []bool{c.Favored, c.SelfAccept} {
		if on {
			n++
		}
	}
	return n
}

// costs is how many times a success loses a boon and gains a bust:
// Disarmed in a violent attack (unless Determined), and Resolved.
func (c Check) costs(ch Character) int {
	n := 0
	if c.Attack == Violent && ch.Has(Disarmed) && !c.Determined {
		n++
	}
	if c.Resolved > 0 {
		n++
	}
	return n
}

// working says how roll i's final value f came about.
func working(ch Character, c Check, i int, low bool, f int) string {
	r := c.Results[i]
	w := sumText(r.Faces)
	v := r.Sum
	add := func(n int, why string) {
		switch {
		case n > 0:
			w += fmt.Sprintf(" + %d %s", n, why)
		case n < 0:
			w += fmt.Sprintf(" − %d %s", -n, why)
		}
		v += n
	}
	if ch.Has(Uncool) && !c.IsAlone() && !c.Determined {
		add(-1, "Uncool")
	}
	if c.Famous {
		add(2, "fame")
	}
	if c.Determined && len(ch.conditionsShrugged()) > 0 {
		w += " (Determined: " + strings.Join(ch.conditionsShrugged(), ", ") + " no harm)"
	}
	add(-c.haunt(i), "Haunted")
	if low {
		add(c.Help(), "Help")
		add(c.Analytic, "Analytical")
		if c.Analytic == 0 && slices.ContainsFunc(c.Helpers, func(h Helper) bool { return h.Bonus == 0 }) {
			w += " + 0 Analytical (no equal piles)" // only Analytical helps with no bonus
		}
		add(-c.Mischief, "Mischievous")
	}
	if v != r.Sum || len(r.Faces) > 1 {
		w += " = " + itoa(v)
	}
	if f != v {
		w += fmt.Sprintf(", rounded up to %d (%s)", f, roundingWhy(ch, c, r.Sparked, f))
	}
	return w
}

func roundingWhy(ch Character, c Check, sparked bool, f int) string {
	if f == 5 {
		switch {
		case c.Apt:
			return "apt"
		case c.Difficulty == Easy:
			return "Easy"
		}
		return "Host"
	}
	if c.Gain {
		return "exceptional gain"
	}
	return "an ignited stat in the spark"
}

// conditionsShrugged names the roller's conditions that would harm a
// check, for Determined's working.
func (c Character) conditionsShrugged() []string {
	var out []string
	for _, k := range []Condition{Uncool, Surprised, Taxed, Disarmed, Ache, Vexed} {
		if c.Has(k) {
			out = append(out, k.String())
		}
	}
	return out
}

// haunt is what the Haunted die took from roll i.
func (c Check) haunt(i int) int {
	if i < len(c.Haunts) {
		return c.Haunts[i]
	}
	return 0
}

// disarm takes one boon away (an ordinary one first) and adds a bust.
func disarm(o *Outcome) {
	switch {
	case o.Boons > 0:
		o.Boons--
	case o.Great > 0:
		o.Great--
	}
	o.Busts++
}
