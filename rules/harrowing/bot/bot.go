// Package bot plays The Harrowing for the simulator: a greedy player that
// tries each legal move on a few imagined futures (the hidden cards and
// the dice redrawn, never read) and keeps the move whose futures look
// best. It is the yardstick `lantern harrowing sim` measures cards with.
package bot

import (
	"slices"

	"lantern/rules/deck"
	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

// Samples is how many imagined futures each move is tried on.
const Samples = 6

// Choose picks a move in s, which must have one. r is the bot's own
// generator: the game's is never read ahead.
func Choose(s harrowing.State, r *rng.Source) harrowing.Move { return choose(s, r, 0, nop) }

func nop() {}

// patience is how many moves the bot goes without progress (Play) before
// it grows bolder.
const patience = 60

// choose is Choose after idle moves without progress. Past patience the
// moves that force the game on (taking a Fate card, hurting the boss,
// breaking its ward) earn a bonus that grows with the wait: the bot looks
// one move ahead, and a new Fate's harm or a threat's 8s can make every
// such move look worse than going round in circles for ever (two games
// once ran 3,000 moves so). tick is called after each imagined future of
// each move: a move weighs dozens, which in a browser take a few
// milliseconds each.
func choose(s harrowing.State, r *rng.Source, idle int, tick func()) harrowing.Move {
	legal := sensible(s, harrowing.Legal(s))
	if len(legal) == 1 {
		return legal[0]
	}
	futures := make([]harrowing.State, Samples) // the same futures for every move, so luck does not pick the move
	for i := range futures {
		futures[i] = imagine(s, r)
	}
	best, bestScore := legal[0], -1e18
	for _, m := range legal {
		score := 0.0
		for _, f := range futures {
			next, _, err := harrowing.Apply(f, m)
			if err != nil {
				score -= 1e9
				continue
			}
			score += outcome(next)
			tick()
		}
		if idle > patience && bold(s, m) {
			score += float64(Samples*(idle-patience)) / 5
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// outcome scores s, or, when s asks where to step or what to open, its
// best answer: Wander and Explore are worth where they lead, which the
// bare question does not show.
func outcome(s harrowing.State) float64 {
	if s.Ask == nil || (s.Ask.Kind != harrowing.AskMove && s.Ask.Kind != harrowing.AskOpen) {
		return Value(s)
	}
	best := Value(s)
	for i, m := range harrowing.Legal(s) {
		if next, _, err := harrowing.Apply(s, m); err == nil && (i == 0 || Value(next) > best) {
			best = Value(next)
		}
	}
	return best
}

// imagine is s with what the table cannot know redrawn: the decks'
// order, the face-down Fate cards and the dice to come.
func imagine(s harrowing.State, r *rng.Source) harrowing.State {
	pool := slices.Clone(s.Deck)
	fate := slices.Clone(s.Fate)
	for _, f := range fate {
		if f.Down {
			pool = append(pool, f.ID)
		}
	}
	pool = deck.Shuffled(r, pool)
	for i := range fate {
		if fate[i].Down {
			fate[i].ID, pool = pool[len(pool)-1], pool[:len(pool)-1]
		}
	}
	s.Deck, s.Fate = pool, fate
	s.Items = deck.Shuffled(r, s.Items)
	s.RNG = rng.New(r.Uint64())
	return s
}

// sensible drops the moves a careful table does not make on a whim: a
// test's red die may raise Bane and its 8s wake every threat, so
// snatching and wandering wait for a reason the bot cannot see, luring
// for an effigy beside it nearer damnation that holds a foe, feasting
// for corruption it can heal (the feaster's or the hunted effigy's), and
// scavenging waits for a full purse. Summoning the boss comes first. An
// effigy wanders only to reach the location that wards its adversary, or
// to leave a place where no new location fits (a location invoked there
// is discarded, and its omens come back as corruption).
func sensible(s harrowing.State, legal []harrowing.Move) []harrowing.Move {
	var out []harrowing.Move
	for _, m := range legal {
		if m.Kind == harrowing.Summon {
			return []harrowing.Move{m}
		}
		if m.Kind == harrowing.Act && m.Card == "" {
			switch harrowing.Basic[m.Index].Name {
			case "Wander":
				if !wardAway(s, m.Seat) && harrowing.Room(s, m.Seat) > 0 {
					continue
				}
			case "Seduce":
				if !burdenBeside(s, m.Seat) {
					continue
				}
			case "Snatch":
				continue
			case "Feast":
				if !soiled(s.Effigies[m.Seat]) && !soiled(s.Effigies[s.Hunted]) {
					continue
				}
			case "Scavenge":
				if s.Effigies[m.Seat].Omens < 6 {
					continue
				}
			}
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		return legal
	}
	return out
}

// burdenBeside: an effigy on seat's square holds an adversary that may be
// lured (no hunter) and is nearer damnation than seat, so taking the foe
// shares the burden.
func burdenBeside(s harrowing.State, seat int8) bool {
	me := s.Effigies[seat]
	for i, ef := range s.Effigies {
		if int8(i) == seat || ef.At != me.At || inList(s.Eliminated, int8(i)) || danger(ef) <= danger(me) {
			continue
		}
		for _, f := range ef.Foes {
			if !slices.Contains(s.Book().Card(f.ID).Keywords, harrowing.Hunter) {
				return true
			}
		}
	}
	return false
}

// soiled: the effigy has corruption above its base, which a heal removes.
func soiled(ef harrowing.Effigy) bool {
	return ef.Corrupt != ef.Base
}
