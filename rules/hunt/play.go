package hunt

import "fmt"

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
	passed, failed := false, false
	for _, i := range who {
		pass := true
		if e.Check > 0 {
			d := s.RNG.Die(10)
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
	if e.Who == Random && len(able) > 0 {
		// The revealer makes random choices; Lantern makes them with the seed.
		i := able[s.RNG.Intn(len(able))] // drawn even from one, as records always have
		if len(able) == 1 {
			return able // nobody to choose between: no pick to tell
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
		case GainCourage:
			was := v.Courage
			v.Courage = stat(v.Courage, f.N)
			text = statText(v.Name, f.Kind, was, v.Courage)
		case GainUnderstanding:
			was := v.Understanding
			v.Understanding = stat(v.Understanding, f.N)
			text = statText(v.Name, f.Kind, was, v.Understanding)
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
				if s.Phase != Over {
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

func stat(v, n int) int { return min(max(v+n, 0), MaxStat) }
