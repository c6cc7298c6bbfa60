package blessed

import (
	"fmt"
	"slices"
)

// Spec is a Specialization whose effect Lantern applies (edition 1). The
// others stay with the table, named on the sheet.
type Spec uint8

const (
	NoSpec      Spec = iota
	Helpful          // Blessings spent on Help are worth 1 more (at most 6)
	Favored          // a success related to the aptitude brings one more boon
	Mischievous      // make another's succeeding check 3 lower; recharge 5
	Imposing         // the first position roll of an Endeavor is rolled twice, the higher kept
	// Edition 2 (spec2.go).
	Analytical   // twice a session, Help by four d6 in two equal piles: +5
	Ascendant    // a non-violent spark of three balanced d8s or larger, at double the cost
	Attentive    // after a Hand or Heart success, a violent attack with that stat; recharge 3
	Calm         // once a session, keep a Head or Home roll for a later non-violent check
	Determined   // for one check, the roller's conditions do no harm; recharge 3
	Harmonious   // a spark with another Harmonious character's balanced stat
	Insured      // a check tending the character's wounds succeeds; recharge 1, then 2 more each time
	Protective   // become the defender of a violent attack on another; recharge 3
	Resolved     // an attack succeeding against them: one boon fewer, a bust more, a Blessing; recharge 4
	SelfAccepted // a social success with an unconventional stat: one more boon
	Tactical     // in an Endeavor action, an ally yet to act who helps gives up their turn
	// Edition 3 (trackspec.go).
	Commanding // as an Endeavor action, an ally yet to act rolls a new position roll; recharge 3
	Kinetic    // after a Hand or Home position roll, exchange it with an ally's lower one; recharge 3
	SureFooted // protecting themself, a check with the position roll makes it last longer
	Zealous    // as an Endeavor action, they and their allies gain a Zeal button 1 below; recharge 4
	Dominating // an opponent their action moves onto a button that stops it moves on
	numSpecs
)

var specNames = [...]string{"", "Helpful", "Favored", "Mischievous", "Imposing",
	"Analytical", "Ascendant", "Attentive", "Calm", "Determined", "Harmonious", "Insured",
	"Protective", "Resolved", "Self-Accepted", "Tactical", "Commanding", "Kinetic", "Sure-footed", "Zealous", "Dominating"}

func (p Spec) String() string {
	if p < numSpecs {
		return specNames[p]
	}
	return fmt.Sprintf("spec(%d)", uint8(p))
}

// Recharge is what using the Specialization again costs, in Blessings'
// worth; 0 for none.
func (p Spec) Recharge() int {
	switch p {
	case Mischievous:
		return 5
	case Attentive, Determined, Protective, Commanding, Kinetic:
		return 3
	case Resolved, Zealous:
		return 4
	case Insured:
		return 1
	}
	return 0
}

// specsIn is one past the last Specialization edition ed applies.
func specsIn(ed int) Spec {
	switch {
	case ed < 2:
		return Analytical
	case ed == 2:
		return Commanding
	}
	return numSpecs
}

// RechargeCost is what seat pays to use p again: Insured's grows by 2
// with every recharge.
func (s State) RechargeCost(seat int, p Spec) int {
	if p == Insured {
		return p.Recharge() + 2*s.mark(seat).Insured
	}
	return p.Recharge()
}

// Mischief is how much Mischievous lowers a check.
const Mischief = 3

// HasSpec reports whether seat has chosen Specialization p.
func (s State) HasSpec(seat int, p Spec) bool {
	return seat >= 0 && seat < len(s.Specs) && s.Specs[seat]&(1<<p) != 0
}

// SpecUsed reports whether seat's Specialization p waits for a recharge.
func (s State) SpecUsed(seat int, p Spec) bool {
	return seat >= 0 && seat < len(s.Spent) && s.Spent[seat]&(1<<p) != 0
}

// setBit sets or clears bit p of seat in a per-seat list, growing it.
func setBit(xs []uint32, seat int, p Spec, on bool) []uint32 {
	xs = slices.Clone(xs)
	for len(xs) <= seat {
		xs = append(xs, 0)
	}
	if on {
		xs[seat] |= 1 << p
	} else {
		xs[seat] &^= 1 << p
	}
	return xs
}

func specCount(mask uint32) int {
	n := 0
	for p := Helpful; p < numSpecs; p++ {
		if mask&(1<<p) != 0 {
			n++
		}
	}
	return n
}

// specCandidates: choosing or dropping a Specialization on the sheet, and
// recharging a used one. It skips what cannot be legal (a character with
// no specialized aptitude) to keep Legal cheap.
func specCandidates(out []Move, s State) []Move {
	for i := range s.Party {
		if s.Party[i].Specialized == 0 {
			continue
		}
		var mask uint32
		if i < len(s.Specs) {
			mask = s.Specs[i]
		}
		for p := Helpful; p < specsIn(s.Config.Edition); p++ {
			// Only what valid could take: a replay asks per move, and each
			// refusal costs an error.
			has := s.HasSpec(i, p)
			if !has && specCount(mask) < s.Party[i].Specialized {
				out = append(out, Move{Kind: ChooseSpec, Seat: i, Value: int(p)})
			}
			if has {
				out = append(out, Move{Kind: ChooseSpec, Seat: i, Value: int(p), Other: 1})
			}
			if s.SpecUsed(i, p) && s.canRecharge(i, p) {
				out = append(out, Move{Kind: RechargeSpec, Seat: i, Value: int(p)})
			}
		}
	}
	return out
}

