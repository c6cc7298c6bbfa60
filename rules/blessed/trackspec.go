package blessed

import (
	"fmt"
	"slices"

	"lantern/rules/words"
)

// The Endeavor Specializations that change the track (edition 3, HB-52
// in docs/blessed.md): Commanding gives an ally a new position roll as
// the Commanding character's action; Kinetic exchanges a Hand or Home
// position roll with an ally's lower one before anyone acts (each then
// waits for its recharge of ③); Sure-footed checks with the position
// roll to keep protecting its holder for more rounds; Zealous and
// Dominating are in zeal.go.

// allies reports whether participants a and b are on one side: in a
// Monstrous Endeavor the allies against the monstrosities; elsewhere any
// two the table calls allies.
func (e Endeavor) allies(a, b int) bool {
	return a != b && (e.Kind != Monstrous || !e.opposed(a, b))
}

// trackSpecCandidates lists Commanding's and Kinetic's moves; valid
// judges them.
func trackSpecCandidates(out []Move, s State) []Move {
	e := s.Endeavor
	if e == nil || s.Check != nil {
		return out
	}
	if e.Phase != Turns {
		return zealCandidates(out, s)
	}
	for _, i := range e.in() {
		seat := e.Racers[i].Seat
		for _, j := range e.in() {
			if !e.allies(i, j) {
				continue
			}
			if s.ready(seat, Commanding) {
				for _, st := range s.Config.Stats() {
					out = append(out, Move{Kind: Command, Seat: seat, Other: e.Racers[j].Seat, Stat: st})
				}
			}
			if s.ready(seat, Kinetic) {
				out = append(out, Move{Kind: Exchange, Seat: seat, Other: e.Racers[j].Seat})
			}
		}
		if s.HasSpec(seat, SureFooted) {
			out = append(out, Move{Kind: SureFoot, Seat: seat})
		}
		if s.ready(seat, Zealous) {
			out = append(out, Move{Kind: Zeal, Seat: seat})
		}
	}
	return zealCandidates(out, s)
}

func validTrackSpec(s State, m Move) error {
	e := s.Endeavor
	if m.Kind == ZealAct {
		return validZealAct(s, m)
	}
	if e == nil || s.Check != nil || e.Phase != Turns {
		return m.illegal("{kind} works between the turns of an Endeavor")
	}
	if err := zealFirst(*e, m); err != nil {
		return err
	}
	i, j := e.racer(m.Seat), e.racer(m.Other)
	switch m.Kind {
	case SureFoot:
		return validSureFoot(s, *e, m, i)
	case Zeal:
		return validZeal(s, *e, m, i)
	}
	switch {
	case i < 0 || j < 0 || e.Racers[i].Out || e.Racers[j].Out || !e.allies(i, j):
		return illegal("it takes two allies in the Endeavor")
	case m.Kind == Command && !s.ready(m.Seat, Commanding):
		return m.illegal("seat {seat} is not Commanding, or waits for its recharge")
	case m.Kind == Command && (e.Actor() != i || e.Acting != NoAction):
		return illegal("Commanding is the action of the one whose turn it is")
	case m.Kind == Command && !slices.Contains(e.Order[e.Turn+1:], j):
		return m.illegal("seat {other} has acted this round already")
	case m.Kind == Command && !s.hasStat(m.Stat):
		return illegal("a position roll uses one of the table's stats")
	case m.Kind == Exchange && !s.ready(m.Seat, Kinetic):
		return m.illegal("seat {seat} is not Kinetic, or waits for its recharge")
	case m.Kind == Exchange && (e.Turn != 0 || e.Acting != NoAction):
		return illegal("Kinetic exchanges position rolls before anyone acts")
	case m.Kind == Exchange && !handOrHome(s.Party[m.Seat], e.Racers[i].Stat):
		return illegal("Kinetic needs a position roll of Hand, Home or a stat balanced with either")
	case m.Kind == Exchange && sum(e.Racers[j].Faces) >= sum(e.Racers[i].Faces):
		return illegal("Kinetic exchanges with an ally who rolled lower")
	}
	return nil
}

