package blessed

import (
	"fmt"
	"slices"

	"lantern/rules/words"
)

// Price is a cost the book writes in circled numbers: ③ is one Blessing
// worth 3 or more, ①①① three Blessings each worth 1 or more. A Blessing
// pays one circle, however much it is worth (edition 3, HB-47).
type Price struct {
	Worth int // what each Blessing must be worth at least
	Count int // how many Blessings
}

func (p Price) String() string {
	if p.Count == 1 {
		return fmt.Sprintf("a Blessing worth %d or more", p.Worth)
	}
	return fmt.Sprintf("%s worth %d or more", words.Count(p.Count, "Blessing"), p.Worth)
}

// RechargePrice is what seat pays to use p again, from edition 3: one
// Blessing of at least the recharge's worth, and Insured's ① grown by
// ①① each time it is recharged.
func (s State) RechargePrice(seat int, p Spec) Price {
	if p == Insured {
		return Price{Worth: 1, Count: 1 + 2*s.mark(seat).Insured}
	}
	return Price{Worth: p.Recharge(), Count: 1}
}

// RechargeText says what recharging p costs seat, in the campaign's edition.
func (s State) RechargeText(seat int, p Spec) string {
	if s.Config.Edition >= 3 {
		return s.RechargePrice(seat, p).String()
	}
	return fmt.Sprintf("Blessings worth %d", s.RechargeCost(seat, p))
}

// canRecharge reports whether seat can pay to recharge p.
func (s State) canRecharge(seat int, p Spec) bool {
	if s.Config.Edition >= 3 {
		return priced(s.Party[seat], s.RechargePrice(seat, p)) != nil
	}
	return worth(s.Party[seat]) >= s.RechargeCost(seat, p)
}

// priced lists the Blessings a price takes from c: the lowest faces that
// are each worth enough, or nil when c has too few.
func priced(c Character, p Price) []int {
	pool := slices.Clone(c.Blessings)
	slices.Sort(pool)
	var out []int
	for _, v := range pool {
		if len(out) < p.Count && c.Worth(v) >= p.Worth {
			out = append(out, v)
		}
	}
	if len(out) < p.Count {
		return nil
	}
	return out
}

// payPrice spends what price p takes from c and returns the faces paid.
func payPrice(c *Character, p Price) []int {
	paid := priced(*c, p)
	for _, v := range paid {
		c.Blessings = remove(c.Blessings, v)
	}
	return paid
}
