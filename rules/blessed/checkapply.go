package blessed

import (
	"fmt"
	"strconv"
	"strings"

	"lantern/rules/words"
)

// check applies a check move to s (a copy).
func (s *State) check(m Move, ev *Event) {
	if m.Kind == BeginCheck {
		s.Check = &Check{Seat: m.Seat, Stat: m.Stat, Use: m.Use, Rolls: 1}
		ev.Text = m.say("seat {seat} makes a {stat} check with {use}")
		return
	}
	c := s.Check
	ev.Seat = c.Seat
	roller := &s.Party[c.Seat]
	switch m.Kind {
	case SetDifficulty:
		c.Difficulty, c.Rolls = m.Difficulty, rollsFor(m)
		ev.Text = fmt.Sprintf("the check is %v (%s)", m.Difficulty, words.Count(int(c.Rolls), "roll"))
	case SetAttack:
		c.Attack = m.Attack
		if m.Attack == NoAttack {
			c.Famous = false
		}
		ev.Text = "the check is a " + m.Attack.String()
	case SetFlag:
		c.setFlag(m.Flag, m.On)
		ev.Text = flagText(m.Flag, m.On)
	case Help:
		h := &s.Party[m.Seat]
		h.Blessings = remove(h.Blessings, m.Value)
		w := h.Worth(m.Value)
		if s.HasSpec(m.Seat, Helpful) {
			w = min(w+1, 6)
		}
		bonus := max(w/2, 1)
		c.Helpers = append(c.Helpers, Helper{Seat: m.Seat, Bonus: bonus})
		ev.Seat, ev.Text = m.Seat, fmt.Sprintf("seat %d helps: +%d to the lowest roll, and a bust", m.Seat+1, bonus)
	case Spark, SparkUp:
		s.spark(roller, c, m, ev)
	case Vex:
		c.VexedBy = m.Seat + 1
		ev.Seat, ev.Text = m.Seat, fmt.Sprintf("seat %d makes seat %d's %v check fail", m.Seat+1, c.Seat+1, c.Use)
	case Roll:
		s.roll(s.rollerDice(*roller, *c), c, ev)
	case Settle:
		o := settle(*roller, *c)
		ev.Outcome, ev.Text = &o, describe(c.Seat, o)
		if c.Immune {
			o = Outcome{Busts: len(c.Helpers)}
			ev.Text = fmt.Sprintf("seat %d's attack fails: its target's Immunity covers it", c.Seat+1)
		}
		if s.Config.Edition >= 2 {
			s.settle2(*c, &o, ev)
		}
		if s.Config.Edition >= 3 {
			s.settle3(*c, o, ev)
		}
		roller.Conditions &^= 1 << Surprised // the roll it was waiting for is made
		s.Check = nil
		s.hardyAfter(*c, o)
		if s.Endeavor != nil && s.Endeavor.Acting != NoAction {
			s.actionDone(c.Seat, o, ev)
		}
	case CancelCheck:
		ev.Text = "the check is dropped"
		s.Check = nil
		if e := s.Endeavor; e != nil {
			e.Acting = NoAction // the turn is not spent
			if e.Striking {     // nor the attack out of turn
				e.Striking = false
				e.Racers[e.racer(c.Seat)].Strikes++
			}
			e.Zealing = false // nor the Zeal attack
		}
	}
}

func (c *Check) setFlag(f Flag, on bool) {
	switch f {
	case Apt:
		c.Apt = on
	case Gain:
		c.Gain = on
	case Alone:
		c.Alone = on
	case FamousOver:
		c.Famous = on
	}
}

// bumps reports whether the roller's dice may bump on this check: not
// while Surprised, not when any stat rolled aches.
func bumps(ch Character, c Check) bool {
	if c.Determined {
		return true
	}
	if ch.Has(Surprised) || ch.HasOn(Ache, c.Use) {
		return false
	}
	return c.Spark == NoStat || !ch.HasOn(Ache, c.Spark)
}

