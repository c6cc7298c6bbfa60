package harrowing

import "slices"

// teachingOrder puts on top of a shuffled deck the three cards of the
// teaching opening: a crisis that tests a sin, a location, and an
// adversary that is neither an ambush nor a hunter (dealt face down), each
// the first of its kind in the deck; the rest keep their order.
func teachingOrder(d []string, bk *Book) []string {
	wants := []func(Card) bool{
		func(k Card) bool { return k.Kind == Crisis && !k.has(Ambush) && !k.has(Story) && tests(k.Invoke) },
		func(k Card) bool { return k.Kind == Location && len(k.Misstep) > 0 },
		func(k Card) bool { return k.Kind == Adversary && !k.has(Ambush) && !k.has(Hunter) && len(k.Threat) > 0 },
	}
	var top []string
	rest := slices.Clone(d)
	for _, want := range wants {
		if i := slices.IndexFunc(rest, func(id string) bool { return want(bk.cards[id]) }); i >= 0 {
			top = append(top, rest[i])
			rest = slices.Delete(rest, i, i+1)
		}
	}
	return append(top, rest...)
}

func tests(list []Effect) bool {
	return slices.ContainsFunc(list, func(e Effect) bool { return e.Op == OpTest })
}
