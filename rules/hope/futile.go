package hope

import (
	"slices"
	"strings"
)

// Why a card play is refused, in words for the table: the rules' own
// identifiers (windows, effect kinds) never reach a player. The reasons
// mirror canPlay and useful (HI-41), case for case.

// windowWords says when a card of each window is played.
var windowWords = map[Window]string{
	OnDraw:      "right after its holder draws a scene, before acting on it",
	OnCommit:    "while dice are committed and support is given",
	BeforeRoll:  "just before the roll",
	AfterRoll:   "after the roll, before its outcome applies",
	OnOutcome:   "as a scene's outcome applies",
	OwnTurn:     "at the start of its holder's own turn, before drawing",
	AnyDecision: "at any decision",
}

// cardWhy says why x may not play a card of window w and effects effs
// now (a trait is played, an asset used: verb). It is asked only of a
// refused play, so it always has an answer.
func (s *State) cardWhy(x int8, verb string, w Window, effs []Effect) string {
	cur, ok := s.window()
	switch {
	case !ok && len(s.Queue) > 0:
		return "no card may be played while an effect waits to be resolved"
	case !ok:
		return "no card may be played at this point of the turn"
	case w != cur && w != AnyDecision:
		return "it is " + verb + " only " + windowWords[w]
	case (w == OnDraw || w == OwnTurn) && x != s.Turn:
		return "it is " + verb + " only on its holder's own turn, and this is " + s.Seats[s.Turn].Name + "'s turn"
	case redraws(effs) && (s.Phase != PhaseDrawn || x != s.Turn):
		return "it puts a drawn scene aside, so only the acting character may play it, right after drawing"
	case s.holderRules() && !s.useful(x, effs):
		return s.futility(x, effs)
	}
	return "it cannot be " + verb + " at this moment"
}

func redraws(effs []Effect) bool {
	for _, ef := range effs {
		if ef.Kind == Redraw {
			return true
		}
	}
	return false
}

// futility says why effects effs played by x are refused (useful): a
// price x cannot pay, or nothing they would change.
func (s *State) futility(x int8, effs []Effect) string {
	for _, ef := range effs {
		if ef.Kind == LoseAsset && (ef.Who == "" || ef.Who == Self) && len(s.personalAssets(x)) == 0 {
			return "it costs one of " + s.Seats[x].Name + "'s own assets, and " + s.Seats[x].Name + " has none"
		}
	}
	return "it would change nothing now, since " + s.unchanged(x, effs)
}

// unchanged says why each of effects effs played by x changes nothing.
func (s *State) unchanged(x int8, effs []Effect) string {
	var why []string
	for _, ef := range effs {
		if w := s.effectFutility(x, ef); w != "" && !slices.Contains(why, w) {
			why = append(why, w)
		}
	}
	return strings.Join(why, "; ")
}

// effectFutility says why effect ef played by x would change nothing, or
// "" when it would change something.
func (s *State) effectFutility(x int8, ef Effect) string {
	if s.effectUseful(x, ef) {
		return ""
	}
	switch ef.Kind {
	case Choose:
		var why []string
		for _, opt := range ef.Options {
			why = append(why, s.unchanged(x, opt))
		}
		return strings.Join(why, ", and ")
	case Hope:
		if ef.N > 0 {
			return "the Hope pool is already full"
		}
		return "the Hope pool is already empty"
	case Hunted:
		return "nobody is Hunted"
	case GainAsset:
		return "the asset deck is empty"
	case DrawTrait:
		return "the trait deck is empty"
	case Reroll:
		return "the roll has already succeeded"
	case IgnoreCondition:
		return s.ignoreFutility(x, ef.Cond)
	case Humanity, Feed, Heal:
		return s.touchFutility(x, ef)
	}
	return ""
}

// conditionWords names a track's condition as a scene counts it.
var conditionWords = map[Track]string{HungerTrack: "Hunger", HarmTrack: "Harm", HuntedTrack: "Hunted"}

// ignoreFutility says why setting aside track t would not lower the
// hardship (conditionCounts).
func (s *State) ignoreFutility(x int8, t Track) string {
	acting := s.Seats[s.Turn].Name
	switch {
	case !s.ownsCondition(x, t):
		return "it sets aside only its holder's own " + conditionWords[t] + ", and " + acting + " is the one acting (HI-39)"
	case s.Scene.Ignore&trackBit(t) != 0:
		return conditionWords[t] + " is already set aside for this scene"
	case t == HungerTrack:
		return acting + " is not Hungry"
	case t == HarmTrack:
		return acting + " is not Hurt"
	}
	return "nobody is Hunted"
}

// touchFutility says why a Humanity, Feed or Heal effect would find
// nobody to change (anyTouched).
func (s *State) touchFutility(x int8, ef Effect) string {
	var reached, crippled []string
	lost := 0
	for y := range s.N {
		if c := &s.Seats[y]; c.Alive && s.reaches(x, y, ef.Who) {
			reached = append(reached, c.Name)
			if c.Harm == 2 {
				crippled = append(crippled, c.Name)
			}
			if c.Lost {
				lost++
			}
		}
	}
	one := len(reached) == 1 && (ef.Who == "" || ef.Who == Self || ef.Who == Acting)
	switch {
	case len(reached) == 0 && ef.Who == Supporter:
		return "nobody supports this scene"
	case len(reached) == 0:
		return "nobody it can reach is in play"
	case ef.Kind == Humanity && one && lost > 0:
		return reached[0] + " is lost"
	case ef.Kind == Humanity && one:
		return reached[0] + " already has full Humanity"
	case ef.Kind == Humanity && lost > 0:
		return "everyone it can reach already has full Humanity or is lost"
	case ef.Kind == Humanity:
		return "everyone it can reach already has full Humanity"
	case ef.Kind == Feed:
		return nobodyIs(one, reached, "Hungry")
	case len(crippled) == len(reached):
		return strings.Join(crippled, " and ") + " " + plural(len(crippled), "is", "are") + " Crippled, and Crippled cannot be healed"
	case len(crippled) > 0:
		return strings.Join(crippled, " and ") + " " + plural(len(crippled), "is", "are") + " Crippled, and Crippled cannot be healed; nobody else it can reach is Hurt"
	}
	return nobodyIs(one, reached, "Hurt")
}

// nobodyIs says that no character reached is in condition cond: by name
// when the effect reaches one character only.
func nobodyIs(one bool, reached []string, cond string) string {
	if one {
		return reached[0] + " is not " + cond
	}
	return "nobody it can reach is " + cond
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
