package hope

import (
	"fmt"
	"testing"
)

// exercise plays cards of Lantern's decks (or any deck) in states where
// they apply and checks, effect by effect, that each changed the game as
// the vocabulary says. TestEveryCardExercised runs it over every card.
type exercise struct {
	t    *testing.T
	g    *game
	used []bool // events already matched to an effect
}

// exerciseGame is 3 seats, seat 0 first, on d with the expansion on;
// hands, personalities and relationships are cleared so only the card
// under test acts; counters sit where any change shows: Humanity 3, Hope
// 3, Hunted 1, and Hunger or Harm 1 where a card feeds, heals or sets
// the condition aside.
func exerciseGame(t *testing.T, d *Deck, effs []Effect, mod func(*Config)) *exercise {
	g := newGame(t, 3, func(c *Config) {
		c.Deck = d
		c.Expansion = true
		if mod != nil {
			mod(c)
		}
	})
	s := &g.s
	s.Hope, s.Hunted = 3, 1
	for i := range 3 {
		c := &s.Seats[i]
		s.TraitDiscard = add(s.TraitDiscard, c.Traits...)
		c.Traits, c.Personality, c.Humanity = nil, NoCard, 3
		s.Rels[i].Broken = true
		c.Hunger = int8(b2i(uses(effs, Feed) || ignores(effs, HungerTrack)))
		c.Harm = int8(b2i(uses(effs, Heal) || ignores(effs, HarmTrack)))
	}
	if uses(effs, LoseAsset) {
		n := 0
		for _, a := range d.Assets {
			if !a.Group && n < 3 && !names(effs, a.ID) {
				g.giveAsset(a.ID, int8(n))
				n++
			}
		}
	}
	return &exercise{t: t, g: g}
}

// ignores says whether effs set aside track t's penalty (a card that
// does is offered only when the penalty counts).
func ignores(effs []Effect, t Track) bool {
	for _, ef := range effs {
		if ef.Kind == IgnoreCondition && ef.Cond == t {
			return true
		}
	}
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// uses says whether kind appears in effs, options included.
func uses(effs []Effect, kind EffectKind) bool {
	for _, ef := range effs {
		if ef.Kind == kind {
			return true
		}
		for _, o := range ef.Options {
			if uses(o, kind) {
				return true
			}
		}
	}
	return false
}

func names(effs []Effect, id string) bool {
	for _, ef := range effs {
		if ef.Card == id {
			return true
		}
	}
	return false
}

// settle answers every queued decision the plain way (option 0, the first
// target, no gift, no newcomer) and closes card windows, until a new turn
// or the game's end.
func (x *exercise) settle() {
	g := x.g
	for !g.s.Over {
		p := g.s.Pending
		switch p.Kind {
		case PendTarget:
			g.do(TargetSeat, p.Seat, p.Seat) // each picks themselves
		case PendPick, PendDiscard, PendInherit:
			g.apply(Legal(g.s)[0])
		case PendGift:
			g.do(Gift, p.Seat, -1)
		case PendGrace:
			g.do(Grace, p.Seat, 0)
		case PendRolled, PendOutcome:
			g.do(Pass, p.Seat, 0)
		default:
			return
		}
	}
}

// expect checks that effs, received by self (partner: the other side of a
// relationship), left their events among g.ev[from:]. Effects that apply
// once per outcome are checked once when once is false.
func (x *exercise) expect(from int, self, partner int8, effs []Effect, first bool, what string) {
	x.t.Helper()
	for len(x.used) < len(x.g.ev) {
		x.used = append(x.used, false)
	}
	for _, ef := range effs {
		if !first && onceOnly(ef) {
			continue
		}
		for _, who := range x.targets(from, self, partner, ef) {
			if err := x.match(from, who, ef); err != nil {
				x.t.Errorf("%s: effect %+v on seat %d: %v", what, ef, who, err)
			}
		}
	}
}

// targets are the seats ef touches, as the game saw them.
func (x *exercise) targets(from int, self, partner int8, ef Effect) []int8 {
	switch ef.Who {
	case Acting:
		return []int8{0} // the exercises' acting seat
	case Everyone:
		return []int8{0, 1, 2}
	case Partner:
		return []int8{partner}
	case Supporter:
		return []int8{1} // the exercises' supporter
	case Chosen:
		if i := x.find(from, func(e Event) bool { return e.Kind == EvTarget && e.Seat == self }); i >= 0 {
			return []int8{x.g.ev[i].Other}
		}
		x.t.Errorf("no target was chosen for %+v", ef)
		return nil
	}
	return []int8{self}
}

func (x *exercise) find(from int, ok func(Event) bool) int {
	for i := from; i < len(x.g.ev); i++ {
		if !x.used[i] && ok(x.g.ev[i]) {
			x.used[i] = true
			return i
		}
	}
	return -1
}

// match finds the event that ef on seat who must have left.
func (x *exercise) match(from int, who int8, ef Effect) error {
	sign := 1
	if ef.N < 0 || ef.Kind == Feed || ef.Kind == Heal {
		sign = -1
	}
	is := func(k EventKind) func(Event) bool {
		return func(e Event) bool { return e.Kind == k && (e.Seat == who || e.Seat < 0 || who < 0) && e.N*sign > 0 }
	}
	var ok func(Event) bool
	switch ef.Kind {
	case Humanity:
		ok = func(e Event) bool { return is(EvHumanity)(e) || (sign < 0 && e.Kind == EvLost && e.Seat == who) }
	case Hunger, Feed:
		ok = is(EvHunger)
	case Harm, Heal:
		ok = is(EvHarm)
	case Hope:
		ok = func(e Event) bool { return e.Kind == EvHope && e.N*sign > 0 }
	case Hunted:
		ok = func(e Event) bool { return e.Kind == EvHunted && e.N*sign > 0 }
	case GainAsset:
		ok = func(e Event) bool {
			return e.Kind == EvAssetGain && e.Seat == who && (ef.Card == "" || x.g.s.Cards.Assets[e.Card].ID == ef.Card)
		}
	case LoseAsset:
		ok = func(e Event) bool { return e.Kind == EvAssetLose && e.Seat == who }
	case DrawTrait:
		ok = func(e Event) bool { return e.Kind == EvTraitDraw && e.Seat == who }
	case Choose:
		i := x.find(from, func(e Event) bool { return e.Kind == EvChoose && e.Seat == who })
		if i < 0 {
			return fmt.Errorf("no choice made")
		}
		x.expect(from, who, -1, ef.Options[x.g.ev[i].N], true, "chosen option")
		return nil
	default: // changes to the scene
		ok = func(e Event) bool { return e.Kind == EvScene && e.Effect == ef.Kind }
	}
	if x.find(from, ok) < 0 {
		if !x.g.s.Seats[who].Alive {
			return nil // removed before it applied
		}
		return fmt.Errorf("no matching event")
	}
	return nil
}
