package blessed

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"

	"lantern/rules/words"
)

// sessionView ends a session, runs the Session Shop, and starts the next.
func (p *Play) sessionView() app.UI {
	if !p.g.State.Shop {
		return tag.Section().Class("blessed-session").Aria("label", "Session").Body(
			app.If(p.g.State.Config.Edition < blessed.Edition, func() app.UI {
				return tag.P().Class("hint").Body(
					app.Text(upgradeHint[p.g.State.Config.Edition]),
					tag.Button().Attr("type", "button").ID("blessed-upgrade").Class("btn secondary").Text("Bring it up to date").OnClick(p.upgrade),
				)
			}),
			app.If(p.g.State.Typing == nil, func() app.UI { return p.diceSwitch() }),
			p.buttons("next-scene", "Next scene (Aches end)", "", p.legal(-1, blessed.NextScene)),
			p.buttons("end-session", "End the session: open the Session Shop", "", p.legal(-1, blessed.EndSession)),
		)
	}
	return tag.Section().ID("blessed-shop").Class("blessed-shop").Aria("label", "Session Shop").Body(
		tag.H2().Text("Session Shop"),
		tag.P().Class("hint").Text("Each character has one free Stat Upgrade. More cost three Blessings or a d4 taken down to a d2. At most two d10s and three d8s. Reaching d6, d8 or d10 earns one extra upgrade of that size."),
		app.Range(p.g.State.Party).Slice(func(i int) app.UI { return p.shopFor(i) }),
		p.buttons("start-session", fmt.Sprintf("Start session %d", p.g.State.Session+1), "", p.legal(-1, blessed.StartSession)),
	)
}

func (p *Play) shopFor(i int) app.UI {
	c := p.g.State.Party[i]
	id := "shop-" + itoa(i+1)
	ms := p.legal(i, blessed.StatUpgrade, blessed.TakeUpgrade, blessed.SkipUpgrade, blessed.LeaveLost, blessed.LowerHaunted)
	return tag.Div().ID(id).Class("blessed-shop-char").Body(
		tag.H3().Text(p.sheets[i].Name),
		tag.P().Class("shop-dice").Text(diceText(c, p.g.State.Config.Stats())+" · "+blessingsText(c, c.Blessings)),
		tag.P().Text(upgradesText(c)),
		p.choice(id+"-pick", "Upgrade", ms, func(_ *Play, m blessed.Move) string { return shopLabel(m) }),
	)
}

func shopLabel(m blessed.Move) string {
	switch m.Kind {
	case blessed.StatUpgrade:
		if m.Pay == blessed.PayDowngrade {
			return m.Say("Raise {stat}, taking {second} down to d2", nil)
		}
		return m.Say("Raise {stat} ({pay})", nil)
	case blessed.TakeUpgrade:
		switch m.Upgrade {
		case blessed.NewLifestyle:
			return "Lifestyle: become " + m.Lifestyle.String()
		case blessed.NewEthic:
			return "Ethic: become " + m.Ethic.String()
		}
		return upgradeLabel[m.Upgrade]
	case blessed.SkipUpgrade:
		return m.Say("Let a {tag} upgrade go", nil)
	}
	if m.Kind == blessed.LowerHaunted {
		if m.Value == 1 {
			return "Shrink the Haunted die a size (three Blessings)"
		}
		return "Shrink the Haunted die a size (free)"
	}
	return "Leave Lost: become " + m.Lifestyle.String()
}

// upgradesText is what a character may still take in the shop.
func upgradesText(c blessed.Character) string {
	parts := []string{words.Count(c.FreeUpgrades, "free Stat Upgrade")}
	for t, n := range c.Owed {
		if n > 0 {
			parts = append(parts, words.Count(n, fmt.Sprint(blessed.Tag(t))+" upgrade")+" owed")
		}
	}
	return words.List(parts) + "."
}

// upgradeLabel says what a tagged upgrade gives; the names it grants are
// written in the character's whole sheet.
var upgradeLabel = [...]string{
	blessed.Backstory:      "Backstory (d6): add to it in the whole sheet",
	blessed.Rumor:          "Rumour (d6): write it in the whole sheet",
	blessed.Aptitude:       "A new aptitude (d8): name it in the whole sheet",
	blessed.Specialization: "Specialize an aptitude (d8): name it in the whole sheet",
	blessed.Gains:          "An exceptional gain (d10): write it under things gained",
}

// diceText writes a character's dice out: "Head d8, Hand d4, …".
func diceText(c blessed.Character, stats []blessed.Stat) string {
	parts := make([]string, len(stats))
	for k, st := range stats {
		parts[k] = st.String() + " " + c.Die(st).String()
	}
	return strings.Join(parts, ", ")
}

// upgrade rewrites the campaign in the current edition: the same moves,
// so the same campaign, with the moves added since (UpgradeRecord).
func (p *Play) upgrade(ctx app.Context, _ app.Event) {
	rec, err := blessed.UpgradeRecord(p.g.Record)
	g := newCampaign()
	if err == nil {
		err = g.Open(rec)
	}
	if err != nil {
		p.announce = "Could not bring the campaign up to date: " + err.Error()
		return
	}
	p.g, p.odds = g, nil
	p.announce = "The campaign is up to date: Endeavors and the game master's side are open."
	p.save()
}

// upgradeHint says, by edition, what a campaign started then lacks.
var upgradeHint = []string{
	"This campaign was started before Endeavors, the game master's characters and Specializations came to Lantern. ",
	"This campaign was started before Lantern applied every Specialization, the ethics' banking, favorability and delayed attacks. ",
	"This campaign was started before Lantern ran the Endeavors as the book writes them: each racer's own Terrain, a finish line, Fatigue before the special action, a monstrosity's combo on several opponents; and before it told temporary Blessings apart and read costs, fame, banking and the special stats as the book does. ",
}
