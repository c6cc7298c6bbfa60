package blessed

import (
	"fmt"
	"slices"
)

// Bank is what an ethic has banked for a character: boons and busts held
// back from checks to spend later (edition 1).
type Bank struct {
	Boons int `msgpack:"bo,omitempty"`
	Busts int `msgpack:"bu,omitempty"`
}

// MaxBanked caps each count: far past a session's worth.
const MaxBanked = 20

// Banked is seat's bank.
func (s State) Banked(seat int) Bank {
	if seat >= 0 && seat < len(s.Banks) {
		return s.Banks[seat]
	}
	return Bank{}
}

// count points at the boons (v 0) or busts (v 1) of b.
func (b *Bank) count(v int) *int {
	if v == 1 {
		return &b.Busts
	}
	return &b.Boons
}

func bankName(v int) string {
	if v == 1 {
		return "bust"
	}
	return "boon"
}

func bankCandidates(out []Move, s State) []Move {
	if s.Config.Edition >= 3 {
		return restCandidates(out, s)
	}
	for i := range s.Party {
		b := s.Banked(i)
		full := len(s.Party[i].Blessings) >= MaxBlessings
		for v := 0; v <= 1; v++ { // exactly what validBank takes (see sure)
			n := *b.count(v)
			if n < MaxBanked {
				out = append(out, Move{Kind: BankOne, Seat: i, Value: v})
			}
			if n > 0 && !full {
				out = append(out, Move{Kind: SpendBanked, Seat: i, Value: v})
			}
		}
	}
	return out
}

func validBank(s State, m Move) error {
	if !s.seated(m.Seat) || m.Value < 0 || m.Value > 1 {
		return illegal("a character banks a boon or a bust")
	}
	if s.Config.Edition >= 3 {
		return validRest(s, m)
	}
	b := s.Banked(m.Seat)
	n := *b.count(m.Value)
	switch {
	case m.Kind == BankOne && n >= MaxBanked:
		return m.illegal("seat {seat} has banked 20, the most Lantern keeps")
	case m.Kind == SpendBanked && n == 0:
		return illegal("seat %d has no %s banked", m.Seat+1, bankName(m.Value))
	case m.Kind == SpendBanked && len(s.Party[m.Seat].Blessings) >= MaxBlessings:
		return m.illegal("seat {seat} holds 30 Blessings, the most a pool holds (HB-22)")
	}
	return nil
}

// bank banks one boon or bust, or spends one for a Blessing rolled as
// any Blessing is (HB-29).
func (s *State) bank(m Move, ev *Event) {
	s.Banks = slices.Clone(s.Banks)
	for len(s.Banks) <= m.Seat {
		s.Banks = append(s.Banks, Bank{})
	}
	n := s.Banks[m.Seat].count(m.Value)
	if m.Kind == BankOne {
		*n++
		ev.Text = fmt.Sprintf("seat %d banks a %s", m.Seat+1, bankName(m.Value))
		return
	}
	*n--
	c := &s.Party[m.Seat]
	got := rollBlessings(s.dice())
	got = got[:min(len(got), MaxBlessings-len(c.Blessings))]
	c.Blessings = append(c.Blessings, got...)
	ev.Blessings = got
	ev.Text = fmt.Sprintf("seat %d spends a banked %s for Blessings (%s)", m.Seat+1, bankName(m.Value), facesText(got))
}
