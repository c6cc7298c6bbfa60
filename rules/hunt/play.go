package hunt

import (
	"fmt"

	"lantern/rules/words"
)

// play resolves an entry: picks who takes part, rolls their checks, gives
// each their outcome, then applies the board effects once.
func (r *resolver) play(e Entry) {
	s := r.s
	who := r.participants(e)
	if len(who) == 0 {
		if len(e.Fail) == 0 {
			r.log(Story, "No one can take part.")
			return
		}
		r.log(Story, "No one can take part; %s bears the cost.", s.name(s.Revealer)).Survivor = s.Revealer
		r.outcome(s.Revealer, e.Fail)
		r.board(e.Fail)
		return
	}
	switch {
	case e.Ask != "":
		r.asked(e, who)
	case len(e.Bands) > 0:
		r.banded(e, who)
	case len(e.Options) > 0:
		r.chosen(e, who)
	default:
		r.checked(e, who)
	}
}

// checked gives each taking part Pass, or with a check a d10 roll each:
// Pass at or above it, Fail below.
func (r *resolver) checked(e Entry, who []int) {
	s := r.s
	passed, failed := false, false
	for _, i := range who {
		pass := true
		if e.Check > 0 {
			d := r.d10(i, fmt.Sprintf("(needs %d+)", e.Check))
			pass = d >= e.Check
			ev := r.log(Checked, "%s rolls %d on a d10 (needs %d+): %s.", s.name(i), d, e.Check, passWord(pass))
			ev.Survivor, ev.D10 = i, d
		}
		if pass {
			passed = true
			r.outcome(i, e.Pass)
		} else {
			failed = true
			r.outcome(i, e.Fail)
		}
	}
	if passed {
		r.board(e.Pass)
	}
	if failed {
		r.board(e.Fail)
	}
}

// asked puts e's question to the table: yes plays Pass, no Fail.
func (r *resolver) asked(e Entry, who []int) {
	yes := r.answer(e)
	fx, word := e.Fail, "no"
	if yes {
		fx, word = e.Pass, "yes"
	}
	r.log(Asked, "%s The table answers %s.", e.Ask, word)
	for _, i := range who {
		r.outcome(i, fx)
	}
	r.board(fx)
}

// banded has each taking part roll a d10 and get its band; board effects
// happen once for each band reached.
func (r *resolver) banded(e Entry, who []int) {
	s := r.s
	reached := make([]bool, len(e.Bands))
	for _, i := range who {
		d := r.d10(i, "for "+e.Title)
		k := band(e.Bands, d)
		b := e.Bands[k]
		ev := r.log(Checked, "%s rolls %d on a d10: %d–%d. %s", s.name(i), d, b.From, b.To, b.Text)
		ev.Survivor, ev.D10 = i, d
		reached[k] = true
		r.outcome(i, b.Effects)
	}
	for k, b := range e.Bands {
		if reached[k] {
			r.board(b.Effects)
		}
	}
}

// band is the index of the band d falls in (checkBands: they cover 1–10).
func band(bands []Band, d int) int {
	for k, b := range bands {
		if b.From <= d && d <= b.To {
			return k
		}
	}
	return len(bands) - 1
}

// chosen has the revealer choose one of e's options for all taking part.
func (r *resolver) chosen(e Entry, who []int) {
	s := r.s
	o := e.Options[r.choose(e)]
	r.log(Asked, "%s chooses: %s.", s.name(s.Revealer), o.Label).Survivor = s.Revealer
	for _, i := range who {
		r.outcome(i, o.Effects)
	}
	r.board(o.Effects)
}

func passWord(pass bool) string {
	if pass {
		return "passes"
	}
	return "fails"
}

// participants lists, in team order, who takes part in e.
func (r *resolver) participants(e Entry) []int {
	s := r.s
	var able []int
	for i, v := range s.Team {
		if (e.Who == All || e.Who == Random || i == s.Revealer) && meets(v, e.Need) {
			able = append(able, i)
		}
	}
	if e.Who == Random && len(able) == 1 && s.Config.Edition > 0 {
		return able // nobody to choose between
	}
	if e.Who == Random && len(able) > 0 {
		// The revealer makes random choices: Lantern with the seed, or the
		// table by hand. Edition 0 drew even from one.
		i := r.pick(able)
		if len(able) == 1 {
			return able
		}
		r.log(Story, "%s picks a survivor at random: %s.", s.name(s.Revealer), s.name(i)).Survivor = i
		return []int{i}
	}
	return able
}

