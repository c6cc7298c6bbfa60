package harrowing

import "testing"

// settle answers every pending question with its first option.
func settle(t *testing.T, s State) State {
	t.Helper()
	for i := 0; s.Ask != nil && s.Result == Playing; i++ {
		if i > 200 {
			t.Fatalf("the questions never end: %s", Question(s))
		}
		s = must(t, s, Legal(s)[0])
	}
	return s
}

// Every infernal, unknown and boss card of Lantern's catalogue can be
// invoked and resolved, and every item gained and its abilities fired.
func TestEveryLanternCardPlays(t *testing.T) {
	var all []Card
	for _, ci := range lantern().Circles {
		all = append(append(all, ci.Infernal...), ci.Boss)
	}
	for _, u := range lantern().Unknown {
		if u.Card != nil {
			all = append(all, *u.Card)
		}
	}
	for _, k := range all {
		t.Run(k.ID, func(t *testing.T) {
			s := quiet(t, 3, k.ID)
			total := s.cardCount()
			s = settle(t, must(t, s, Move{Kind: Invoke, Seat: 0, Index: 0}))
			if err := s.invariants(total); err != nil {
				t.Fatal(err)
			}
		})
	}
	for _, it := range lantern().Items {
		t.Run(it.ID, func(t *testing.T) {
			s := quiet(t, 1)
			e := &eng{s: &s}
			e.gain(0, it.ID)
			for _, on := range []On{OnAction, OnInvoke, OnDefeat} {
				e.fire(0, Trigger{On: on, Action: "Fight", Kind: Crisis})
			}
			e.test(0, Test{Sin: "wrath"}, "", "")
			e.run()
			settle(t, s)
		})
	}
}
