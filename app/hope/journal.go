package hope

import (
	"fmt"
	"strings"

	"lantern/rules/hope"

	"lantern/rules/words"
)

// Entry is one line of the journal: the round it happened in and the words.
type Entry struct {
	Round int
	Text  string
}

// The journal names players (never "you"). Its lines are written from
// the state before a move's events, read only for names, card titles and
// public scene words: the journal never holds a secret (HI-06), so a
// drawn scene is named by its title, which is read aloud, and drawn traits
// stay unnamed.

func name(s hope.State, seat int8) string {
	if seat < 0 || seat >= s.N {
		return "The group"
	}
	return s.Seats[seat].Name
}

func eventText(s hope.State, ev hope.Event) string {
	who, other := name(s, ev.Seat), name(s, ev.Other)
	d := s.Cards
	switch ev.Kind {
	case hope.EvRound:
		return fmt.Sprintf("Round %d begins.", ev.Value)
	case hope.EvTurn:
		return fmt.Sprintf("%s's turn.", who)
	case hope.EvDraw:
		return fmt.Sprintf("%s draws a scene from the %s deck: “%s”.", who, terrainName(ev.N), sceneTitle(d, ev.Card))
	case hope.EvAct:
		return who + " acts on the scene."
	case hope.EvAvoid:
		return who + " avoids the scene."
	case hope.EvNoDice:
		return who + " has nothing to commit: the scene fails."
	case hope.EvCommit:
		return fmt.Sprintf("%s commits %s.", who, diceN(ev.N))
	case hope.EvLastHope:
		return who + " reaches for a Last Hope die."
	case hope.EvNoHopeLeft:
		return who + " finds no Hope die left."
	case hope.EvSupport:
		return fmt.Sprintf("%s supports %s with %s.", who, other, diceN(ev.N))
	case hope.EvRefuse:
		return fmt.Sprintf("%s refuses to support %s.", who, other)
	case hope.EvBoost:
		if ev.N == 0 {
			return "" // nothing happened
		}
		return fmt.Sprintf("%s adds %s from the Hope pool (now %d).", who, diceN(ev.N), ev.Value)
	case hope.EvRoll:
		return fmt.Sprintf("%s rolls %s: %s against a hardship of %d.", who, faces(ev.Faces), words.Count(int(ev.N), "success"), ev.Value)
	case hope.EvReroll:
		return fmt.Sprintf("Reroll: %s, %s.", faces(ev.Faces), words.Count(int(ev.N), "success"))
	case hope.EvFree:
		return "The final hardship is 0: success without a roll."
	case hope.EvSuccess:
		return "The scene succeeds."
	case hope.EvFailure:
		return "The scene fails."
	case hope.EvAnswer:
		return fmt.Sprintf("%s chooses “%s”.", who, optionLabel(d, ev.Card, ev.N))
	case hope.EvOutcome:
		return fmt.Sprintf("%s: %s", who, outcomeOf(d, ev))
	case hope.EvHumanity:
		return fmt.Sprintf("%s %s Humanity (now %d).", who, gainLose(ev.N), ev.Value)
	case hope.EvLost:
		return who + " has no Humanity left to lose: the character is lost."
	case hope.EvHunger:
		return fmt.Sprintf("%s is now %s.", who, level(hungerNames, ev.Value))
	case hope.EvHarm:
		if ev.N == 0 {
			return "" // the engine reports a harm of nothing too
		}
		return fmt.Sprintf("%s is now %s.", who, level(harmNames, ev.Value))
	case hope.EvHope:
		return fmt.Sprintf("The Hope pool %s (now %d).", gainLose(ev.N), ev.Value)
	case hope.EvHunted:
		return fmt.Sprintf("Hunted is now %d.", ev.Value)
	case hope.EvScene:
		return fmt.Sprintf("%s changes the scene: %s.", who, effectText(hope.Effect{Kind: ev.Effect, N: ev.N}))
	case hope.EvRedraw:
		return fmt.Sprintf("%s sets “%s” aside unplayed.", who, sceneTitle(d, ev.Card))
	case hope.EvDeath:
		return fmt.Sprintf("%s's character is gone (%s).", who, causeText(hope.Cause(ev.Value)))
	case hope.EvAssetGain:
		return fmt.Sprintf("%s gains %s.", who, assetTitle(d, ev.Card))
	case hope.EvAssetLose:
		return fmt.Sprintf("%s loses %s.", who, assetTitle(d, ev.Card))
	case hope.EvAssetUse:
		return fmt.Sprintf("%s uses %s (%s left).", who, assetTitle(d, ev.Card), usesN(ev.Value))
	case hope.EvSteal:
		return fmt.Sprintf("%s steals %s from %s.", who, assetTitle(d, ev.Card), other)
	case hope.EvLend:
		return fmt.Sprintf("%s lends %s to %s.", who, assetTitle(d, ev.Card), other)
	case hope.EvReturn:
		return fmt.Sprintf("%s goes back from %s to %s.", assetTitle(d, ev.Card), other, who)
	case hope.EvTrait:
		return fmt.Sprintf("%s plays the trait %s.", who, traitTitle(d, ev.Card))
	case hope.EvTraitDraw:
		return who + " draws a trait."
	case hope.EvInherit:
		return fmt.Sprintf("%s inherits %s from %s.", other, assetTitle(d, ev.Card), who)
	case hope.EvGift:
		return fmt.Sprintf("Gift from the Grave: %s leaves %s a trait.", who, other)
	case hope.EvGrace:
		return fmt.Sprintf("Grace of Innocence: a new character joins for %s, with 3 Humanity.", who)
	case hope.EvChoose:
		if q := s.Queue; len(q) > 0 && q[0].Eff.Kind == hope.Choose && ev.N >= 0 && ev.N < len(q[0].Eff.Options) {
			return fmt.Sprintf("%s chooses to %s.", who, effectsText(q[0].Eff.Options[ev.N]))
		}
		return fmt.Sprintf("%s picks option %d.", who, ev.N+1)
	case hope.EvTarget:
		return fmt.Sprintf("%s picks %s.", who, other)
	case hope.EvGameOver:
		if ev.Value == 1 && scenesGone(s) {
			return "The journey ends: no scene is left to draw, so the group has reached its destination (HI-05)."
		}
		if ev.Value == 1 {
			return "The journey ends: the group reached its destination."
		}
		return "The journey ends: nobody is left."
	case hope.EvPrevented:
		return who + " is spared the penalty."
	case hope.EvRefundDice:
		if ev.N == 0 {
			return ""
		}
		return fmt.Sprintf("%s gets %s back.", who, diceN(ev.N))
	}
	return ""
}

