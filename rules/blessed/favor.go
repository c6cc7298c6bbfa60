package blessed

import "fmt"

// Favorability (edition 2, HB-36) is how well one character stands with
// another at the table, a number the table raises and lowers a step at a
// time. Cunning & Capability's characters call on it for Blessings, and
// Fairness & Value's banked busts raise it until the session ends.

// MaxFavor bounds favorability either way, and MaxCall what one call on
// it asks: far past a session's worth, and Legal's lists stay short.
const (
	MaxFavor = 20
	MaxCall  = 6
)

func favorAt(seat, other int) int { return seat*MaxParty + other }

// FavorOf is seat's favorability with other, Fairness & Value's included.
func (s State) FavorOf(seat, other int) int {
	k := favorAt(seat, other)
	n := 0
	if k < len(s.Favors) {
		n += s.Favors[k]
	}
	if k < len(s.FavorTemp) {
		n += s.FavorTemp[k]
	}
	return n
}

// grown is xs long enough to hold index k (a fresh list: Apply never shares).
func grown(xs []int, k int) []int {
	out := make([]int, max(len(xs), k+1))
	copy(out, xs)
	return out
}

func favorCandidates(out []Move, s State) []Move {
	for i := range s.Party {
		for j := range s.Party {
			if i == j {
				continue
			}
			f := s.FavorOf(i, j)
			if f < MaxFavor {
				out = append(out, Move{Kind: Favorability, Seat: i, Other: j, Value: 1})
			}
			if f > -MaxFavor {
				out = append(out, Move{Kind: Favorability, Seat: i, Other: j})
			}
			if s.Party[i].Ethic == CunningCapability {
				for n := 1; n <= min(f, MaxCall); n++ {
					out = append(out, Move{Kind: CallFavor, Seat: i, Other: j, Value: n})
				}
			}
		}
	}
	return out
}

func validFavor(s State, m Move) error {
	if !s.seated(m.Seat) || !s.seated(m.Other) || m.Seat == m.Other {
		return illegal("favorability is one character's with another")
	}
	f := s.FavorOf(m.Seat, m.Other)
	switch {
	case m.Kind == Favorability && (m.Value < 0 || m.Value > 1):
		return illegal("favorability goes up or down a step")
	case m.Kind == Favorability && m.Value == 1 && f >= MaxFavor, m.Kind == Favorability && m.Value == 0 && f <= -MaxFavor:
		return illegal("favorability stays within %d either way", MaxFavor)
	case m.Kind == CallFavor && s.Party[m.Seat].Ethic != CunningCapability:
		return illegal("calling on favor is Cunning & Capability's")
	case m.Kind == CallFavor && (m.Value < 1 || m.Value > min(f, MaxCall)):
		return illegal("a call asks 1 to %d, no more than the favorability (%d)", MaxCall, f)
	}
	return nil
}

func (s *State) favor(m Move, ev *Event) {
	k := favorAt(m.Seat, m.Other)
	s.Favors = grown(s.Favors, k)
	if m.Kind == Favorability {
		s.Favors[k] += 2*m.Value - 1
		ev.Text = fmt.Sprintf("seat %d's favorability with seat %d is now %d", m.Seat+1, m.Other+1, s.FavorOf(m.Seat, m.Other))
		return
	}
	s.Favors[k] -= m.Value
	c := &s.Party[m.Seat]
	var got []int
	for range m.Value { // each Blessing gained on its own
		got = append(got, rollBlessings(s.dice())...)
	}
	got = got[:min(len(got), MaxBlessings-len(c.Blessings))]
	c.Blessings = append(c.Blessings, got...)
	ev.Blessings = got
	ev.Text = fmt.Sprintf("seat %d calls on seat %d: favorability down %d to %d, and gains %s", m.Seat+1, m.Other+1, m.Value, s.FavorOf(m.Seat, m.Other), gainedText(got))
}
