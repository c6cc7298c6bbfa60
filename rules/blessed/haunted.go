package blessed

import (
	"fmt"
	"slices"
)

// A Haunted die (Config.Haunted, edition 1) works against its character:
// it starts as a d10; while what haunts them is present, each roll they
// make loses what the die shows; and the Session Shop shrinks it, a size
// at a time down to a d2, paid as an upgrade is (HB-33).

// HauntedDie is seat's Haunted die.
func (s State) HauntedDie(seat int) Size {
	z := D10
	if seat >= 0 && seat < len(s.Hauntings) {
		z = max(D10-Size(2*s.Hauntings[seat]), D2)
	}
	return z
}

func validHaunt(s State) error {
	c := s.Check
	switch {
	case !s.Config.Haunted:
		return illegal("this table has no Haunted dice")
	case c == nil || !c.Started():
		return illegal("the Haunted die follows a roll")
	case c.haunt(len(c.Results)-1) != 0 || len(c.Haunts) >= len(c.Results):
		return illegal("the last roll is already haunted")
	case c.VexedBy > 0:
		return illegal("the check has been made to fail")
	}
	return nil
}

func validLowerHaunted(s State, m Move) error {
	switch {
	case !s.Config.Haunted || !s.Shop:
		return illegal("a Haunted die shrinks in the Session Shop, on a table that has them")
	case !s.seated(m.Seat) || s.HauntedDie(m.Seat) <= D2:
		return illegal("a Haunted die shrinks down to a d2")
	case m.Value == 0 && s.Party[m.Seat].FreeUpgrades == 0:
		return m.illegal("seat {seat} has used this session's free upgrade")
	case m.Value == 1 && s.Party[m.Seat].payable() < ShopPrice:
		return illegal("it costs %d Blessings worth 1 or more", ShopPrice)
	case m.Value < 0 || m.Value > 1:
		return illegal("unknown payment")
	}
	return nil
}

func (s *State) haunted(m Move, ev *Event) {
	if m.Kind == Haunt {
		c := s.Check
		z := s.HauntedDie(c.Seat)
		// Editions 1 and 2 did not bump it; from edition 3 it bumps as
		// every stat die does (HB-50).
		faces := rollDie(s.dice(), z, s.Config.Edition >= 3)
		f := sum(faces)
		for len(c.Haunts) < len(c.Results)-1 {
			c.Haunts = append(c.Haunts, 0)
		}
		c.Haunts = append(c.Haunts, f)
		ev.Seat, ev.Faces = c.Seat, faces
		ev.Text = fmt.Sprintf("what haunts seat %d is there: the Haunted die (%v) takes %s off roll %d", c.Seat+1, z, sumText(faces), len(c.Results))
		return
	}
	c := &s.Party[m.Seat]
	if m.Value == 0 {
		c.FreeUpgrades--
	} else {
		for _, v := range payment(*c)[:ShopPrice] {
			c.Blessings = remove(c.Blessings, v)
		}
	}
	s.Hauntings = slices.Clone(s.Hauntings) // shared with the state before (clone)
	for len(s.Hauntings) <= m.Seat {
		s.Hauntings = append(s.Hauntings, 0)
	}
	s.Hauntings[m.Seat]++
	ev.Text = fmt.Sprintf("seat %d's Haunted die shrinks to a %v", m.Seat+1, s.HauntedDie(m.Seat))
}
