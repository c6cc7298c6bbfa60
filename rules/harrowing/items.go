package harrowing

import (
	"lantern/rules/words"

	"slices"
	"strings"

	"lantern/rules/deck"
)

// match: two halves share a colour box.
func match(upper, lower Half) bool {
	for _, c := range upper.Colors {
		if slices.Contains(lower.Colors, c) {
			return true
		}
	}
	return false
}

// trove lists the trove's items of tier lo to hi.
func (s State) trove(lo, hi int) []Option {
	var out []Option
	for i, id := range s.Trove {
		if t := s.item(id).Tier; t >= lo && t <= hi {
			out = append(out, Option{Index: int8(i), ID: id})
		}
	}
	return out
}

// snatchable: items of other effigies at seat's location, below the heads
// of their columns (HA-07: the starting items are never taken), that
// seat's columns can take (a Legacy game offered them all).
func (s State) snatchable(seat int8) []Option {
	var out []Option
	for i, ef := range s.Effigies {
		if int8(i) == seat || ef.At != s.Effigies[seat].At || !s.inGame(int8(i)) {
			continue
		}
		for c, col := range ef.Columns {
			for r := 1; r < len(col); r++ {
				if col[r] != "" && (s.Config.Legacy || len(s.slots(seat, col[r])) > 0) {
					out = append(out, Option{Seat: int8(i), Index: int8(c), Row: int8(r), ID: col[r]})
				}
			}
		}
	}
	return out
}

// ability is an active item ability and the item that completes it.
type ability struct {
	Ability
	From string
}

// abilities lists seat's active abilities waiting for a moment: each
// joined pair (the upper item's trigger with the lower one's effects) and
// every whole ability on its items.
func (s State) abilities(seat int8, on On) []ability {
	out := s.innate(seat, on)
	for _, col := range s.Effigies[seat].Columns {
		for r, id := range col {
			if id == "" {
				continue
			}
			it := s.item(id)
			for _, h := range []Half{it.Top, it.Bottom} {
				if h.Whole != nil && h.Whole.Trigger.On == on {
					out = append(out, ability{*h.Whole, id})
				}
			}
			if r+1 < len(col) && col[r+1] != "" {
				low := s.item(col[r+1])
				if it.Bottom.Trigger != nil && it.Bottom.Trigger.On == on && match(it.Bottom, low.Top) {
					out = append(out, ability{Ability{*it.Bottom.Trigger, low.Top.Effects}, low.ID})
				}
			}
		}
	}
	return out
}

// innate lists the abilities of seat's innate item, always active: its
// whole abilities and its own bottom trigger joined to its own top effects.
func (s State) innate(seat int8, on On) []ability {
	id := s.Effigies[seat].Innate
	if id == "" {
		return nil
	}
	it := s.item(id)
	var out []ability
	for _, h := range []Half{it.Top, it.Bottom} {
		if h.Whole != nil && h.Whole.Trigger.On == on {
			out = append(out, ability{*h.Whole, id})
		}
	}
	if t := it.Bottom.Trigger; t != nil && t.On == on && len(it.Top.Effects) > 0 {
		out = append(out, ability{Ability{*t, it.Top.Effects}, id})
	}
	return out
}

// Innates lists the innate items a game of cfg may hand out: those of the
// campaign's unlocked cards.
func Innates(cfg Config) []Item {
	bk, err := cfg.book()
	if err != nil {
		return nil
	}
	var out []Item
	for _, u := range bk.Unknown {
		if u.To == "innate" && slices.Contains(cfg.Unlocked, u.Number) {
			out = append(out, *u.Item)
		}
	}
	return out
}

// fire queues seat's abilities that wait for moment t.
func (e *eng) fire(seat int8, t Trigger) {
	var steps []Step
	for _, ab := range e.s.abilities(seat, t.On) {
		w := ab.Trigger
		if (w.Action != "" && !strings.EqualFold(w.Action, t.Action)) || (w.Kind != "" && w.Kind != t.Kind) {
			continue
		}
		e.say("%s stirs for Effigy %d.", e.s.item(ab.From).Name, seat+1)
		steps = append(steps, effects(seat, ab.From, ab.Effects)...)
	}
	e.then(steps...)
}

// slots are where item id may go in seat's columns: under a column's last
// item, or into a gap whose both sides it matches.
func (s State) slots(seat int8, id string) []Option {
	it := s.item(id)
	var out []Option
	for c, col := range s.Effigies[seat].Columns {
		for r := 1; r <= len(col); r++ {
			if r < len(col) && col[r] != "" {
				continue
			}
			above := s.item(col[r-1])
			if col[r-1] == "" || !match(above.Bottom, it.Top) {
				continue
			}
			if r < len(col)-1 && col[r+1] != "" && !match(it.Bottom, s.item(col[r+1]).Top) {
				continue
			}
			out = append(out, Option{Index: int8(c), Row: int8(r), ID: id})
		}
	}
	return out
}

