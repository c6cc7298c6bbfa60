package harrowing

import "strings"

// Legal lists every move allowed now, in a fixed order: the answers to a
// pending question; else, with an ambush face up in the Fate, the hunted
// effigy invoking it; else, seat by seat, each Fate card to invoke, each
// affordable basic action (Fight once per adversary), each printed
// action within reach; then summoning the boss when the ritual allows.
func Legal(s State) []Move {
	if s.Result != Playing {
		return nil
	}
	if a := s.Ask; a != nil {
		out := make([]Move, len(a.Options))
		for i := range a.Options {
			out[i] = Move{Kind: Choose, Seat: a.Seat, Index: int8(i)}
		}
		return out
	}
	if AmbushWaits(s) {
		var out []Move
		for i, f := range s.Fate {
			if !f.Down && s.card(f.ID).has(Ambush) {
				out = append(out, Move{Kind: Invoke, Seat: s.Hunted, Index: int8(i)})
			}
		}
		return out
	}
	var out []Move
	for seat := range s.Effigies {
		if s.inGame(int8(seat)) {
			out = append(out, s.seatMoves(int8(seat))...)
		}
	}
	if s.canSummon() {
		out = append(out, Move{Kind: Summon})
	}
	return out
}

// AmbushWaits: a face-up ambush card waits in the Fate, so the hunted
// effigy must invoke it before anything else.
func AmbushWaits(s State) bool {
	for _, f := range s.Fate {
		if !f.Down && s.card(f.ID).has(Ambush) {
			return true
		}
	}
	return false
}

func (s State) seatMoves(seat int8) []Move {
	var out []Move
	area, fate := s.fateOf(seat)
	for i := range fate {
		out = append(out, Move{Kind: Invoke, Seat: seat, Index: int8(i), Card: area})
	}
	ef := s.Effigies[seat]
	for i, b := range Basic {
		if !ef.can(b.Cost, b.Sin) {
			continue
		}
		if b.Name != "Fight" {
			out = append(out, Move{Kind: Act, Seat: seat, Index: int8(i)})
			continue
		}
		for j, f := range ef.Foes {
			if s.fightWorks(seat, f.ID) {
				out = append(out, Move{Kind: Act, Seat: seat, Index: int8(i), Target: int8(j)})
			}
		}
	}
	for _, id := range s.printed(seat) {
		for i, a := range s.card(id).Actions {
			if ef.can(int8(a.Cost), a.Sin) {
				out = append(out, Move{Kind: Act, Seat: seat, Index: int8(i), Card: id})
			}
		}
	}
	return out
}

// fightWorks: a Fight against adversary id can do something. From
// revision 6 a Fight against an adversary that a test of wrath cannot
// hurt is held back, unless an ability of seat's waits for the Fight
// (HA-33): it would only cost omens and roll 8s.
func (s State) fightWorks(seat int8, id string) bool {
	return s.Config.revision() < 6 || hurts(s.card(id), fightSin.index()) || s.waitsForFight(seat)
}

// fightSin is the sin Fight tests.
var fightSin = Basic[basicIndex("Fight")].Sin

// waitsForFight: one of seat's abilities fires after a Fight.
func (s State) waitsForFight(seat int8) bool {
	for _, ab := range s.abilities(seat, OnAction) {
		if a := ab.Trigger.Action; a == "" || strings.EqualFold(a, "Fight") {
			return true
		}
	}
	return false
}

// HeldBack says, for the table, which Fights seat could afford but is
// not offered, and why (HA-33); nil when nothing is held back.
func HeldBack(s State, seat int8) []string {
	if s.Result != Playing || s.Ask != nil || AmbushWaits(s) || !s.inGame(seat) || !s.Effigies[seat].can(Basic[basicIndex("Fight")].Cost, fightSin) {
		return nil
	}
	var out []string
	for _, f := range s.Effigies[seat].Foes {
		if k := s.card(f.ID); !s.fightWorks(seat, f.ID) {
			out = append(out, "No Fight against "+k.Name+": only a test of "+sinList(k.HurtBy)+" hurts it, and Fight tests "+string(fightSin)+".")
		}
	}
	return out
}

// can: enough omens, and the sin is not full of corruption (a full sin is
// never tested by choice).
func (ef Effigy) can(cost int8, sin Sin) bool {
	return ef.Omens >= cost && ef.Corrupt[sin.index()] < MaxSin
}

// printed lists the cards whose actions seat may take: its location's and
// its adversaries'.
func (s State) printed(seat int8) []string {
	ef := s.Effigies[seat]
	out := []string{s.Map[s.placeAt(ef.At)].ID}
	for _, f := range ef.Foes {
		out = append(out, f.ID)
	}
	return out
}
