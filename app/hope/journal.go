package hope

import (
	"fmt"
	"strconv"
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
		return "Round " + strconv.Itoa(ev.Value) + " begins."
	case hope.EvTurn:
		return who + "'s turn."
	case hope.EvDraw:
		return who + " draws a scene from the " + terrainName(ev.N) + " deck: “" + sceneTitle(d, ev.Card) + "”."
	case hope.EvAct:
		return who + " acts on the scene."
	case hope.EvAvoid:
		return who + " avoids the scene."
	case hope.EvNoDice:
		return who + " has nothing to commit: the scene fails."
	case hope.EvCommit:
		return who + " commits " + diceN(ev.N) + "."
	case hope.EvLastHope:
		return who + " reaches for a Last Hope die."
	case hope.EvNoHopeLeft:
		return who + " finds no Hope die left."
	case hope.EvSupport:
		return who + " supports " + other + " with " + diceN(ev.N) + "."
	case hope.EvRefuse:
		return who + " refuses to support " + other + "."
	case hope.EvBoost:
		if ev.N == 0 {
			return who + " adds no Hope dice."
		}
		return who + " adds " + diceN(ev.N) + " from the Hope pool (now " + strconv.Itoa(ev.Value) + ")."
	case hope.EvRoll:
		return who + " rolls " + faces(ev.Faces) + ": " + words.Count(int(ev.N), "success") + " against a hardship of " + strconv.Itoa(ev.Value) + "."
	case hope.EvReroll:
		return "Reroll: " + faces(ev.Faces) + ", " + words.Count(int(ev.N), "success") + "."
	case hope.EvFree:
		return "The final hardship is 0: success without a roll."
	case hope.EvSuccess:
		return "The scene succeeds."
	case hope.EvFailure:
		return "The scene fails."
	case hope.EvAnswer:
		return who + " chooses “" + optionLabel(d, ev.Card, ev.N) + "”."
	case hope.EvOutcome:
		return who + ": " + outcomeOf(d, ev)
	case hope.EvHumanity:
		return who + " " + gainLose(ev.N) + " Humanity (now " + strconv.Itoa(ev.Value) + ")."
	case hope.EvLost:
		return who + " must lose Humanity at 0 and is lost."
	case hope.EvHunger:
		return who + " is now " + level(hungerNames, ev.Value) + "."
	case hope.EvHarm:
		return who + " is now " + level(harmNames, ev.Value) + "."
	case hope.EvHope:
		return "The Hope pool " + gainLose(ev.N) + " (now " + strconv.Itoa(ev.Value) + ")."
	case hope.EvHunted:
		return "Hunted is now " + strconv.Itoa(ev.Value) + "."
	case hope.EvScene:
		return who + " changes the scene: " + effectText(hope.Effect{Kind: ev.Effect, N: ev.N}) + "."
	case hope.EvRedraw:
		return who + " sets “" + sceneTitle(d, ev.Card) + "” aside unplayed."
	case hope.EvDeath:
		return who + "'s character is gone (" + causeText(hope.Cause(ev.Value)) + ")."
	case hope.EvAssetGain:
		return who + " gains " + assetTitle(d, ev.Card) + "."
	case hope.EvAssetLose:
		return who + " loses " + assetTitle(d, ev.Card) + "."
	case hope.EvAssetUse:
		return who + " uses " + assetTitle(d, ev.Card) + " (" + usesN(ev.Value) + " left)."
	case hope.EvSteal:
		return who + " steals " + assetTitle(d, ev.Card) + " from " + other + "."
	case hope.EvLend:
		return who + " lends " + assetTitle(d, ev.Card) + " to " + other + "."
	case hope.EvReturn:
		return assetTitle(d, ev.Card) + " goes back from " + other + " to " + who + "."
	case hope.EvTrait:
		return who + " plays the trait " + traitTitle(d, ev.Card) + "."
	case hope.EvTraitDraw:
		return who + " draws a trait."
	case hope.EvInherit:
		return other + " inherits " + assetTitle(d, ev.Card) + " from " + who + "."
	case hope.EvGift:
		return "Gift from the Grave: " + who + " leaves " + other + " a trait."
	case hope.EvGrace:
		return "Grace of Innocence: a new character joins for " + who + ", with 3 Humanity."
	case hope.EvChoose:
		if q := s.Queue; len(q) > 0 && q[0].Eff.Kind == hope.Choose && ev.N >= 0 && ev.N < len(q[0].Eff.Options) {
			return who + " chooses to " + effectsText(q[0].Eff.Options[ev.N]) + "."
		}
		return who + " picks option " + strconv.Itoa(ev.N+1) + "."
	case hope.EvTarget:
		return who + " picks " + other + "."
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
		return who + " gets " + diceN(ev.N) + " back."
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
