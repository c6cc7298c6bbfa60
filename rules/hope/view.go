package hope

// View is what seat may see (HI-06). Hidden cards keep their place but
// read Hidden (-2): other characters' unplayed traits, every deck's order,
// the discards (dead characters' traits, redrawn scenes; the journal keeps
// what was public), and the drawn scene until it is
// revealed, for everyone but the acting player (its title and callout
// stay: they are read aloud). The RNG state and fixed dice are zeroed.
// A seat of -1 sees only what the whole table sees.
func View(s State, seat int) State {
	v := s
	v.RNG.State, v.Fixed = 0, nil
	for t := range v.Decks {
		v.Decks[t] = hidden(v.Decks[t])
	}
	v.AssetDeck, v.TraitDeck, v.TraitDiscard = hidden(v.AssetDeck), hidden(v.TraitDeck), hidden(v.TraitDiscard)
	v.SceneDiscard = hidden(v.SceneDiscard) // holds redrawn scenes nobody else saw
	v.PersonDeck, v.RelDeck = hidden(v.PersonDeck), hidden(v.RelDeck)
	for i := range int(v.N) {
		if i != seat {
			v.Seats[i].Traits = hidden(v.Seats[i].Traits)
		}
	}
	if v.Scene.Card >= 0 && !v.Scene.Revealed && int(v.Turn) != seat {
		v.Scene.Card = Hidden
	}
	return v
}

func hidden(pile []int16) []int16 {
	if pile == nil {
		return nil
	}
	out := make([]int16, len(pile))
	for i := range out {
		out[i] = Hidden
	}
	return out
}

// ViewEvents hides from seat what events would give away: the scene drawn
// (or put aside by a redraw) by someone else and traits drawn or gifted to
// someone else.
func ViewEvents(evs []Event, seat int) []Event {
	out := make([]Event, len(evs))
	for i, ev := range evs {
		switch ev.Kind {
		case EvDraw, EvTraitDraw, EvRedraw:
			if int(ev.Seat) != seat {
				ev.Card = Hidden
			}
		case EvGift:
			if int(ev.Other) != seat {
				ev.Card = Hidden
			}
		}
		out[i] = ev
	}
	return out
}

// Result is how the game stands.
type Result struct {
	Over      bool    `json:"over"`
	Won       bool    `json:"won"`
	Round     int     `json:"round"`
	Survivors []int   `json:"survivors"`
	Causes    []Cause `json:"causes"` // per seat: why its last character left, or Alive
}

// GameOutcome reports the result (HI-24): won if anyone is alive after
// round 5 (or when the scenes run out, HI-05), lost the moment nobody is.
// It is the Outcome(s); that name is card.go's scene Outcome type.
func GameOutcome(s State) Result {
	r := Result{Over: s.Over, Won: s.Won, Round: int(s.Round)}
	for i := range int(s.N) {
		c := s.Seats[i]
		if c.Alive {
			r.Survivors = append(r.Survivors, i)
		}
		r.Causes = append(r.Causes, c.Cause)
	}
	return r
}
