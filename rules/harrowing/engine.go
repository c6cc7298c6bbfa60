package harrowing

import (
	"fmt"
	"slices"

	"lantern/rules"
)

// Event is one line of the game's journal. Effigies are written
// "Effigy N"; the UI puts names in their place. A test's line also
// carries its dice, the first one red, for the UI to draw.
type Event struct {
	Text  string
	Faces []Face `msgpack:",omitempty"`
	// Cause names the card, item or rule behind the line ("Imp", "The
	// Lifewater"), "" when the move itself did it.
	Cause string `msgpack:",omitempty"`
	// Ask is the kind of the question the line poses, 0 for none: the UI
	// says what a question comes from by it.
	Ask AskKind `msgpack:",omitempty"`
	// Change marks a change to an effigy (corruption, omens, items): led
	// by its cause when the rules know it; an answer's changes come from
	// the question's cause, which the UI reads from the question's line.
	Change bool `msgpack:",omitempty"`
	// Turn marks the first line of a move that is not an answer (an
	// invoke, an action, the summoning): the UI tells one turn's tests
	// and what followed them from the next turn's by it.
	Turn bool `msgpack:",omitempty"`
}

// Step is an effect waiting its turn in the queue.
type Step struct {
	Seat   int8
	Effect Effect
	From   string  // the card or item it comes from
	Foe    string  // Fight: the chosen adversary
	Faults int8    // the test's 8s, read by Scavenge and Wander
	On     Trigger // opTrigger: the moment item abilities wait for
}

// eng applies one move to a private copy of the state.
type eng struct {
	s     *State
	ev    []Event
	cause string // what the step being resolved comes from, for the journal
}

// Apply plays m. It never changes s: the new state comes back with what
// happened, or an error saying why m is not allowed now.
func Apply(s State, m Move) (State, []Event, error) {
	if err := refusal(s, m); err != nil {
		return s, nil, err
	}
	n := s.clone()
	e := &eng{s: &n}
	e.play(m)
	e.run()
	if BeginsTurn(m) && len(e.ev) > 0 {
		e.ev[0].Turn = true
	}
	return n, e.ev, nil
}

func refusal(s State, m Move) error {
	switch {
	case s.Result != Playing:
		return rules.Refuse(rules.ErrGameOver, "the game is %s", s.Result)
	case slices.Contains(Legal(s), m):
		return nil
	case s.Ask != nil && m.Kind != Choose:
		return rules.Refuse(rules.ErrIllegal, "Effigy %d must answer first: %s", s.Ask.Seat+1, Question(s))
	case s.Ask == nil && m.Kind != Choose && AmbushWaits(s):
		return rules.Refuse(rules.ErrIllegal, "an ambush waits in the Fate: Effigy %d must invoke it first", s.Hunted+1)
	}
	return rules.Refuse(rules.ErrIllegal, "%s is not allowed now", Describe(s, m))
}

func (e *eng) say(format string, args ...any) {
	e.ev = append(e.ev, Event{Text: fmt.Sprintf(format, args...), Cause: e.cause})
}

// change says a change to an effigy, led by its cause when a card, item
// or rule made it: "Imp: Effigy 1 takes 1 wrath corruption (3 of 6)."
func (e *eng) change(format string, args ...any) {
	if e.cause != "" {
		format = "%s: " + format
		args = append([]any{e.cause}, args...)
	}
	e.say(format, args...)
	e.ev[len(e.ev)-1].Change = true
}

func (e *eng) play(m Move) {
	switch m.Kind {
	case Invoke:
		e.invoke(m.Seat, m.Card, int(m.Index))
	case Act:
		e.act(m)
	case Choose:
		a := *e.s.Ask
		e.s.Ask = nil
		e.answer(a, a.Options[m.Index])
	case Summon:
		e.summon()
	}
}

// run resolves queued steps until the game needs a decision or is over,
// then refills an empty Fate.
func (e *eng) run() {
	s := e.s
	for s.Result == Playing && s.Ask == nil {
		if len(s.Queue) == 0 {
			e.cause = ""
			if !e.refillAny() {
				break
			}
			continue
		}
		st := s.Queue[0]
		s.Queue = s.Queue[1:]
		e.step(st)
	}
	if s.Result == Playing && s.allDamned() {
		s.Result = Lost
		e.say("Every effigy is damned. The game is lost.")
	}
}

// then puts steps at the front of the queue, in order: what an effect
// sets off resolves before what was already waiting.
func (e *eng) then(steps ...Step) {
	e.s.Queue = append(slices.Clone(steps), e.s.Queue...)
}

// effects turns a card's effect list into steps for seat.
func effects(seat int8, from string, list []Effect) []Step {
	out := make([]Step, len(list))
	for i, ef := range list {
		out[i] = Step{Seat: seat, Effect: ef, From: from}
	}
	return out
}

// amount is an effect's number, with Bane added when it says so.
func (e *eng) amount(ef Effect) int {
	if ef.X {
		return ef.N + e.s.Bane
	}
	return ef.N
}

// targets expands an effect's Who into seats in seat order.
func (e *eng) targets(seat int8, who Who) []int8 {
	switch who {
	case Hunted:
		return []int8{e.s.Hunted}
	case Others, Each:
		var out []int8
		for i := range e.s.Effigies {
			if e.s.inGame(int8(i)) && (who == Each || int8(i) != seat) {
				out = append(out, int8(i))
			}
		}
		return out
	}
	return []int8{seat}
}

func (s State) clone() State {
	n := s
	n.Config.Sins, n.Config.Innate = slices.Clone(s.Config.Sins), slices.Clone(s.Config.Innate)
	n.Effigies = make([]Effigy, len(s.Effigies))
	for i, ef := range s.Effigies {
		ef.Foes = slices.Clone(ef.Foes)
		for c := range ef.Columns {
			ef.Columns[c] = slices.Clone(ef.Columns[c])
		}
		n.Effigies[i] = ef
	}
	n.Deck, n.Discard, n.Aside = slices.Clone(s.Deck), slices.Clone(s.Discard), slices.Clone(s.Aside)
	n.Fate, n.Map = slices.Clone(s.Fate), slices.Clone(s.Map)
	n.Items, n.ItemDiscard, n.Trove = slices.Clone(s.Items), slices.Clone(s.ItemDiscard), slices.Clone(s.Trove)
	n.Manifested, n.Queue = slices.Clone(s.Manifested), slices.Clone(s.Queue)
	n.Obliterated, n.Config.Obliterated = slices.Clone(s.Obliterated), slices.Clone(s.Config.Obliterated)
	n.Abandoned, n.SetAside, n.Eliminated = slices.Clone(s.Abandoned), slices.Clone(s.SetAside), slices.Clone(s.Eliminated)
	n.Areas = slices.Clone(s.Areas)
	for i, a := range n.Areas {
		n.Areas[i] = AreaPlay{a.Name, slices.Clone(a.Deck), slices.Clone(a.Discard), slices.Clone(a.Fate)}
	}
	if s.Ask != nil {
		a := *s.Ask
		a.Options = slices.Clone(a.Options)
		n.Ask = &a
	}
	return n
}
