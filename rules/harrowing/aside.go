package harrowing

import (
	"slices"

	"lantern/rules/deck"
)

// unknownOf finds the Unknown entry of card id, if it has one.
func (s *State) unknownOf(id string) (Unknown, bool) {
	u, ok := s.Book().unknown[id]
	return u, ok
}

// discard sends a card that has left play to its deck's discard: an
// Area's card to its Area's discard, a set-aside card back aside (HA-23).
func (s *State) discard(id string) {
	if u, ok := s.unknownOf(id); ok && !s.Config.Legacy {
		switch u.To {
		case "setAside":
			s.SetAside = append(s.SetAside, id)
			return
		case "area":
			if a := s.area(u.Area); a != nil {
				a.Discard = append(a.Discard, id)
				return
			}
		}
	}
	s.Discard = append(s.Discard, id)
}

// undiscard takes id out of whichever discard or set-aside pile holds it.
func (s *State) undiscard(id string) {
	drop := func(list []string) []string {
		if i := slices.Index(list, id); i >= 0 {
			return slices.Delete(list, i, i+1)
		}
		return list
	}
	s.Discard, s.SetAside = drop(s.Discard), drop(s.SetAside)
	for i := range s.Areas {
		s.Areas[i].Discard = drop(s.Areas[i].Discard)
	}
}

// bringIn puts set-aside card number into play for seat, as if invoked
// without omens (HA-23); nothing happens when it is not aside.
func (e *eng) bringIn(seat int8, number int) {
	s := e.s
	i := slices.IndexFunc(s.SetAside, func(id string) bool {
		u, _ := s.unknownOf(id)
		return u.Number == number
	})
	if i < 0 {
		e.say("Card %d is not set aside: nothing comes.", number)
		return
	}
	id := s.SetAside[i]
	s.SetAside = slices.Delete(s.SetAside, i, i+1)
	k := s.card(id)
	e.say("Effigy %d brings %s into play from aside.", seat+1, k.Name)
	e.resolve(seat, k, 0)
}

// area is the opened Area called name, or nil.
func (s *State) area(name string) *AreaPlay {
	for i := range s.Areas {
		if s.Areas[i].Name == name {
			return &s.Areas[i]
		}
	}
	return nil
}

// openArea opens an Area as its first location enters the map: its deck
// is every manifested card of the Area, shuffled, and its Fate is dealt.
func (e *eng) openArea(name string) {
	s := e.s
	a := AreaPlay{Name: name}
	for _, u := range s.Book().Unknown {
		if u.To == "area" && u.Area == name && slices.Contains(s.Manifested, u.Number) {
			a.Deck = append(a.Deck, u.Card.ID)
		}
	}
	a.Deck = deck.Shuffled(&s.RNG, a.Deck)
	s.Areas = append(s.Areas, a)
	e.say("The way into %s opens: it has its own deck and Fate.", name)
	e.dealArea(len(s.Areas) - 1)
}

// dealArea deals Area i's Fate (two face up, one face down), reshuffling
// its discard when its deck runs out; it reports whether a card came.
func (e *eng) dealArea(i int) bool {
	s := e.s
	a := &s.Areas[i]
	for n := range 3 {
		if !s.areaDrawable(a) {
			return n > 0
		}
		a.Fate = append(a.Fate, Fated{ID: a.Deck[0], Down: n == 2})
		a.Deck = a.Deck[1:]
	}
	return true
}

// areaDrawable says whether Area a's deck has a card, shuffling its
// discard into a new deck when it ran out.
func (s *State) areaDrawable(a *AreaPlay) bool {
	if len(a.Deck) == 0 {
		a.Deck, a.Discard = deck.Shuffled(&s.RNG, a.Discard), nil
	}
	return len(a.Deck) > 0
}

// deckArea is the open Area whose infernal deck seat references, from
// revision 6 (HA-34): the Area whose Fate it invokes from (fateOf, so a
// spent Area's effigies reference the standard deck, HA-29); nil for the
// standard deck (also before revision 6, and while seat's location has
// just left the map).
func (s *State) deckArea(seat int8) *AreaPlay {
	if s.placeAt(s.Effigies[seat].At) < 0 || s.Config.revision() < 6 {
		return nil
	}
	if name, _ := s.fateOf(seat); name != "" {
		return s.area(name)
	}
	return nil
}

// fateOf is the Fate seat invokes from: its location's Area's, when that
// Area is open, else the standard one; area names it ("" for standard).
// From revision 3 a spent Area (its Fate empty and nothing to deal it
// from: every Fate that can be dealt is dealt before a move is offered)
// sends its effigies to the standard Fate (HA-29).
func (s *State) fateOf(seat int8) (area string, fate []Fated) {
	if name := s.card(s.Map[s.placeAt(s.Effigies[seat].At)].ID).Area; name != "" {
		if a := s.area(name); a != nil && (len(a.Fate) > 0 || s.Config.revision() < 3) {
			return name, a.Fate
		}
	}
	return "", s.Fate
}

// fate is the Fate called area ("" for the standard one).
func (s *State) fate(area string) *[]Fated {
	if a := s.area(area); area != "" && a != nil {
		return &a.Fate
	}
	return &s.Fate
}

// refillAny deals whichever Fate is empty and can be dealt: the standard
// one first, then each Area's; each refill passes the hunted card on.
func (e *eng) refillAny() bool {
	s := e.s
	if len(s.Fate) == 0 && e.refill() {
		return true
	}
	for i := range s.Areas {
		if len(s.Areas[i].Fate) == 0 && e.dealArea(i) {
			e.say("The Fate of %s is dealt anew.", s.Areas[i].Name)
			e.passHunted()
			return true
		}
	}
	return false
}
