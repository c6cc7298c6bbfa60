// Package stats is the stats page (#/stats): the numbers of every game
// saved on this device, by game and by campaign, and how lucky the dice
// were against what they give on average.
//
// It reads each save off the UI goroutine, replays it through the game's
// tally.Reader (rules/tally) and adds the results up (sum.go); the charts
// are app/chart's. Reading never writes: a record is never changed or
// cached into (G-02).
package stats
