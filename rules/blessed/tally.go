package blessed

import (
	"strings"

	"lantern/rules/record"
	"lantern/rules/tally"
)

// Tally replays r and counts its campaign: sessions, each character's
// checks by tier, Endeavors won, and every roll of a check, tagged with
// its session, weighed by its total against the distribution Chances uses
// for it (bumping, the spark's group, a Horde's better roll), typed dice
// too. A roll whose total was known (an action's position roll, the roll
// Calm kept) weighs nothing; a die added to a roll made (a spark after the
// roll) is not weighed. name gives a seat's character name (and Players
// the party's): the names live in the notes, which only the screen reads.
// A campaign is neither won nor lost.
func Tally(r record.Record, progress func(done, total int), name func(seat int) string) (tally.Game, error) {
	g := tally.Game{Unscored: true, Campaign: true}
	var due *dist // the distribution of the roll asked for, until it is made
	at := 0       // that roll's index in the check
	apply := func(s State, m Move) (State, []Event, error) {
		if c := s.Check; m.Kind == Roll && c != nil && due == nil && c.Seat < len(s.Party) {
			ds, _ := rollDists(s, s.rollerDice(s.Party[c.Seat], *c), *c)
			if at = len(c.Results); at < len(ds) && !certain(ds[at]) {
				due = &ds[at]
			}
		}
		next, evs, err := Apply(s, m)
		if c := next.Check; due != nil && c != nil && len(c.Results) > at {
			got := min(max(c.Results[at].Sum-c.haunt(at), 0), oddsCap)
			g.Rolls = append(g.Rolls, tally.Roll{What: "roll totals", Who: name(c.Seat), Dist: due[:], Got: got, Session: s.Session})
			due = nil
		} else if c == nil {
			due = nil // the check was dropped
		}
		for _, ev := range evs {
			if o := ev.Outcome; o != nil && s.Check != nil {
				g.Add("Checks by tier", o.Tier.String(), name(s.Check.Seat), 1)
			}
			for _, w := range [...]string{"the allies win", "the monstrosities win"} {
				if strings.Contains(ev.Text, "; "+w+":") {
					g.Add("Endeavors won", strings.TrimSuffix(strings.TrimPrefix(w, "the "), " win"), "", 1)
				}
			}
			if strings.HasSuffix(ev.Text, " ends") && strings.Contains(ev.Text, " wins") && strings.HasPrefix(ev.Text[strings.LastIndex(ev.Text, "; ")+2:], "seat ") {
				g.Add("Endeavors won", "races", raceWinner(s, ev.Text, name), 1)
			}
		}
		return next, evs, err
	}
	s, _, _, err := record.Journal(Adapter, r, apply, progress)
	g.Add("Sessions", "played", "", s.Session)
	for i := range s.Party {
		g.Players = append(g.Players, name(i))
	}
	return g, err
}

// raceWinner is the character the end of a race names ("…; seat 2 wins…").
func raceWinner(s State, text string, name func(int) string) string {
	rest := text[strings.LastIndex(text, "; ")+len("; seat "):]
	n := 0
	for _, c := range rest {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return name(n - 1)
}

// certain says whether a roll's total was known before it was made.
func certain(d dist) bool {
	for _, p := range d {
		if p == 1 {
			return true
		}
	}
	return false
}
