package blessed_test

import (
	"fmt"

	"lantern/rules/blessed"
)

// A check from start to end: a Hard Hand check, helped by the other
// character, then rolled twice and settled.
func Example() {
	s, _ := blessed.New(blessed.Config{}, 7)
	play := func(m blessed.Move) {
		var ev []blessed.Event
		var err error
		if s, ev, err = blessed.Apply(s, m); err != nil {
			fmt.Println("refused:", err)
			return
		}
		for _, e := range ev {
			fmt.Println(e.Text)
		}
	}
	play(blessed.Move{Kind: blessed.AddCharacter, Stat: blessed.Hand, Lifestyle: blessed.Eager, Ethic: blessed.ViceVirtue})
	play(blessed.Move{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Wisened, Ethic: blessed.ViceVirtue})
	play(blessed.Move{Kind: blessed.GainBlessing, Seat: 1})
	play(blessed.Move{Kind: blessed.BeginCheck, Seat: 0, Stat: blessed.Hand, Use: blessed.Hand})
	play(blessed.Move{Kind: blessed.SetDifficulty, Difficulty: blessed.Hard})
	play(blessed.Move{Kind: blessed.Help, Seat: 1, Value: s.Party[1].Blessings[0]})
	o, _ := blessed.Chances(s)
	fmt.Printf("chance of success: %.0f%%\n", 100*o.Success)
	play(blessed.Move{Kind: blessed.Roll})
	play(blessed.Move{Kind: blessed.Roll})
	play(blessed.Move{Kind: blessed.Settle})
	play(blessed.Move{Kind: blessed.Roll})
	// Output:
	// seat 1 joins: Hand high, Eager, Vice & Virtue
	// seat 2 joins: Heart high, Wisened, Vice & Virtue
	// seat 2 gains a Blessing (4)
	// seat 1 makes a Hand check with Hand
	// the check is Hard (2 rolls)
	// seat 2 helps: +2 to the lowest roll, and a bust
	// chance of success: 69%
	// seat 1 rolls 5
	// seat 1 rolls 3
	// seat 1: minor success (5 and 5), 3 busts
	// refused: illegal move: no check is under way
}
