package harrowing

import (
	"slices"

	"lantern/rules/deck"
)

// invoke puts card i of a Fate (an Area's, or the standard one when area
// is "") into play for seat: omens first, then the card.
func (e *eng) invoke(seat int8, area string, i int) {
	s := e.s
	fate := s.fate(area)
	f := (*fate)[i]
	*fate = append((*fate)[:i:i], (*fate)[i+1:]...)
	k := s.card(f.ID)
	gained := k.Omens
	if f.Down {
		gained = DownOmens
	}
	e.say("Effigy %d invokes %s (%s).", seat+1, k.Name, k.Kind)
	e.cause = k.Name
	e.omens(seat, OpGainOmens, gained)
	e.resolve(seat, k, gained)
}

// invokeTop invokes the top n infernal cards one at a time: each card's
// effects resolve before the next is drawn. Each comes from the deck
// seat references as it is drawn: its Area's, from revision 6 (HA-34).
func (e *eng) invokeTop(seat int8, n int) {
	s := e.s
	if n <= 0 {
		return
	}
	var id, from string
	if a := s.deckArea(seat); a != nil {
		if !s.areaDrawable(a) {
			return
		}
		id, a.Deck, from = a.Deck[0], a.Deck[1:], "the deck of "+a.Name
	} else {
		if !e.drawable() {
			return
		}
		id, s.Deck, _ = deck.Draw(s.Deck)
		from = "the infernal deck"
	}
	if n > 1 {
		e.then(Step{Seat: seat, Effect: Effect{Op: OpInvokeTop, N: n - 1}})
	}
	k := s.card(id)
	e.say("Effigy %d invokes %s from the top of %s.", seat+1, k.Name, from)
	e.cause = k.Name
	e.omens(seat, OpGainOmens, k.Omens)
	e.resolve(seat, k, k.Omens)
}

// resolve puts an invoked card into play.
func (e *eng) resolve(seat int8, k Card, gained int) {
	s := e.s
	trigger := Step{Seat: seat, Effect: Effect{Op: opTrigger}, On: Trigger{On: OnInvoke, Kind: k.Kind}}
	switch k.Kind {
	case Crisis:
		e.then(append(effects(seat, k.ID, k.Invoke), Step{Seat: seat, Effect: Effect{Op: opFinish}, From: k.ID}, trigger)...)
	case Location:
		e.then(trigger)
		if !e.ask(Ask{Kind: AskPlace, Seat: seat, ID: k.ID, Options: s.placements(seat, k)}) {
			e.say("%s has nowhere to go: it is discarded.", k.Name)
			s.discard(k.ID)
			e.corrupt(seat, gained, -1)
		}
	case Adversary:
		owner := seat
		if k.has(Hunter) {
			owner = s.Hunted
		}
		s.Effigies[owner].Foes = append(s.Effigies[owner].Foes, Foe{ID: k.ID})
		e.say("%s now hounds Effigy %d.", k.Name, owner+1)
		e.then(append(effects(seat, k.ID, k.Invoke), trigger)...)
	}
}

// finish sends a resolved crisis away: aside for the ritual, or discarded.
func (e *eng) finish(id string) {
	s, k := e.s, e.s.card(id)
	if slices.Contains(s.Obliterated, id) {
		return
	}
	if k.Ritual > 0 {
		s.Aside = append(s.Aside, id)
		s.Ritual += k.Ritual
		e.say("%s is set aside: the ritual grows by %d.", k.Name, k.Ritual)
		return
	}
	s.discard(id)
}

// place puts a location in the map, closed, and charts what it completes.
func (e *eng) place(seat int8, id string, at Spot) {
	s := e.s
	s.Map = append(s.Map, Place{ID: id, At: at})
	k := s.card(id)
	e.say("%s is placed %s, closed.", k.Name, s.where(seat, at))
	if k.Area != "" && !s.Config.Legacy && s.area(k.Area) == nil {
		e.openArea(k.Area)
	}
	e.then(effects(seat, id, k.Invoke)...)
	for _, p := range append([]Spot{at}, at.neighbours()...) {
		i := s.placeAt(p)
		if i < 0 || s.Map[i].Charted || !s.surrounded(p) {
			continue
		}
		s.Map[i].Charted = true
		ck := s.card(s.Map[i].ID)
		e.say("%s is charted.", ck.Name)
		e.then(effects(seat, ck.ID, ck.Charted)...)
	}
}

// drawable says whether the infernal deck has a card, reshuffling the
// discard into it when it ran out (HA-06).
func (e *eng) drawable() bool {
	s := e.s
	if len(s.Deck) == 0 && len(s.Discard) > 0 {
		s.Deck, s.Discard = deck.Shuffled(&s.RNG, s.Discard), nil
		e.say("The infernal deck is spent: its discard is shuffled into a new deck.")
	}
	return len(s.Deck) > 0
}

// refillFate deals two face-up cards and one face-down one.
func (s *State) refillFate() {
	for i := range 3 {
		if len(s.Deck) == 0 {
			return
		}
		s.Fate = append(s.Fate, Fated{ID: s.Deck[0], Down: i == 2})
		s.Deck = s.Deck[1:]
	}
}

// dealFate deals two face-up cards and one face-down one, shuffling the
// discard into a new deck whenever the deck runs out (HA-06); a Legacy
// game dealt only what the deck held.
func (e *eng) dealFate() {
	s := e.s
	if s.Config.Legacy {
		s.refillFate()
		return
	}
	for i := 0; i < 3 && e.drawable(); i++ {
		s.Fate = append(s.Fate, Fated{ID: s.Deck[0], Down: i == 2})
		s.Deck = s.Deck[1:]
	}
}

// refill deals a new Fate and passes the hunted card on, with its hunters.
// It reports false when no card was left to deal.
func (e *eng) refill() bool {
	if !e.drawable() {
		return false
	}
	e.dealFate()
	e.say("The Fate is dealt anew.")
	e.passHunted()
	e.newFate()
	return true
}

// passHunted passes the hunted card to the next effigy in the game, with
// its hunters.
func (e *eng) passHunted() {
	s := e.s
	from := s.Hunted
	to, _ := s.nextInGame(from)
	if to != from {
		var keep []Foe
		for _, f := range s.Effigies[from].Foes {
			if s.card(f.ID).has(Hunter) {
				s.Effigies[to].Foes = append(s.Effigies[to].Foes, f)
			} else {
				keep = append(keep, f)
			}
		}
		s.Effigies[from].Foes = keep
	}
	s.Hunted = to
	e.say("%s passes to Effigy %d.", s.Book().Hunted.Name, to+1)
}

// summon puts the boss into the Fate once the ritual is complete.
func (e *eng) summon() {
	s := e.s
	boss := s.Aside[0]
	s.Aside = s.Aside[1:]
	s.Fate = append(s.Fate, Fated{ID: boss})
	s.Summons = true
	e.say("The ritual is complete: %s enters the Fate.", s.card(boss).Name)
	if s.Config.revision() >= 4 { // HA-31
		e.bane(ritualSource, -len(s.Effigies))
	}
}

// RitualTotal is the ritual of the cards set aside and of open locations.
func RitualTotal(s State) int {
	t := s.Ritual
	for _, p := range s.Map {
		if p.Open {
			t += s.card(p.ID).Ritual
		}
	}
	return t
}

// canSummon: the boss waits aside and the ritual exceeds the effigies.
func (s State) canSummon() bool {
	return !s.Summons && RitualTotal(s) > len(s.Effigies)
}
