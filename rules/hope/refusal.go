package hope

import (
	"fmt"
	"slices"

	"lantern/rules"
)

// refusal explains why m is not legal in s.
func refusal(s State, m Move) error {
	p := s.Pending
	if m.Seat < 0 || m.Seat >= s.N {
		return rules.Refuse(rules.ErrIllegal, "there is no seat %d", m.Seat)
	}
	who := s.Seats[m.Seat].Name
	if isDecision(m.Kind) && m.Seat != p.Seat {
		return rules.Refuse(rules.ErrNotYourTurn, "%s cannot %s now: the game waits for %s to %s", who, m.Kind, s.Seats[p.Seat].Name, p.Kind)
	}
	if !s.Seats[m.Seat].Alive && !isDecision(m.Kind) {
		return rules.Refuse(rules.ErrIllegal, "%s is out of the game", who)
	}
	if why := s.why(m); why != "" {
		return rules.Refuse(rules.ErrIllegal, "%s cannot %s: %s", who, s.doing(m), why)
	}
	return rules.Refuse(rules.ErrIllegal, "%s cannot %s (card %d, n %d) now: the game waits for %s to %s", who, m.Kind, m.Card, m.N, s.Seats[p.Seat].Name, p.Kind)
}

// why gives the reason for the common refusals, or "".
func (s *State) why(m Move) string {
	c := s.Seats[m.Seat]
	switch {
	case m.Kind == Avoid && s.Phase == PhaseDrawn && s.scene().Unavoidable:
		return "this scene is unavoidable"
	case m.Kind == Commit && s.Phase == PhaseCommit && m.N > c.Humanity:
		return fmt.Sprintf("only %d Humanity to commit", c.Humanity)
	case (m.Kind == Commit || m.Kind == Support) && m.N < 1:
		return "at least one die"
	case m.Kind == Support && s.Phase == PhaseSupport && m.N > s.supportCap(m.Seat):
		return fmt.Sprintf("a supporter may give at most %d dice here (HI-09)", s.supportCap(m.Seat))
	case m.Kind == Support && s.Phase == PhaseSupport && m.N > c.Humanity:
		return fmt.Sprintf("only %d Humanity left", c.Humanity)
	case m.Kind == LastHope && c.Humanity > 0:
		return "Last Hope is only for a character with no Humanity left"
	case m.Kind == LastHope && s.Hope == 0:
		return "the Hope pool is empty"
	case m.Kind == Boost && m.N > s.Hope:
		return fmt.Sprintf("only %d dice in the Hope pool", s.Hope)
	case m.Kind == DrawScene && (m.N < 0 || int(m.N) >= len(s.Decks)):
		return "there is no such terrain deck"
	case m.Kind == DrawScene && len(s.Decks[m.N]) == 0:
		return fmt.Sprintf("the %s deck is empty", Terrains[m.N])
	case m.Kind == Steal || m.Kind == UseAsset || m.Kind == Lend:
		return s.whyNotAsset(m)
	case m.Kind == PlayTrait && !slices.Contains(c.Traits, m.Card):
		return "that trait is not in hand"
	case m.Kind == PlayTrait:
		tr := &s.Cards.Traits[m.Card]
		return s.cardWhy(m.Seat, "played", tr.Window, tr.Effects)
	}
	return ""
}

// doing names what m tries to do, in words: a card play names its card.
func (s *State) doing(m Move) string {
	switch {
	case m.Kind == PlayTrait && m.Card >= 0 && int(m.Card) < len(s.Cards.Traits):
		return "play " + s.Cards.Traits[m.Card].Title
	case m.Kind == UseAsset && m.Card >= 0 && int(m.Card) < len(s.Cards.Assets):
		return "use the " + s.Cards.Assets[m.Card].Title
	case m.Kind == PlayTrait:
		return "play that trait"
	case m.Kind == UseAsset:
		return "use that asset"
	}
	return m.Kind.String()
}

// whyNotAsset gives the reason a steal, use or loan of an asset is
// refused, or "".
func (s *State) whyNotAsset(m Move) string {
	i := s.assetAt(m.Card)
	if i < 0 {
		return "that asset is not in play"
	}
	a := s.Assets[i]
	title := s.Cards.Assets[a.Card].Title
	switch {
	case m.Kind == Steal && a.Owner < 0:
		return fmt.Sprintf("the %s is a group asset: it belongs to everyone", title)
	case m.Kind == Steal && a.Owner == m.Seat:
		return fmt.Sprintf("the %s is already theirs", title)
	case m.Kind == Steal && m.Seat != s.Turn:
		return "stealing is only possible on one's own turn"
	case m.Kind == Steal && s.Seats[m.Seat].Lost:
		return "a lost character cannot steal (HI-32)"
	case m.Kind == Lend && a.Owner != m.Seat:
		return fmt.Sprintf("only its owner may lend the %s", title)
	case m.Kind == UseAsset && a.Owner >= 0 && a.Holder != m.Seat:
		return fmt.Sprintf("the %s is %s's", title, s.Seats[a.Holder].Name)
	case m.Kind == UseAsset && a.Uses <= 0:
		return fmt.Sprintf("the %s has no use left", title)
	case m.Kind == UseAsset:
		card := &s.Cards.Assets[a.Card]
		return s.cardWhy(m.Seat, "used", card.Window, card.Effects)
	}
	return ""
}

// isDecision says whether a kind answers the pending decision (as opposed
// to playing a card, stealing or lending, which others may do meanwhile).
func isDecision(k MoveKind) bool {
	switch k {
	case PlayTrait, UseAsset, Steal, Lend:
		return false
	}
	return true
}
