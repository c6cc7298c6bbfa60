package hoperec

import (
	"lantern/rules/dice"
	"lantern/rules/hope"
	"lantern/rules/luck"
	"lantern/rules/record"
	"lantern/rules/tally"
)

func init() { tally.Register(ID, Tally) }

// causes name hope.Cause for the stats page.
var causes = [...]string{hope.DiedHunger: "starved", hope.DiedHarm: "wounds", hope.DiedHumanity: "lost their humanity"}

// Tally replays r and counts its game: rounds played, scenes met and
// deaths by cause, each by the player it fell to, a lost game by the
// cause of its last death (the one that ended it), and every roll's
// successes against the odds the table is shown (dice.HalfTail). A reroll
// of failed dice is weighed as a roll of the dice rerolled.
func Tally(r record.Record, progress func(done, total int)) (tally.Game, error) {
	var g tally.Game
	fell := hope.Alive // the cause of the last death
	apply := func(s hope.State, m hope.Move) (hope.State, []hope.Event, error) {
		next, evs, err := hope.Apply(s, m)
		last := 0 // the successes of the roll before a reroll
		for _, ev := range evs {
			who := seatName(next, ev.Seat)
			switch ev.Kind {
			case hope.EvRoll:
				g.Roll("successes", who, pool(len(ev.Faces)), ev.N)
				last = ev.N
			case hope.EvReroll:
				if n := min(int(s.Scene.Reroll), len(ev.Faces)-last); n > 0 {
					g.Roll("successes", who, pool(n), ev.N-last)
				}
			case hope.EvSuccess:
				g.Add("Scenes", "succeeded", who, 1)
			case hope.EvFailure:
				g.Add("Scenes", "failed", who, 1)
			case hope.EvDeath:
				if c := hope.Cause(ev.Value); int(c) < len(causes) && c != hope.Alive {
					g.Add("Deaths by cause", causes[c], seatName(s, ev.Seat), 1)
					fell = c
				}
			}
		}
		return next, evs, err
	}
	s, _, _, err := record.Journal(Adapter, r, apply, progress)
	g.Over, g.Won = s.Over, s.Won
	g.Add("Rounds", "reached", "", int(s.Round))
	if s.Over && !s.Won && fell != hope.Alive {
		g.Add("Losses by cause", causes[fell], "", 1)
	}
	return g, err
}

// pool is the chance of each number of successes of n dice, from the
// odds the table is shown.
func pool(n int) luck.Dist {
	d := make(luck.Dist, n+1)
	for k := range d {
		d[k] = float64(dice.HalfTail(n, k)-dice.HalfTail(n, k+1)) / float64(uint64(1)<<min(n, dice.MaxOddsDice))
	}
	return d
}

// seatName is the name of the character in seat x, "" for no seat.
func seatName(s hope.State, x int8) string {
	if x < 0 || x >= s.N {
		return ""
	}
	return s.Seats[x].Name
}
