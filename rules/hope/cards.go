package hope

import (
	"slices"

	"lantern/rules/deck"
)

// firePersonal queues x's personality passives for a trigger.
func (e *eng) firePersonal(t Trigger, x int8) {
	s := e.s
	c := s.Seats[x]
	if !c.Alive || c.Personality < 0 {
		return
	}
	for _, p := range s.Cards.Personalities[c.Personality].Passives {
		if p.Trigger == t && e.terrainOK(p.Terrain) {
			e.enqueue(x, -1, Origin{Kind: ByPersonality, Card: c.Personality, Seat: x}, p.Effects...)
		}
	}
}

// fireRel queues relationship r's passives for a trigger about self, with
// partner the other side (HI-21: only while both live).
func (e *eng) fireRel(r int8, t Trigger, self, partner int8) {
	s := e.s
	rel := s.Rels[r]
	if rel.Broken || rel.Card < 0 || !s.Seats[self].Alive || !s.Seats[partner].Alive {
		return
	}
	for _, p := range s.Cards.Relationships[rel.Card].Passives {
		if p.Trigger == t && e.terrainOK(p.Terrain) {
			e.enqueue(self, partner, Origin{Kind: ByRelationship, Card: rel.Card, Seat: self}, p.Effects...)
		}
	}
}

func (e *eng) terrainOK(t Terrain) bool {
	s := e.s
	return t == "" || (s.Scene.Card >= 0 && Terrains[s.Scene.Terrain] == t)
}

// partners lists x's two relationships as {relationship index, partner}.
// (No callbacks here: closures would move the State to the heap.)
func (s *State) partners(x int8) [2][2]int8 {
	left := (x - 1 + s.N) % s.N
	return [2][2]int8{{x, (x + 1) % s.N}, {left, left}}
}

// relBetween is the relationship between neighbours x and y, or -1.
func (s *State) relBetween(x, y int8) int8 {
	switch {
	case (x+1)%s.N == y:
		return x
	case (y+1)%s.N == x:
		return y
	}
	return -1
}

func (e *eng) playTrait(x int8, card int16) {
	s := e.s
	c := &s.Seats[x]
	c.Traits, _ = deck.Remove(c.Traits, card)
	c.Played = add(c.Played, card)
	e.emit(Event{Kind: EvTrait, Seat: x, Card: card})
	e.enqueue(x, -1, Origin{Kind: ByTrait, Card: card, Seat: x}, s.Cards.Traits[card].Effects...)
}

func (e *eng) useAsset(x int8, card int16) {
	s := e.s
	i := s.assetAt(card)
	s.Assets = slices.Clone(s.Assets)
	s.Assets[i].Uses--
	left := s.Assets[i].Uses
	e.emit(Event{Kind: EvAssetUse, Seat: x, Card: card, Value: int(left)})
	e.enqueue(x, -1, Origin{Kind: ByAsset, Card: card, Seat: x}, s.Cards.Assets[card].Effects...)
	if left <= 0 {
		e.loseAsset(x, card)
	}
}

// window is the card window of the current phase; ok is false where no
// card may be played (automatic phases, decisions of queued effects).
func (s *State) window() (Window, bool) {
	if len(s.Queue) > 0 || s.Over {
		return "", false
	}
	switch s.Phase {
	case PhaseTurnStart:
		return OwnTurn, true
	case PhaseDrawn:
		return OnDraw, true
	case PhaseCommit, PhaseSupport, PhaseBoost:
		return OnCommit, true
	case PhaseRoll:
		return BeforeRoll, true
	case PhaseRolled:
		return AfterRoll, true
	case PhaseOutcome:
		return OnOutcome, true
	case PhaseAnswer:
		return AnyDecision, true
	}
	return "", false
}

// canPlay says whether x may play a card of window w with effects effs
// now (HI-23): the current window or "any"; on-draw and own-turn cards
// only by the acting player; redraws only right after drawing.
// cur is s.window(), worked out once by the caller (plays asks for every
// card in every hand).
func (s *State) canPlay(cur Window, x int8, w Window, effs []Effect) bool {
	if !s.Seats[x].Alive || (w != cur && w != AnyDecision) {
		return false
	}
	if (w == OnDraw || w == OwnTurn) && x != s.Turn {
		return false
	}
	for _, ef := range effs {
		if ef.Kind == Redraw && (s.Phase != PhaseDrawn || x != s.Turn) {
			return false
		}
	}
	return !s.holderRules() || s.useful(x, effs)
}

func (s *State) canUse(cur Window, x int8, a AssetState) bool {
	if a.Uses <= 0 || (a.Owner >= 0 && a.Holder != x) {
		return false
	}
	card := &s.Cards.Assets[a.Card]
	return s.canPlay(cur, x, card.Window, card.Effects)
}

// anyPlayable says whether anyone holds a card for window w, which opens
// the after-roll and outcome windows.
func (e *eng) anyPlayable(w Window) bool {
	s := e.s
	for x := range s.N {
		if !s.Seats[x].Alive {
			continue
		}
		for _, t := range s.Seats[x].Traits {
			if s.Cards.Traits[t].Window == w {
				return true
			}
		}
	}
	for _, a := range s.Assets {
		if a.Uses > 0 && s.Cards.Assets[a.Card].Window == w && (a.Owner < 0 || s.Seats[a.Holder].Alive) {
			return true
		}
	}
	return false
}
