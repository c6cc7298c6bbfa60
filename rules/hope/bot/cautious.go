package bot

import (
	"lantern/rules/hope"
	"lantern/rules/rng"
)

// Cautious plays sensibly: it acts when the odds look fair, commits about
// what the hardship asks, supports with one die while it keeps a reserve
// of Humanity, keeps some Hope, and plays its cards when they help the scene at hand or its own conditions.
type Cautious struct{}

func (Cautious) Name() string { return "cautious" }

func (c Cautious) Choose(st hope.State, seat int, legal []hope.Move, r *rng.Source) hope.Move {
	return c.choose(&st, seat, legal, r)
}

// choose is Choose on a State it only reads: Play calls it directly,
// sparing a copy of the State per seat asked.
func (Cautious) choose(s *hope.State, seat int, legal []hope.Move, r *rng.Source) hope.Move {
	for _, m := range legal {
		if (m.Kind == hope.PlayTrait || m.Kind == hope.UseAsset) && useful(s, seat, effectsOf(s, m)) {
			return m
		}
	}
	if seat != int(s.Pending.Seat) {
		return hope.Move{}
	}
	return decide(s, seat, legal, r)
}

func decide(s *hope.State, seat int, legal []hope.Move, r *rng.Source) hope.Move {
	me := s.Seats[seat]
	h := 0
	switch s.Pending.Kind { // only these need it, and it copies the State
	case hope.PendAct, hope.PendCommit, hope.PendBoost:
		h = s.FinalHardship()
	}
	switch s.Pending.Kind {
	case hope.PendDraw:
		return biggestDeck(s, legal)
	case hope.PendAct:
		if worthActing(s, seat, h) {
			return find(legal, hope.Act, 0, legal[0])
		}
		return find(legal, hope.Avoid, 0, legal[0])
	case hope.PendCommit:
		n := max(1, min(int(me.Humanity), h))
		if s.Round == hope.Rounds {
			n = min(int(me.Humanity), 2*h)
		}
		return find(legal, hope.Commit, n, legal[0])
	case hope.PendSupport:
		// a die is a turn of life, and a supporter shares a failure's
		// price: a teammate gives one while it keeps a reserve for its
		// own scenes, smaller in the last round
		if int(me.Humanity) >= reserve(s) {
			return find(legal, hope.Support, 1, legal[0])
		}
		return find(legal, hope.Refuse, 0, legal[0])
	case hope.PendBoost:
		want := max(0, min(int(s.Hope), 2*h-s.Pool()))
		if s.Round < hope.Rounds-1 {
			want = min(want, max(0, int(s.Hope)-1))
		}
		return find(legal, hope.Boost, want, legal[0])
	case hope.PendAnswer:
		if seat != int(s.Turn) { // only the acting player has read the card
			return legal[r.Intn(len(legal))]
		}
		return bestOption(legal, func(n int) float64 { return scoreAll(s.SceneCard().Options[n].Outcome.Effects) })
	case hope.PendPick:
		return bestOption(legal, func(n int) float64 { return scoreAll(s.Queue[0].Eff.Options[n]) })
	case hope.PendTarget:
		return target(s, seat, legal)
	case hope.PendInherit, hope.PendGift:
		return weakest(s, legal)
	case hope.PendDiscard:
		return mostSpent(s, legal)
	}
	// roll, pass, grace: the first choice is the sensible one
	return firstDecision(legal)
}

// worthActing: act when the dice the group can gather give a fair chance,
// or when turning back would kill and failing would not.
func worthActing(s *hope.State, seat, h int) bool {
	sc := s.SceneCard()
	if sc.NoRoll || sc.Unavoidable || h <= 1 {
		return true
	}
	avail := int(s.Seats[seat].Humanity) + int(s.Hope)
	for x := range int(s.N) {
		if x != seat && s.Seats[x].Alive && int(s.Seats[x].Humanity) >= reserve(s) {
			avail++ // a teammate who would support
		}
	}
	return 2*h <= avail || avoidIsFatal(s, seat) && !outcomeFatal(s, seat, sc.Fail)
}