// checkSpecCandidates: Favored for the roller, Mischief from the others.
func checkSpecCandidates(out []Move, s State) []Move {
	c := s.Check
	if c.VexedBy > 0 {
		return out
	}
	if !c.Favored && s.HasSpec(c.Seat, Favored) {
		out = append(out, Move{Kind: Favor})
	}
	for i := range s.Party {
		if i != c.Seat && c.Mischief == 0 && s.HasSpec(i, Mischievous) && !s.SpecUsed(i, Mischievous) {
			out = append(out, Move{Kind: Mischiefs, Seat: i})
		}
	}
	return out
}

func validSpec(s State, m Move) error {
	p := Spec(m.Value)
	if m.Kind != Favor && (!s.seated(m.Seat) || p == NoSpec || p >= specsIn(s.Config.Edition)) {
		return illegal("unknown Specialization")
	}
	switch m.Kind {
	case ChooseSpec:
		var mask uint32
		if m.Seat < len(s.Specs) {
			mask = s.Specs[m.Seat]
		}
		switch {
		case m.Other == 0 && s.HasSpec(m.Seat, p):
			return illegal("seat %d is already %v", m.Seat+1, p)
		case m.Other == 0 && specCount(mask) >= s.Party[m.Seat].Specialized:
			return illegal("seat %d has no specialized aptitude left for %v", m.Seat+1, p)
		case m.Other == 1 && !s.HasSpec(m.Seat, p):
			return illegal("seat %d is not %v", m.Seat+1, p)
		case m.Other != 0 && m.Other != 1:
			return illegal("a Specialization is chosen or dropped")
		}
	case RechargeSpec:
		if !s.SpecUsed(m.Seat, p) || !s.canRecharge(m.Seat, p) {
			return illegal("seat %d's %v needs no recharge, or %s", m.Seat+1, p, s.RechargePrice(m.Seat, p))
		}
	}
	return nil
}

func validCheckSpec(s State, m Move) error {
	c := s.Check
	switch {
	case c == nil:
		return illegal("no check is under way")
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	case m.Kind == Favor && (c.Favored || !s.HasSpec(c.Seat, Favored)):
		return illegal("Favored is the roller's, once a check")
	case m.Kind == Mischiefs && (!s.seated(m.Seat) || m.Seat == c.Seat || !s.HasSpec(m.Seat, Mischievous) || s.SpecUsed(m.Seat, Mischievous) || c.Mischief != 0):
		return illegal("another Mischievous character, recharged, distracts a check once")
	case m.Kind == Mischiefs && s.Config.Edition >= 3 && (!c.Done() || !settle(s.Party[c.Seat], *c).Success):
		return illegal("Mischievous distracts a check that would succeed, once every roll is made (HB-47)")
	}
	return nil
}

// worth is the total worth of a pool.
func worth(c Character) int {
	n := 0
	for _, v := range c.Blessings {
		n += c.Worth(v)
	}
	return n
}

func (s *State) spec(m Move, ev *Event) {
	p := Spec(m.Value)
	switch m.Kind {
	case ChooseSpec:
		s.Specs = setBit(s.Specs, m.Seat, p, m.Other == 0)
		ev.Text = fmt.Sprintf("seat %d is %v", m.Seat+1, p)
		if m.Other == 1 {
			ev.Text = fmt.Sprintf("seat %d is no longer %v", m.Seat+1, p)
		}
	case RechargeSpec:
		var paid []int
		if s.Config.Edition >= 3 {
			paid = payPrice(&s.Party[m.Seat], s.RechargePrice(m.Seat, p))
		} else {
			paid = payWorth(&s.Party[m.Seat], s.RechargeCost(m.Seat, p))
		}
		s.Spent = setBit(s.Spent, m.Seat, p, false)
		if p == Insured {
			s.marks(m.Seat).Insured++
		}
		ev.Text = fmt.Sprintf("seat %d recharges %v, spending %s", m.Seat+1, p, facesText(paid))
	case Favor:
		s.Check.Favored = true
		ev.Seat, ev.Text = s.Check.Seat, fmt.Sprintf("seat %d's Favored aptitude covers the check: one more boon on a success", s.Check.Seat+1)
	case Mischiefs:
		s.Check.Mischief = Mischief
		s.Spent = setBit(s.Spent, m.Seat, Mischievous, true)
		ev.Text = fmt.Sprintf("seat %d distracts seat %d: −%d on the lowest roll", m.Seat+1, s.Check.Seat+1, Mischief)
	}
}

// payWorth spends the lowest Blessings worth 1 or more until their worth
// reaches cost (HB-28 in editions 1 and 2), and returns their faces.
func payWorth(c *Character, cost int) []int {
	pool := slices.Clone(c.Blessings)
	slices.Sort(pool)
	var paid []int
	for _, v := range pool {
		if cost <= 0 {
			break
		}
		if w := c.Worth(v); w > 0 {
			c.Blessings = remove(c.Blessings, v)
			paid, cost = append(paid, v), cost-w
		}
	}
	return paid
}
