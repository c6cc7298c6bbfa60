package hope

import (
	"fmt"
	"strings"

	"lantern/rules/hope"
)

// scribe writes the journal: each event as a sentence naming players,
// and each change with what caused it, as the engine reports it
// (hope.Event.By). It remembers what left a character lost (HI-03), as
// their removal comes a turn later, and why each seat's character died.
type scribe struct {
	lostBy [hope.MaxSeats]hope.Origin
	why    [hope.MaxSeats]string // "died of wounds: “The Bridge” failed"
}

// caused are the events that change someone and say why.
var caused = map[hope.EventKind]bool{
	hope.EvHumanity: true, hope.EvLost: true, hope.EvHunger: true, hope.EvHarm: true, hope.EvHope: true,
	hope.EvHunted: true, hope.EvDeath: true, hope.EvAssetGain: true, hope.EvAssetLose: true,
	hope.EvTraitDraw: true, hope.EvPrevented: true, hope.EvRefundDice: true,
}

// line is the journal's sentence for ev, or "" for none. Outcomes are
// not written as such: the changes they made are, each naming them.
func (w *scribe) line(s hope.State, ev hope.Event) string {
	by := ev.By
	switch ev.Kind {
	case hope.EvOutcome:
		return ""
	case hope.EvScene:
		return sceneLine(s, ev)
	case hope.EvLost:
		w.lostBy[ev.Seat] = by
	case hope.EvDeath:
		if by.Kind == hope.ByMove && hope.Cause(ev.Value) == hope.DiedHumanity {
			by = w.lostBy[ev.Seat]
		}
		w.why[ev.Seat] = causeText(hope.Cause(ev.Value))
		if c := originText(s, by); c != "" {
			w.why[ev.Seat] += " (" + c + ")"
		}
	}
	text := eventText(s, ev)
	if c := originText(s, by); c != "" && caused[ev.Kind] && text != "" {
		return c + ": " + lowerThe(text)
	}
	return text
}

// sceneLine: "Trail Partners (Mara and Jun): hardship −1 this scene."
func sceneLine(s hope.State, ev hope.Event) string {
	what := effectText(hope.Effect{Kind: ev.Effect, N: ev.N})
	if c := originText(s, ev.By); c != "" {
		return fmt.Sprintf("%s: %s, this scene.", c, what)
	}
	return fmt.Sprintf("%s changes the scene: %s.", name(s, ev.Seat), what)
}

func lowerThe(t string) string {
	if rest, ok := strings.CutPrefix(t, "The "); ok {
		return "the " + rest
	}
	return t
}

// originText names what caused a change, or "" when the move itself did.
func originText(s hope.State, by hope.Origin) string {
	d, who := s.Cards, name(s, by.Seat)
	switch by.Kind {
	case hope.ByScene:
		return sceneOrigin(s, by)
	case hope.ByTrait:
		return fmt.Sprintf("%s's trait %s", who, traitTitle(d, by.Card))
	case hope.ByAsset:
		return fmt.Sprintf("%s's use of %s", who, assetTitle(d, by.Card))
	case hope.ByPersonality:
		if by.Card >= 0 && int(by.Card) < len(d.Personalities) {
			return fmt.Sprintf("%s's %s", who, d.Personalities[by.Card].Title)
		}
	case hope.ByRelationship:
		return relOrigin(s, by)
	case hope.ByRound:
		return "A new round's die"
	case hope.ByRemoval:
		return who + " is gone"
	case hope.BySteal:
		return fmt.Sprintf("%s steals %s", who, assetTitle(d, by.Card))
	case hope.ByCommit:
		return "Dice for “" + sceneTitle(d, by.Card) + "”"
	}
	return ""
}

// sceneOrigin names a scene's outcome: "Jun refused to help with “The
// Bridge”", "“The Bridge” failed", "Jun chose “Keep it”".
func sceneOrigin(s hope.State, by hope.Origin) string {
	d := s.Cards
	title := "“" + sceneTitle(d, by.Card) + "”"
	who := name(s, by.Seat)
	switch int(by.Out) {
	case hope.OutRefuse:
		return who + " refused to help with " + title
	case hope.OutSucceed:
		return title + " succeeded"
	case hope.OutFail:
		return title + " failed"
	case hope.OutAllRefuse:
		return title + " was avoided"
	case hope.OutOption:
		if sc := sceneOf(d, by.Card); sc != nil && int(by.Opt) < len(sc.Options) {
			return who + " chose “" + sc.Options[by.Opt].Label + "”"
		}
	case hope.OutGroup:
		return "Everyone's answers to " + title
	}
	return title
}

// relOrigin: "Rivals (Mara and Jun)": the ring (HI-21) says who shares it.
func relOrigin(s hope.State, by hope.Origin) string {
	d := s.Cards
	if by.Card < 0 || int(by.Card) >= len(d.Relationships) {
		return ""
	}
	title := d.Relationships[by.Card].Title
	for i := range s.N {
		if s.Rels[i].Card == by.Card {
			return fmt.Sprintf("%s (%s and %s)", title, name(s, i), name(s, (i+1)%s.N))
		}
	}
	return title
}

func sceneOf(d *hope.Deck, c int16) *hope.Scene {
	if c < 0 || int(c) >= len(d.Scenes) {
		return nil
	}
	return &d.Scenes[c]
}
