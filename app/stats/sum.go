package stats

import (
	"strconv"
	"strings"

	"lantern/rules/luck"
	"lantern/rules/tally"
)

// entry is one save as read: its title, the campaign it belongs to and its
// numbers.
type entry struct {
	title, campaign string
	game            tally.Game
}

// campaign is the campaign a save belongs to: its title, less the
// " — game N" the Harrowing's next games add to it.
func campaign(title string) string {
	if i := strings.LastIndex(title, " — game "); i > 0 {
		return title[:i]
	}
	return title
}

// kindSum is what the games of one kind add up to.
type kindSum struct {
	kind                   string
	played, won, lost, end int // end: finished, for games neither won nor lost
	unscored               bool
	groups                 []group
	luck                   []luckSum
}

// group is one Count group added up: each row's total for the table, and
// each player's own when the game counts them by player.
type group struct {
	name  string
	whats []string
	total []int
	who   []string
	by    map[string][]int // by player, in whats' order
}

// luckSum is the luck of one quantity: the whole table's, each player's
// and each game's, or each session's where a game's save holds many.
type luckSum struct {
	what     string
	level    bool
	sessions bool // games holds sessions
	all      luck.Tally
	players  []string
	byPlayer []luck.Tally
	games    []string
	byGame   []luck.Tally
}

// person is one player name across every game read.
type person struct {
	name              string
	played, won, lost int
}

// sum adds up the entries that pass the filter: kind and campaign, each
// "" for all.
func sum(entries []entry, kind, camp string) (kinds []kindSum, people []person) {
	skip := func(e entry) bool {
		return (kind != "" && e.game.Kind != kind) || (camp != "" && e.campaign != camp)
	}
	// A table that plays with the same people saves its games under one
	// title: each is numbered, from the oldest, to keep a row of its own.
	titled, seen := map[string]int{}, map[string]int{}
	for _, e := range entries {
		if !skip(e) {
			titled[e.game.Kind+"/"+e.title]++
		}
	}
	at := map[string]int{}
	for _, e := range entries {
		g := e.game
		if skip(e) {
			continue
		}
		row, key := e.title, g.Kind+"/"+e.title
		if n := titled[key]; n > 1 {
			row += " (" + strconv.Itoa(n-seen[key]) + ")"
			seen[key]++
		}
		i, ok := at[g.Kind]
		if !ok {
			i, at[g.Kind] = len(kinds), len(kinds)
			kinds = append(kinds, kindSum{kind: g.Kind})
		}
		k := &kinds[i]
		k.add(e, row)
		for _, name := range g.Players {
			people = addPerson(people, name, g)
		}
	}
	return kinds, people
}

// add counts e, its luck by game in the row named row.
func (k *kindSum) add(e entry, row string) {
	g := e.game
	k.played++
	k.unscored = k.unscored || g.Unscored
	switch {
	case g.Over && g.Unscored:
		k.end++
	case g.Over && g.Won:
		k.won++
	case g.Over:
		k.lost++
	}
	for _, c := range g.Counts {
		k.count(c)
	}
	for _, r := range g.Rolls {
		l := k.luckOf(r)
		l.all.Add(r.Dist, r.Got)
		l.players, l.byPlayer = addTally(l.players, l.byPlayer, r.Who, r)
	}
	for i := len(g.Rolls) - 1; i >= 0; i-- { // a campaign's last session first, as saves are listed newest first
		r := g.Rolls[i]
		l, name := k.luckOf(r), row
		if r.Session > 0 {
			l.sessions, name = true, row+", session "+strconv.Itoa(r.Session)
		}
		l.games, l.byGame = addTally(l.games, l.byGame, name, r)
	}
}

func (k *kindSum) count(c tally.Count) {
	gi := -1
	for i := range k.groups {
		if k.groups[i].name == c.Group {
			gi = i
		}
	}
	if gi < 0 {
		gi = len(k.groups)
		k.groups = append(k.groups, group{name: c.Group, by: map[string][]int{}})
	}
	g := &k.groups[gi]
	wi := index(g.whats, c.What)
	if wi < 0 {
		wi = len(g.whats)
		g.whats, g.total = append(g.whats, c.What), append(g.total, 0)
	}
	g.total[wi] += c.N
	if c.Who == "" {
		return
	}
	row := g.by[c.Who]
	if row == nil {
		g.who = append(g.who, c.Who)
	}
	for len(row) <= wi {
		row = append(row, 0)
	}
	row[wi] += c.N
	g.by[c.Who] = row
}

func (k *kindSum) luckOf(r tally.Roll) *luckSum {
	for i := range k.luck {
		if k.luck[i].what == r.What {
			return &k.luck[i]
		}
	}
	k.luck = append(k.luck, luckSum{what: r.What, level: r.Level})
	return &k.luck[len(k.luck)-1]
}

// addTally adds r to name's tally, a new one at the end for a new name.
func addTally(names []string, ts []luck.Tally, name string, r tally.Roll) ([]string, []luck.Tally) {
	i := index(names, name)
	if i < 0 {
		i, names, ts = len(names), append(names, name), append(ts, luck.Tally{})
	}
	ts[i].Add(r.Dist, r.Got)
	return names, ts
}

func addPerson(people []person, name string, g tally.Game) []person {
	i := 0
	for i < len(people) && people[i].name != name {
		i++
	}
	if i == len(people) {
		people = append(people, person{name: name})
	}
	p := &people[i]
	p.played++
	if g.Over && !g.Unscored {
		if g.Won {
			p.won++
		} else {
			p.lost++
		}
	}
	return people
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
