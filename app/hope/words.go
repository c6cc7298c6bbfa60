package hope

import (
	"fmt"
	"strings"

	"lantern/rules/hope"

	"lantern/rules/words"
)

// Words for the table: how cards, effects and conditions read on screen and
// in the journal. Everything here is public information.

var terrainNames = map[hope.Terrain]string{
	hope.Wilderness: "Wilderness", hope.Mountainous: "Mountainous", hope.Coastal: "Coastal",
	hope.Urban: "Urban", hope.AnyTerrain: "Any Terrain",
}

func terrainName(i int) string {
	if i < 0 || i >= len(hope.Terrains) {
		return "unknown"
	}
	return terrainNames[hope.Terrains[i]]
}

var hungerNames = [...]string{"fed", "Hungry", "Starving", "starved"}
var harmNames = [...]string{"unhurt", "Hurt", "Crippled", "dead of wounds"}

func level(names [4]string, n int) string { return names[max(0, min(n, 3))] }

var whoWords = map[hope.Target]string{
	hope.Acting: "the acting character", hope.Everyone: "everyone", hope.Chosen: "a chosen character",
	hope.Partner: "the partner", hope.Supporter: "every supporter",
}

// effectText describes one effect in a few words: "lose 1 Humanity".
func effectText(e hope.Effect) string {
	n, abs := e.N, max(e.N, -e.N)
	var s string
	switch e.Kind {
	case hope.Humanity:
		s = signed(n, "gain %d Humanity", "lose %d Humanity")
	case hope.Hunger:
		s = count(abs, "step", "steps") + " of Hunger"
	case hope.Feed:
		s = fmt.Sprintf("ease Hunger by %d", abs)
	case hope.Harm:
		s = count(abs, "step", "steps") + " of Harm"
	case hope.Heal:
		s = "heal Hurt"
	case hope.Hope:
		s = "add " + count(abs, "Hope die", "Hope dice") + " to the pool"
		if n < 0 {
			s = "take " + count(abs, "Hope die", "Hope dice") + " from the pool"
		}
	case hope.Hunted:
		s = signed(n, "%d more Hunted", "%d fewer Hunted")
	case hope.GainAsset:
		s = "gain an asset"
	case hope.LoseAsset:
		s = "lose a personal asset"
	case hope.DrawTrait:
		s = "draw " + count(abs, "trait", "traits")
	case hope.Hardship:
		s = signed(n, "hardship +%d", "hardship −%d")
	case hope.SupportCap:
		s = fmt.Sprintf("supporters may give %d more", abs)
	case hope.ExtraDice:
		s = count(abs, "free extra die", "free extra dice")
	case hope.Reroll:
		s = "reroll up to " + count(abs, "failed die", "failed dice")
	case hope.IgnoreCondition:
		s = "ignore " + string(e.Cond) + " this scene"
	case hope.Prevent:
		s = "spared the penalty"
	case hope.Refund:
		s = count(abs, "committed die comes", "committed dice come") + " back"
	case hope.Redraw:
		s = "set the scene aside and draw again"
	case hope.Choose:
		opts := make([]string, len(e.Options))
		for i, o := range e.Options {
			opts[i] = effectsText(o)
		}
		s = "choose: " + strings.Join(opts, " or ")
	default:
		s = string(e.Kind)
	}
	if w, ok := whoWords[e.Who]; ok {
		s += " (" + w + ")"
	}
	return s
}

func effectsText(es []hope.Effect) string {
	if len(es) == 0 {
		return "nothing"
	}
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = effectText(e)
	}
	return strings.Join(parts, ", ")
}

// count is "1 step" or "2 steps".
func count(n int, one, many string) string { return words.CountOf(n, one, many) }

func signed(n int, up, down string) string {
	if n < 0 {
		return fmt.Sprintf(down, -n)
	}
	return fmt.Sprintf(up, n)
}

// outcomeText is what an outcome says, or its effects when it has no words.
func outcomeText(o hope.Outcome) string {
	if o.Text != "" {
		return o.Text + " (" + effectsText(o.Effects) + ")"
	}
	return effectsText(o.Effects)
}
