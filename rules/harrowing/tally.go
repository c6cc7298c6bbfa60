package harrowing

import (
	"strings"

	"lantern/rules/luck"
	"lantern/rules/record"
	"lantern/rules/tally"
)

func init() { tally.Register(Adapter.Name, Tally) }

// Tally replays r and counts its game: the circle it was played in, won
// (the boss beaten) or not, the turns played (BeginsTurn), each effigy's
// tests, and every test's doom dice weighed as Graces less Faults and
// Banes, against the faces of the dice the game rolls (BlackDie, RedDie).
// The Lifewater's red die only picks a column: it is not weighed.
func Tally(r record.Record, progress func(done, total int)) (tally.Game, error) {
	g := tally.Game{Campaign: true}
	turns := 0
	apply := func(s State, m Move) (State, []Event, error) {
		next, evs, err := Apply(s, m)
		if err == nil && BeginsTurn(m) {
			turns++
		}
		for _, ev := range evs {
			seat, ok := strings.CutPrefix(ev.Text, "Effigy ")
			if len(ev.Faces) == 0 || !ok || strings.Contains(ev.Text, "Lifewater") || seat == "" || seat[0] < '1' || seat[0] > '9' {
				continue
			}
			who := tally.Name(s.Config.Names, int(seat[0]-'1'))
			d, got := luck.Dist{1}, 0
			for i, f := range ev.Faces {
				die := BlackDie
				if i == 0 {
					die = RedDie
				}
				d, got = d.Plus(doom(die)), got+worth(f)
			}
			g.Roll("doom dice", who, d, got)
			g.Add("Tests", "made", who, 1)
		}
		return next, evs, err
	}
	s, _, _, err := record.Journal(Adapter, r, apply, progress)
	if err != nil || s.Book() == nil {
		return g, err
	}
	g.Over, g.Won = s.Result != Playing, s.Result == Won
	circle := s.circle()
	for _, c := range s.Book().Circles {
		if c.ID == circle {
			circle = c.Name
		}
	}
	g.Add("Games by circle", circle, "", 1)
	g.Add("Turns", "played", "", turns)
	if g.Won {
		g.Add("Bosses beaten", circle, "", 1)
	}
	return g, nil
}

// worth is what a face gives the table, shifted by one so that it is never
// negative: a Fault or Bane 0, a blank 1, a Grace 2.
func worth(f Face) int { return [...]int{Blank: 1, Fault: 0, Grace: 2, BaneFace: 0}[f] }

// doom is the chance of each worth on one throw of die.
func doom(die []Face) luck.Dist {
	d := make(luck.Dist, 3)
	for _, f := range die {
		d[worth(f)] += 1 / float64(len(die))
	}
	return d
}