// handOrHome reports whether st is Hand, Home or a stat of c's balanced
// with either (an unconventional stat).
func handOrHome(c Character, st Stat) bool {
	return st == Hand || st == Home || c.Die(st) == c.Die(Hand) || c.Die(st) == c.Die(Home)
}

func (s *State) trackSpec(m Move, ev *Event) {
	e := s.Endeavor
	i, j := e.racer(m.Seat), e.racer(m.Other)
	switch m.Kind {
	case SureFoot:
		r := e.Racers[i]
		s.Check = &Check{Seat: m.Seat, Stat: r.Stat, Use: r.Stat, Rolls: 1, SureFoot: true}
		ev.Text = m.say("seat {seat}, Sure-footed, checks with the position roll to stay protected longer")
		return
	case Zeal, ZealAct:
		s.zeal(m, ev)
		return
	}
	if m.Kind == Command {
		s.Spent = setBit(s.Spent, m.Seat, Commanding, true)
		r := &e.Racers[j]
		ch := s.Party[r.Seat]
		r.Stat, r.Faces = m.Stat, rollDie(s.dice(), ch.Die(m.Stat), bumps(ch, Check{Use: m.Stat}))
		ev.Faces = r.Faces
		ev.Text = fmt.Sprintf("seat %d, Commanding, has seat %d roll %v for a new position: %s, standard amount %d",
			m.Seat+1, m.Other+1, m.Stat, facesText(r.Faces), r.Standard())
		s.nextTurn()
		return
	}
	s.Spent = setBit(s.Spent, m.Seat, Kinetic, true)
	// The exchange comes before the temporary Blessings in the book:
	// Lantern gained them with each roll, so it evens them up now.
	a, b := &e.Racers[i], &e.Racers[j]
	lost, won := a.Standard(), b.Standard()
	a.Faces, b.Faces = b.Faces, a.Faces
	lost, won = lost-a.Standard(), b.Standard()-won
	drop := min(lost, len(a.Temp))
	for _, v := range a.Temp[len(a.Temp)-drop:] { // the newest go
		s.Party[a.Seat].Blessings = remove(s.Party[a.Seat].Blessings, v)
	}
	a.Temp = slices.Clone(a.Temp[:len(a.Temp)-drop])
	var got []int
	for range won {
		got = append(got, rollBlessings(s.dice())...)
	}
	to := &s.Party[b.Seat]
	got = got[:min(len(got), MaxBlessings-len(to.Blessings))] // HB-22
	to.Blessings = append(to.Blessings, got...)
	b.Temp = append(b.Temp, got...)
	e.Order = e.TurnOrder() // the turns follow the temporary Blessings as they now are
	e.startTurn()
	ev.Blessings = got
	ev.Text = fmt.Sprintf("seat %d, Kinetic, exchanges position rolls with seat %d: standard amounts %d and %d; seat %d loses %s, seat %d gains %s",
		m.Seat+1, m.Other+1, a.Standard(), b.Standard(), m.Seat+1, words.CountOf(drop, "temporary Blessing", "temporary Blessings"), m.Other+1, gainedText(got))
}

// validSureFoot: on their own turn, once they protect themself, a
// Sure-footed participant checks once with their position roll.
func validSureFoot(s State, e Endeavor, m Move, i int) error {
	switch {
	case !s.HasSpec(m.Seat, SureFooted):
		return m.illegal("seat {seat} is not Sure-footed")
	case i < 0 || e.Actor() != i || e.Acting != NoAction:
		return illegal("Sure-footed works on its holder's own turn")
	case e.Racers[i].Protect[i] == 0:
		return illegal("Sure-footed follows protecting oneself")
	case e.Racers[i].Footing >= e.Round:
		return m.illegal("seat {seat} has made the Sure-footed check this round")
	}
	return nil
}

// sureFooted reads a Sure-footed check: on a success the protection of
// themself lasts as many more rounds as the standard amount.
func (s *State) sureFooted(seat int, o Outcome, ev *Event) {
	e := s.Endeavor
	r := &e.Racers[e.racer(seat)]
	r.Footing = e.Round
	if o.Success {
		r.Footing += r.Standard()
		ev.Text += fmt.Sprintf("; seat %d stays protected %s more", seat+1, words.CountOf(r.Standard(), "round", "rounds"))
	}
}