// avoidIsFatal: turning back would cost the acting character its life
// (HI-03, HI-17). When a failure would not, acting is the better risk,
// and late in the game, low on Humanity, this is where the bot used to
// turn back from every scene.
func avoidIsFatal(s *hope.State, seat int) bool {
	sc := s.SceneCard()
	out := sc.Refuse
	if sc.AllRefuse.Text != "" || len(sc.AllRefuse.Effects) > 0 {
		out = sc.AllRefuse
	}
	return outcomeFatal(s, seat, out)
}

// outcomeFatal: out would take seat's last Humanity or a condition past
// its end.
func outcomeFatal(s *hope.State, seat int, out hope.Outcome) bool {
	me := s.Seats[seat]
	for _, ef := range out.Effects {
		if ef.Who != "" && ef.Who != hope.Self && ef.Who != hope.Acting && ef.Who != hope.Everyone {
			continue
		}
		switch {
		case ef.Kind == hope.Humanity && ef.N < 0 && -ef.N > int(me.Humanity):
			return true
		case ef.Kind == hope.Hunger && ef.N > 0 && int(me.Hunger)+ef.N >= 3:
			return true
		case ef.Kind == hope.Harm && ef.N > 0 && int(me.Harm)+ef.N >= 3:
			return true
		}
	}
	return false
}

// reserve is the Humanity below which the cautious bot refuses support:
// 4 until the last round, then 3. Measured with `lantern hope sim`
// (docs/hope.md): a lower reserve gives more support but costs the
// group more characters than the refusals it spares, as a supporter
// loses its die whatever the roll and shares a failure's price.
func reserve(s *hope.State) int {
	if s.Round >= hope.Rounds {
		return 3
	}
	return 4
}

func biggestDeck(s *hope.State, legal []hope.Move) hope.Move {
	best := legal[0]
	for _, m := range legal {
		if m.Kind == hope.DrawScene && len(s.Decks[m.N]) > len(s.Decks[best.N]) {
			best = m
		}
	}
	return best
}

// find returns the move of kind with N closest to n, or def.
func find(legal []hope.Move, k hope.MoveKind, n int, def hope.Move) hope.Move {
	best, dist := def, 1<<30
	for _, m := range legal {
		if m.Kind == k {
			if d := abs(int(m.N) - n); d < dist {
				best, dist = m, d
			}
		}
	}
	return best
}

func firstDecision(legal []hope.Move) hope.Move {
	for _, m := range legal {
		switch m.Kind {
		case hope.PlayTrait, hope.UseAsset, hope.Steal, hope.Lend:
		default:
			return m
		}
	}
	return legal[0]
}

func bestOption(legal []hope.Move, score func(int) float64) hope.Move {
	best, top := firstDecision(legal), -1e9
	for _, m := range legal {
		if m.Kind != hope.Answer && m.Kind != hope.Pick {
			continue
		}
		if v := score(int(m.N)); v > top {
			best, top = m, v
		}
	}
	return best
}

// target: a helpful effect goes to the worst-off, a harmful one to the
// best-off other character.
func target(s *hope.State, seat int, legal []hope.Move) hope.Move {
	good := score(s.Queue[0].Eff) >= 0
	best, top := firstDecision(legal), -1e9
	for _, m := range legal {
		if m.Kind != hope.TargetSeat {
			continue
		}
		c := s.Seats[m.N]
		v := float64(c.Humanity) - float64(c.Hunger+c.Harm)
		if good {
			v = -v
		} else if int(m.N) == seat {
			v -= 100
		}
		if v > top {
			best, top = m, v
		}
	}
	return best
}

func weakest(s *hope.State, legal []hope.Move) hope.Move {
	best, low := firstDecision(legal), 1<<30
	for _, m := range legal {
		if m.N < 0 || (m.Kind != hope.Inherit && m.Kind != hope.Gift) {
			continue
		}
		if h := int(s.Seats[m.N].Humanity); h < low {
			best, low = m, h
		}
	}
	return best
}

// mostSpent gives up the personal asset with the fewest uses left.
func mostSpent(s *hope.State, legal []hope.Move) hope.Move {
	best, low := firstDecision(legal), 1<<30
	for _, m := range legal {
		if m.Kind != hope.Discard {
			continue
		}
		for _, a := range s.Assets {
			if a.Card == m.Card && int(a.Uses) < low {
				best, low = m, int(a.Uses)
			}
		}
	}
	return best
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
