package hope

import (
	"strings"
	"testing"

	"lantern/rules/hope"
)

// The offer to take the tablet for a card play goes to every living human
// holding any card, so it never tells the table whose secret trait fits
// the moment. Over whole games the offer never follows what is playable,
// and at least once someone with nothing playable is offered it.
func TestCardOfferHidesWhoCanPlay(t *testing.T) {
	idle := 0
	for _, seed := range []uint64{1, 2, 151} {
		humanGame(t, seed, false, func(s hope.State, legal []hope.Move) bool {
			if s.Pending.Seat < 0 || s.Round > 1 {
				return s.Round > 1
			}
			for x := range s.N {
				if hasPlay(legal, x) && !cardWindow(s) {
					t.Fatalf("seed %d: seat %d may play a card at %v, outside cardWindow", seed, x, s.Phase)
				}
			}
			h := &Game{s: s, t: Table{Seats: make([]SeatLook, s.N)}}
			html := h.othersButton(s.Pending.Seat).HTML()
			for x := range s.N {
				offered := strings.Contains(html, `data-carder="`+string(rune('0'+x))+`"`)
				if x == s.Pending.Seat || !s.Seats[x].Alive {
					if offered {
						t.Fatalf("seed %d: seat %d offered a card play", seed, x)
					}
					continue
				}
				if offered != (holdsCard(s, x) && cardWindow(s)) {
					t.Fatalf("seed %d: seat %d offered %v, holds cards %v", seed, x, offered, holdsCard(s, x))
				}
				if offered && !hasPlay(legal, x) {
					idle++
				}
			}
			return false
		})
	}
	g := humanGame(t, 9, true, pending(hope.PendGift))
	if html := g.othersButton(g.s.Pending.Seat).HTML(); strings.Contains(html, "data-carder") {
		t.Fatal("a card play is offered while a death waits for its decision, when no card may be played")
	}
	if idle == 0 {
		t.Fatal("nobody without a playable card was ever offered the tablet: the check proves nothing")
	}
}

func hasPlay(legal []hope.Move, x int8) bool {
	for _, m := range legal {
		if m.Seat == x && optional(m.Kind) {
			return true
		}
	}
	return false
}