// gain gives seat item id: into its only slot, or the player picks one;
// an item that fits no column is discarded (HA-08).
func (e *eng) gain(seat int8, id string) {
	slots := e.s.slots(seat, id)
	switch len(slots) {
	case 0:
		e.say("%s fits none of Effigy %d's columns: it is discarded.", e.s.item(id).Name, seat+1)
		e.s.ItemDiscard = append(e.s.ItemDiscard, id)
	case 1:
		e.attach(seat, id, slots[0])
	default:
		e.ask(Ask{Kind: AskColumn, Seat: seat, ID: id, Options: slots})
	}
}

// attach puts an item into a slot, then holds seat to the tier limit.
func (e *eng) attach(seat int8, id string, o Option) {
	ef := &e.s.Effigies[seat]
	col := ef.Columns[o.Index]
	if int(o.Row) == len(col) {
		col = append(col, id)
	} else {
		col[o.Row] = id
	}
	ef.Columns[o.Index] = col
	e.change("Effigy %d gains %s (tier %d) in column %d.", seat+1, e.s.item(id).Name, e.s.item(id).Tier, o.Index+1)
	tier := e.s.item(id).Tier
	var held []Option
	for c, col := range ef.Columns {
		for r := 1; r < len(col); r++ {
			if col[r] != "" && e.s.item(col[r]).Tier == tier {
				held = append(held, Option{Index: int8(c), Row: int8(r), ID: col[r]})
			}
		}
	}
	if len(held) > tier {
		e.say("Effigy %d holds more than %s of tier %d: one must go.", seat+1, words.Count(tier, "item"), tier)
		e.ask(Ask{Kind: AskExcess, Seat: seat, Options: held})
	}
}

// drop takes item id out of seat's columns, closing the gap when the two
// sides match; discarded sends it to the item discard.
func (e *eng) drop(seat int8, id string, discarded bool) {
	ef := &e.s.Effigies[seat]
	for c, col := range ef.Columns {
		r := slices.Index(col, id)
		if r < 1 {
			continue
		}
		col = slices.Clone(col)
		col[r] = ""
		switch {
		case r == len(col)-1:
			for len(col) > 1 && col[len(col)-1] == "" {
				col = col[:len(col)-1]
			}
		case col[r-1] != "" && col[r+1] != "" && match(e.s.item(col[r-1]).Bottom, e.s.item(col[r+1]).Top):
			col = slices.Delete(col, r, r+1)
		}
		ef.Columns[c] = col
		break
	}
	if discarded {
		e.s.ItemDiscard = append(e.s.ItemDiscard, id)
		e.change("Effigy %d discards %s.", seat+1, e.s.item(id).Name)
	}
}

// swap discards a trove item and deals another in its place.
func (e *eng) swap(id string) {
	s := e.s
	i := slices.Index(s.Trove, id)
	s.Trove = slices.Delete(slices.Clone(s.Trove), i, i+1)
	s.ItemDiscard = append(s.ItemDiscard, id)
	e.say("%s leaves the trove.", s.item(id).Name)
	s.drawTrove()
}

// drawTrove deals one item into the trove, reshuffling the discard into
// the deck when it ran out.
func (s *State) drawTrove() {
	if len(s.Items) == 0 {
		s.Items, s.ItemDiscard = deck.Shuffled(&s.RNG, s.ItemDiscard), nil
	}
	if len(s.Items) > 0 {
		s.Trove = append(s.Trove, s.Items[0])
		s.Items = s.Items[1:]
	}
}

// loot offers the trove's items of tier lo to hi, or a search of the deck.
func (e *eng) loot(seat int8, lo, hi int8) {
	opts := append(e.s.trove(int(lo), int(hi)), Option{Reveal: true})
	e.ask(Ask{Kind: AskLoot, Seat: seat, Lo: lo, Hi: hi, Options: opts})
}

// takeItem gains a trove item (Scavenge, Loot) or reveals the item deck
// until one of tier Lo–Hi shows (Loot), discarding the rest.
func (e *eng) takeItem(seat int8, a Ask, o Option) {
	s := e.s
	if !o.Reveal {
		i := slices.Index(s.Trove, o.ID)
		s.Trove = slices.Delete(slices.Clone(s.Trove), i, i+1)
		e.gain(seat, o.ID)
		return
	}
	for range len(s.Items) + len(s.ItemDiscard) {
		if len(s.Items) == 0 {
			s.Items, s.ItemDiscard = deck.Shuffled(&s.RNG, s.ItemDiscard), nil
		}
		id := s.Items[0]
		s.Items = s.Items[1:]
		if t := int8(s.item(id).Tier); t >= a.Lo && t <= a.Hi {
			e.gain(seat, id)
			return
		}
		e.say("%s is revealed and discarded.", s.item(id).Name)
		s.ItemDiscard = append(s.ItemDiscard, id)
	}
	e.say("No item of tier %d to %d is left to find.", a.Lo, a.Hi)
}
