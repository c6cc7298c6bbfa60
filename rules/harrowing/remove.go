package harrowing

import "slices"

// How a card leaves play when an effect removes it (docs/harrowing.md,
// HA-21): discarded to its deck's discard, abandoned until the next game,
// or obliterated from the campaign.
const (
	discarded   = "discarded"
	abandoned   = "abandoned"
	obliterated = "obliterated"
)

// removal is the way a removing op sends a card away.
func removal(op Op) string {
	switch op {
	case OpAbandonFoe, OpAbandonItem, OpAbandonHere:
		return abandoned
	case OpDiscardHere:
		return discarded
	}
	return obliterated
}

// removable: essential cards are never obliterated (HA-17), and nothing
// removes a boss, the hunted card or a starting item.
func (s *State) removable(id, how string) bool {
	k, isCard := s.Book().cards[id]
	if !isCard {
		_, isItem := s.Book().items[id]
		return isItem && !slices.ContainsFunc(s.Book().Starting, func(it Item) bool { return it.ID == id })
	}
	return !k.has(Boss) && id != s.Book().Hunted.ID && (how != obliterated || !k.has(Essential))
}

// send puts a card or item that has left play where how says.
func (e *eng) send(id, how string) {
	s := e.s
	switch how {
	case abandoned:
		s.Abandoned = append(s.Abandoned, id)
	case obliterated:
		s.Obliterated = append(s.Obliterated, id)
	default:
		if _, item := s.Book().items[id]; item {
			s.ItemDiscard = append(s.ItemDiscard, id)
			return
		}
		if s.card(id).has(Origin) && s.Config.revision() >= 3 {
			s.Abandoned = append(s.Abandoned, id) // an origin belongs to no deck: out of this game (revision 2 dealt it again from the infernal discard)
			break
		}
		s.discard(id)
	}
	e.say("%s is %s.", s.name(id), how)
}

// name is a card's or an item's name.
func (s *State) name(id string) string {
	if k, ok := s.Book().cards[id]; ok {
		return k.Name
	}
	return s.item(id).Name
}

// removeFoe abandons or obliterates one of seat's adversaries, asking
// which when it has several.
func (e *eng) removeFoe(seat int8, op Op) {
	how := removal(op)
	var opts []Option
	for _, f := range e.s.Effigies[seat].Foes {
		if e.s.removable(f.ID, how) {
			opts = append(opts, Option{ID: f.ID})
		}
	}
	if len(opts) == 1 {
		e.takeFoe(seat, opts[0].ID, how)
		return
	}
	e.ask(Ask{Kind: AskRemoveFoe, Seat: seat, ID: how, Options: opts})
}

func (e *eng) takeFoe(seat int8, id, how string) {
	ef := &e.s.Effigies[seat]
	i := foeIndex(ef.Foes, id)
	ef.Foes = append(ef.Foes[:i:i], ef.Foes[i+1:]...)
	e.send(id, how)
}

// removeItem abandons or obliterates an item below seat's column heads.
func (e *eng) removeItem(seat int8, op Op) {
	how := removal(op)
	var opts []Option
	for c, col := range e.s.Effigies[seat].Columns {
		for r := 1; r < len(col); r++ {
			if col[r] != "" {
				opts = append(opts, Option{Index: int8(c), Row: int8(r), ID: col[r]})
			}
		}
	}
	if len(opts) == 1 {
		e.dropItem(seat, opts[0].ID, how)
		return
	}
	e.ask(Ask{Kind: AskRemoveItem, Seat: seat, ID: how, Options: opts})
}

func (e *eng) dropItem(seat int8, id, how string) {
	e.drop(seat, id, false)
	e.send(id, how)
}

// removeHere takes seat's location out of the map as op says. Every
// effigy on it moves to an adjacent location, or is eliminated when there
// is none (HA-22).
func (e *eng) removeHere(seat int8, op Op) {
	s, how := e.s, removal(op)
	at := s.Effigies[seat].At
	i := s.placeAt(at)
	id := s.Map[i].ID
	if !s.removable(id, how) {
		e.say("%s cannot be %s.", s.name(id), how)
		return
	}
	s.Map = append(append(make([]Place, 0, len(s.Map)), s.Map[:i]...), s.Map[i+1:]...) // a new list: states share the old
	e.send(id, how)
	gone := id
	if s.Config.revision() < 6 {
		gone = "" // a revision-5 queue never named it (the queue is fingerprinted)
	}
	var steps []Step
	for j := range s.Effigies {
		if s.Effigies[j].At == at && s.inGame(int8(j)) {
			steps = append(steps, Step{Seat: int8(j), Effect: Effect{Op: opRelocate}, From: gone})
		}
	}
	e.then(steps...)
}

// relocate moves seat off the removed location gone: to the one adjacent
// place, to the player's choice of several, or out of the game. Adjacent
// means no wall between, the removed card's own walls included; before
// revision 6 (gone is "") only the neighbour's wall was read.
func (e *eng) relocate(seat int8, gone string) {
	s := e.s
	at := s.Effigies[seat].At
	var opts []Option
	for d, n := range at.neighbours() {
		if j := s.placeAt(n); j >= 0 && !s.walled(s.Map[j].ID, dirs[d].back) && (gone == "" || !s.walled(gone, dirs[d].side)) {
			opts = append(opts, Option{At: n, Index: int8(d), Seat: seat})
		}
	}
	switch len(opts) {
	case 0:
		e.eliminate(seat)
	case 1:
		e.s.Effigies[seat].At = opts[0].At
		e.say("Effigy %d is driven %s to %s.", seat+1, dirs[opts[0].Index].name, s.name(s.Map[s.placeAt(opts[0].At)].ID))
	default:
		e.ask(Ask{Kind: AskRelocate, Seat: seat, Options: opts})
	}
}

// eliminate takes seat out of the game: every card it controls is
// abandoned (before revision 6, all but its starting and innate items),
// and the hunted card passes on (HA-22).
func (e *eng) eliminate(seat int8) {
	s := e.s
	ef := &s.Effigies[seat]
	s.Eliminated = append(s.Eliminated, seat)
	e.say("Effigy %d has nowhere left to stand: it is eliminated from the game.", seat+1)
	for _, f := range ef.Foes {
		s.Abandoned = append(s.Abandoned, f.ID)
	}
	ef.Foes = nil
	keep := 1 // the starting item heading each column
	if s.Config.revision() >= 6 {
		keep = 0
		if ef.Innate != "" {
			s.Abandoned, ef.Innate = append(s.Abandoned, ef.Innate), ""
		}
	}
	for c, col := range ef.Columns {
		for _, id := range col[keep:] {
			if id != "" {
				s.Abandoned = append(s.Abandoned, id)
			}
		}
		ef.Columns[c] = col[:keep:keep]
	}
	if s.Hunted == seat {
		if next, ok := s.nextInGame(seat); ok {
			s.Hunted = next
			e.say("%s passes to Effigy %d.", s.Book().Hunted.Name, next+1)
		}
	}
}

// inGame: seat has not been eliminated.
func (s *State) inGame(seat int8) bool { return !slices.Contains(s.Eliminated, seat) }

// nextInGame is the next effigy after seat, in seat order, still in the
// game (seat itself when it is the only one).
func (s *State) nextInGame(seat int8) (int8, bool) {
	n := int8(len(s.Effigies))
	for k := int8(1); k <= n; k++ {
		if t := (seat + k) % n; s.inGame(t) {
			return t, true
		}
	}
	return seat, false
}
