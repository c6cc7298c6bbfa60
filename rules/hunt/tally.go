package hunt

import (
	"strconv"

	"lantern/rules/luck"
	"lantern/rules/record"
	"lantern/rules/tally"
)

func init() { tally.Register(Adapter.Name, Tally) }

// Tally replays r and counts its hunt: the quarry and level, the events
// rolled, by whom, and every die, Lantern's or typed in by the table (KH-03):
// d10 checks, where higher is luckier, and rolls on the event table, which
// are neither good nor bad, both against fair dice (dice.D100, RNG.Die).
// A hunt is neither won nor lost.
func Tally(r record.Record, progress func(done, total int)) (tally.Game, error) {
	g := tally.Game{Unscored: true}
	apply := func(s State, m Move) (State, []Event, error) {
		next, evs, err := Apply(s, m)
		for _, ev := range evs {
			if ev.Survivor < 0 || ev.Survivor >= len(next.Team) {
				continue
			}
			who := next.name(ev.Survivor)
			switch {
			case ev.Kind == Rolled:
				g.Rolls = append(g.Rolls, tally.Roll{What: "event rolls", Who: who, Level: true, Dist: luck.Uniform(TableRows), Got: ev.Roll.Value()})
				g.Add("Hunt events", "rolled", who, 1)
			case ev.Kind == Checked && ev.D10 > 0:
				g.Roll("d10 rolls", who, luck.Uniform(10), ev.D10)
			}
		}
		return next, evs, err
	}
	s, _, _, err := record.Journal(Adapter, r, apply, progress)
	if err != nil || len(s.Team) == 0 {
		return g, err
	}
	g.Over = s.Phase == Over
	g.Add("Quarries hunted", s.quarryName()+", level "+strconv.Itoa(s.Config.Level), "", 1)
	if s.Ambush {
		g.Add("Hunts", "the quarry came to them", "", 1)
	}
	return g, nil
}