func (s *State) roll(ch Character, c *Check, ev *Event) {
	var r Rolled
	if faces, ok := s.actionRoll(c); ok {
		r.Faces = faces // an action's first roll is its position roll
	} else if c.CalmRoll > 0 && len(c.Results) == 0 {
		r.Faces = []int{c.CalmRoll} // the roll Calm kept
	} else if c.Spark != NoStat && c.SparkRoll == len(c.Results) {
		r.Faces = s.rollHorde(c.Seat, func() []int { return rollGroup(s.dice(), s.sparkSizes(ch, *c), s.sparkBumps(ch, *c)) })
		r.Sparked = true
	} else {
		r.Faces = s.rollHorde(c.Seat, func() []int {
			return rollDie(s.dice(), ch.Die(c.Use), bumps(ch, Check{Use: c.Use, Determined: c.Determined}))
		})
	}
	r.Sum = sum(r.Faces)
	c.Results = append(c.Results, r)
	ev.Faces = r.Faces
	ev.Text = fmt.Sprintf("seat %d rolls %s", c.Seat+1, sumText(r.Faces))
}

// spark pays two equal Blessings and either marks the next roll as a
// spark or adds the balanced die to the roll just made: if the new die
// shows 1, both roll again together while either shows 1.
func (s *State) spark(ch *Character, c *Check, m Move, ev *Event) {
	ch.Blessings = remove(remove(ch.Blessings, m.Value), m.Value)
	c.Spark = m.Second
	if m.Kind == Spark {
		c.SparkRoll = len(c.Results)
		ev.Text = fmt.Sprintf("seat %d sparks %v with %v", c.Seat+1, c.Use, m.Second)
		return
	}
	c.SparkRoll = len(c.Results) - 1 - m.Other // any roll made (HB-21)
	r := &c.Results[c.SparkRoll]
	f := s.dice().Die(int(ch.Die(m.Second)))
	r.Faces = append(r.Faces, f)
	if f == 1 && bumps(*ch, *c) {
		r.Faces = append(r.Faces, rollGroup(s.dice(), []Size{ch.Die(c.Use), ch.Die(m.Second)}, true)...)
	}
	r.Sum, r.Sparked = sum(r.Faces), true
	ev.Faces = r.Faces
	ev.Text = fmt.Sprintf("seat %d sparks roll %d with %v: %s", c.Seat+1, c.SparkRoll+1, m.Second, sumText(r.Faces))
}

func describe(seat int, o Outcome) string {
	if o.Vexed {
		return fmt.Sprintf("seat %d's check fails: vexed", seat+1)
	}
	parts := []string{fmt.Sprintf("%v (%s)", o.Tier, facesText(o.Values))}
	for _, n := range []struct {
		n   int
		one string
	}{{o.Boons, "boon"}, {o.Great, "exceptional boon"}, {o.Busts, "bust"}} {
		if n.n > 0 {
			parts = append(parts, words.Count(n.n, n.one))
		}
	}
	return fmt.Sprintf("seat %d: %s", seat+1, strings.Join(parts, ", "))
}

// flagText says a framing fact as the table would.
func flagText(f Flag, on bool) string {
	not := "not "
	if on {
		not = ""
	}
	switch f {
	case Apt:
		return "the roller is " + not + "apt"
	case Gain:
		return "an exceptional gain is " + not + "involved"
	case Alone:
		return "the roller is " + not + "alone"
	}
	return "fame is " + not + "pressed"
}

// sumText is a roll read out: "5", "1 + 4 = 5".
func sumText(faces []int) string {
	if len(faces) == 1 {
		return itoa(faces[0])
	}
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = itoa(f)
	}
	return strings.Join(parts, " + ") + " = " + itoa(sum(faces))
}

func itoa(n int) string { return strconv.Itoa(n) }
