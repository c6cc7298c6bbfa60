package hope

import "slices"

// Legal lists every valid move, in a fixed order: the pending decision's
// answers first, then card plays seat by seat (traits in hand order,
// assets in play order), then steals, then loans.
func Legal(s State) []Move {
	return s.appendLegal(make([]Move, 0, 16))
}

func (s *State) appendLegal(ms []Move) []Move {
	if s.Over {
		return ms
	}
	return s.plays(s.decisions(ms))
}

// legal says whether m is in Legal(s). Only the part of the list that m's
// kind can be in is built: decisions come only from decisions, card plays
// and transfers only from plays.
func (s *State) legal(m Move) bool {
	if s.Over {
		return false
	}
	var buf [48]Move
	if isDecision(m.Kind) {
		return slices.Contains(s.decisions(buf[:0]), m)
	}
	return slices.Contains(s.plays(buf[:0]), m)
}

// plays appends the card plays, then the steals and loans, of a phase
// with a card window.
func (s *State) plays(ms []Move) []Move {
	cur, ok := s.window()
	if !ok {
		return ms
	}
	for x := range s.N {
		if !s.Seats[x].Alive {
			continue // plays nothing (canPlay)
		}
		for _, t := range s.Seats[x].Traits {
			if t < 0 {
				continue
			}
			if tr := &s.Cards.Traits[t]; s.canPlay(cur, x, tr.Window, tr.Effects) {
				ms = append(ms, Move{Kind: PlayTrait, Seat: x, Card: t})
			}
		}
		for _, a := range s.Assets {
			if s.canUse(cur, x, a) {
				ms = append(ms, Move{Kind: UseAsset, Seat: x, Card: a.Card})
			}
		}
	}
	return s.transfers(ms)
}

// transfers: the acting player may steal another's personal asset for 1
// Humanity (HI-22); an owner may lend theirs until the turn ends.
func (s *State) transfers(ms []Move) []Move {
	a := s.Turn
	for _, as := range s.Assets {
		if as.Owner >= 0 && as.Owner != a && s.Seats[a].Alive && !s.Seats[a].Lost {
			ms = append(ms, Move{Kind: Steal, Seat: a, Card: as.Card})
		}
	}
	for _, as := range s.Assets {
		if as.Owner < 0 || as.Holder != as.Owner || !s.Seats[as.Owner].Alive {
			continue
		}
		for y := range s.N {
			if y != as.Owner && s.Seats[y].Alive {
				ms = append(ms, Move{Kind: Lend, Seat: as.Owner, Card: as.Card, N: y})
			}
		}
	}
	return ms
}

func (s *State) decisions(ms []Move) []Move {
	p := s.Pending
	x := p.Seat
	mv := func(k MoveKind, card int16, n int8) { ms = append(ms, Move{Kind: k, Seat: x, Card: card, N: n}) }
	span := func(k MoveKind, lo, hi int8) {
		for n := lo; n <= hi; n++ {
			mv(k, 0, n)
		}
	}
	switch p.Kind {
	case PendDraw:
		for t, d := range s.Decks {
			if len(d) > 0 {
				mv(DrawScene, 0, int8(t))
			}
		}
	case PendAct:
		if s.canAct() {
			mv(Act, 0, 0)
		}
		if !s.scene().Unavoidable {
			mv(Avoid, 0, 0)
		}
	case PendCommit:
		span(Commit, 1, s.Seats[x].Humanity)
		if s.Seats[x].Humanity == 0 && s.Hope > 0 {
			mv(LastHope, 0, 0)
		}
	case PendSupport:
		span(Support, 1, min(s.supportCap(x), s.Seats[x].Humanity))
		if s.Seats[x].Humanity == 0 && s.Hope > 0 {
			mv(LastHope, 0, 0)
		}
		mv(Refuse, 0, 0)
	case PendBoost:
		span(Boost, 0, s.Hope)
	case PendRoll:
		mv(Roll, 0, 0)
	case PendRolled, PendOutcome:
		mv(Pass, 0, 0)
	case PendAnswer:
		span(Answer, 0, int8(len(s.scene().Options)-1))
	case PendPick:
		span(Pick, 0, int8(len(s.Queue[0].Eff.Options)-1))
	case PendTarget:
		for _, y := range s.living() {
			mv(TargetSeat, 0, y)
		}
	case PendDiscard:
		for _, c := range s.personalAssets(x) {
			mv(Discard, c, 0)
		}
	case PendInherit:
		for _, y := range s.living() {
			mv(Inherit, s.Queue[0].Card, y)
		}
	case PendGift:
		for _, y := range s.living() {
			mv(Gift, 0, y)
		}
		mv(Gift, 0, -1)
	case PendGrace:
		mv(Grace, 0, 1)
		mv(Grace, 0, 0)
	}
	return ms
}

// canAct: a choice scene can always be acted on; a hardship scene needs
// something to commit, unless it is unavoidable (HI-15).
func (s *State) canAct() bool {
	sc := s.scene()
	return sc.NoRoll || sc.Unavoidable || s.Seats[s.Turn].Humanity > 0 || s.Hope > 0
}

// supportCap is how many dice supporter x may give (HI-09, HI-39).
func (s *State) supportCap(x int8) int8 {
	k := s.Scene.Committed[s.Turn]
	if s.Scene.LastHope[s.Turn] {
		k = 1
	}
	return k + s.Scene.Cap + s.Scene.SeatCap[x]
}
