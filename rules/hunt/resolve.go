package hunt

import (
	"fmt"

	"lantern/rules/deck"
	"lantern/rules/dice"
)

// EventKind names something that happened, for the log and the screen.
type EventKind uint8

const (
	Placed   EventKind = iota + 1 // a gathering card was added to the board
	Began                         // the survivors start traversing
	Revealed                      // a card was drawn and read
	Rolled                        // a d100 roll on the table: Roll holds the dice
	Checked                       // a survivor's d10 check: D10 holds the face
	Changed                       // a survivor or the team gained or lost something
	Moved                         // the survivors or the monster moved
	Story                         // a story event or a note to the table
	Found                         // the quarry is found; the hunt is over
	Edited                        // a hand edit (KH-03)
	Asked                         // the table answered a question or made a choice
)

// Event is one line of the hunt's log. Survivor is -1 when none is meant.
type Event struct {
	Kind     EventKind
	Text     string
	Survivor int
	Roll     dice.Percentile
	D10      int
}

// resolver applies one move's consequences to a State it owns.
type resolver struct {
	s      *State
	events []Event
	given  []int // inputs for the step, in the order it asks (input.go)
	used   []int // inputs it took, given or rolled
	again  int   // table rolls made by "roll again" in this step
}

func (r *resolver) log(k EventKind, format string, args ...any) *Event {
	r.events = append(r.events, Event{Kind: k, Survivor: -1, Text: fmt.Sprintf(format, args...)})
	return &r.events[len(r.events)-1]
}

func (r *resolver) place(k CardKind, space int) {
	s := r.s
	s.Board[space] = deck.PutTop(s.Board[space], Card{Kind: k})
	s.Unplaced, _ = deck.Remove(s.Unplaced, k)
	r.log(Placed, "%s is placed on space %d, on top.", s.Entry(Card{Kind: k}).Title, space)
	if len(s.Unplaced) == 0 {
		s.Phase = Hunting
		r.log(Began, "The hunt begins. %s reveals first.", s.name(s.Revealer))
	}
}

// reveal draws, reads and resolves the top card of the survivors' space,
// then archives it.
func (r *resolver) reveal() {
	s := r.s
	c, rest, _ := deck.Draw(s.Board[s.At])
	s.Board[s.At] = rest
	e := s.Entry(c)
	r.log(Revealed, "%s reveals %s: %s", s.name(s.Revealer), e.Title, e.Text).Survivor = s.Revealer
	r.play(e)
	s.Archive = deck.Put(s.Archive, c)
	r.finish()
}

// emptySpace pays the roll owed on arriving at an empty space; the first
// arrival at Overwhelming Darkness plays its story event instead.
func (r *resolver) emptySpace() {
	s := r.s
	s.MustRoll = false
	if s.At == s.Config.Darkness && !s.DarknessDone {
		s.DarknessDone = true
		r.log(Story, "%s: %s", darknessStory.Title, darknessStory.Text)
		r.play(darknessStory)
	} else {
		r.rollTable()
	}
	r.finish()
}

// finish ends an event: the next survivor becomes the revealer.
func (r *resolver) finish() {
	s := r.s
	s.Events++
	s.Revealer = (s.Revealer + 1) % len(s.Team)
}

func (r *resolver) rollTable() {
	s := r.s
	p := r.d100()
	s.Last, s.Rolled = p, true
	e := s.TableEntry(p.Value())
	ev := r.log(Rolled, "%s rolls %d (tens %d, ones %d): %s. %s", s.name(s.Revealer), p.Value(), p.Tens, p.Ones, e.Title, e.Text)
	ev.Roll, ev.Survivor = p, s.Revealer
	r.play(e)
}

func (r *resolver) advance() {
	s := r.s
	s.At++
	r.log(Moved, "The survivors move on to space %d.", s.At)
	r.arrive()
}

// arrive applies what the survivors' new space does to them.
func (r *resolver) arrive() {
	s := r.s
	switch {
	case s.At == s.Monster:
		if s.At == s.Config.Starvation {
			r.starve()
		}
		r.found(false)
	case s.At == s.Config.Starvation:
		r.starve()
		r.found(true)
	case s.At == Start || len(s.Board[s.At]) > 0:
	default:
		s.MustRoll = true
	}
}

func (r *resolver) starve() {
	r.log(Story, "%s: %s", starvationStory.Title, starvationStory.Text)
	r.play(starvationStory)
}

// found ends the hunt; with ambush the quarry came to the survivors.
func (r *resolver) found(ambush bool) {
	s := r.s
	s.Phase, s.Ambush, s.MustRoll = Over, ambush, false
	s.Monster = s.At
	if ambush {
		r.log(Found, "The %s comes to the survivors on space %d. The showdown begins.", s.quarryName(), s.At)
		return
	}
	r.log(Found, "The survivors find the %s on space %d. The showdown begins.", s.quarryName(), s.At)
}