func diceN(n int) string { return words.CountOf(n, "die", "dice") }

// usesN counts an asset's uses: "1 use", "2 uses".
func usesN(n int) string { return words.Count(n, "use") }

func faces(fs []int8) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = fmt.Sprint(f)
	}
	return strings.Join(parts, ", ")
}

func gainLose(n int) string {
	if n < 0 {
		return fmt.Sprintf("loses %d", -n)
	}
	return fmt.Sprintf("gains %d", n)
}

func causeText(c hope.Cause) string {
	return map[hope.Cause]string{hope.DiedHunger: "starved", hope.DiedHarm: "died of wounds",
		hope.DiedHumanity: "lost their humanity"}[c]
}

func sceneTitle(d *hope.Deck, c int16) string {
	if c < 0 || int(c) >= len(d.Scenes) {
		return "a hidden scene"
	}
	return d.Scenes[c].Title
}

func assetTitle(d *hope.Deck, c int16) string {
	if c < 0 || int(c) >= len(d.Assets) {
		return "an asset"
	}
	return d.Assets[c].Title
}

func traitTitle(d *hope.Deck, c int16) string {
	if c < 0 || int(c) >= len(d.Traits) {
		return "a trait"
	}
	return d.Traits[c].Title
}

func optionLabel(d *hope.Deck, c int16, n int) string {
	if sc := sceneOf(d, c); sc != nil && n >= 0 && n < len(sc.Options) {
		return sc.Options[n].Label
	}
	return fmt.Sprintf("option %d", n+1)
}

// outcomeOf says what an EvOutcome gave, by its effects: the cards' own
// words speak to "you", and the journal names players instead.
func outcomeOf(d *hope.Deck, ev hope.Event) string {
	if ev.Card < 0 || int(ev.Card) >= len(d.Scenes) {
		return "an outcome"
	}
	sc := d.Scenes[ev.Card]
	switch ev.N {
	case hope.OutRefuse:
		return "refused, " + effectsText(sc.Refuse.Effects) + "."
	case hope.OutSucceed:
		return "success, " + effectsText(sc.Succeed.Effects) + "."
	case hope.OutFail:
		return "failure, " + effectsText(sc.Fail.Effects) + "."
	case hope.OutAllRefuse:
		return "the scene was avoided, " + effectsText(sc.AllRefuse.Effects) + "."
	case hope.OutOption:
		if ev.Value >= 0 && ev.Value < len(sc.Options) {
			return "“" + sc.Options[ev.Value].Label + "”, " + effectsText(sc.Options[ev.Value].Outcome.Effects) + "."
		}
	case hope.OutGroup:
		if ev.Value >= 0 && ev.Value < len(sc.Group) {
			return "for the whole group, " + effectsText(sc.Group[ev.Value].Outcome.Effects) + "."
		}
	}
	return "an outcome"
}

// Story is what the downloaded journal holds besides its entries: who
// played whom, the world's ending, and at the end the verdict, the
// survivors' epilogues and the tributes to the lost.
type Story struct {
	Title, Ending, Verdict string
	Characters             []string // "Mara plays Ellis (Cold Eyes)"
	Epilogues, Tributes    []string
}

// Markdown is the journal as a document for download.
func Markdown(st Story, entries []Entry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", st.Title)
	if st.Ending != "" {
		fmt.Fprintf(&b, "*The world's ending:* %s\n\n", st.Ending)
	}
	mdList(&b, "Characters", st.Characters)
	round := -1
	for _, e := range entries {
		if e.Round != round {
			round = e.Round
			fmt.Fprintf(&b, "\n## Round %d\n\n", round)
		}
		fmt.Fprintf(&b, "- %s\n", e.Text)
	}
	if st.Verdict != "" {
		fmt.Fprintf(&b, "\n## The end\n\n%s\n", st.Verdict)
	}
	mdList(&b, "Epilogues", st.Epilogues)
	mdList(&b, "In memory", st.Tributes)
	return b.String()
}

func mdList(b *strings.Builder, heading string, lines []string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(b, "\n## %s\n\n", heading)
	for _, l := range lines {
		fmt.Fprintf(b, "- %s\n", l)
	}
}
