// Package tally is what one saved game counts for the stats page: won or
// lost, what each game counts (deaths by cause, circles reached, checks by
// tier…), and every roll with its exact distribution for the luck of the
// dice. Each game registers a Reader that replays its record into a Game;
// the stats page adds Games up without knowing any game's types.
//
// Reading a record never changes it: nothing is cached in a record (G-02).
package tally

import (
	"fmt"
	"strconv"

	"lantern/rules"
	"lantern/rules/luck"
	"lantern/rules/record"
)

// Game is one record's numbers.
type Game struct {
	Kind      string   // game id
	Players   []string // the names the table typed, seat order (record.Names unless the Reader sets them)
	Over, Won bool
	Unscored  bool // the game is neither won nor lost (a hunt ends in its showdown)
	Campaign  bool // the save is a campaign, or one game of one: its title names the campaign
	Counts    []Count
	Rolls     []Roll
}

// Count is one figure a game counts. Group names what is counted and is
// the heading it is shown under ("Deaths by cause"); What is the row
// ("wounds"); Who is a player's name, or "" for the whole table.
type Count struct {
	Group, What, Who string
	N                int
}

// Roll is one roll weighed for luck: its distribution over What (the
// quantity, "successes"), written so that higher is luckier unless Level
// says the quantity is neither good nor bad (a roll on an event table).
// Session is the session of a campaign it was made in, from 1, for a game
// whose one save holds many sessions; 0 for others.
type Roll struct {
	What, Who string
	Level     bool
	Dist      luck.Dist
	Got       int
	Session   int
}

// Add counts n more of group's what for who.
func (g *Game) Add(group, what, who string, n int) {
	for i, c := range g.Counts {
		if c.Group == group && c.What == what && c.Who == who {
			g.Counts[i].N += n
			return
		}
	}
	g.Counts = append(g.Counts, Count{group, what, who, n})
}

// Roll adds a roll of d that came up got, by who.
func (g *Game) Roll(what, who string, d luck.Dist, got int) {
	g.Rolls = append(g.Rolls, Roll{What: what, Who: who, Dist: d, Got: got})
}

// Reader replays a record of its game into a Game, telling progress how
// far it has got.
type Reader func(r record.Record, progress func(done, total int)) (Game, error)

var readers = map[string]Reader{}

// Register makes kind's records countable. Games call it from init.
func Register(kind string, read Reader) { readers[kind] = read }

// Read counts r with its game's Reader.
func Read(r record.Record, progress func(done, total int)) (Game, error) {
	read, ok := readers[r.Game]
	if !ok {
		return Game{}, fmt.Errorf("%w: this Lantern cannot count %q games", rules.ErrBadConfig, r.Game)
	}
	g, err := read(r, progress)
	g.Kind = r.Game
	if g.Players == nil { // a game that keeps its names elsewhere sets them
		g.Players = r.Names
	}
	return g, err
}

// Name is seat's name in names, or "Player n" past its end.
func Name(names []string, seat int) string {
	if seat >= 0 && seat < len(names) && names[seat] != "" {
		return names[seat]
	}
	return "Player " + strconv.Itoa(seat+1)
}