func meets(v Survivor, n Need) bool {
	switch {
	case n.Gear != "" && !v.Has(n.Gear):
		return false
	case n.Stat == Courage:
		return v.Courage >= n.Min
	case n.Stat == Understanding:
		return v.Understanding >= n.Min
	}
	return true
}

// outcome applies the survivor effects of fx to survivor i.
func (r *resolver) outcome(i int, fx []Effect) {
	s := r.s
	v := &s.Team[i]
	for _, f := range fx {
		var text string
		switch f.Kind {
		case GainUnderstanding, GainSurvival, GainInsanity, GainCourage:
			st := Stat(f.Kind)
			was, _ := v.stat(st)
			v.set(st, was+f.N)
			now, _ := v.stat(st)
			text = statText(v.Name, f.Kind, was, now)
		case Resource:
			n := max(f.N, 1)
			for range n {
				s.Resources = append(s.Resources, f.Text)
			}
			text = fmt.Sprintf("%s gathers %d %s for the team.", v.Name, n, f.Text)
		case Injury:
			v.Notes = append(v.Notes, "injury: "+f.Text)
			text = fmt.Sprintf("%s is hurt: %s.", v.Name, f.Text)
		case Note:
			v.Notes = append(v.Notes, f.Text)
			text = fmt.Sprintf("%s: %s.", v.Name, f.Text)
		default:
			continue
		}
		r.log(Changed, "%s", text).Survivor = i
	}
}

// statText tells a change as it came out: a stat kept within 0–9 may
// change less than the effect asked, or not at all.
func statText(name string, kind EffectKind, was, now int) string {
	verb, n := "gains", now-was
	switch {
	case n == 0:
		return fmt.Sprintf("%s's %s stays at %d.", name, kind, now)
	case n < 0:
		verb, n = "loses", -n
	}
	return fmt.Sprintf("%s %s %d %s (now %d).", name, verb, n, kind, now)
}

// board applies the board effects of fx once, stopping if the hunt ends.
func (r *resolver) board(fx []Effect) {
	s := r.s
	for _, f := range fx {
		if s.Phase == Over {
			return
		}
		switch f.Kind {
		case MoveTeam:
			r.moveTeam(f.N)
		case MoveMonster:
			r.moveMonster(f.N)
		case RollTable:
			for range max(f.N, 1) {
				if s.Phase != Over && r.mayRollAgain() {
					r.rollTable()
				}
			}
		}
	}
}

// moveTeam moves the survivors; forward they stop on the monster's space,
// back they stop at Start. The remaining cards of the space they leave stay.
func (r *resolver) moveTeam(n int) {
	s := r.s
	to := min(max(s.At+n, Start), s.Monster)
	if to == s.At {
		return
	}
	s.At, s.MustRoll = to, false
	r.log(Moved, "The survivors are driven to space %d.", to)
	r.arrive()
}

// moveMonster moves the quarry; away it stops at the board's end, toward
// the survivors it stops on their space, and then it has found them.
func (r *resolver) moveMonster(n int) {
	s := r.s
	to := min(max(s.Monster+n, s.At), Spaces-1)
	if to == s.Monster {
		return
	}
	s.Monster = to
	r.log(Moved, "The %s moves to space %d.", s.quarryName(), to)
	if to == s.At {
		r.found(true)
	}
}

// maxRolls bounds the table rolls one step may make: rows that say "roll
// again" could otherwise send the revealer back to the table for ever
// (KH-05).
const maxRolls = 10

func (r *resolver) mayRollAgain() bool {
	r.again++
	if r.again > maxRolls {
		if r.again == maxRolls+1 {
			r.log(Story, "The table has been rolled on %s in this step: Lantern stops there, and the step ends.", words.Times(maxRolls))
		}
		return false
	}
	return true
}
