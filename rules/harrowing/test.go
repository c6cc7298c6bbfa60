package harrowing

import (
	"strings"

	"lantern/rules/dice"
)

// Face is a doom die's face.
type Face uint8

const (
	Blank    Face = iota
	Fault         // shown as 8
	Grace         // shown as 9
	BaneFace      // the red die only
)

// The doom dice (RULINGS HA-02).
var (
	BlackDie = []Face{Fault, Fault, Grace, Grace, Grace, Blank}
	RedDie   = []Face{Fault, Fault, Grace, Grace, BaneFace, Blank}
)

func (f Face) String() string { return [...]string{"blank", "8", "9", "Bane"}[f] }

// rollDoom rolls n doom dice, the first one red.
func (s *State) rollDoom(n int) []Face {
	out := make([]Face, n)
	for i := range out {
		die := BlackDie
		if i == 0 {
			die = RedDie
		}
		out[i] = dice.Custom(&s.RNG, die)
	}
	return out
}

// test rolls seat's doom dice for t, counts them with seat's item
// abilities, raises Bane, and queues threats, each-8s, each-9s and the rest.
func (e *eng) test(seat int8, t Test, from, foe string) {
	s := e.s
	sin := t.Sin.index()
	faces := s.rollDoom(int(s.Effigies[seat].Base[sin]))
	var f, g, b int
	words := make([]string, len(faces))
	for i, x := range faces {
		words[i] = x.String()
		switch x {
		case Fault:
			f++
		case Grace:
			g++
		case BaneFace:
			b++
		}
	}
	e.say("Effigy %d tests %s: %s.", seat+1, t.Sin, strings.Join(words, ", "))
	e.ev[len(e.ev)-1].Faces = faces
	for _, ab := range s.abilities(seat, OnTest) {
		if ab.Trigger.Sin == "" || ab.Trigger.Sin == t.Sin {
			for _, ef := range ab.Effects {
				switch ef.Op {
				case OpAddGrace:
					g += e.amount(ef)
					e.say("%s adds %d 9.", s.item(ab.From).Name, e.amount(ef))
				case OpCancelFault:
					f = max(0, f-e.amount(ef))
					e.say("%s cancels %d 8.", s.item(ab.From).Name, e.amount(ef))
				}
			}
		}
	}
	if b > 0 {
		e.say("The red die shows Bane: Bane %s.", s.rise(b))
	}
	var steps []Step
	for range f {
		for _, th := range s.threats(seat) {
			steps = append(steps, effects(seat, th.ID, s.Threat(th))...)
		}
	}
	for range f {
		steps = append(steps, effects(seat, from, t.Each8)...)
	}
	for range g {
		steps = append(steps, effects(seat, from, t.Each9)...)
	}
	steps = append(steps, effects(seat, from, t.Then)...)
	for i := range steps {
		steps[i].Foe, steps[i].Faults = foe, int8(f)
		if op := steps[i].Effect.Op; (op == opHit || op == OpDamage) && s.Config.revision() >= 3 {
			steps[i].Effect.Sin = t.Sin // the damage a test deals is that sin's (hurtBy)
		}
	}
	e.then(steps...)
}

// threats are the cards whose Threat fires on seat's 8s: its adversaries
// and, for the hunted effigy, the hunted card.
func (s State) threats(seat int8) []Card {
	var out []Card
	for _, f := range s.Effigies[seat].Foes {
		if k := s.card(f.ID); len(k.Threat) > 0 {
			out = append(out, k)
		}
	}
	if seat == s.Hunted && len(s.Book().Hunted.Threat) > 0 {
		out = append(out, s.Book().Hunted)
	}
	return out
}

// act pays for an action and takes its test; item abilities waiting for
// the action fire once it has resolved.
func (e *eng) act(m Move) {
	s := e.s
	name, cost, t := s.action(m)
	ef := &s.Effigies[m.Seat]
	ef.Omens -= cost
	foe := ""
	if m.Card == "" && name == "Fight" {
		foe = ef.Foes[m.Target].ID
	}
	e.say("Effigy %d spends %s to %s.", m.Seat+1, omens(int(cost)), name)
	e.then(Step{Seat: m.Seat, Effect: Effect{Op: opTrigger}, On: Trigger{On: OnAction, Action: name}})
	e.test(m.Seat, t, m.Card, foe)
}

// action is what an Act move does: a basic action, or the printed one.
func (s State) action(m Move) (string, int8, Test) {
	if m.Card == "" {
		b := Basic[m.Index]
		return b.Name, b.Cost, b.Test
	}
	a := s.card(m.Card).Actions[m.Index]
	return a.Name, int8(a.Cost), a.Test
}
