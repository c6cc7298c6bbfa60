package blessed

import (
	"fmt"

	"lantern/rules/words"
)

// Event is one thing that happened, for the journal and the dice on
// screen. Text names seats as "seat N"; the UI swaps in names.
type Event struct {
	Kind      MoveKind `msgpack:"k"`
	Seat      int      `msgpack:"s"`           // the character it is about, or -1
	Text      string   `msgpack:"t"`           // plain words
	Faces     []int    `msgpack:"f,omitempty"` // dice rolled, in order
	Blessings []int    `msgpack:"b,omitempty"` // Blessings gained, in order
	Outcome   *Outcome `msgpack:"o,omitempty"` // set on Settle
}

// leavesParty says whether kind k changes nothing of the party (it frames
// or rolls a check, rolls for the game master, banks, starts an
// Endeavor): such a move shares the party with the state it came from, as
// a replay makes one state a move. TestApplyLeavesEveryStateAlone holds
// Apply to it.
func leavesParty(k MoveKind) bool {
	switch k {
	case SetDifficulty, SetAttack, SetFlag, Defend, Favor, BeginCheck, Vex, Roll, CancelCheck,
		FreeRoll, BankOne, Darken, UseHaze, UseHardship, UseHardy, BeginEndeavor:
		return true
	}
	return false
}

// Apply plays m on a copy of s and returns it with what happened. A move
// not in Legal(s) is refused with an error wrapping rules.ErrIllegal.
func Apply(s State, m Move) (State, []Event, error) {
	if err := valid(s, m); err != nil {
		return s, nil, err
	}
	if s.Typed || s.Typing != nil || m.Kind == SetDice {
		t, ev := applyTyped(s, m)
		return t, ev, nil
	}
	t, ev := apply(s, m)
	return t, ev, nil
}

// apply plays m, which valid has taken, on a copy of s.
func apply(s State, m Move) (State, []Event) {
	t := s.clone(!leavesParty(m.Kind))
	ev := Event{Kind: m.Kind, Seat: m.Seat}
	switch m.Kind {
	case AddCharacter:
		ev.Seat = len(t.Party)
		t.Party = append(t.Party, create(t.Config, m.Stat, m.Lifestyle, m.Ethic))
		ev.Text = fmt.Sprintf("seat %d joins: %v high, %v, %v", ev.Seat+1, m.Stat, m.Lifestyle, m.Ethic)
	case NextScene:
		ev.Seat, ev.Text = -1, "a new scene begins"
		for i := range t.Party {
			t.Party[i].Aches = 0
		}
	case EndSession:
		ev.Seat, ev.Text = -1, fmt.Sprintf("session %d ends: the Session Shop opens", t.Session)
		t.Shop = true
		for i := range t.Party {
			t.Party[i].FreeUpgrades++
		}
		if t.Config.Edition >= 2 {
			t.endSession2()
		}
	case StartSession:
		t.Shop = false
		t.Session++
		if t.Config.Hardy {
			t.HardyDie = D2 // the Hardy die starts each session small
		}
		ev.Seat, ev.Text = -1, fmt.Sprintf("session %d begins", t.Session)
	case GainBlessing, SpendBlessing, GiveBlessing, StealBlessing:
		t.blessing(m, &ev)
	case AddCondition, RemoveCondition:
		t.condition(m, &ev)
	case StatUpgrade, TakeUpgrade, SkipUpgrade, LeaveLost:
		ev.Text = fmt.Sprintf("seat %d %s", m.Seat+1, t.shop(&t.Party[m.Seat], m))
	default:
		if m.Kind > StartSession {
			t.more(m, &ev)
		} else {
			t.check(m, &ev)
		}
	}
	if t.Endeavor != nil {
		t.fitTemp(m, s)
	}
	if t.Config.Edition >= 3 {
		t.fitFleeting(m, s)
	}
	return t, []Event{ev}
}

// create builds a new character: every stat d4, the highest one size up,
// then the lifestyle and ethic's two stats one size up each; two
// aptitudes, three if any die is a d8.
func create(cfg Config, high Stat, l Lifestyle, e Ethic) Character {
	c := Character{Lifestyle: l, Ethic: e, Aptitudes: 2}
	for _, st := range cfg.Stats() {
		c.Dice[st] = D4
	}
	c.Dice[high] = c.Dice[high].Up()
	boost, _ := StartBoost(l, e)
	for _, st := range boost {
		c.Dice[st] = c.Dice[st].Up()
	}
	if c.count(D8) > 0 {
		c.Aptitudes = 3
	}
	return c
}

func (s *State) blessing(m Move, ev *Event) {
	c := &s.Party[m.Seat]
	switch m.Kind {
	case GainBlessing:
		got := rollBlessings(s.dice())
		got = got[:min(len(got), MaxBlessings-len(c.Blessings))] // HB-22
		c.Blessings = append(c.Blessings, got...)
		ev.Blessings = got
		n := words.Count(len(got), "Blessing")
		if len(got) == 1 {
			n = "a Blessing"
		}
		ev.Text = fmt.Sprintf("seat %d gains %s (%s)", m.Seat+1, n, facesText(got))
		if len(got) == 0 {
			ev.Text = m.say("seat {seat}'s pool is full: no Blessing is gained")
		}
	case SpendBlessing:
		c.Blessings = remove(c.Blessings, m.Value)
		ev.Text = m.say("seat {seat} spends a Blessing showing {value}")
	case GiveBlessing:
		c.Blessings = remove(c.Blessings, m.Value)
		o := &s.Party[m.Other]
		o.Blessings = append(o.Blessings, m.Value)
		ev.Text = m.say("seat {seat} gives seat {other} a Blessing showing {value}")
	case StealBlessing:
		o := &s.Party[m.Other]
		o.Blessings = remove(o.Blessings, m.Value)
		c.Blessings = append(c.Blessings, m.Value)
		ev.Text = m.say("seat {seat} takes a Blessing showing {value} from seat {other}")
	}
}

func (s *State) condition(m Move, ev *Event) {
	c := &s.Party[m.Seat]
	on := m.Kind == AddCondition
	bit := func(mask *uint32) {
		if on {
			*mask |= 1 << m.Stat
		} else {
			*mask &^= 1 << m.Stat
		}
	}
	switch m.Condition {
	case Ache:
		bit(&c.Aches)
	case Vexed:
		bit(&c.Vexes)
	default:
		if on {
			c.Conditions |= 1 << m.Condition
		} else {
			c.Conditions &^= 1 << m.Condition
		}
	}
	what := m.Condition.String()
	if m.Condition.NamesStat() {
		what += " on " + m.Stat.String()
	}
	verb := "is no longer"
	if on {
		verb = "is now"
	}
	ev.Text = fmt.Sprintf("seat %d %s %s", m.Seat+1, verb, what)
}
