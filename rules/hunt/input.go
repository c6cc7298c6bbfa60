package hunt

import (
	"fmt"

	"lantern/rules/dice"
)

// A step of the hunt may need something only the table can give: a die
// typed from real dice (KH-03), a survivor picked at random by hand, a
// choice between an event's options, or the answer to a question Lantern
// cannot know. The step then waits: the State keeps the step and what it
// was given so far, and each answer plays the step again from the start
// with one more input. The same inputs always lead to the same point, so
// the replay is exact and the events told before the wait are not told
// twice.

// AskKind names what a waiting step needs.
type AskKind uint8

const (
	AskD100   AskKind = iota + 1 // a d100 result, 1–100 (the tens and the ones die)
	AskD10                       // a d10, 1–10
	AskPick                      // a survivor picked at random: one of Choices (team indexes)
	AskChoose                    // one of Options (0-based)
	AskAnswer                    // yes (1) or no (0)
)

// Ask is what a waiting step needs, and for whom.
type Ask struct {
	Kind     AskKind  `msgpack:"k"`
	Survivor int      `msgpack:"s"`           // whose die or choice, -1 for the revealer's table roll
	Prompt   string   `msgpack:"p"`           // in the table's words
	Choices  []int    `msgpack:"c,omitempty"` // AskPick: the survivors to pick from
	Options  []string `msgpack:"o,omitempty"` // AskChoose: the labels
}

// Pending is a step waiting on the table; the zero Pending waits for
// nothing.
type Pending struct {
	Step   Move  `msgpack:"m"`
	Inputs []int `msgpack:"i"` // every input the step took so far, rolled or given
	Shown  int   `msgpack:"n"` // events already told
	Ask    Ask   `msgpack:"a"`
}

// Waiting reports whether a step waits on the table.
func (s State) Waiting() bool { return s.Pending.Ask.Kind != 0 }

func (p Pending) clone() Pending {
	p.Inputs = append([]int(nil), p.Inputs...)
	p.Ask.Choices = append([]int(nil), p.Ask.Choices...)
	p.Ask.Options = append([]string(nil), p.Ask.Options...)
	return p
}

// stall stops a step that needs an input it was not given.
type stall struct{ ask Ask }

// input returns the next input the step was given, else rolls it when
// Lantern rolls and roll can, else stops the step to ask the table.
func (r *resolver) input(a Ask, roll func() int) int {
	var v int
	switch {
	case len(r.given) > 0:
		v, r.given = r.given[0], r.given[1:]
	case roll != nil && !r.s.Typed:
		v = roll()
	default:
		panic(stall{a})
	}
	r.used = append(r.used, v)
	return v
}

// d100 is a roll on the hunt event table.
func (r *resolver) d100() dice.Percentile {
	s := r.s
	v := r.input(Ask{Kind: AskD100, Survivor: s.Revealer, Prompt: s.name(s.Revealer) + " rolls on the hunt event table"},
		func() int { return dice.D100(&s.RNG).Value() })
	return dice.Percentile{Tens: v / 10 % 10, Ones: v % 10}
}

// d10 is survivor i's d10.
func (r *resolver) d10(i int, why string) int {
	s := r.s
	return r.input(Ask{Kind: AskD10, Survivor: i, Prompt: fmt.Sprintf("%s rolls a d10 %s", s.name(i), why)},
		func() int { return s.RNG.Die(10) })
}

// pick is a survivor picked at random from able by the revealer.
func (r *resolver) pick(able []int) int {
	s := r.s
	return r.input(Ask{Kind: AskPick, Survivor: s.Revealer, Choices: able,
		Prompt: s.name(s.Revealer) + " picks a survivor at random (dice, names in a hat…)"},
		func() int { return able[s.RNG.Intn(len(able))] })
}

// choose asks the revealer to choose one of e's options.
func (r *resolver) choose(e Entry) int {
	s := r.s
	labels := make([]string, len(e.Options))
	for i, o := range e.Options {
		labels[i] = o.Label
	}
	return r.input(Ask{Kind: AskChoose, Survivor: s.Revealer, Options: labels, Prompt: s.name(s.Revealer) + " chooses: " + e.Title}, nil)
}

// answer asks the table e's question.
func (r *resolver) answer(e Entry) bool {
	return r.input(Ask{Kind: AskAnswer, Survivor: -1, Prompt: e.Ask}, nil) == 1
}

// answers lists the moves that answer a (Legal's order).
func answers(a Ask) []Move {
	var out []Move
	add := func(lo, hi int) {
		for v := lo; v <= hi; v++ {
			out = append(out, Move{Kind: Give, N: v})
		}
	}
	switch a.Kind {
	case AskD100:
		add(1, TableRows)
	case AskD10:
		add(1, 10)
	case AskPick:
		for _, i := range a.Choices {
			out = append(out, Move{Kind: Give, N: i})
		}
	case AskChoose:
		add(0, len(a.Options)-1)
	case AskAnswer:
		add(0, 1)
	}
	return out
}

// run plays step m on a copy of s with the inputs given, and returns the
// state it reached (s with a Pending when the step must wait) and the
// events not told before.
func run(s State, m Move, given []int, shown int) (State, []Event) {
	t := s.clone()
	t.Pending = Pending{}
	r := &resolver{s: &t, given: given}
	if waiting := r.step(m); waiting != nil {
		w := s.clone()
		w.Pending = Pending{Step: m, Inputs: r.used, Shown: len(r.events), Ask: *waiting}
		// Dice Lantern rolled are now inputs, played again from Inputs;
		// the generator keeps having drawn them, so later dice are new.
		w.RNG = t.RNG
		return w, r.events[min(shown, len(r.events)):]
	}
	if t.Phase == Hunting && t.Events >= LongNight {
		r.log(Story, "The night has gone on too long: the %s comes looking for them.", t.quarryName())
		r.found(true)
	}
	return t, r.events[min(shown, len(r.events)):]
}

// step plays m, returning what it waits for if it must.
func (r *resolver) step(m Move) (waiting *Ask) {
	defer func() {
		if v := recover(); v != nil {
			st, ok := v.(stall)
			if !ok {
				panic(v)
			}
			waiting = &st.ask
		}
	}()
	switch m.Kind {
	case Reveal:
		r.reveal()
	case Roll:
		r.emptySpace()
	case Advance:
		r.advance()
	}
	return nil
}
